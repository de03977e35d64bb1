// The one source of the accessibility statement (/accessibility) and the auditor's conformance report
// (npm run a11y:report): the WCAG 2.2 criteria, which of them a person must judge and how, the known issues,
// the people's results (docs/accessibility/manual-results.json) and the verdict each row takes from them.
import manualResultsFile from '../../docs/accessibility/manual-results.json' with { type: 'json' };
import { site } from './site';

export type Level = 'A' | 'AA';

/** ITI VPAT 2.5 conformance terms, and "Not Evaluated" where a person's result is still missing. */
type Verdict = 'Supports' | 'Partially Supports' | 'Does Not Support' | 'Not Applicable' | 'Not Evaluated';

/** WCAG 2.2 success criteria at levels A and AA (55), by number, and 4.1.1 kept as a row marked obsolete. */
export const successCriteria: Readonly<Record<string, { name: string; level: Level }>> = {
  '1.1.1': { name: 'Non-text Content', level: 'A' },
  '1.2.1': { name: 'Audio-only and Video-only (Prerecorded)', level: 'A' },
  '1.2.2': { name: 'Captions (Prerecorded)', level: 'A' },
  '1.2.3': { name: 'Audio Description or Media Alternative (Prerecorded)', level: 'A' },
  '1.2.4': { name: 'Captions (Live)', level: 'AA' },
  '1.2.5': { name: 'Audio Description (Prerecorded)', level: 'AA' },
  '1.3.1': { name: 'Info and Relationships', level: 'A' },
  '1.3.2': { name: 'Meaningful Sequence', level: 'A' },
  '1.3.3': { name: 'Sensory Characteristics', level: 'A' },
  '1.3.4': { name: 'Orientation', level: 'AA' },
  '1.3.5': { name: 'Identify Input Purpose', level: 'AA' },
  '1.4.1': { name: 'Use of Color', level: 'A' },
  '1.4.2': { name: 'Audio Control', level: 'A' },
  '1.4.3': { name: 'Contrast (Minimum)', level: 'AA' },
  '1.4.4': { name: 'Resize Text', level: 'AA' },
  '1.4.5': { name: 'Images of Text', level: 'AA' },
  '1.4.10': { name: 'Reflow', level: 'AA' },
  '1.4.11': { name: 'Non-text Contrast', level: 'AA' },
  '1.4.12': { name: 'Text Spacing', level: 'AA' },
  '1.4.13': { name: 'Content on Hover or Focus', level: 'AA' },
  '2.1.1': { name: 'Keyboard', level: 'A' },
  '2.1.2': { name: 'No Keyboard Trap', level: 'A' },
  '2.1.4': { name: 'Character Key Shortcuts', level: 'A' },
  '2.2.1': { name: 'Timing Adjustable', level: 'A' },
  '2.2.2': { name: 'Pause, Stop, Hide', level: 'A' },
  '2.3.1': { name: 'Three Flashes or Below Threshold', level: 'A' },
  '2.4.1': { name: 'Bypass Blocks', level: 'A' },
  '2.4.2': { name: 'Page Titled', level: 'A' },
  '2.4.3': { name: 'Focus Order', level: 'A' },
  '2.4.4': { name: 'Link Purpose (In Context)', level: 'A' },
  '2.4.5': { name: 'Multiple Ways', level: 'AA' },
  '2.4.6': { name: 'Headings and Labels', level: 'AA' },
  '2.4.7': { name: 'Focus Visible', level: 'AA' },
  '2.4.11': { name: 'Focus Not Obscured (Minimum)', level: 'AA' },
  '2.5.1': { name: 'Pointer Gestures', level: 'A' },
  '2.5.2': { name: 'Pointer Cancellation', level: 'A' },
  '2.5.3': { name: 'Label in Name', level: 'A' },
  '2.5.4': { name: 'Motion Actuation', level: 'A' },
  '2.5.7': { name: 'Dragging Movements', level: 'AA' },
  '2.5.8': { name: 'Target Size (Minimum)', level: 'AA' },
  '3.1.1': { name: 'Language of Page', level: 'A' },
  '3.1.2': { name: 'Language of Parts', level: 'AA' },
  '3.2.1': { name: 'On Focus', level: 'A' },
  '3.2.2': { name: 'On Input', level: 'A' },
  '3.2.3': { name: 'Consistent Navigation', level: 'AA' },
  '3.2.4': { name: 'Consistent Identification', level: 'AA' },
  '3.2.6': { name: 'Consistent Help', level: 'A' },
  '3.3.1': { name: 'Error Identification', level: 'A' },
  '3.3.2': { name: 'Labels or Instructions', level: 'A' },
  '3.3.3': { name: 'Error Suggestion', level: 'AA' },
  '3.3.4': { name: 'Error Prevention (Legal, Financial, Data)', level: 'AA' },
  '3.3.7': { name: 'Redundant Entry', level: 'A' },
  '3.3.8': { name: 'Accessible Authentication (Minimum)', level: 'AA' },
  '4.1.1': { name: 'Parsing (obsolete in WCAG 2.2)', level: 'A' },
  '4.1.2': { name: 'Name, Role, Value', level: 'A' },
  '4.1.3': { name: 'Status Messages', level: 'AA' },
};

