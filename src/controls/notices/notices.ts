// Notices (toasts), shown by the page itself before and after the app starts, so that a button that raises
// one answers in the same frame: a button carries its notice's text (data-notice), and each notice is a
// clone of the prerendered MUI Alert in a <template>. The text is said once, by a polite live region apart
// from the stack, so that the dismiss buttons and later notices are never read out with it; the region lets go
// of it once said, and the notice's own text, in the accessibility tree, is there to be read again.
// A notice never covers the control that has focus (WCAG 2.4.11, and 2.4.12): at most half the viewport high
// (taller, it scrolls inside itself), it sits at the bottom, and the page scrolls a focused control clear of it;
// where that cannot be (a control in the fixed bar, or no room left at 400% zoom), it moves to the top edge.
// A visitor keeps a notice for as long as they need (WCAG 2.2.1; docs/accessibility/notices.md says why this
// way): one raised by a pointer leaves after NOTICE_DURATION_MS, the spec's default, with the clock stopped
// while it is hovered or focused, or while focus stays on the button that raised it; its Keep toggle keeps it,
// and every later notice, until dismissed, remembered on this device (the statement has the same toggle, to
// set before any notice shows); one raised with no pointer (the keyboard, a screen reader, voice control) has
// no time limit, since its visitor reaches the notice only by moving through the whole page. Escape, on a
// notice or on the button that raised it, dismisses it; anywhere else on the page, it dismisses the newest one,
// unless a menu or a tooltip is open (Escape is theirs first); either way the live region says which went.
// Each notice shows, and is said, as it is raised: at most MAX_VISIBLE_NOTICES show, the newest always, and the
// oldest steps back out of the stack until one goes (a queued notice was heard late, on an unrelated key). The
// same words raised again (the same button pressed twice) are the same notice: said again, as the newest, its
// time started over, never a second copy.
import { MAX_VISIBLE_NOTICES, NOTICE_DURATION_MS } from '../../app/constants';
import { namePrefix } from '../../../theme/namePrefix';
import { ui } from '../../content/ui';
import {
  NOTICE_ATTRIBUTE,
  NOTICE_DISMISS_ATTRIBUTE,
  NOTICE_KEEP_ATTRIBUTE,
  NOTICE_MESSAGE_ATTRIBUTE,
  NOTICE_TEMPLATE_ID,
  NOTICES_ANNOUNCER_ID,
  NOTICES_EDGE_ATTRIBUTE,
  NOTICES_ID,
} from '../../startup/contract';

/** How long after the notice shows it is said: after the live region's emptying has reached screen readers. */
export const ANNOUNCE_AFTER_MS = 150;
/**
 * How long the live region holds what it said. A screen reader takes the words from the event that tells it of
 * them (Orca from AT-SPI's text-inserted event), within moments; after this the region lets go, so that reading
 * the page finds the notice's text once, in the notice, and not again in the region after it.
 */
export const ANNOUNCED_FOR_MS = 3000;

const NO_BREAK_SPACE = '\u00a0';

/** Between a focused control and the notices: its focus ring (outline and offset) and more. */
const FOCUS_CLEARANCE_PX = 12;
/** The page's scrolling is told where the notices are only while that leaves it room for a control this high. */
const CONTROL_ROOM_PX = 44;

type Edge = 'bottom' | 'top';

/** Where the visitor's choice to keep notices until they dismiss them is remembered on this device. */
export const KEEP_NOTICES_KEY = `${namePrefix}-keep-notices`;

/** Whether the element scrolls with the page: no fixed or sticky box holds it (the bar's controls do not). */
function movesWithPage(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) {
    const { position } = getComputedStyle(node);
    if (position === 'fixed' || position === 'sticky') return false;
  }
  return true;
}

/**
 * The stack, while its notices scroll inside it (taller than half the viewport): a Tab stop, that the arrow keys
 * scroll, so that a keyboard reaches all their text; it is named, a region (NoticesStack.tsx). Firefox makes any
 * scroll box a Tab stop; Chromium and WebKit make none of one that holds buttons: the same stop in all three, and
 * none otherwise.
 */
function scrollableByKeys(stack: HTMLElement) {
  if (stack.childElementCount && stack.scrollHeight > stack.clientHeight + 1) stack.tabIndex = 0;
  else stack.removeAttribute('tabindex');
}

