// The names the start-up's parts meet by: the inline page script (1-page-script.ts), the app, the prerender
// (scripts/prerender.mjs) and the browser suites. Each side imports them from here, none writes them out.

/** On the page script's element: the app's entry, imported on the visitor's first interaction. */
export const ENTRY_ATTRIBUTE = 'data-entry';
/** On the page script's element: the route's own chunks, preloaded with the app's. */
export const ROUTE_CHUNKS_ATTRIBUTE = 'data-route-chunks';
/** On the page script's element of the not-found page: log the requested path as the page loads. */
export const NOT_FOUND_ATTRIBUTE = 'data-not-found';

/** The not-found page's console error, the same from the page script and the app. */
export function missingPathMessage(pathname: string): string {
  return `404: no page at "${pathname}"`;
}

/** On a button that raises a notice: the notice's text. The page script shows it, before and after the app. */
export const NOTICE_ATTRIBUTE = 'data-notice';
/** The bottom-right stack of notices, outside the app's root so that the app never redraws it. */
export const NOTICES_ID = 'notices';
/**
 * On the stack while notices show: the edge they sit at, "bottom" (the spec's place) or "top", whichever leaves
 * the focused control clear (the page script sets it, src/controls/notices/notices.ts).
 */
export const NOTICES_EDGE_ATTRIBUTE = 'data-edge';
/** The polite live region that says each notice once. */
export const NOTICES_ANNOUNCER_ID = 'notices-announcer';
/** A <template> with one notice's markup (MUI's Alert), cloned for each notice. */
export const NOTICE_TEMPLATE_ID = 'notice-template';
/** Inside the template: where the text goes, and the dismiss button. */
export const NOTICE_MESSAGE_ATTRIBUTE = 'data-notice-message';
export const NOTICE_DISMISS_ATTRIBUTE = 'data-notice-dismiss';
/**
 * On a toggle button (one in each notice, one on the accessibility statement): keep notices until dismissed, on
 * this device. The page script answers it and sets its aria-pressed.
 */
export const NOTICE_KEEP_ATTRIBUTE = 'data-notice-keep';

/** The prefix of the User Timing marks and measures the app's start records, one per stage (2-app-entry.tsx). */
export const STAGE_MEASURE_PREFIX = 'crf:';
/** User Timing mark the app records as it calls hydrateRoot (4-hydrate.tsx): the app has started. */
export const HYDRATING_MARK = `${STAGE_MEASURE_PREFIX}hydrating`;
/** User Timing measure the app records once hydration has committed (4-hydrate.tsx); suites wait for it. */
export const HYDRATED_MEASURE = `${STAGE_MEASURE_PREFIX}hydrate`;
