// The words of the site's own controls and landmarks (the frame around the content): what a control says, as
// text or as its accessible name, and the words components set around the content (a summary's lead, a byline's
// separators). Change them here only; components, tests and transcripts read them.
export const ui = {
  skipLink: 'Skip to main content',
  /** What starts each plain summary (WCAG 3.1.5), before the summary's own words. */
  plainSummaryLead: 'In short: ',
  /** Between the parts of a line (a byline's date, author and read time; the footer's e-mail and phone), hidden from screen readers. */
  separator: '·',
  /**
   * What a screen reader reads in place of a byline's separator, not drawn: without it the parts run together
   * ("Daniel Reyes 4-minute read").
   */
  spokenSeparator: ',',
  /**
   * The names of the navigation landmarks. Not "Main": Orca's landmark key says a navigation by its name first
   * ("Main ¦ Mission link"), which a listener takes for the main content.
   */
  landmarks: { mainNavigation: 'Site', footerNavigation: 'Footer', legal: 'Legal' },
  menu: {
    /** The toggle's name and tooltip. */
    toggle: 'Menu',
    /**
     * The menu's title and name: not the toggle's, or Orca, having just said the toggle's name, announces the
     * menu as a nameless "dialog".
     */
    title: 'Site menu',
    close: 'Close menu',
  },
  colorScheme: {
    /** The button's tooltip and the start of its name ("Theme: Dark"), and the menu's name. */
    title: 'Theme',
    choices: { system: 'System', light: 'Light', dark: 'Dark' },
  },
  notices: {
    dismiss: 'Dismiss notice',
    /**
     * Said when the visitor dismisses a notice (its Dismiss button, or Escape), with the name of the button that
     * raised it, so that a listener knows which one went without hearing the notice again.
     */
    dismissed: (raisedBy?: string) => (raisedBy ? `Notice from ${raisedBy} dismissed.` : 'Notice dismissed.'),
    /**
     * The name of the notices' region (a landmark while notices show), a Tab stop of its own while they scroll
     * inside it (at 400% zoom).
     */
    stackName: 'Notices',
    /** Each notice's toggle: its visible word, and its name (which starts with the word, WCAG 2.5.3). */
    keep: 'Keep',
    keepName: 'Keep notices',
    /** The statement's toggle, which a visitor can set before any notice shows. */
    keepEverywhere: 'Keep notices until I dismiss them',
  },
} as const;

/** The colour-scheme button's accessible name for a choice: the tooltip's word, then the choice in force. */
export function colorSchemeButtonName(choice: keyof typeof ui.colorScheme.choices): string {
  return `${ui.colorScheme.title}: ${ui.colorScheme.choices[choice]}`;
}
