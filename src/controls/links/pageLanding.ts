// Landing on a section of this page (part of the page script, before the app and after it): the browser follows
// the link, scrolls (landing.ts) and moves its Tab position there; just before, in Firefox, the reading moves
// there too, so that a screen reader says where the visitor landed.
//
// Why: following a link to an element that cannot take focus, Firefox takes focus off the link and gives it to
// the document, then moves its caret to the section. Orca 43 answers the first with the document's name ("…
// document web.") and then, its reading position being the document, says nothing of the section. With the
// caret (the selection, collapsed) already on the section, and the address already naming it, Orca hears that
// the reading moved to the fragment the link leads to and says the section's first line; the document's focus
// that follows is then where it already reads, and says nothing. Focus is not moved to the section instead: Orca
// calls any element that can take focus "clickable" where a click on it would reach a listener above it (the
// app's, on its root; the page script's, on the document).
//
// Only in Gecko (Firefox): Chromium tells a screen reader of the landing itself, and a reading moved here too
// made Orca say it twice ("Research Focus. ¦ Research Focus.", every landing, every time; once without it).
import { GLIDING_ATTRIBUTE } from './landing';
import { isPlainLeftClick } from './siteHref';

/** The page has not moved for this many frames: the landing's glide is over (or never began: it was in place). */
const STILL_FRAMES = 10;
/**
 * Whether this engine leaves a screen reader's reading behind when it follows a link to a section: Gecko, whose
 * user agent names it with its frozen build date ("Gecko/20100101"), where the others say "like Gecko".
 */
const readingStaysBehind = () => /\bGecko\/\d/.test(navigator.userAgent);
/** Stops the glide under way, if any. */
let stopGliding: (() => void) | undefined;

/**
 * Lets the scroll that follows glide (landing.ts; not where the visitor asked for less motion), until the page is
 * still again: then the page's scrolls are instant again, a screen reader's among them. `scrollend` is not
 * waited for: a landing already in place fires none.
 */
function glideUntilStill(): void {
  stopGliding?.();
  const html = document.documentElement;
  html.setAttribute(GLIDING_ATTRIBUTE, '');
  let frame = 0;
  let last = NaN;
  let still = 0;
  const watch = () => {
    still = scrollY === last ? still + 1 : 0;
    last = scrollY;
    if (still < STILL_FRAMES) frame = requestAnimationFrame(watch);
    else stopGliding?.();
  };
  frame = requestAnimationFrame(watch);
  stopGliding = () => {
    cancelAnimationFrame(frame);
    html.removeAttribute(GLIDING_ATTRIBUTE);
    stopGliding = undefined;
  };
}

/** The element of this page a link leads to, or null: it goes to another page, or to no element. */
export function landingTarget(link: HTMLAnchorElement): HTMLElement | null {
  if (!link.hash || link.origin !== location.origin || link.pathname !== location.pathname) return null;
  if (link.search !== location.search) return null;
  return document.getElementById(decodeURIComponent(link.hash.slice(1)));
}

/** The clicks whose landing has been prepared, so that a click is answered once (the menu's, then the page's). */
const prepared = new WeakSet<Event>();

/**
 * Before the browser follows this click's link, if it leads to a section of this page: the address names the
 * section (as following the link will: one history entry, which the browser's own navigation then replaces), the
 * reading starts at its beginning (in Firefox), and the scroll there glides. Whether it does.
 */
export function prepareLanding(event: MouseEvent, link: HTMLAnchorElement): boolean {
  const target = isPlainLeftClick(event) && landingTarget(link);
  if (!target) return false;
  if (prepared.has(event)) return true;
  prepared.add(event);
  if (location.href !== link.href) history.pushState(history.state, '', link.href);
  if (readingStaysBehind()) getSelection()?.collapse(target, 0);
  glideUntilStill();
  return true;
}

/**
 * Prepares the landing of every link to a section of this page that the browser is about to follow (the skip
 * link, the bar's, the footer's and either menu's links to a section).
 */
export function answerLandings(): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || !(event.target instanceof Element)) return;
    const link = event.target.closest('a');
    if (link) prepareLanding(event, link);
  };
  // On the window, last of all listeners: a click that a listener has taken over is not followed.
  window.addEventListener('click', onClick);
  return () => window.removeEventListener('click', onClick);
}
