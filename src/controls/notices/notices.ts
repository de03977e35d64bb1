// Notices (toasts), shown by the page itself before and after the app starts, so that a button that raises
// one answers in the same frame: a button carries its notice's text (data-notice), and each notice is a
// clone of the prerendered MUI Alert in a <template>. The text is said once, by a polite live region apart
// from the stack, so that the dismiss buttons and later notices are never read out with it.
// A visitor keeps a notice for as long as they need (WCAG 2.2.1; docs/accessibility/notices.md says why this
// way): one raised by a pointer leaves after NOTICE_DURATION_MS, the spec's default, with the clock stopped
// while it is hovered or focused, or while focus stays on the button that raised it; its Keep toggle keeps it,
// and every later notice, until dismissed, remembered on this device (the statement has the same toggle, to
// set before any notice shows); one raised with no pointer (the keyboard, a screen reader, voice control) has
// no time limit, since its visitor reaches the notice only by moving through the whole page. Escape, on a
// notice or on the button that raised it, dismisses it. At most MAX_VISIBLE_NOTICES show; the rest wait.
import { MAX_VISIBLE_NOTICES, NOTICE_DURATION_MS } from '../../app/constants';
import { namePrefix } from '../../content/site';
import {
  NOTICE_ATTRIBUTE,
  NOTICE_DISMISS_ATTRIBUTE,
  NOTICE_KEEP_ATTRIBUTE,
  NOTICE_MESSAGE_ATTRIBUTE,
  NOTICE_TEMPLATE_ID,
  NOTICES_ANNOUNCER_ID,
  NOTICES_ID,
} from '../../startup/contract';

/** How long after the notice shows it is said: after the live region's emptying has reached screen readers. */
export const ANNOUNCE_AFTER_MS = 150;

/** Between a focused control and the notices below it: its focus ring (outline and offset) and more. */
const FOCUS_CLEARANCE_PX = 12;

/** Where the visitor's choice to keep notices until they dismiss them is remembered on this device. */
export const KEEP_NOTICES_KEY = `${namePrefix}-keep-notices`;

/** Whether the visitor has chosen to keep notices (storage may be unavailable: then the default, timed). */
export function keepsNotices(): boolean {
  try {
    return localStorage.getItem(KEEP_NOTICES_KEY) === 'yes';
  } catch {
    return false;
  }
}

function rememberKeeping(keep: boolean) {
  try {
    if (keep) localStorage.setItem(KEEP_NOTICES_KEY, 'yes');
    else localStorage.removeItem(KEEP_NOTICES_KEY);
  } catch {
    // Not remembered: this page still keeps them (below).
  }
}

interface ShownNotice {
  element: HTMLElement;
  announcement: HTMLElement;
  /** The button that raised it, where focus goes back when it is dismissed. */
  trigger: HTMLElement | null;
  hovered: boolean;
  /** No time limit: kept by the visitor, or raised with no pointer. */
  kept: boolean;
  remaining: number;
  timer?: ReturnType<typeof setTimeout>;
  startedAt: number;
}

/**
 * Shows the notice a button carries when it is pressed, and dismisses notices. Returns what undoes it (tests).
 */
