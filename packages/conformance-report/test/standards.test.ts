// The INT edition: the Revised Section 508 and EN 301 549 rows, read from the WCAG rows of the same run or judged on
// their own, the known issues with the dates they were found, and the screen reader each row was heard with.
import jsonld from 'jsonld';
import { describe, expect, it } from 'vitest';
import {
  clauseKey,
  clauseRows,
  conformanceRows,
  en301549,
  renderReport,
  reportProblems,
  section508,
  toEarl,
  wcag22,
  type Judgement,
  type ReportInput,
} from '../src';
import { axeRun, contrastViolation, input, parse } from './fixture';
import { clauseId } from '../src/intEdition';

const standards = [section508(wcag22), en301549(wcag22)];

/** Every clause judged on its own, judged Supports: each test overrides what it is about. */
function judgeAll(overrides: Judgement['criteria'] = {}): Judgement {
  const keys = standards.flatMap((standard) =>
    standard.chapters.flatMap((chapter) =>
      chapter.clauses
        // 503.4 applies where there is video: the fixture's rows of video Support, so it is judged.
        .filter((clause) => 'judged' in clause.kind || clause.id.startsWith('503.4'))
        .map((clause) => clauseKey(standard, clause)),
    ),
  );
  return {
    id: 'fpc',
    title: 'Functional performance (a self-assessment)',
    evaluator: 'the maintainers',
    date: '2026-01-02',
    method: 'A self-assessment from the WCAG rows named.',
    evidence: [{ label: 'the statement', path: 'statement.html' }],
    criteria: {
      ...Object.fromEntries(keys.map((key) => [key, { outcome: 'pass', remark: `Holds (${key}).` }])),
      ...overrides,
    },
  };
}

function intInput(change: (report: ReportInput) => void = () => {}): ReportInput {
  const report = input({ standards });
  report.evaluations = { ...report.evaluations, judgements: [judgeAll()] };
  change(report);
  return report;
}

const rowsOf = (report: ReportInput) => clauseRows(report, conformanceRows(report));
const rowOf = (report: ReportInput, key: string) => rowsOf(report).find((row) => row.key === key);
const text = (node: Element | null | undefined) => (node?.textContent ?? '').replace(/\s+/g, ' ');

