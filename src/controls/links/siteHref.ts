// Where a content href leads, in one place for every link: the header's, the menu's, the footer's, the pages'.
// Links are the browser's, before the app and after it: a page is a prerendered file, a section is a fragment
// of the home page that the browser scrolls to (landing.ts puts it below the bar), an e-mail opens the mail app.

/**
 * The address of a content href: "#section" is a section of the home page, so "/#section" from any page (on the
 * home page itself the browser scrolls in place); paths, mailto: and tel: stay as they are.
 */
export function siteHref(href: string): string {
  return href.startsWith('#') ? `/${href}` : href;
}

/** Whether the link leads to the page being read (its aria-current="page"): a page, not a section of it. */
export function isCurrentPage(href: string, pathname: string): boolean {
  return href.startsWith('/') && !href.includes('#') && href === pathname;
}

/** A click the page may take over: the main button and no modifier (those open a tab, a window, a download). */
export function isPlainLeftClick(event: {
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
}) {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}
