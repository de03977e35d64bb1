// A notice against the keyboard, the same in every engine: after a notice shows, Tab on through the page to the
// notice's own buttons, and at each stop measure whether the notice covers the focused control (WCAG 2.4.11, and
// its AAA 2.4.12: not hidden at all), whether the notice lies within the viewport with all its text reachable
// (1.4.10: it fits, or scrolls inside itself), and whether the focused control is in view. Chromium's suite
// (e2e/notices.spec.ts) and Firefox's and WebKit's (e2e/engines/notices.spec.ts) drive the same walk through
// their own clients; the measuring runs in the page, sent as source, so it stays self-contained.
import { NOTICES_ID } from '../src/startup/contract';
import { desktop, phone, zoom400, type Viewport } from './scenarios';

/** The sizes a notice is tried at: 400% zoom on the two commonest desktop screens, a phone, a desktop. */
export const noticeViewports: readonly Viewport[] = [...zoom400, phone, desktop];

/** How a visitor raises the notices, and in which phase the page meets them (the page script owns both). */
export const raisings = [
  { by: 'keyboard', phase: 'before the app' },
  { by: 'pointer', phase: 'after the app' },
  { by: 'touch', phase: 'before the app' },
] as const;

/** The walk's test title in every engine (the report's 2.4.11 and 2.4.12 measures name it). */
export const noticeWalkTitle = (viewport: Viewport, by: string, phase: string) =>
  `${viewport.width}×${viewport.height}, raised by ${by} ${phase}: no Tab stop after it is covered, the notice shows all its text in the viewport, Escape dismisses the newest from where focus is`;

/** One stop of the walk, as measured in the page once it has stopped scrolling. */
export interface NoticeStop {
  /** Tag, id and name of the focused element; "body" when nothing has focus. */
  focused: string;
  /** Focus is in the notices (their own buttons): the walk has come to them. */
  inNotices: boolean;
  /** How many notices show. */
  shown: number;
  /** Area (px²) of the focused control's box under a notice, as painted (clipped by the stack's scroll box). */
  covered: number;
  /** The focused control is out of the viewport: any of it, or where it is taller than the viewport, all of it. */
  focusOutOfView: boolean;
  /** The focused control's box, rounded to the px. */
  focus: { top: number; bottom: number; left: number; right: number } | null;
  /** The notices' box, rounded to the px, and the viewport's size. */
  notices: { top: number; bottom: number; left: number; right: number } | null;
  viewport: { width: number; height: number };
  /** What of the notices' text cannot be seen: out of the viewport, or clipped with no way to scroll to it. */
  textCut: string[];
}

/** In the page: where the notices and the focused control are now. */
function noticeStopInPage(stackId: string): NoticeStop {
  const stack = document.getElementById(stackId)!;
  const root = document.documentElement;
  const viewport = { width: root.clientWidth, height: root.clientHeight };
  const focused = document.activeElement;
  const nameOf = (element: Element) =>
    (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
  const description =
    !focused || focused === document.body
      ? 'body'
      : `${focused.tagName.toLowerCase()}${focused.id ? `#${focused.id}` : ''} "${nameOf(focused)}"`;
  const notices = [...stack.children].filter((notice) => notice.getBoundingClientRect().height > 0);
  const stackBox = stack.getBoundingClientRect();
  const style = getComputedStyle(stack);
  const scrolls = (overflow: string) => overflow === 'auto' || overflow === 'scroll';
  // A stack that clips (its own scroll box) paints only what lies within it.
  const clips = style.overflowY !== 'visible';
  const painted = notices.map((notice) => {
    const box = notice.getBoundingClientRect();
    return clips
      ? {
          left: Math.max(box.left, stackBox.left),
          right: Math.min(box.right, stackBox.right),
          top: Math.max(box.top, stackBox.top),
          bottom: Math.min(box.bottom, stackBox.bottom),
        }
      : box;
  });
  const overlap = (a: Omit<DOMRect, 'x' | 'y' | 'toJSON' | 'width' | 'height'>, b: typeof a) =>
    Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) *
    Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));
  const onPage = !!focused && focused !== document.body && !stack.contains(focused);
  let covered = 0;
  let focusOutOfView = false;
  let focusBox: NoticeStop['focus'] = null;
  if (onPage) {
    const box = focused.getBoundingClientRect();
    focusBox = {
      top: Math.round(box.top),
      bottom: Math.round(box.bottom),
      left: Math.round(box.left),
      right: Math.round(box.right),
    };
    covered = Math.round(painted.reduce((sum, notice) => sum + overlap(box, notice), 0));
    const tolerance = 0.5;
    focusOutOfView =
      box.height > viewport.height
        ? box.bottom <= 0 || box.top >= viewport.height
        : box.top < -tolerance ||
          box.bottom > viewport.height + tolerance ||
          box.left < -tolerance ||
          box.right > viewport.width + tolerance;
  }
  const textCut: string[] = [];
  let noticesBox: NoticeStop['notices'] = null;
  if (notices.length) {
    const box = clips ? stackBox : notices.map((notice) => notice.getBoundingClientRect());
    const [top, bottom, left, right] = Array.isArray(box)
      ? [
          Math.min(...box.map((b) => b.top)),
          Math.max(...box.map((b) => b.bottom)),
          Math.min(...box.map((b) => b.left)),
          Math.max(...box.map((b) => b.right)),
        ]
      : [box.top, box.bottom, box.left, box.right];
    noticesBox = { top: Math.round(top), bottom: Math.round(bottom), left: Math.round(left), right: Math.round(right) };
    if (top < -0.5 || left < -0.5) textCut.push('above or left of the viewport');
    if (bottom > viewport.height + 0.5 || right > viewport.width + 0.5) textCut.push('below or right of the viewport');
    if (clips && stack.scrollHeight > stack.clientHeight + 1 && !scrolls(style.overflowY))
      textCut.push('clipped by the stack, which does not scroll');
    for (const notice of notices) {
      for (const part of notice.querySelectorAll<HTMLElement>('*')) {
        const partStyle = getComputedStyle(part);
        if (
          partStyle.overflowX !== 'visible' &&
          part.scrollWidth > part.clientWidth + 1 &&
          !scrolls(partStyle.overflowX)
        )
          textCut.push(`clipped sideways: ${part.className}`);
        if (
          partStyle.overflowY !== 'visible' &&
          part.scrollHeight > part.clientHeight + 1 &&
          !scrolls(partStyle.overflowY)
        )
          textCut.push(`clipped: ${part.className}`);
      }
    }
  }
  return {
    focused: description,
    inNotices: !!focused && stack.contains(focused),
    shown: notices.length,
    covered,
    focusOutOfView,
    focus: focusBox,
    notices: noticesBox,
    viewport,
    textCut,
  };
}

