// The names the start-up's parts meet by: the inline page script (1-page-script.ts), the app, the prerender
// (scripts/prerender.mjs) and the browser suites. Each side imports them from here, none writes them out.

/** On the page script's element: the app's entry, imported on the visitor's first interaction. */
export const ENTRY_ATTRIBUTE = 'data-entry';
/** On the page script's element: the route's own chunks, preloaded with the app's. */
export const ROUTE_CHUNKS_ATTRIBUTE = 'data-route-chunks';
/** On the page script's element of the not-found page: log the requested path as the page loads. */
export const NOT_FOUND_ATTRIBUTE = 'data-not-found';
/** Set on <html> to the path the page script logged, so that the app does not log the same visit again. */
export const LOGGED_PATH_ATTRIBUTE = 'data-logged-path';

/** The not-found page's console error, the same from the page script and the app. */
export function missingPathMessage(pathname: string): string {
  return `404: no page at "${pathname}"`;
}

/** The menu before the app: a modal <dialog> the toggle opens natively (command="show-modal"). */
export const MENU_DIALOG_ID = 'site-menu';

/** The colour-scheme menu: a native popover the header's button opens, with one radio per choice. */
export const COLOR_SCHEME_POPOVER_ID = 'color-scheme-menu';
/** The name of the colour-scheme radios, whose change the page script applies. */
export const COLOR_SCHEME_INPUT_NAME = 'color-scheme';
/** Set on <html> to the visitor's choice (system, light or dark), which picks the control's icon. */
export const COLOR_MODE_ATTRIBUTE = 'data-color-mode';
/** Dispatched on document with the chosen mode as detail, so that the running app (MUI) follows it. */
export const COLOR_SCHEME_CHOSEN_EVENT = 'crf:color-scheme';

/** On a button that raises a notice: the notice's text. The page script shows it, before and after the app. */
export const NOTICE_ATTRIBUTE = 'data-notice';
/** The bottom-right stack of notices, outside the app's root so that the app never redraws it. */
export const NOTICES_ID = 'notices';
/** The polite live region that says each notice once. */
export const NOTICES_ANNOUNCER_ID = 'notices-announcer';
/** A <template> with one notice's markup (MUI's Alert), cloned for each notice. */
export const NOTICE_TEMPLATE_ID = 'notice-template';
/** Inside the template: where the text goes, and the dismiss button. */
export const NOTICE_MESSAGE_ATTRIBUTE = 'data-notice-message';
export const NOTICE_DISMISS_ATTRIBUTE = 'data-notice-dismiss';

/** The prefix of the User Timing marks and measures the app's start records, one per stage (2-app-entry.tsx). */
export const STAGE_MEASURE_PREFIX = 'crf:';
/** User Timing measure the app records once hydration has committed (4-hydrate.tsx); suites wait for it. */
export const HYDRATED_MEASURE = `${STAGE_MEASURE_PREFIX}hydrate`;
