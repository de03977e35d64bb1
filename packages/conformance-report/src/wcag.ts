// The success criteria of WCAG 2.2, at every level, by number, with the version of WCAG that added each: one row
// each in a report and a statement. 4.1.1 stays as a row, marked obsolete, for readers of WCAG 2.0 and 2.1 reports.
export type Level = 'A' | 'AA' | 'AAA';

export const levels: readonly Level[] = ['A', 'AA', 'AAA'];

const table: Readonly<Record<string, { name: string; level: Level }>> = {
  '1.1.1': { name: 'Non-text Content', level: 'A' },
  '1.2.1': { name: 'Audio-only and Video-only (Prerecorded)', level: 'A' },
  '1.2.2': { name: 'Captions (Prerecorded)', level: 'A' },
  '1.2.3': { name: 'Audio Description or Media Alternative (Prerecorded)', level: 'A' },
  '1.2.4': { name: 'Captions (Live)', level: 'AA' },
  '1.2.5': { name: 'Audio Description (Prerecorded)', level: 'AA' },
  '1.2.6': { name: 'Sign Language (Prerecorded)', level: 'AAA' },
  '1.2.7': { name: 'Extended Audio Description (Prerecorded)', level: 'AAA' },
  '1.2.8': { name: 'Media Alternative (Prerecorded)', level: 'AAA' },
  '1.2.9': { name: 'Audio-only (Live)', level: 'AAA' },
  '1.3.1': { name: 'Info and Relationships', level: 'A' },
  '1.3.2': { name: 'Meaningful Sequence', level: 'A' },
  '1.3.3': { name: 'Sensory Characteristics', level: 'A' },
  '1.3.4': { name: 'Orientation', level: 'AA' },
  '1.3.5': { name: 'Identify Input Purpose', level: 'AA' },
  '1.3.6': { name: 'Identify Purpose', level: 'AAA' },
  '1.4.1': { name: 'Use of Color', level: 'A' },
  '1.4.2': { name: 'Audio Control', level: 'A' },
  '1.4.3': { name: 'Contrast (Minimum)', level: 'AA' },
  '1.4.4': { name: 'Resize Text', level: 'AA' },
  '1.4.5': { name: 'Images of Text', level: 'AA' },
  '1.4.6': { name: 'Contrast (Enhanced)', level: 'AAA' },
  '1.4.7': { name: 'Low or No Background Audio', level: 'AAA' },
  '1.4.8': { name: 'Visual Presentation', level: 'AAA' },
  '1.4.9': { name: 'Images of Text (No Exception)', level: 'AAA' },
  '1.4.10': { name: 'Reflow', level: 'AA' },
  '1.4.11': { name: 'Non-text Contrast', level: 'AA' },
  '1.4.12': { name: 'Text Spacing', level: 'AA' },
  '1.4.13': { name: 'Content on Hover or Focus', level: 'AA' },
  '2.1.1': { name: 'Keyboard', level: 'A' },
  '2.1.2': { name: 'No Keyboard Trap', level: 'A' },
  '2.1.3': { name: 'Keyboard (No Exception)', level: 'AAA' },
  '2.1.4': { name: 'Character Key Shortcuts', level: 'A' },
  '2.2.1': { name: 'Timing Adjustable', level: 'A' },
  '2.2.2': { name: 'Pause, Stop, Hide', level: 'A' },
  '2.2.3': { name: 'No Timing', level: 'AAA' },
  '2.2.4': { name: 'Interruptions', level: 'AAA' },
  '2.2.5': { name: 'Re-authenticating', level: 'AAA' },
  '2.2.6': { name: 'Timeouts', level: 'AAA' },
  '2.3.1': { name: 'Three Flashes or Below Threshold', level: 'A' },
  '2.3.2': { name: 'Three Flashes', level: 'AAA' },
  '2.3.3': { name: 'Animation from Interactions', level: 'AAA' },
  '2.4.1': { name: 'Bypass Blocks', level: 'A' },
  '2.4.2': { name: 'Page Titled', level: 'A' },
  '2.4.3': { name: 'Focus Order', level: 'A' },
  '2.4.4': { name: 'Link Purpose (In Context)', level: 'A' },
  '2.4.5': { name: 'Multiple Ways', level: 'AA' },
  '2.4.6': { name: 'Headings and Labels', level: 'AA' },
  '2.4.7': { name: 'Focus Visible', level: 'AA' },
  '2.4.8': { name: 'Location', level: 'AAA' },
  '2.4.9': { name: 'Link Purpose (Link Only)', level: 'AAA' },
  '2.4.10': { name: 'Section Headings', level: 'AAA' },
  '2.4.11': { name: 'Focus Not Obscured (Minimum)', level: 'AA' },
  '2.4.12': { name: 'Focus Not Obscured (Enhanced)', level: 'AAA' },
  '2.4.13': { name: 'Focus Appearance', level: 'AAA' },
  '2.5.1': { name: 'Pointer Gestures', level: 'A' },
  '2.5.2': { name: 'Pointer Cancellation', level: 'A' },
  '2.5.3': { name: 'Label in Name', level: 'A' },
  '2.5.4': { name: 'Motion Actuation', level: 'A' },
  '2.5.5': { name: 'Target Size (Enhanced)', level: 'AAA' },
  '2.5.6': { name: 'Concurrent Input Mechanisms', level: 'AAA' },
  '2.5.7': { name: 'Dragging Movements', level: 'AA' },
  '2.5.8': { name: 'Target Size (Minimum)', level: 'AA' },
  '3.1.1': { name: 'Language of Page', level: 'A' },
  '3.1.2': { name: 'Language of Parts', level: 'AA' },
  '3.1.3': { name: 'Unusual Words', level: 'AAA' },
  '3.1.4': { name: 'Abbreviations', level: 'AAA' },
  '3.1.5': { name: 'Reading Level', level: 'AAA' },
  '3.1.6': { name: 'Pronunciation', level: 'AAA' },
  '3.2.1': { name: 'On Focus', level: 'A' },
  '3.2.2': { name: 'On Input', level: 'A' },
  '3.2.3': { name: 'Consistent Navigation', level: 'AA' },
  '3.2.4': { name: 'Consistent Identification', level: 'AA' },
  '3.2.5': { name: 'Change on Request', level: 'AAA' },
  '3.2.6': { name: 'Consistent Help', level: 'A' },
  '3.3.1': { name: 'Error Identification', level: 'A' },
  '3.3.2': { name: 'Labels or Instructions', level: 'A' },
  '3.3.3': { name: 'Error Suggestion', level: 'AA' },
  '3.3.4': { name: 'Error Prevention (Legal, Financial, Data)', level: 'AA' },
  '3.3.5': { name: 'Help', level: 'AAA' },
  '3.3.6': { name: 'Error Prevention (All)', level: 'AAA' },
  '3.3.7': { name: 'Redundant Entry', level: 'A' },
  '3.3.8': { name: 'Accessible Authentication (Minimum)', level: 'AA' },
  '3.3.9': { name: 'Accessible Authentication (Enhanced)', level: 'AAA' },
  '4.1.1': { name: 'Parsing', level: 'A' },
  '4.1.2': { name: 'Name, Role, Value', level: 'A' },
  '4.1.3': { name: 'Status Messages', level: 'AA' },
};