const OBSOLETE_CRITERIA: readonly string[] = ['4.1.1'];

/** "2.4.3" → "2.4.3 Focus Order (A)". */
export function criterionLabel(criterion: string): string {
  const known = successCriteria[criterion];
  return known ? `${criterion} ${known.name} (${known.level})` : criterion;
}

/** The W3C's IRI for a WCAG 2.2 success criterion (its Understanding document). */
export function criterionIri(criterion: string): string {
  const name = successCriteria[criterion]?.name.replace(/ \(obsolete in WCAG 2\.2\)$/, '') ?? criterion;
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `https://www.w3.org/WAI/WCAG22/Understanding/${slug}`;
}

export interface ManualCheck {
  criteria: string[];
  what: string;
  how: string;
}

/** What a person must judge, and how. Automated results support these criteria; they do not settle them. */
export const manualChecks: readonly ManualCheck[] = [
  {
    criteria: ['1.1.1'],
    what: 'Text alternatives say what the images say.',
    how: 'Read each image’s alternative (the Cognitive Impact Matrix, the two team portraits) next to the image and decide whether it conveys the same information; confirm the matrix table below the picture holds the same data.',
  },
  {
    criteria: ['1.3.2', '2.4.3'],
    what: 'Reading order makes sense with a screen reader.',
    how: 'With NVDA and Firefox (Windows) and VoiceOver and Safari (macOS, iOS), read each page from the top with the down arrow; the order must match the visual order and nothing may be read twice or skipped.',
  },
  {
    criteria: ['1.3.3', '1.4.1'],
    what: 'Nothing depends on shape, position or colour alone.',
    how: 'Look for instructions that name a colour or position, and for links or states told apart by colour only; view the site in greyscale (DevTools › Rendering › Emulate vision deficiencies › Achromatopsia).',
  },
  {
    criteria: ['1.3.4'],
    what: 'Both orientations work.',
    how: 'On a phone, rotate between portrait and landscape on each page; all content and the menu must stay usable.',
  },
  {
    criteria: ['1.4.4', '1.4.10'],
    what: 'Browser zoom, not only larger root text.',
    how: 'In Chrome, Firefox and Safari zoom each page to 200% and 400% at 1280px wide; nothing may be cut off or overlap, and at 400% only the matrix table may scroll sideways.',
  },
  {
    criteria: ['1.4.11'],
    what: 'Icons and control edges reach 3:1.',
    how: 'Measure icon colours and the borders of outlined buttons, chips and the dashed advisory cards against their backgrounds with a colour picker, in light and dark.',
  },
  {
    criteria: ['2.1.1', '2.1.2'],
    what: 'Every function works from the keyboard alone.',
    how: 'Unplug the mouse: open and use the theme menu (arrow keys, Enter, Escape), the mobile menu, each notice and its Dismiss button, and every link and button on each page.',
  },
  {
    criteria: ['2.2.1'],
    what: 'Notices leave time to read them.',
    how: 'Trigger a notice and confirm it stays while hovered or focused, can be dismissed, and that its message is also reachable again by pressing the same button.',
  },
  {
    criteria: ['2.4.4', '2.5.3'],
    what: 'Link and button purpose is clear, and visible labels are in the accessible names.',
    how: 'List links and buttons with a screen reader (NVDA: Insert+F7) and check each name makes sense alone or with its card title; with voice control (Voice Access, Voice Control) say each visible label.',
  },
  {
    criteria: ['2.4.5', '3.2.3', '3.2.4', '3.2.6'],
    what: 'Navigation, names and help are consistent.',
    how: 'Compare the header, footer and contact details on every page: same order, same names, same place.',
  },
  {
    criteria: ['2.4.6'],
    what: 'Headings and labels describe their content.',
    how: 'Read the heading list (NVDA: Insert+F7, Headings) and judge whether each heading tells what follows.',
  },
  {
    criteria: ['3.1.2'],
    what: 'Passages in another language are marked.',
    how: 'Read the copy for phrases not in English; each needs a lang attribute.',
  },
  {
    criteria: ['4.1.2', '4.1.3'],
    what: 'Custom controls announce their state; notices are announced without moving focus.',
    how: 'With a screen reader, operate the menu toggle (expanded/collapsed), the theme menu (which choice is checked) and a notice button: the notice must be read out while focus stays on the button.',
  },
  {
    criteria: ['1.4.5'],
    what: 'No image of text stands in for text.',
    how: 'Look at every image (the logo, the matrix, the portraits, the social card) and confirm any words in it are a logo or also given as real text.',
  },
  {
    criteria: ['2.2.2'],
    what: 'Nothing moves, blinks or updates on its own for more than five seconds.',
    how: 'Watch each page for a minute without touching it: no carousel, animation or auto-updating content may run; notices count as status messages (4.1.3), not moving content.',
  },
  {
    criteria: ['2.5.2'],
    what: 'Pressing can be cancelled: nothing fires on the down-event.',
    how: 'Press and hold each link and button, slide the pointer off and release: nothing may happen. On a phone, touch and slide away.',
  },
  {
    criteria: ['3.1.1'],
    what: 'The page language is English and declared so.',
    how: 'Confirm every page’s html element carries lang="en" (axe checks that it is present and valid) and that the copy is English.',
  },
  {
    criteria: ['3.2.1', '3.2.2'],
    what: 'Focus and input change nothing on their own.',
    how: 'Tab through every page and change the colour-scheme choice with the arrow keys: focus alone must not open, navigate or submit anything, and choosing a scheme only changes colours.',
  },
];

