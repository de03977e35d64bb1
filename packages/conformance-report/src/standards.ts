// The standards a report of a website answers besides WCAG 2.2, in the form of the ITI VPAT 2.5 INT edition: the
// Revised Section 508 (chapters 3 to 6) and EN 301 549 V3.2.1 (the clauses that can apply to a website). Each clause
// is one of three kinds:
// - it reads WCAG rows (EN 301 549 clause 9, Section 508's WCAG 2.0 table, 501.1, 602.3, 12.1.2, 12.2.4): its
//   verdict is the weakest of them, named; 4.1.1 is read as WCAG 2.0 and 2.1 define it, a level A criterion;
// - it is excepted by the standard's own words when rows of the report show the exception's condition (502 and 503
//   for a web application that conforms to WCAG 2.0 A and AA; 503.4 without video): Not Applicable, with the reason;
// - it is judged on its own, by a judgement the evaluators commit (functional performance, documentation, support
//   services, chapters about hardware or software), perhaps resting on WCAG rows too: without one, Not Evaluated.
import type { Criteria, Level, WcagVersion } from './wcag';

/** How a clause gets its verdict. */
export type ClauseKind =
  | { reads: readonly string[] }
  | { exception: { reason: string; when: readonly string[]; whenAll: 'met' | 'not applicable' } }
  | { judged: true };

export interface Clause {
  /** Its number in the standard: "302.1", "9.1.1.1", or a chapter's "Chapter 4". */
  id: string;
  name: string;
  kind: ClauseKind;
  /** The WCAG criterion a clause of a WCAG table is, which its row names as its level. */
  level?: Level;
}

export interface Chapter {
  id: string;
  title: string;
  /** What the chapter is about, in a sentence, as the standard scopes it. */
  note?: string;
  clauses: readonly Clause[];
}

export interface Standard {
  /** The prefix of its clauses' keys: "508", "EN 301 549". */
  id: string;
  title: string;
  /** The standard as its publisher names it, for the report's list of applicable standards. */
  reference: string;
  /** The version of WCAG its web clauses incorporate. */
  wcag: WcagVersion;
  chapters: readonly Chapter[];
}

/** A clause's key in the judgements, the known issues and the page: "508 302.1", "EN 301 549 4.2.1". */
export const clauseKey = (standard: Pick<Standard, 'id'>, clause: Pick<Clause, 'id'>) => `${standard.id} ${clause.id}`;

const judged = (id: string, name: string): Clause => ({ id, name, kind: { judged: true } });

/** WCAG's A and AA criteria up to a version, 4.1.1 among them (WCAG 2.0 and 2.1 count it). */
export function wcagCriteriaOf(criteria: Criteria, version: WcagVersion): string[] {
  return Object.entries(criteria)
    .filter(([, criterion]) => criterion.level !== 'AAA' && criterion.version <= version)
    .map(([number]) => number);
}

/** One clause per WCAG criterion of A and AA up to a version, each reading its row: "9." + "1.1.1" in EN 301 549. */
function wcagTable(criteria: Criteria, version: WcagVersion, prefix: string): Clause[] {
  return wcagCriteriaOf(criteria, version).map((number) => ({
    id: `${prefix}${number}`,
    name: criteria[number]!.name,
    level: criteria[number]!.level,
    kind: { reads: [number] },
  }));
}

/**
 * The Revised Section 508 Standards (36 CFR 1194, Appendices A, C), chapters 3 to 6, for web content. Chapter 2's
 * E205.4 incorporates WCAG 2.0 A and AA for web content: its table reads the WCAG rows, 4.1.1 as WCAG 2.0 has it.
 */
