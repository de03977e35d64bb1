// WCAG 2.2 success criteria at levels A and AA (and the one AAA criterion a behaviour check holds),
// by number, and the criteria an automated check cannot settle, each with how a person tests it.

const successCriteria: Readonly<Record<string, { name: string; level: 'A' | 'AA' | 'AAA' }>> = {
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
  '2.3.3': { name: 'Animation from Interactions', level: 'AAA' },
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

/** "2.4.3" → "2.4.3 Focus Order (A)". */
export function criterionLabel(criterion: string): string {
  const known = successCriteria[criterion];
  return known ? `${criterion} ${known.name} (${known.level})` : criterion;
}

export interface ManualCheck {
  criteria: string[];
  what: string;
  how: string;
}

/** What a person must still check, and how. Automated results above support these; they do not settle them. */
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
];

/** Criteria with no content of that kind on this site, so nothing to test. */
export const notApplicable: readonly { criteria: string[]; why: string }[] = [
  { criteria: ['1.2.1', '1.2.2', '1.2.3', '1.2.4', '1.2.5', '1.4.2'], why: 'no audio or video' },
  { criteria: ['1.3.5', '3.3.1', '3.3.2', '3.3.3', '3.3.4', '3.3.7', '3.3.8'], why: 'no form, input or sign-in' },
  { criteria: ['2.1.4'], why: 'no character key shortcuts' },
  { criteria: ['2.5.1', '2.5.4', '2.5.7'], why: 'no path gestures, motion input or dragging' },
  { criteria: ['2.3.1'], why: 'nothing flashes' },
];
