// The names the colour-scheme control's parts meet by: its markup (ColorSchemeControl), the page script's part
// (pageColorScheme.ts), the app's MUI (which follows the choice) and the tests.

/** The colour-scheme menu: a native popover the header's button opens, with one radio per choice. */
export const COLOR_SCHEME_POPOVER_ID = 'color-scheme-menu';
/** On the header's button, which the page script answers (before the app and after). */
export const COLOR_SCHEME_TOGGLE_ATTRIBUTE = 'data-color-scheme-toggle';
/** The name of the colour-scheme radios, whose change the page script applies. */
export const COLOR_SCHEME_INPUT_NAME = 'color-scheme';
/** Set on <html> to the visitor's choice (system, light or dark), which picks the control's icon. */
export const COLOR_MODE_ATTRIBUTE = 'data-color-mode';
/** Dispatched on document with the chosen mode as detail, so that the running app (MUI) follows it. */
export const COLOR_SCHEME_CHOSEN_EVENT = 'crf:color-scheme';