export function section508(criteria: Criteria): Standard {
  const wcag20 = wcagCriteriaOf(criteria, '2.0');
  const platform = {
    reason:
      '501.1’s exception: a web application that has no access to platform accessibility services, and includes no component that has, need not conform to 502 or 503 where it conforms to WCAG 2.0 A and AA',
    when: wcag20,
    whenAll: 'met' as const,
  };
  const services = (id: string, name: string): Clause => ({ id, name, kind: { exception: platform } });
  return {
    id: '508',
    title: 'Revised Section 508',
    reference:
      'Revised Section 508 standards, as the U.S. Access Board published them in the Federal Register on January 18, 2017, corrected on January 22, 2018',
    wcag: '2.0',
    chapters: [
      {
        id: 'E205.4',
        title: 'Chapter 2 (E205.4): web content, WCAG 2.0 levels A and AA',
        note: 'E205.4 incorporates WCAG 2.0 by reference: its criteria at levels A and AA, 4.1.1 Parsing among them, as WCAG 2.0 defines them.',
        clauses: wcagTable(criteria, '2.0', ''),
      },
      {
        id: '3',
        title: 'Chapter 3: Functional Performance Criteria (FPC)',
        clauses: [
          judged('302.1', 'Without Vision'),
          judged('302.2', 'With Limited Vision'),
          judged('302.3', 'Without Perception of Color'),
          judged('302.4', 'Without Hearing'),
          judged('302.5', 'With Limited Hearing'),
          judged('302.6', 'Without Speech'),
          judged('302.7', 'With Limited Manipulation'),
          judged('302.8', 'With Limited Reach and Strength'),
          judged('302.9', 'With Limited Language, Cognitive, and Learning Abilities'),
        ],
      },
      { id: '4', title: 'Chapter 4: Hardware', clauses: [judged('Chapter 4', 'Hardware')] },
      {
        id: '5',
        title: 'Chapter 5: Software',
        clauses: [
          { id: '501.1', name: 'Scope – Incorporation of WCAG 2.0 AA', kind: { reads: wcag20 } },
          services('502.2.1', 'User Control of Accessibility Features'),
          services('502.2.2', 'No Disruption of Accessibility Features'),
          services('502.3.1', 'Object Information'),
          services('502.3.2', 'Modification of Object Information'),
          services('502.3.3', 'Row, Column, and Headers'),
          services('502.3.4', 'Values'),
          services('502.3.5', 'Modification of Values'),
          services('502.3.6', 'Label Relationships'),
          services('502.3.7', 'Hierarchical Relationships'),
          services('502.3.8', 'Text'),
          services('502.3.9', 'Modification of Text'),
          services('502.3.10', 'List of Actions'),
          services('502.3.11', 'Actions on Objects'),
          services('502.3.12', 'Focus Cursor'),
          services('502.3.13', 'Modification of Focus Cursor'),
          services('502.3.14', 'Event Notification'),
          services('502.4', 'Platform Accessibility Features'),
          {
            id: '503.2',
            name: 'User Preferences',
            kind: {
              exception: {
                reason:
                  '503.2’s exception: applications designed to be isolated from their platform software, web applications among them, need not conform to it',
                when: [],
                whenAll: 'met',
              },
            },
          },
          services('503.3', 'Alternative User Interfaces'),
          ...(['503.4.1 Caption Controls', '503.4.2 Audio Description Controls'] as const).map((title): Clause => {
            const [id = '', ...name] = title.split(' ');
            return {
              id,
              name: name.join(' '),
              kind: {
                exception: {
                  reason:
                    '503.4 applies where ICT displays video with synchronized audio, and the WCAG rows of video are Not Applicable',
                  when: ['1.2.2', '1.2.4', '1.2.5'],
                  whenAll: 'not applicable',
                },
              },
            };
          }),
          // 504's rows as the VPAT's INT edition lists them (504.1 says only that they apply to authoring tools).
          judged('504.2', 'Content Creation or Editing'),
          judged('504.2.1', 'Preservation of Information Provided for Accessibility in Format Conversion'),
          judged('504.2.2', 'PDF Export'),
          judged('504.3', 'Prompts'),
          judged('504.4', 'Templates'),
        ],
      },
      {
        id: '6',
        title: 'Chapter 6: Support Documentation and Services',
        clauses: [
          judged('602.2', 'Accessibility and Compatibility Features'),
          { id: '602.3', name: 'Electronic Support Documentation', kind: { reads: wcag20 } },
          judged('602.4', 'Alternate Formats for Non-Electronic Support Documentation'),
          judged('603.2', 'Information on Accessibility and Compatibility Features'),
          judged('603.3', 'Accommodation of Communication Needs'),
        ],
      },
    ],
  };
}