/** Criteria with no content of that kind on this site, so nothing to test. */
export const notApplicable: readonly { criteria: string[]; why: string }[] = [
  { criteria: ['1.2.1', '1.2.2', '1.2.3', '1.2.4', '1.2.5', '1.4.2'], why: 'no audio or video' },
  { criteria: ['1.3.5', '3.3.1', '3.3.2', '3.3.3', '3.3.4', '3.3.7', '3.3.8'], why: 'no form, input or sign-in' },
  { criteria: ['2.1.4'], why: 'no character key shortcuts' },
  { criteria: ['2.5.1', '2.5.4', '2.5.7'], why: 'no path gestures, motion input or dragging' },
  { criteria: ['2.3.1'], why: 'nothing flashes' },
];

export interface KnownIssue {
  criteria: string[];
  /** What a visitor meets, in their words. */
  summary: string;
  plan: string;
  verdict: 'Partially Supports' | 'Does Not Support';
}

/** Problems we know of and have not fixed yet. Remove an entry in the commit that fixes it. */
export const knownIssues: readonly KnownIssue[] = [];

interface ManualResult {
  criteria: string[];
  outcome: 'pass' | 'partial' | 'fail';
  tester: string;
  date: string;
  browser: { name: string; version: string };
  assistiveTechnology: { name: string; version: string };
  notes?: string;
}

/** A person's results, from the committed file; newest last. */
const manualResults: readonly ManualResult[] = (manualResultsFile as { results: ManualResult[] }).results;

/** What the automated suites said about a criterion in one run: no such evidence, all passed, or a failure. */
export type AutomatedOutcome = 'none' | 'pass' | 'fail';

export interface CriterionVerdict {
  criterion: string;
  verdict: Verdict;
  remarks: string[];
}

const needsPerson = new Set(manualChecks.flatMap((check) => check.criteria));
const notApplicableWhy = new Map(notApplicable.flatMap((entry) => entry.criteria.map((c) => [c, entry.why] as const)));