/**
 * In the page: resolves once the page and the notices have stopped scrolling: no change for three frames and a
 * quarter of a second (a smooth scroll to the focused control can begin a few frames late on a busy machine).
 */
async function settledInPage(stackId: string): Promise<void> {
  const positions = () => `${scrollX},${scrollY},${document.getElementById(stackId)?.scrollTop ?? 0}`;
  await new Promise<void>((resolve) => {
    let last = positions();
    let still = 0;
    let since = performance.now();
    const frame = (now: number) => {
      const current = positions();
      if (current === last) still++;
      else [still, since, last] = [0, now, current];
      if (still >= 3 && now - since >= 250) resolve();
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

/** What is wrong at one stop, in words: nothing when the notice leaves the focused control and its text clear. */
export function noticeProblems(stop: NoticeStop): string[] {
  const where = `focus on ${stop.focused}`;
  const boxes = `(it ${JSON.stringify(stop.focus)}, notices ${JSON.stringify(stop.notices)}, in ${stop.viewport.width}×${stop.viewport.height})`;
  const problems: string[] = [];
  if (stop.covered > 0) problems.push(`${where}: ${stop.covered}px² of it under a notice ${boxes}`);
  if (stop.focusOutOfView) problems.push(`${where}: out of view ${boxes}`);
  for (const cut of stop.textCut) problems.push(`${where}: notice text ${cut} ${boxes}`);
  return problems;
}

/** The little a walk needs of a browser client: Playwright's page and the engines' tab both give it. */
export interface WalkDriver {
  press(key: 'Tab' | 'Shift+Tab' | 'Escape' | 'ArrowDown'): Promise<void>;
  evaluate<A, T>(fn: (arg: A) => T | Promise<T>, arg: A): Promise<T>;
}

/** Measures where the notices and the focused control are, once the page has settled. */
export async function noticeStop(driver: WalkDriver): Promise<NoticeStop> {
  await driver.evaluate(settledInPage, NOTICES_ID);
  return driver.evaluate(noticeStopInPage, NOTICES_ID);
}

/**
 * From where focus is (the button that raised the notice), measures that stop, then Tabs on and measures each
 * stop until focus comes to the notices' own buttons (they follow the page), the notices have gone, or
 * `maxStops` is reached. The last stop measured is where the walk stopped.
 */
export async function walkPastNotices(driver: WalkDriver, { maxStops = 80 } = {}): Promise<NoticeStop[]> {
  const stops = [await noticeStop(driver)];
  for (let step = 0; step < maxStops; step++) {
    await driver.press('Tab');
    const stop = await noticeStop(driver);
    stops.push(stop);
    if (stop.inNotices || stop.shown === 0 || stop.focused === 'body') break;
  }
  return stops;
}

/**
 * Where the walk came to the notices: if their box scrolls, focus is on it (a named Tab stop), and ArrowDown
 * scrolls it. What is wrong, in words: nothing when the notices fit, or scroll by the keys.
 */
export async function scrollingProblems(driver: WalkDriver): Promise<string[]> {
  const before = await driver.evaluate((id) => {
    const stack = document.getElementById(id)!;
    return {
      scrolls: stack.scrollHeight > stack.clientHeight + 1,
      focused: document.activeElement === stack,
      name: stack.getAttribute('aria-label'),
      top: stack.scrollTop,
    };
  }, NOTICES_ID);
  if (!before.scrolls) return [];
  if (!before.focused) return ['the notices scroll, but Tab does not stop on their box'];
  if (!before.name) return ["the notices' box, a Tab stop, has no name"];
  await driver.press('ArrowDown');
  await driver.evaluate(settledInPage, NOTICES_ID);
  const after = await driver.evaluate((id) => document.getElementById(id)!.scrollTop, NOTICES_ID);
  return after > before.top ? [] : [`ArrowDown on the notices' box did not scroll it (${before.top} → ${after})`];
}
