// The words of the accessibility statement (/accessibility), in the structure of the European Union's model
// statement. The facts they state (the verdicts, the known issues, who tested what, when and with which browsers)
// come from accessibility.ts, the module the conformance report reads too: a sentence that states a fact takes it
// as an argument, so that no sentence here says more than the rows it is given.
// Written for a reader at lower-secondary level (WCAG 3.1.5: Flesch–Kincaid grade 9 or below, held by
// src/pages/AccessibilityPage.test.tsx), with every abbreviation written out at its first use on the page
// (src/content/abbreviations.ts, held by e2e/conformance.spec.ts).
import { NOTICE_DURATION_MS } from '../app/constants.ts';
import { buildName, type SiteBuild } from '../app/siteBuild.ts';
import type { ComplianceStatus, Verdict } from './accessibility';
import { site } from './site.ts';
import { listed } from '../text/listed.ts';
import { ui } from './ui.ts';

/** Where the conformance report of a build is published: beside its statement, written by the run that tests it. */
export const reportPath = '/accessibility/report/';

/** A run of a sentence: text, a link, a date (shown as a <time>) or the words that carry its point. */
export type Inline = string | { text: string; href: string } | { date: string } | { strong: string };
/** A paragraph, as its runs. */
export type Sentence = readonly Inline[];

/**
 * The public contacts of the Americans with Disabilities Act at the United States Department of Justice
 * (ada.gov): where to file a complaint, and its information line by voice and by text telephone.
 */
export const adaContacts = {
  complaint: 'https://www.ada.gov/file-a-complaint/',
  voice: { display: '800-514-0301', href: 'tel:+18005140301' },
  textPhone: { display: '1-833-610-1264', href: 'tel:+18336101264' },
} as const;

/**
 * The addresses off the site that the copy links to: plain links a visitor follows, to which the site itself makes
 * no request (e2e/links.spec.ts accepts no other).
 */
export const externalLinks: readonly string[] = [adaContacts.complaint];

/** A part of the statement: the id its heading takes, and the heading. */
export interface StatementPart {
  id: string;
  heading: string;
}

/** The counts of the A and AA verdicts the compliance status rests on. */
export interface AaCounts {
  all: number;
  met: number;
  notApplicable: number;
  partly: number;
  notMet: number;
  notEvaluated: number;
  /** The criteria WCAG 2.2 made obsolete (4.1.1 Parsing), by label: not among `all`. */
  obsolete: readonly string[];
}

const seconds = NOTICE_DURATION_MS / 1000;