/** The version of WCAG that added each criterion; every other one is WCAG 2.0's. */
const addedIn: Readonly<Record<WcagVersion, readonly string[]>> = {
  '2.0': [],
  '2.1': ['1.3.4', '1.3.5', '1.3.6', '1.4.10', '1.4.11', '1.4.12', '1.4.13', '2.1.4', '2.2.6', '2.3.3'].concat([
    '2.5.1',
    '2.5.2',
    '2.5.3',
    '2.5.4',
    '2.5.5',
    '2.5.6',
    '4.1.3',
  ]),
  '2.2': ['2.4.11', '2.4.12', '2.4.13', '2.5.7', '2.5.8', '3.2.6', '3.3.7', '3.3.8', '3.3.9'],
};

export type WcagVersion = '2.0' | '2.1' | '2.2';

/** A success criterion: its name, its level, the version of WCAG that added it, and whether 2.2 removed it. */
export interface Criterion {
  name: string;
  level: Level;
  version: WcagVersion;
  /** Removed from WCAG 2.2 (4.1.1 Parsing): its row stays, Not Applicable. */
  obsolete?: boolean;
}

/** Criteria by number ("1.4.3"), in the order a report lists them. */
export type Criteria = Readonly<Record<string, Criterion>>;

const versionOf = (criterion: string): WcagVersion =>
  addedIn['2.2'].includes(criterion) ? '2.2' : addedIn['2.1'].includes(criterion) ? '2.1' : '2.0';

/** WCAG 2.2's success criteria, 4.1.1 among them as obsolete. */
export const wcag22: Criteria = Object.fromEntries(
  Object.entries(table).map(([criterion, { name, level }]) => [
    criterion,
    { name, level, version: versionOf(criterion), ...(criterion === '4.1.1' ? { obsolete: true } : {}) },
  ]),
);

/** "2.4.3" → "2.4.3 Focus Order (A)". */
export function criterionLabel(criteria: Criteria, criterion: string): string {
  const known = criteria[criterion];
  return known ? `${criterion} ${known.name} (${known.level})` : criterion;
}

/** The W3C's address for a criterion: its Understanding document (4.1.1's still explains why it went). */
export function criterionIri(criteria: Criteria, criterion: string): string {
  const slug = (criteria[criterion]?.name ?? criterion)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `https://www.w3.org/WAI/WCAG22/Understanding/${slug}`;
}