/** EN 301 549 V3.2.1 (2021-03), the clauses a website can meet: 4.2, 5, 9, 12, and the others as chapters. */
export function en301549(criteria: Criteria): Standard {
  const wcag21 = wcagCriteriaOf(criteria, '2.1');
  return {
    id: 'EN 301 549',
    title: 'EN 301 549 V3.2.1',
    reference: 'EN 301 549 V3.2.1 (2021-03), Accessibility requirements for ICT products and services',
    wcag: '2.1',
    chapters: [
      {
        id: '4',
        title: 'Clause 4: Functional Performance Statements (FPS)',
        clauses: [
          judged('4.2.1', 'Usage without vision'),
          judged('4.2.2', 'Usage with limited vision'),
          judged('4.2.3', 'Usage without perception of colour'),
          judged('4.2.4', 'Usage without hearing'),
          judged('4.2.5', 'Usage with limited hearing'),
          judged('4.2.6', 'Usage with no or limited vocal capability'),
          judged('4.2.7', 'Usage with limited manipulation or strength'),
          judged('4.2.8', 'Usage with limited reach'),
          judged('4.2.9', 'Minimize photosensitive seizure triggers'),
          judged('4.2.10', 'Usage with limited cognition, language or learning'),
          judged('4.2.11', 'Privacy'),
        ],
      },
      {
        id: '5',
        title: 'Clause 5: Generic Requirements',
        clauses: [
          judged('5.1', 'Closed functionality'),
          judged('5.2', 'Activation of accessibility features'),
          judged('5.3', 'Biometrics'),
          judged('5.4', 'Preservation of accessibility information during conversion'),
          judged('5.5.1', 'Means of operation'),
          judged('5.5.2', 'Operable parts discernibility'),
          judged('5.6.1', 'Tactile or auditory status'),
          judged('5.6.2', 'Visual status'),
          judged('5.7', 'Key repeat'),
          judged('5.8', 'Double-strike key acceptance'),
          judged('5.9', 'Simultaneous user actions'),
        ],
      },
      {
        id: '6-8',
        title: 'Clauses 6 to 8: two-way voice communication, video capabilities, hardware',
        clauses: [
          judged('6', 'ICT with two-way voice communication'),
          judged('7', 'ICT with video capabilities'),
          judged('8', 'Hardware'),
        ],
      },
      {
        id: '9',
        title: 'Clause 9: Web (WCAG 2.1 levels A and AA)',
        note: 'Clauses 9.1 to 9.4 are WCAG 2.1’s criteria at levels A and AA, numbered “9.” and the criterion; 9.4.1.1 Parsing among them, as WCAG 2.1 defines it. Clause 9.6 asks for WCAG 2.1’s conformance requirements at level AA.',
        clauses: [
          ...wcagTable(criteria, '2.1', '9.'),
          { id: '9.6', name: 'WCAG conformance requirements', kind: { reads: wcag21 } },
        ],
      },
      {
        id: '10-11',
        title: 'Clauses 10 and 11: Non-web documents, Software',
        // Annex A (Table A.1) applies 11.7 and 11.8 to web content as well.
        clauses: [
          judged('10', 'Non-web documents'),
          judged('11', 'Software (its clauses other than 11.7 and 11.8)'),
          judged('11.7', 'User preferences'),
          judged('11.8.1', 'Content technology'),
          judged('11.8.2', 'Accessible content creation'),
          judged('11.8.3', 'Preservation of accessibility information in transformations'),
          judged('11.8.4', 'Repair assistance'),
          judged('11.8.5', 'Templates'),
        ],
      },
      {
        id: '12',
        title: 'Clause 12: Documentation and support services',
        clauses: [
          judged('12.1.1', 'Accessibility and compatibility features'),
          { id: '12.1.2', name: 'Accessible documentation', kind: { reads: wcag21 } },
          judged('12.2.2', 'Information on accessibility and compatibility features'),
          judged('12.2.3', 'Effective communication'),
          { id: '12.2.4', name: 'Accessible documentation', kind: { reads: wcag21 } },
        ],
      },
      {
        id: '13',
        title: 'Clause 13: ICT providing relay or emergency service access',
        clauses: [judged('13', 'ICT providing relay or emergency service access')],
      },
    ],
  };
}
