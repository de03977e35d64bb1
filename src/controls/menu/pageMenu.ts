// The page's menu before the app's drawer is ready (part of the page script): the toggle opens it, focus moves to
// its close button, Tab stays inside it, Escape, a press outside or the close button close it and focus goes
// back to the toggle; choosing an item closes it and the browser follows the link. Once the app owns the toggle
// (src/startup/handover.ts), its presses are the app's.
import { appOwns } from '../../startup/handover';
import { prepareLanding } from '../links/pageLanding';
import { inertPageBehindAfter } from './inertPageBehind';
import { MENU_CLOSE_ATTRIBUTE, MENU_TOGGLE_ATTRIBUTE, PAGE_MENU_ID } from './menuNames';

const tabbable = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function answerMenuPresses(): () => void {
  const menu = () => document.getElementById(PAGE_MENU_ID);
  let openedBy: HTMLElement | null = null;
  let undoInert: (() => void) | undefined;

  function open(toggle: HTMLElement) {
    const element = menu();
    if (!element || element.matches(':popover-open')) return;
    openedBy = toggle;
    // Modal from here: the script keeps focus in and the page behind turns inert. The close button is the script's
    // too (without JavaScript the platform's: PageMenu, MenuContents).
    element.setAttribute('aria-modal', 'true');
    const close = element.querySelector(`[${MENU_CLOSE_ATTRIBUTE}]`);
    close?.removeAttribute('popovertarget');
    close?.removeAttribute('popovertargetaction');
    element.showPopover();
    element.querySelector<HTMLElement>(`[${MENU_CLOSE_ATTRIBUTE}]`)?.focus();
    undoInert = inertPageBehindAfter();
  }

  /**
   * Undoes what opening did; `returnFocus`: to the toggle, unless the visitor chose where to go. Called before the
   * menu hides: focus given back once it had left the accessibility tree, Chromium told Orca of a focus whose
   * reading position had gone with the menu, and Orca said nothing.
   */
  function closed(returnFocus: boolean) {
    undoInert?.();
    undoInert = undefined;
    if (returnFocus && openedBy?.isConnected) openedBy.focus();
    openedBy = null;
  }

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const toggle = target?.closest<HTMLElement>(`[${MENU_TOGGLE_ATTRIBUTE}]`);
    if (toggle) {
      if (!appOwns(toggle)) open(toggle);
      return;
    }
    const element = menu();
    if (!element?.matches(':popover-open') || !target || !element.contains(target)) return;
    if (target.closest(`[${MENU_CLOSE_ATTRIBUTE}]`)) {
      closed(true);
      element.hidePopover();
    } else if (target.closest('a[href]')) {
      // The menu goes, and the browser follows the link: to a section of this page (the page is no longer inert,
      // and the reading moves there before focus leaves the menu: pageLanding.ts), or to another page, or the mail
      // app. Focus leaves the menu before it hides, so that the browser does not give it back to the toggle.
      closed(false);
      prepareLanding(event, target.closest('a[href]') as HTMLAnchorElement);
      if (element.contains(document.activeElement)) (document.activeElement as HTMLElement).blur();
      element.hidePopover();
    }
  };
  // Tab from the last item goes to the first and Shift+Tab from the first to the last: a modal menu keeps focus
  // (the browser would otherwise move on to its own toolbar).
  const onKeyDown = (event: KeyboardEvent) => {
    const element = menu();
    if (!element?.matches(':popover-open')) return;
    if (event.key === 'Escape') {
      // Closed here rather than by the popover itself, so that focus is back on the toggle, in a page no longer
      // inert, before the menu hides.
      event.preventDefault();
      closed(true);
      element.hidePopover();
      return;
    }
    // WebKitGTK's WebDriver sends Shift+Tab with key "Unidentified": the key's code says Tab in every engine.
    if (event.key !== 'Tab' && event.code !== 'Tab') return;
    const stops = [...element.querySelectorAll<HTMLElement>(tabbable)].filter((stop) => stop.checkVisibility());
    const first = stops[0];
    const last = stops.at(-1);
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !element.contains(active))) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && (active === last || !element.contains(active))) {
      event.preventDefault();
      first?.focus();
    }
  };
  // Escape and a press outside close it by themselves (popover="auto"): what closing undoes, then.
  const onToggle = (event: Event) => {
    if (event.target !== menu() || (event as ToggleEvent).newState !== 'closed' || !openedBy) return;
    const focusLeft = !document.activeElement || document.activeElement === document.body;
    closed(focusLeft || !!menu()?.contains(document.activeElement));
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('keydown', onKeyDown, true);
  document.addEventListener('toggle', onToggle, true);
  return () => {
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('keydown', onKeyDown, true);
    document.removeEventListener('toggle', onToggle, true);
  };
}