export const statement = {
  title: 'Accessibility statement',
  /** The plain summary under the title (WCAG 3.1.5), from the same status as the rest. */
  summary: (status: ComplianceStatus, responseDays: number): string =>
    [
      'We checked this website against the main international rules for accessible websites, at levels A and AA, the levels that laws usually ask for.',
      {
        'fully compliant': 'It meets all of them.',
        'partially compliant': 'It meets most of them. Below we list the ones it does not meet yet.',
        'not compliant': 'It does not meet them yet. Below we list what fails.',
      }[status],
      'We did the checks ourselves, with automatic tools and scripts. A script used one screen reader, Orca, on Linux, and we read what it said.',
      'We have not tested the website with other screen readers, with speech recognition or with voice control.',
      `If something does not work for you, tell us. We reply within ${responseDays} working days.`,
    ].join(' '),
  intro: `This statement is about the website of the ${site.name} at ${site.origin}. We want as many people as possible to be able to use it. You should be able to:`,
  canDo: [
    'use the colours of your device’s high contrast mode, or choose a light or dark theme',
    'zoom in up to 400% without the text spilling off the screen',
    'make the text twice as big, or space it out more, without losing any of it',
    'use the whole website with just a keyboard',
    'listen to the website with the Orca screen reader (we have not tested other screen readers)',
    'keep a notice on screen for as long as you need it',
  ],
  notices: `A notice is a short message that shows when you press some buttons, such as “Learn About CogniGuard”. If you press the button with a mouse or on a touch screen, the notice goes after ${seconds} seconds, unless you rest the pointer on it or press its Keep button. If you press the button with the keyboard, the notice stays until you dismiss it, with its Dismiss button or the Escape key. To keep every notice on this device until you dismiss it, press “${ui.notices.keepEverywhere}” at the foot of any page, this one too, before any notice shows.`,

  howAccessible: { id: 'how-accessible', heading: 'How accessible this website is' } satisfies StatementPart,
  /** The status in GOV.UK's three terms, and the standard it is measured against. */
  status: (status: ComplianceStatus): Sentence => [
    'This website is ',
    { strong: status },
    ' with the Web Content Accessibility Guidelines (WCAG) version 2.2, level AA.',
  ],
  selfAssessed:
    'This is our own judgement (a self-assessment). It rests on the tests we describe under “How we tested this website”.',
  /** The problems at levels A and AA we know of: counted from the rows, never written by hand. */
  knownProblems: (count: number): string =>
    count === 0
      ? 'We know of no problem at levels A and AA.'
      : `We know of ${count} problem${count === 1 ? '' : 's'} at levels A and AA. We list ${count === 1 ? 'it' : 'each one'} under “Non-accessible content”.`,

  feedback: { id: 'feedback', heading: 'Feedback and contact information' } satisfies StatementPart,
  askUs:
    'Please contact us if you need any part of this website in another format, such as large print, plain text or audio. Contact us too if you find a problem that we have not listed:',
  emailLabel: 'E-mail: ',
  phoneLabel: 'Phone: ',
  reply: (days: number) => `We reply within ${days} working days.`,
  /** The statement's first lines in a preview: a build whose contact details are stand-ins (placeholderContacts). */
  preview: (which: readonly string[]) =>
    `This is a preview of the website, not the published one. The ${listed(which)} on this preview ${which.length === 1 ? 'is a stand-in' : 'are stand-ins'}, made up to show where the real ones go. They reach no one yet. The foundation still has to give its own.`,

  enforcement: { id: 'enforcement', heading: 'Enforcement procedure' } satisfies StatementPart,
  enforcementText: [
    [
      `If you complain to us and you are not happy with our reply, write to us again. The ${site.name}’s board will review your complaint and reply within 20 working days.`,
    ],
    [
      'We are a non-profit organisation in the United States. The European Union’s Web Accessibility Directive and the United Kingdom’s accessibility regulations apply to public bodies, so we believe that neither applies to us. That is why no body in Europe enforces this statement.',
    ],
    [
      'The European Accessibility Act has applied since 28 June 2025. It covers some products and services sold to people in the European Union, such as online shops, banking, e-books and tickets for transport. This website sells nothing and takes no payments: it tells people about our research, our team and our plans. So we believe that the Act does not apply to this website. This is our own assessment, not legal advice. If what the website does changes, we will check again.',
    ],
    [
      'In the United States, the Americans with Disabilities Act (ADA) protects people with disabilities from unfair treatment. If you think we have treated you unfairly because of a disability, you can ',
      { text: 'file a complaint with the Department of Justice', href: adaContacts.complaint },
      '. The Department decides whether the law covers your complaint. You can also call its ADA Information Line on ',
      { text: adaContacts.voice.display, href: adaContacts.voice.href },
      ', or on ',
      { text: adaContacts.textPhone.display, href: adaContacts.textPhone.href },
      ' from a text telephone (TTY).',
    ],
  ] satisfies Sentence[],

  technical: {
    id: 'technical-information',
    heading: 'Technical information about this website’s accessibility',
  } satisfies StatementPart,
  commitment: `The ${site.name} is committed to making its website accessible. No law requires us to publish this statement. We follow the European Union’s model accessibility statement, and the United Kingdom government’s version of it, by choice, because they are a clear way to say what works, what does not, and what you can do about it.`,
  complianceHeading: 'Compliance status',
  compliance: (status: ComplianceStatus, counts: AaCounts): Sentence => [
    'This website is ',
    { strong: status },
    ' with WCAG 2.2, level AA.',
    status === 'fully compliant' ? '' : ' We list the criteria it does not meet under “Non-accessible content”.',
    ` Of the ${counts.all} criteria at levels A and AA, ${counts.met} are met, ${counts.notApplicable} do not apply, ${counts.partly} are partly met, ${counts.notMet} are not met and ${counts.notEvaluated} have not been checked.`,
    counts.obsolete.length === 0
      ? ''
      : ` We do not count ${counts.obsolete.join(' or ')}: ${counts.obsolete.length === 1 ? 'it is' : 'they are'} obsolete in WCAG 2.2.`,
  ],

  standardsHeading: 'Standards we report against',
  /** The standards the report gives a verdict for, each as the statement names it (the report's, by its id). */
  standards: [
    { id: 'WCAG', name: 'WCAG 2.2 at level AA, as above' },
    {
      id: 'EN 301 549',
      name: 'European Norm (EN) 301 549 version 3.2.1, the European standard for accessible technology',
    },
    {
      id: '508',
      name: 'Section 508 as revised in 2017, the rules of the United States for the technology its federal government buys',
    },
  ],
  reportsAgainst: (names: readonly string[]): Sentence => [
    `We report against ${names.length === 3 ? 'three' : names.length} standards: ${names.join('; ')}. The `,
    { text: 'conformance report of this version', href: reportPath },
    ' gives a verdict for each of their rows, with the evidence for it.',
  ],

  nonAccessible: { id: 'non-accessible-content', heading: 'Non-accessible content' } satisfies StatementPart,
  notMetHeading: 'Where the website does not meet WCAG 2.2 level AA',
  /** Said only when no A or AA row falls short of Supports or Not Applicable and no issue is known. */
  nothingNotMet: 'None: every criterion at levels A and AA is met or does not apply.',
  /** A known issue: what it fails, when we found it, what we will do and by when. */
  issue: (criteria: string, plan: string, found: string, fixBy: string | undefined): Sentence => [
    `This fails ${criteria}. We found it on `,
    { date: found },
    `. ${plan}`,
    ...(fixBy ? [' We will fix it by ', { date: fixBy }, '.'] : []),
  ],
  otherIssuesHeading: 'Where the website does not meet the other standards',
  /** A known issue of the other standards' rows (the report names them). */
  otherIssue: (plan: string, found: string): Sentence => [
    'We found it on ',
    { date: found },
    `. ${plan} The conformance report names the rows it affects.`,
  ],
  burdenHeading: 'Disproportionate burden',
  burden: 'We do not claim that any problem would cost too much to fix (a “disproportionate burden”).',
  outOfScopeHeading: 'Content outside the scope of this statement',
  /** What the statement covers; the exceptions follow, from the list of known issues, each with when we noted it. */
  outOfScope: (exceptions: number) =>
    exceptions === 0
      ? 'None: this statement covers every page of the website.'
      : 'This statement covers every page of the website, with the exceptions we note here.',
  exception: (plan: string, found: string): Sentence => ['We noted this on ', { date: found }, `. ${plan}`],

  beyondAA: { id: 'beyond-aa', heading: 'Beyond level AA' } satisfies StatementPart,
  aaa: (all: number, met: number, notMet: number) =>
    `Of the ${all} criteria of level AAA, ${met} are met or do not apply, and ${notMet} ${notMet === 1 ? 'is' : 'are'} not fully met:`,
  /** What follows a criterion's label in a list of verdicts. */
  verdict: (verdict: Verdict) => `: ${verdict}.`,

  improving: { id: 'improving', heading: 'What we’re doing to improve accessibility' } satisfies StatementPart,
  improvement:
    'We fix each known problem at levels A and AA by the date we give for it. Our automatic tests check the website on every change we make to it. Before we update this statement, we run our scripted checks and the screen reader again.',

  howTested: { id: 'how-tested', heading: 'How we tested this website' } satisfies StatementPart,
  tested: (evaluators: string, target: string): Sentence => [
    `This is a self-assessment: ${evaluators} tested the website themselves. No outside auditor has checked it. We tested this version of the website against ${target} when we built it. Our tests of this version wrote its full report: `,
    { text: 'the conformance report of this version', href: reportPath },
    '.',
  ],
  sample: (pages: readonly { path: string; label: string }[]) =>
    `We tested every page: ${listed(pages.map((page) => `${page.label.toLowerCase()} (${page.path})`))}. The error screen, which shows if a page’s code fails to load, and the page of the conformance report had the automatic rule checks only.`,
  methodsIntro: 'We used three kinds of test:',
  methods: [
    'Automatic rule checks. On every change, browser tests run axe-core, a tool that finds common accessibility faults, on every page, in the states the conformance report lists for each.',
    'Scripted checks that we read. Scripts measure what a rule cannot judge alone, such as keyboard use, focus, whether the page fits a narrow screen, text size and spacing, the size of buttons and links, and timing, and they take pictures. We read what they found and judged each criterion from it.',
    'A real screen reader. Orca reads each page in Firefox and Chromium. A script presses the keys, as a person would, and we read what Orca said.',
  ],
  notTestedHeading: 'What we have not tested',
  notTestedIntro:
    'We have not tested the website with the following, so we cannot promise that it works well with them. If you use one of them and something does not work, please tell us.',
  environmentsHeading: 'Browsers and assistive technology we tested with',
  environment: (name: string, engine: string | undefined, kind: string): Sentence => [
    { strong: name },
    engine ? ` (${engine} engine)` : ` (${kind})`,
  ],
  versionsInReport: 'The report of this version names the version of each that its tests used.',
  usedFor: (titles: readonly string[]) => `Used for: ${titles.join('; ')}.`,

  byCriterion: { id: 'by-criterion', heading: 'Conformance by criterion' } satisfies StatementPart,
  byCriterionIntro:
    'Below is each success criterion of WCAG 2.2 with our verdict. We use the terms of the Voluntary Product Accessibility Template (VPAT) 2.5, a common form for such reports: Supports, Partially Supports, Does Not Support and Not Applicable. Where a criterion is not met, we say what we found.',
  fullReport: [
    'The ',
    { text: 'conformance report of this version', href: reportPath },
    ' gives the reasons and the evidence for every criterion.',
  ] satisfies Sentence,
  level: (level: string) => `Level ${level}`,

  preparation: { id: 'preparation', heading: 'Preparation of this statement' } satisfies StatementPart,
  prepared: (preparedOn: string, lastReviewed: string, thisBuild: string): Sentence => [
    'We prepared this statement on ',
    { date: preparedOn },
    ' and last reviewed it on ',
    { date: lastReviewed },
    `. We wrote it from our own tests (a self-assessment), not from an outside audit. It is part of the version of the website ${thisBuild}.`,
  ],
  /**
   * The build a statement is part of, in one run of text (a screen reader says it in one piece, which the reviewed
   * transcripts hold as {this build}: every build says it differently).
   */
  thisBuild: (build: SiteBuild, day: string) =>
    `built on ${day}, whose build is ${buildName(build)}${build.modified ? ': built with changes not yet recorded in our history' : ', exactly as recorded in our history'}`,

  /** The page at the report's address until the tests of the build write the report there. */
  reportPending: (build: SiteBuild) => ({
    title: `Conformance report | ${site.name}`,
    heading: 'Conformance report of this version',
    body: `No test run has written the conformance report of this version (build ${buildName(build)}) yet. Until one does, the accessibility statement is all there is.`,
    statementLink: 'Read the accessibility statement',
  }),
} as const;