/** Whether a menu, a dialog or a tooltip shows, whose Escape it is first. */
function layerOpen(): boolean {
  return [...document.querySelectorAll('dialog[open], [role="dialog"], [role="tooltip"], [popover]')].some(
    // The app's drawer stays in the page when closed, hidden by visibility.
    (layer) => layer.checkVisibility?.({ visibilityProperty: true }) ?? true,
  );
}

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
  message: string;
  /** The name of the button that raised it, by which the live region says it went. */
  raisedBy: string;
  /** The line the live region says, a new one each time the notice is raised. */
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
  /** In the stack, the oldest first. */
  const shown: ShownNotice[] = [];
  /** Stepped back out of the stack to make room for a newer one, the latest last: each comes back when one goes. */
  const steppedBack: ShownNotice[] = [];
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
      // The stack itself, focused to scroll the notices by the arrow keys.
      focused?.id === NOTICES_ID ||
      (!!focused && focused === notice.trigger && focused.matches(':focus-visible'))
    );
  }

  function stopClock(notice: ShownNotice) {
    if (notice.timer === undefined) return;
    clearTimeout(notice.timer);
    notice.timer = undefined;
    notice.remaining -= Date.now() - notice.startedAt;
  }

  /**
   * Starts or stops each notice's clock as hover and focus come and go. A notice stepped back keeps its clock:
   * a timed one may go before it comes back, as it would have shown.
   */
  function updateClocks() {
    for (const notice of [...shown, ...steppedBack]) {
      if (paused(notice)) stopClock(notice);
      else if (notice.timer === undefined) {
        notice.startedAt = Date.now();
        notice.timer = setTimeout(() => leave(notice), Math.max(0, notice.remaining));
      }
    }
  }

  /**
   * Keeps the focused control clear of the notices (WCAG 2.4.11 and 2.4.12). The notices stay at their edge if
   * the page can scroll the control clear of them there; else they move to the other edge, if that leaves it
   * clear; else to the edge that covers least of it. While notices show, the page's scroll padding leaves room
   * for them, so the browser's own scrolling to the next control stops clear of them, and the page has room
   * below its end, so its last controls can scroll above them.
   * Two passes, each time notices come or go, focus moves or the viewport changes: 'now', in the next frame,
   * before it paints, so that no frame shows the control under a notice; 'settled', once the page has stopped
   * scrolling (the browser's own scroll to the control, which glides during a landing), which also brings a control left partly out
   * of view wholly into it (Firefox leaves one so at the bottom edge). Not when the visitor scrolls: the page
   * does not scroll them back, and notices that jumped from edge to edge would slip from under their pointer.
   */
  let frame = 0;
  let settling = 0;
  function placeNotices() {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => {
      place('now');
      whenStill(() => place('settled'));
    });
  }

  /** Calls `then` once the page has not scrolled for two frames (or after about two seconds). */
  function whenStill(then: () => void) {
    cancelAnimationFrame(settling);
    let last = scrollY;
    let still = 0;
    let frames = 0;
    const check = () => {
      still = scrollY === last ? still + 1 : 0;
      last = scrollY;
      if (still >= 2 || ++frames > 120) then();
      else settling = requestAnimationFrame(check);
    };
    settling = requestAnimationFrame(check);
  }

  function place(pass: 'now' | 'settled') {
    const stack = document.getElementById(NOTICES_ID);
    if (!stack) return;
    const root = document.documentElement;
    root.style.scrollPaddingTop = '';
    if (!shown.length) {
      stack.removeAttribute(NOTICES_EDGE_ATTRIBUTE);
      scrollableByKeys(stack);
      root.style.scrollPaddingBottom = '';
      document.body.style.paddingBottom = '';
      return;
    }
    const current: Edge = stack.getAttribute(NOTICES_EDGE_ATTRIBUTE) === 'top' ? 'top' : 'bottom';
    const viewportHeight = root.clientHeight;
    const box = stack.getBoundingClientRect();
    // The same inset from either edge (NoticesStack.tsx).
    const inset = current === 'top' ? box.top : viewportHeight - box.bottom;
    const at: Record<Edge, { top: number; bottom: number }> = {
      bottom: { top: viewportHeight - inset - box.height, bottom: viewportHeight - inset },
      top: { top: inset, bottom: inset + box.height },
    };
    document.body.style.paddingBottom = `${Math.ceil(box.height + inset + FOCUS_CLEARANCE_PX)}px`;
    scrollableByKeys(stack);
    // The page's own room at the top, for the fixed bar (src/controls/links/landing.ts).
    const barRoom = parseFloat(getComputedStyle(root).scrollPaddingTop) || 0;
    const focused = document.activeElement;
    // A control in the top layer (a menu, a dialog) is painted above the notices.
    const control =
      focused instanceof HTMLElement &&
      focused !== document.body &&
      !stack.contains(focused) &&
      !focused.closest('dialog[open], [popover]')
        ? focused
        : null;
    const across = (from: number, to: number, start: number, end: number) =>
      Math.max(0, Math.min(to, end) - Math.max(from, start));

    /** Where the notices at this edge leave the control: how far to scroll the page, how much stays covered. */
    const plan = (edge: Edge) => {
      if (!control) return { edge, scroll: 0, covered: 0 };
      const { top, bottom, left, right } = control.getBoundingClientRect();
      const notices = at[edge];
      const beside = across(left, right, box.left, box.right) > 0;
      const covered = (shift: number) =>
        across(left, right, box.left, box.right) *
        across(top - shift, bottom - shift, notices.top - FOCUS_CLEARANCE_PX, notices.bottom + FOCUS_CLEARANCE_PX);
      // Where the control can be: below the bar, clear of the notices where it shares their columns.
      const bandTop = edge === 'top' && beside ? Math.max(barRoom, notices.bottom + FOCUS_CLEARANCE_PX) : barRoom;
      const bandBottom = edge === 'bottom' && beside ? notices.top - FOCUS_CLEARANCE_PX : viewportHeight;
      const partlyOut =
        pass === 'settled' &&
        bottom > 0 &&
        top < viewportHeight &&
        bottom - top <= bandBottom - bandTop &&
        (top < bandTop - 0.5 || bottom > bandBottom + 0.5);
      if ((!covered(0) && !partlyOut) || !movesWithPage(control)) return { edge, scroll: 0, covered: covered(0) };
      let scroll = bottom > bandBottom ? bottom - bandBottom : 0;
      // Too high for the room, or above it: its top at the top of the room.
      if (top - scroll < bandTop) scroll = top - bandTop;
      const to = Math.min(Math.max(scrollY + scroll, 0), root.scrollHeight - viewportHeight);
      return { edge, scroll: to - scrollY, covered: covered(to - scrollY) };
    };
    const plans = [plan(current), plan(current === 'top' ? 'bottom' : 'top')];
    const chosen =
      plans.find((candidate) => candidate.covered === 0) ??
      plans.reduce((least, candidate) => (candidate.covered < least.covered ? candidate : least));
    stack.setAttribute(NOTICES_EDGE_ATTRIBUTE, chosen.edge);
    // At once: a smooth scroll would leave the control covered for a few frames.
    if (Math.abs(chosen.scroll) >= 1) scrollBy({ top: chosen.scroll, behavior: 'instant' });
    const notices = at[chosen.edge];
    const room = (padding: number) =>
      viewportHeight - padding - (chosen.edge === 'top' ? 0 : barRoom) >= CONTROL_ROOM_PX
        ? `${Math.ceil(padding)}px`
        : '';
    if (chosen.edge === 'bottom') {
      root.style.scrollPaddingBottom = room(viewportHeight - notices.top + FOCUS_CLEARANCE_PX);
    } else {
      root.style.scrollPaddingBottom = '';
      const padding = notices.bottom + FOCUS_CLEARANCE_PX;
      if (padding > barRoom) root.style.scrollPaddingTop = room(padding);
    }
  }

  /** A new notice, cloned from the template, not shown yet; none where the page lacks the stack's parts. */
  function create(message: string): ShownNotice | undefined {
    const template = document.getElementById(NOTICE_TEMPLATE_ID);
    // A <template> in the prerendered page; a hidden element under `npm run dev` (NoticesStack.tsx).
    const markup = template instanceof HTMLTemplateElement ? template.content : template;
    const element = markup?.firstElementChild?.cloneNode(true);
    if (!(element instanceof HTMLElement)) return undefined;
    const id = `notice-${nextId++}`;
    const text = element.querySelector(`[${NOTICE_MESSAGE_ATTRIBUTE}]`);
    if (text) {
      text.id = id;
      text.textContent = message;
    }
    // Said by the live region as it comes; the dismiss button carries it as its description.
    element.querySelector(`[${NOTICE_DISMISS_ATTRIBUTE}]`)?.setAttribute('aria-describedby', id);
    const notice: ShownNotice = {
      element,
      message,
      raisedBy: '',
      announcement: line(message),
      trigger: null,
      hovered: false,
      kept: false,
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
    return notice;
  }

  /**
   * Shows the notice as the newest and says it, now: a new one, or the one with the same words (the same button
   * pressed again), moved to the newest place with its time started over. Over MAX_VISIBLE_NOTICES, the oldest
   * steps back (stepBack).
   */
  function raiseNotice(message: string, trigger: HTMLElement | null, kept: boolean) {
    const stack = document.getElementById(NOTICES_ID);
    if (!stack || !document.getElementById(NOTICES_ANNOUNCER_ID)) return;
    const again = [...shown, ...steppedBack].find((candidate) => candidate.message === message);
    const notice = again ?? create(message);
    if (!notice) return;
    if (again) {
      for (const list of [shown, steppedBack]) if (list.includes(again)) list.splice(list.indexOf(again), 1);
      stopClock(again);
      again.remaining = NOTICE_DURATION_MS;
      again.announcement.remove();
      again.announcement = line(message);
    }
    notice.trigger = trigger;
    notice.raisedBy = (trigger?.getAttribute('aria-label') ?? trigger?.textContent ?? '').replace(/\s+/g, ' ').trim();
    notice.kept ||= kept || keeping;
    shown.push(notice);
    // Moved, it would lose focus that is in it (WebKit leaves focus where it was on a click).
    if (!notice.element.contains(document.activeElement)) stack.append(notice.element);
    while (shown.length > MAX_VISIBLE_NOTICES) stepBack();
    showKeeping();
    say(notice.announcement, () => shown.includes(notice));
    updateClocks();
    placeNotices();
  }

  /**
   * Takes the oldest notice out of the stack (the oldest without focus in it), to come back when one goes: kept
   * ones are kept, and every notice raised shows at once.
   */
  function stepBack() {
    const focused = document.activeElement;
    const oldest = shown.find((candidate) => !candidate.element.contains(focused)) ?? shown[0]!;
    shown.splice(shown.indexOf(oldest), 1);
    // Gone from under the pointer without a pointerleave.
    oldest.hovered = false;
    oldest.element.remove();
    steppedBack.push(oldest);
  }

  /** What the live region was last given to say. */
  let lastSaid: string | null = null;

  /** A line for the live region to say. */
  function line(words: string) {
    const element = document.createElement('p');
    element.textContent = words;
    return element;
  }

  /**
   * Says a line once, by the live region, which holds the newest line only: what it held was said already.
   * Emptied now and filled a moment later, so that a notice raised again is heard again: Orca drops an insertion
   * into a live region whose text is the same as the last change it was told of, and a removal and an insertion
   * in one frame come to it as one change. Emptied again once said (ANNOUNCED_FOR_MS).
   */
  function say(said: HTMLElement, stillWanted: () => boolean = () => true) {
    const announcer = document.getElementById(NOTICES_ANNOUNCER_ID);
    if (!announcer) return;
    // Orca 43 also drops an insertion whose text is the same as the last one it queued from a live region ("Event
    // is believed to be duplicate message"), whatever came between: the same words said twice in a row (a notice
    // raised again) end the second time with a no-break space, which no one hears.
    if (said.textContent === lastSaid) said.textContent += NO_BREAK_SPACE;
    lastSaid = said.textContent;
    announcer.replaceChildren();
    setTimeout(() => {
      if (!stillWanted()) return;
      announcer.append(said);
      setTimeout(() => said.remove(), ANNOUNCED_FOR_MS);
    }, ANNOUNCE_AFTER_MS);
  }

  /**
   * Removes the notice. Focus goes back to the button that raised it (else the newest notice left, else the main
   * content) when it was in the notice, when its Dismiss button was pressed (`returnFocus`: an engine that does
   * not focus a clicked button), or, dismissed by the visitor (`byVisitor`: Dismiss or Escape), when nothing had
   * focus: a screen reader's visitor reading the notice in browse mode, whose reading would be left nowhere once
   * the notice has gone. Focus that was on a control elsewhere stays. Dismissed by the visitor, the live region
   * says so, whether or not focus moved (a screen reader says where it has gone).
   */
  function leave(notice: ShownNotice, { returnFocus = false, byVisitor = false } = {}) {
    clearTimeout(notice.timer);
    notice.timer = undefined;
    const back = steppedBack.indexOf(notice);
    if (back >= 0) {
      // Out of the stack already (Escape on the button that raised it).
      steppedBack.splice(back, 1);
      notice.announcement.remove();
      if (byVisitor) say(line(ui.notices.dismissed(notice.raisedBy)));
      return;
    }
    const index = shown.indexOf(notice);
    if (index < 0) return;
    shown.splice(index, 1);
    const focusBefore = document.activeElement;
    const focusWasInside = notice.element.contains(focusBefore);
    const nothingFocused = !focusBefore || focusBefore === document.body;
    const focusTarget =
      returnFocus || focusWasInside || (byVisitor && nothingFocused)
        ? notice.trigger?.isConnected && notice.trigger.checkVisibility?.() !== false
          ? notice.trigger
          : (shown.at(-1)?.element.querySelector<HTMLElement>(`[${NOTICE_DISMISS_ATTRIBUTE}]`) ??
            document.getElementById('main'))
        : null;
    // From nowhere, the page stays where the visitor was reading.
    const moveFocus = () => focusTarget?.focus(nothingFocused && !returnFocus ? { preventScroll: true } : undefined);
    // A screen reader's reading in browse mode is the browser's caret (the selection): left in the notice, it
    // would fall to the page's end as the notice goes (Orca in Firefox read on from there, or said nothing).
    // It goes where focus goes (else where focus is, else to the button that raised the notice), and the reading
    // goes on from there.
    const selection = getSelection();
    const readingInside = !!selection?.anchorNode && notice.element.contains(selection.anchorNode);
    // Browse mode: the reading in the notice, focus not (focus in it is on one of its buttons, and goes at once).
    const resumeAt = () =>
      focusTarget ?? (nothingFocused ? null : focusBefore) ?? (notice.trigger?.isConnected ? notice.trigger : null);
    if (readingInside && !focusWasInside) {
      const at = resumeAt();
      if (at) selection.collapse(at, 0);
      // The reading first; focus and the notice's going two frames later, the notice out of sight and reach at
      // once. Orca in Firefox took focus arriving while its reading was still in the notice for a move from there
      // and said the way to the button ("main content, region …, push button"), and a notice gone before Firefox
      // had told it where the caret went for a reading left nowhere, which it put on the page's first link: one
      // run in six on a busy machine, either way. With the reading already on the button, both say nothing.
      const { element } = notice;
      element.style.opacity = '0';
      element.style.pointerEvents = 'none';
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          moveFocus();
          element.remove();
          // Placed again without it: nothing else may move (a notice whose time ran out moves no focus).
          placeNotices();
        }),
      );
    } else {
      moveFocus();
      const at = readingInside && resumeAt();
      if (at) selection.collapse(at, 0);
      notice.element.remove();
    }
    notice.announcement.remove();
    if (byVisitor) say(line(ui.notices.dismissed(notice.raisedBy)));
    // The latest to step back comes back, at the top, where the oldest show; not said again.
    const returning = steppedBack.pop();
    if (returning) {
      shown.unshift(returning);
      document.getElementById(NOTICES_ID)?.prepend(returning.element);
      showKeeping();
    }
    updateClocks();
    placeNotices();
  }

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const dismiss = target?.closest(`[${NOTICE_DISMISS_ATTRIBUTE}]`);
    if (dismiss) {
      const notice = shown.find((candidate) => candidate.element.contains(dismiss));
      if (notice) leave(notice, { returnFocus: true, byVisitor: true });
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
  /**
   * Escape on a notice, or on the button that raised one, dismisses that notice (shown or stepped back); anywhere
   * else, the newest notice, unless a menu, a dialog or a tooltip is open: Escape closes that first.
   */
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented || !shown.length) return;
    const focused = document.activeElement;
    const notice =
      shown.find((candidate) => candidate.element.contains(focused)) ??
      [...steppedBack, ...shown].findLast((candidate) => !!focused && candidate.trigger === focused) ??
      (layerOpen() ? undefined : shown.at(-1));
    if (!notice) return;
    event.preventDefault();
    leave(notice, { byVisitor: true });
  };
  const onFocusIn = () => {
    updateClocks();
    if (shown.length) placeNotices();
  };
  const afterFocusLeaves = () => setTimeout(updateClocks);
  // In the capture phase: while the app hydrates it holds presses back from itself there (4-hydrate.tsx).
  document.addEventListener('click', onClick, true);
  document.addEventListener('keydown', onKeyDown);
  document.addEventListener('focusin', onFocusIn);
  document.addEventListener('focusout', afterFocusLeaves);
  // The notices' height changes with the viewport (a phone turned, a zoom): their place follows.
  const onResize = () => shown.length && placeNotices();
  addEventListener('resize', onResize);
  // In the head, before the page's toggles are parsed: said once they are.
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', showKeeping, { once: true });
  else showKeeping();
  return () => {
    removeEventListener('resize', onResize);
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('keydown', onKeyDown);
    document.removeEventListener('focusin', onFocusIn);
    document.removeEventListener('focusout', afterFocusLeaves);
    cancelAnimationFrame(frame);
    cancelAnimationFrame(settling);
    for (const notice of [...steppedBack, ...shown]) leave(notice);
  };
}