describe('the INT edition’s rows', () => {
  it('has every row a US federal and a European buyer expect, each on the page with a verdict and a remark', () => {
    const report = intInput();
    const keys = rowsOf(report).map((row) => row.key);
    const expected = [
      ...['302.1', '302.2', '302.3', '302.4', '302.5', '302.6', '302.7', '302.8', '302.9'].map((id) => `508 ${id}`),
      ...['501.1', '502.2.1', '502.3.14', '502.4', '503.2', '503.4.1'].map((id) => `508 ${id}`),
      ...['504.2', '504.2.1', '504.2.2', '504.3', '504.4'].map((id) => `508 ${id}`),
      ...['602.2', '602.3', '602.4', '603.2', '603.3'].map((id) => `508 ${id}`),
      ...Array.from({ length: 11 }, (_, index) => `EN 301 549 4.2.${index + 1}`),
      ...[
        '5.2',
        '5.5.1',
        '5.5.2',
        '5.6.1',
        '5.6.2',
        '9.6',
        '10',
        '11',
        '11.7',
        '11.8.1',
        '11.8.5',
        '12.1.1',
        '12.1.2',
        '12.2.2',
        '12.2.3',
        '12.2.4',
      ].map((id) => `EN 301 549 ${id}`),
    ];
    for (const key of expected) expect(keys).toContain(key);
    // Section 508's WCAG table is WCAG 2.0's A and AA, 4.1.1 among them; clause 9 is WCAG 2.1's.
    const of = (version: string) =>
      Object.entries(wcag22).filter(([, criterion]) => criterion.level !== 'AAA' && criterion.version <= version);
    expect(of('2.0')).toHaveLength(38);
    expect(of('2.1')).toHaveLength(50);
    for (const [criterion] of of('2.0')) expect(keys).toContain(`508 ${criterion}`);
    for (const [criterion] of of('2.1')) expect(keys).toContain(`EN 301 549 9.${criterion}`);
    expect(keys).not.toContain('EN 301 549 9.2.4.11');
    const page = parse(renderReport(report));
    expect(text(page.querySelector('header'))).toContain('International Edition (INT) (based on VPAT® Version 2.5');
    for (const row of rowsOf(report)) {
      const tr = page.getElementById(`clause-${row.key.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`);
      expect(tr, row.key).not.toBeNull();
      expect(text(tr?.querySelector('td.verdict'))).toMatch(/Supports|Not Applicable/);
      expect(text(tr?.querySelectorAll('td')[1] ?? null).length).toBeGreaterThan(10);
    }
    expect(reportProblems(report)).toEqual([]);
  });

  it('names each WCAG row a judged clause rests on, and points to the tables for a clause that reads them all', () => {
    const restsOn = ['1.1.1', '1.3.1', '1.4.3', '2.1.1', '2.4.3', '2.4.7', '3.3.2', '4.1.2'];
    const report = intInput((change) => {
      change.evaluations = {
        ...change.evaluations,
        judgements: [judgeAll({ 'EN 301 549 4.2.1': { outcome: 'pass', remark: 'Orca reads it.', restsOn } })],
      };
    });
    const page = parse(renderReport(report));
    const cell = (key: string) => page.getElementById(clauseId({ key }))?.querySelector('td.evidence');
    const named = [...(cell('EN 301 549 4.2.1')?.querySelectorAll('a[href^="#sc-"]') ?? [])].map((a) => a.textContent);
    expect(named).toEqual(restsOn);
    expect(text(cell('EN 301 549 9.6'))).toContain('the 50 it reads in the tables');
  });

  it('cannot be signed while a clause judged on its own has no judgement', () => {
    const report = intInput((change) => {
      const judgement = judgeAll();
      delete judgement.criteria['508 302.1'];
      change.evaluations = { ...change.evaluations, judgements: [judgement] };
    });
    expect(rowOf(report, '508 302.1')?.verdict).toBe('Not Evaluated');
    expect(reportProblems(report)).toContainEqual(
      expect.stringContaining('Revised Section 508 302.1 Without Vision: Not Evaluated'),
    );
  });

  it('reads its WCAG rows: a clause 9 row whose WCAG row fails in this run does not say Supports, and names it', () => {
    const report = intInput((change) => {
      change.results.scenarios[0]!.states[0]!.results = axeRun({ violations: [contrastViolation] });
    });
    expect(rowOf(report, 'EN 301 549 9.1.4.3')?.verdict).toBe('Does Not Support');
    expect(rowOf(report, 'EN 301 549 9.1.4.3')?.remarks[0]).toContain('1.4.3 Contrast (Minimum)');
    // 1.4.3 is WCAG 2.0's: every clause that reads the A and AA rows takes the weakest, and names it.
    for (const key of ['EN 301 549 9.6', '508 501.1', '508 602.3', 'EN 301 549 12.1.2']) {
      const row = rowOf(report, key);
      expect(row?.verdict, key).toBe('Does Not Support');
      expect(row?.remarks[0], key).toContain('Weakest, Does Not Support: 1.4.3 Contrast (Minimum) (AA)');
    }
    // 501.1's exception holds only where WCAG 2.0 A and AA conform: no longer Not Applicable. The rows it would
    // except say why once, on the first of them; the others point there.
    expect(rowOf(report, '508 502.3.1')?.verdict).toBe('Not Evaluated');
    const excepted = rowsOf(report).filter((row) => row.remarks[0]?.includes('501.1’s exception:'));
    expect(excepted.map((row) => row.key)).toEqual(['508 502.2.1']);
    expect(rowOf(report, '508 502.3.1')?.remarks[0]).toBe(
      'Not evaluated: 501.1’s exception, given in full at 502.2.1 User Control of Accessibility Features (above), which this run’s rows do not show.',
    );
    // A row WCAG 2.1 added is not WCAG 2.0's: Section 508 does not read it.
    expect(rowOf(report, '508 1.4.10')).toBeUndefined();
  });

  it('brings down a judged clause whose WCAG row falls short, and a clause a known issue names', () => {
    const report = intInput((change) => {
      change.evaluations = {
        ...change.evaluations,
        judgements: [
          judgeAll({ '508 302.2': { outcome: 'pass', remark: 'Zoom works.', restsOn: ['1.4.3', '1.4.4'] } }),
        ],
        knownIssues: [
          {
            criteria: ['508 603.3'],
            summary: 'The phone line is a stand-in.',
            found: '2026-01-01',
            plan: 'Give the real number.',
            fixBy: '2026-02-01',
            verdict: 'Does Not Support',
          },
        ],
      };
      change.results.scenarios[0]!.states[0]!.results = axeRun({ violations: [contrastViolation] });
    });
    const limitedVision = rowOf(report, '508 302.2');
    expect(limitedVision?.verdict).toBe('Does Not Support');
    expect(limitedVision?.remarks.join(' ')).toContain('1.4.3 Contrast (Minimum)');
    const support = rowOf(report, '508 603.3');
    expect(support?.verdict).toBe('Does Not Support');
    expect(support?.remarks.join(' ')).toContain('Known issue, found 1 January 2026: The phone line is a stand-in.');
    // The issue is the reason for the verdict: said before the judgement it overrides.
    expect(support?.remarks[0]).toContain('The phone line is a stand-in.');
    const page = parse(renderReport(report));
    // The list of judgements says what was judged and that the row says otherwise: one verdict per clause.
    expect(text(page.body)).toContain('508 603.3: pass as judged; Does Not Support in this build (see its row)');
    expect(text(page.getElementById('known-issues')?.nextElementSibling?.nextElementSibling ?? null)).toContain(
      '1 Jan 2026',
    );
  });

  it('cannot be signed with a known issue without the date it was found, or a row short of Supports without one', () => {
    const undated = intInput((change) => {
      change.evaluations = {
        ...change.evaluations,
        knownIssues: [
          { criteria: ['1.4.3'], summary: 'Grey on grey.', plan: 'Darken it.', fixBy: '2026-02-01' } as never,
        ],
      };
    });
    expect(reportProblems(undated)).toContainEqual(expect.stringContaining('no date found'));
    const unexplained = intInput((change) => {
      change.evaluations = {
        ...change.evaluations,
        judgements: [judgeAll({ 'EN 301 549 4.2.11': { outcome: 'partial', remark: 'Some of it.' } })],
      };
    });
    expect(rowOf(unexplained, 'EN 301 549 4.2.11')?.verdict).toBe('Partially Supports');
    expect(reportProblems(unexplained)).toContainEqual(
      'EN 301 549 V3.2.1 4.2.11 Privacy: Partially Supports, and no known issue describes it with the date it was found',
    );
  });

  it('says first what a judgement says a clause that reads rows is on the product, and lets it bring the verdict down only', () => {
    const about = (outcome: Judgement['criteria'][string]['outcome']) =>
      intInput((report) => {
        report.evaluations.judgements = [
          judgeAll({ '508 602.3': { outcome, remark: 'The support documentation is the statement.' } }),
        ];
      });
    const passing = rowOf(about('pass'), '508 602.3')!;
    expect(passing.remarks[0]).toBe('The support documentation is the statement.');
    expect(passing.remarks[1]).toMatch(/^Reads \d+ rows of the WCAG table/);
    expect(passing.verdict).toBe(rowOf(intInput(), '508 602.3')!.verdict);
    expect(passing.judgement?.id).toBe('fpc');
    expect(rowOf(about('partial'), '508 602.3')!.verdict).toBe('Partially Supports');
  });

  it('reads 4.1.1 as WCAG 2.0 and 2.1 define it: counted at level A, where 2.2 leaves it out', () => {
    const report = intInput((change) => {
      const everything = change.evaluations.results[0]!;
      const criteria = { ...everything.criteria };
      delete criteria['4.1.1'];
      change.evaluations = { ...change.evaluations, results: [{ ...everything, criteria }] };
    });
    expect(conformanceRows(report).find((row) => row.criterion === '4.1.1')?.verdict).toBe('Not Applicable');
    for (const key of ['508 4.1.1', 'EN 301 549 9.4.1.1']) {
      const row = rowOf(report, key);
      expect(row?.level).toBe('A');
      expect(row?.verdict).toBe('Supports');
      expect(row?.remarks.join(' ')).toContain('Counted at level A, as WCAG 2.0 and 2.1 define it');
      // It quotes the WCAG 2.2 table as it is, not as the earlier WCAG counts it.
      expect(row?.remarks[0]).toBe(
        'Reads 4.1.1 Parsing (A), Not Applicable in the WCAG 2.2 table, as the earlier WCAG this standard is on counts it: Supports.',
      );
    }
  });

  it('names the screen reader, browser and version each row was heard with in this run', () => {
    const report = intInput((change) => {
      const everything = change.evaluations.results[0]!;
      const transcript = 'transcripts/orca/chromium/home.txt';
      change.evaluations = {
        ...change.evaluations,
        results: [
          { ...everything, evidence: [...everything.evidence, { label: 'Orca in Chromium: home', path: transcript }] },
        ],
        judgements: [judgeAll({ '508 302.1': { outcome: 'pass', remark: 'Orca reads it.', restsOn: ['1.3.1'] } })],
      };
      change.results.tests = [
        {
          ...change.results.tests[0]!,
          project: 'orca',
          criteria: ['1.3.1'],
          transcripts: [transcript],
          outcome: 'passed',
        },
      ];
    });
    const page = parse(renderReport(report));
    const heard = 'Heard in this run: Orca 43.1 in Chromium 151.0.2 (1 of 1 tests passed).';
    expect(text(page.getElementById('sc-1-3-1')?.querySelector('.screen-reader') ?? null)).toContain(heard);
    expect(text(page.getElementById('clause-508-302-1')?.querySelector('.screen-reader') ?? null)).toContain(heard);
  });

  it('asserts every clause in EARL, with its outcome, the WCAG criteria it reads, and how it was reached', async () => {
    const report = intInput();
    const nodes = await jsonld.expand(toEarl(report));
    const clauses = nodes.filter((node) =>
      String((node['http://www.w3.org/ns/earl#test'] as { '@id'?: string }[] | undefined)?.[0]?.['@id']).includes(
        '#clause-',
      ),
    );
    expect(clauses).toHaveLength(rowsOf(report).length);
    const nine = clauses.find((node) => JSON.stringify(node).includes('#clause-en-301-549-9-1-1-1'));
    expect(JSON.stringify(nine)).toContain('https://www.w3.org/WAI/WCAG22/Understanding/non-text-content');
    expect(JSON.stringify(nine)).toContain('http://www.w3.org/ns/earl#passed');
    const judged = clauses.find((node) => JSON.stringify(node).includes('#clause-508-302-1"'));
    expect(JSON.stringify(judged)).toContain('https://example.org/#evaluators');
    // Every clause says how it was reached: by hand only where the evaluators judged it with nothing to read.
    expect(JSON.stringify(clauses)).not.toContain('earl#unknownMode');
    const mode = (node: (typeof clauses)[number]) =>
      (node['http://www.w3.org/ns/earl#mode'] as { '@id': string }[])[0]!['@id'];
    const rows = rowsOf(report);
    for (const node of clauses) {
      const id = String((node['http://www.w3.org/ns/earl#test'] as { '@id': string }[])[0]!['@id']);
      const row = rows.find((candidate) => id.endsWith(`#${clauseId(candidate)}`))!;
      const byHand = !!row.judgement && row.rows.length === 0;
      expect(mode(node) === 'http://www.w3.org/ns/earl#manual').toBe(byHand);
    }
  });
});
