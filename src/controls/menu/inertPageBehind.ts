// While either menu is open (the page's, before the app: pageMenu.ts; the drawer, after: MenuDrawer.tsx) the page
// behind it is inert: nothing there takes focus, and it leaves the accessibility tree. One owner, one delay. What
// the page script keeps beside the page (the notices and their live region: BesideRoot.tsx) stays, behind either.

/**
 * How long after a menu opens the page behind it turns inert, motion reduced or not. Orca announces the dialog by
 * its role and name only while the toggle that opened it is still in the accessibility tree as it handles focus
 * moving in, which a busy machine does late: with the page inert at once (0 ms, as the page's menu once had it
 * where motion is reduced), Orca 43 in Firefox said nothing at all on opening it; a lagging Orca (Chromium, a busy
 * machine) handled the page's removal first, guessed a new place to read from, at times inside the menu, and said
 * only the close button ("Removed child appears to be replicant" in its debug log). Later, too, restyling the
 * whole page (about 45 ms on a slow phone) no longer holds back the frames that show the menu moving in. Until
 * then the menu keeps Tab inside itself, and a press outside closes it.
 */
export const INERT_AFTER_MS = 1000;

const page = () => document.getElementById('root');

/**
 * Makes the page behind the menu inert after `ms`; returns the undo, which cancels it if it has not happened yet
 * and makes the page live again. Call the undo before focus goes back to the page.
 */
export function inertPageBehindAfter(ms: number = INERT_AFTER_MS): () => void {
  const timer = setTimeout(() => page()?.setAttribute('inert', ''), ms);
  return () => {
    clearTimeout(timer);
    page()?.removeAttribute('inert');
  };
}

/**
 * MUI's Modal hides every other child of the body from assistive technology at once (aria-hidden). Takes that back
 * from all but the one that holds `menu`, so that behind the drawer, as behind the page's menu, the page leaves the
 * tree only as it turns inert, and what is beside it stays.
 */
export function undoModalHiding(menu: Element) {
  for (const element of document.body.children) if (!element.contains(menu)) element.removeAttribute('aria-hidden');
}