function describeManual(result: ManualResult): string {
  const outcome = { pass: 'Passed', partial: 'Partly passed', fail: 'Failed' }[result.outcome];
  const setup = `${result.browser.name} ${result.browser.version}, ${result.assistiveTechnology.name} ${result.assistiveTechnology.version}`;
  return `${outcome} when tested by ${result.tester} on ${result.date} (${setup})${result.notes ? `: ${result.notes}` : '.'}`;
}

/**
 * One row of the conformance table. The statement has no test run, so it takes every automated check as
 * passing, as a release requires; the report passes what its run found.
 */
export function verdictFor(criterion: string, automated: AutomatedOutcome = 'pass'): CriterionVerdict {
  if (OBSOLETE_CRITERIA.includes(criterion)) {
    return {
      criterion,
      verdict: 'Not Applicable',
      remarks: ['Obsolete and removed in WCAG 2.2; kept as a row for reports against WCAG 2.0 and 2.1.'],
    };
  }
  const why = notApplicableWhy.get(criterion);
  if (why) return { criterion, verdict: 'Not Applicable', remarks: [`The site has ${why}.`] };
  const remarks: string[] = [];
  const issues = knownIssues.filter((issue) => issue.criteria.includes(criterion));
  const manual = [...manualResults].reverse().find((result) => result.criteria.includes(criterion));
  if (automated === 'fail') remarks.push('An automated check failed in this run.');
  for (const issue of issues) remarks.push(`Known issue: ${issue.summary} Plan: ${issue.plan}`);
  if (manual) remarks.push(describeManual(manual));
  const fails =
    automated === 'fail' || manual?.outcome === 'fail' || issues.some((issue) => issue.verdict === 'Does Not Support');
  if (fails) return { criterion, verdict: 'Does Not Support', remarks };
  if (issues.length > 0 || manual?.outcome === 'partial') return { criterion, verdict: 'Partially Supports', remarks };
  if (!manual && needsPerson.has(criterion)) {
    remarks.push('Automated checks support it; a person has not yet judged it.');
    return { criterion, verdict: 'Not Evaluated', remarks };
  }
  if (!manual && automated === 'none') {
    remarks.push('No automated check in this run covers it and no person has judged it.');
    return { criterion, verdict: 'Not Evaluated', remarks };
  }
  return { criterion, verdict: 'Supports', remarks };
}

export type ComplianceStatus = 'fully compliant' | 'partially compliant' | 'not compliant';

/** GOV.UK's three terms, from a set of rows: fully only when every row supports or does not apply. */
export function complianceStatus(rows: readonly CriterionVerdict[]): ComplianceStatus {
  if (rows.every((row) => row.verdict === 'Supports' || row.verdict === 'Not Applicable')) return 'fully compliant';
  if (rows.some((row) => row.verdict === 'Supports' || row.verdict === 'Partially Supports')) {
    return 'partially compliant';
  }
  return 'not compliant';
}

/** Every criterion's row as the statement sees it. */
export function statementRows(): CriterionVerdict[] {
  return Object.keys(successCriteria).map((criterion) => verdictFor(criterion));
}

/** The accessibility statement's copy, in GOV.UK's model. */
export const accessibilityStatement = {
  title: 'Accessibility statement',
  intro: `${site.name} wants as many people as possible to be able to use this website: to read it with a screen reader, move through it with a keyboard alone, zoom it to 400% or view it in high-contrast colours.`,
  standard: 'the Web Content Accessibility Guidelines (WCAG) version 2.2, level AA',
  reportEmail: site.email,
  responseDays: 5,
  testing: [
    'Every page, at four widths from 320px to 1280px, in light and dark colours and in each state a visitor can put it in (menu open, tooltip shown, notice shown, forced colours, text at 200%), is checked with axe-core in Chromium on every change.',
    'Keyboard paths, focus, reflow, text spacing and target size are checked by browser tests on every change.',
    'What a screen reader hears (the landmarks, headings and links each page lists, the home page read from the top, the menu and the colour-scheme menu) is recorded from Chromium’s accessibility tree and a virtual screen reader and compared with reviewed transcripts on every change.',
    'Criteria that need a person’s judgement are tested by hand with screen readers, zoom and voice control; each result is recorded with the tester, the date, the browser and the assistive technology.',
  ],
  preparedOn: '2026-11-22',
  lastReviewed: '2026-11-22',
} as const;