export function showNoticesOnRequest(): () => void {
  let nextId = 1;
  const shown: ShownNotice[] = [];
  const waiting: { message: string; trigger: HTMLElement | null; kept: boolean }[] = [];
  // This page's choice, for when storage cannot remember it.
  let keeping = keepsNotices();

  /** Every Keep toggle says whether notices are kept (the statement's is in the page from the start). */
  function showKeeping() {
    for (const toggle of document.querySelectorAll(`[${NOTICE_KEEP_ATTRIBUTE}]`)) {
      toggle.setAttribute('aria-pressed', String(keeping));
    }
  }

  function setKeeping(keep: boolean) {
    keeping = keep;
    rememberKeeping(keep);
    // Turned on: every notice showing stays too. Turned off: those showing stay kept, later ones are timed.
    if (keep) for (const notice of shown) notice.kept = true;
    showKeeping();
    updateClocks();
  }

  function paused(notice: ShownNotice): boolean {
    const focused = document.activeElement;
    return (
      notice.kept ||
      notice.hovered ||
      notice.element.contains(focused) ||
      (!!focused && focused === notice.trigger && focused.matches(':focus-visible'))
    );
  }

  /** Starts or stops each notice's clock as hover and focus come and go. */
  function updateClocks() {
    for (const notice of shown) {
      if (paused(notice) && notice.timer !== undefined) {
        clearTimeout(notice.timer);
        notice.timer = undefined;
        notice.remaining -= Date.now() - notice.startedAt;
      } else if (!paused(notice) && notice.timer === undefined) {
        notice.startedAt = Date.now();
        notice.timer = setTimeout(() => leave(notice), Math.max(0, notice.remaining));
      }
    }
  }

  /**
   * Keeps focus clear of the notices (WCAG 2.4.11 and 2.4.12): while any shows, the page's scroll padding at
   * the bottom is the height they cover, so a control reached by Tab stops above them, and a focused control
   * they would cover (the button that raised one, near the bottom of a phone's screen) is scrolled above them.
   * Before the next frame paints, when the notice is laid out for painting anyway.
   */
  function keepFocusClear() {
    requestAnimationFrame(() => {
      const stack = document.getElementById(NOTICES_ID);
      if (!stack) return;
      const covers = stack.getBoundingClientRect();
      const height = shown.length ? innerHeight - covers.top : 0;
      // With room for the focus ring, and clear of rounding: a control stops a little above the notices. The
      // same room below the page, so that its last controls can scroll above them too.
      const room = height > 0 ? `${height + FOCUS_CLEARANCE_PX}px` : '';
      document.documentElement.style.scrollPaddingBottom = room;
      document.body.style.paddingBottom = room;
      const focused = document.activeElement;
      if (height <= 0 || !(focused instanceof HTMLElement) || stack.contains(focused)) return;
      const box = focused.getBoundingClientRect();
      const covered =
        box.top < covers.bottom && box.bottom > covers.top && box.left < covers.right && box.right > covers.left;
      // Only a control that fits above the notices: not <body>, nor <main> focused by the skip link.
      // At once, before this frame paints: a smooth scroll would leave it covered for a few frames.
      if (covered && box.height < covers.top) focused.scrollIntoView({ block: 'nearest', behavior: 'instant' });
    });
  }

  function show(message: string, trigger: HTMLElement | null, kept: boolean) {
    const stack = document.getElementById(NOTICES_ID);
    const announcer = document.getElementById(NOTICES_ANNOUNCER_ID);
    const template = document.getElementById(NOTICE_TEMPLATE_ID);
    // A <template> in the prerendered page; a hidden element under `npm run dev` (NoticesStack.tsx).
    const markup = template instanceof HTMLTemplateElement ? template.content : template;
    const element = markup?.firstElementChild?.cloneNode(true);
    if (!stack || !announcer || !(element instanceof HTMLElement)) return;
    const id = `notice-${nextId++}`;
    const text = element.querySelector(`[${NOTICE_MESSAGE_ATTRIBUTE}]`);
    if (text) {
      text.id = id;
      text.textContent = message;
    }
    // Read from the live region when it comes; the dismiss button carries it as its description.
    element.querySelector(`[${NOTICE_DISMISS_ATTRIBUTE}]`)?.setAttribute('aria-describedby', id);
    const announcement = document.createElement('p');
    announcement.textContent = message;
    const notice: ShownNotice = {
      element,
      announcement,
      trigger,
      hovered: false,
      kept: kept || keeping,
      remaining: NOTICE_DURATION_MS,
      startedAt: 0,
    };
    element.addEventListener('pointerenter', () => {
      notice.hovered = true;
      updateClocks();
    });
    element.addEventListener('pointerleave', () => {
      notice.hovered = false;
      updateClocks();
    });
    shown.push(notice);
    stack.append(element);
    showKeeping();
    // The live region holds the newest notice only: what it held was said already. Emptied now and filled a
    // moment later, so that a notice raised again is heard again: Orca drops an insertion into a live region whose
    // text is the same as the last change it was told of, and a removal and an insertion in one frame come to it
    // as one change.
    announcer.replaceChildren();
    setTimeout(() => {
      if (shown.includes(notice)) announcer.append(announcement);
    }, ANNOUNCE_AFTER_MS);
    updateClocks();
    keepFocusClear();
  }

  function leave(notice: ShownNotice, byDismiss = false) {
    const index = shown.indexOf(notice);
    if (index < 0) return;
    clearTimeout(notice.timer);
    shown.splice(index, 1);
    const focusWasInside = notice.element.contains(document.activeElement);
    notice.element.remove();
    notice.announcement.remove();
    const next = waiting.shift();
    if (next) show(next.message, next.trigger, next.kept);
    // Focus never falls to the page's top: back to the button that raised the notice, else the next notice.
    if (byDismiss || focusWasInside) {
      const target =
        notice.trigger?.isConnected && notice.trigger.checkVisibility?.() !== false
          ? notice.trigger
          : (shown.at(-1)?.element.querySelector<HTMLElement>(`[${NOTICE_DISMISS_ATTRIBUTE}]`) ??
            document.getElementById('main'));
      target?.focus();
    }
    updateClocks();
    keepFocusClear();
  }

  /** Shows a notice, or queues it while MAX_VISIBLE_NOTICES are showing. */
  function raiseNotice(message: string, trigger: HTMLElement | null, kept: boolean) {
    if (shown.length < MAX_VISIBLE_NOTICES) show(message, trigger, kept);
    else waiting.push({ message, trigger, kept });
  }

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const dismiss = target?.closest(`[${NOTICE_DISMISS_ATTRIBUTE}]`);
    if (dismiss) {
      const notice = shown.find((candidate) => candidate.element.contains(dismiss));
      if (notice) leave(notice, true);
      return;
    }
    if (target?.closest(`[${NOTICE_KEEP_ATTRIBUTE}]`)) {
      setKeeping(!keeping);
      return;
    }
    const trigger = target?.closest<HTMLElement>(`[${NOTICE_ATTRIBUTE}]`);
    const message = trigger?.getAttribute(NOTICE_ATTRIBUTE);
    // A click with no pointer behind it (detail 0): Enter or Space, a screen reader's or voice control's press.
    if (trigger && message && !trigger.matches(':disabled')) raiseNotice(message, trigger, event.detail === 0);
  };
  /** Escape on a notice, or on the button that raised one, dismisses that notice (the newest it raised). */
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const focused = document.activeElement;
    const notice =
      shown.find((candidate) => candidate.element.contains(focused)) ??
      shown.findLast((candidate) => !!focused && candidate.trigger === focused);
    if (!notice) return;
    event.preventDefault();
    leave(notice, true);
  };
  const afterFocusLeaves = () => setTimeout(updateClocks);
  // In the capture phase: while the app hydrates it holds presses back from itself there (4-hydrate.tsx).
  document.addEventListener('click', onClick, true);
  document.addEventListener('keydown', onKeyDown);
  document.addEventListener('focusin', updateClocks);
  document.addEventListener('focusout', afterFocusLeaves);
  // The notices' height changes with the width (a phone turned): the room kept for them follows.
  const onResize = () => shown.length && keepFocusClear();
  addEventListener('resize', onResize);
  // In the head, before the page's toggles are parsed: said once they are.
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', showKeeping, { once: true });
  else showKeeping();
  return () => {
    removeEventListener('resize', onResize);
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('keydown', onKeyDown);
    document.removeEventListener('focusin', updateClocks);
    document.removeEventListener('focusout', afterFocusLeaves);
    for (const notice of [...shown]) leave(notice);
    waiting.length = 0;
  };
}
