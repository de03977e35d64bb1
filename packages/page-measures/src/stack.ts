// A fixed stack over the page (notices, toasts, banners: an element whose children are its items) against the
// keyboard, the same in every engine: Tab on through the page to the stack's own controls, and at each stop
// measure whether the stack covers the focused control (WCAG 2.4.11, and its AAA 2.4.12: not hidden at all),
// whether the stack lies within the viewport with all its text reachable (1.4.10: it fits, or scrolls inside
// itself), and whether the focused control is in view. Any driver with press and evaluate walks it; the
// measuring runs in the page, sent as source, so it stays self-contained.

/** One stop of the walk, as measured in the page once it has stopped scrolling. */
export interface StackStop {
  /** Tag, id and name of the focused element; "body" when nothing has focus. */
  focused: string;
  /** Focus is in the stack (its items' own controls, or its box): the walk has come to it. */
  inStack: boolean;
  /** How many of the stack's items show. */
  shown: number;
  /** Area (px²) of the focused control's box under the stack's items, as painted (clipped by its scroll box). */
  covered: number;
  /** The focused control is out of the viewport: any of it, or where it is taller than the viewport, all of it. */
  focusOutOfView: boolean;
  /** The focused control's box, rounded to the px. */
  focus: { top: number; bottom: number; left: number; right: number } | null;
  /** The stack's box (its items' where it does not clip), rounded to the px, and the viewport's size. */
  stack: { top: number; bottom: number; left: number; right: number } | null;
  viewport: { width: number; height: number };
  /** What of the stack's text cannot be seen: out of the viewport, or clipped with no way to scroll to it. */
  textCut: string[];
}

/** In the page: where the stack and the focused control are now. */
function stackStopInPage(stackId: string): StackStop {
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
  const items = [...stack.children].filter((item) => item.getBoundingClientRect().height > 0);
  const stackBox = stack.getBoundingClientRect();
  const style = getComputedStyle(stack);
  const scrolls = (overflow: string) => overflow === 'auto' || overflow === 'scroll';
  // A stack that clips (its own scroll box) paints only what lies within it.
  const clips = style.overflowY !== 'visible';
  const painted = items.map((item) => {
    const box = item.getBoundingClientRect();
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
  let focusBox: StackStop['focus'] = null;
  if (onPage) {
    const box = focused.getBoundingClientRect();
    focusBox = {
      top: Math.round(box.top),
      bottom: Math.round(box.bottom),
      left: Math.round(box.left),
      right: Math.round(box.right),
    };
    covered = Math.round(painted.reduce((sum, item) => sum + overlap(box, item), 0));
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
  let itemsBox: StackStop['stack'] = null;
  if (items.length) {
    const box = clips ? stackBox : items.map((item) => item.getBoundingClientRect());
    const [top, bottom, left, right] = Array.isArray(box)
      ? [
          Math.min(...box.map((b) => b.top)),
          Math.max(...box.map((b) => b.bottom)),
          Math.min(...box.map((b) => b.left)),
          Math.max(...box.map((b) => b.right)),
        ]
      : [box.top, box.bottom, box.left, box.right];
    itemsBox = { top: Math.round(top), bottom: Math.round(bottom), left: Math.round(left), right: Math.round(right) };
    if (top < -0.5 || left < -0.5) textCut.push('above or left of the viewport');
    if (bottom > viewport.height + 0.5 || right > viewport.width + 0.5) textCut.push('below or right of the viewport');
    if (clips && stack.scrollHeight > stack.clientHeight + 1 && !scrolls(style.overflowY))
      textCut.push('clipped by the stack, which does not scroll');
    for (const item of items) {
      for (const part of item.querySelectorAll<HTMLElement>('*')) {
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
    inStack: !!focused && stack.contains(focused),
    shown: items.length,
    covered,
    focusOutOfView,
    focus: focusBox,
    stack: itemsBox,
    viewport,
    textCut,
  };
}

/**
 * In the page: resolves once the page and the stack have stopped scrolling: no change for three frames, and
 * - where a scroll has begun since the last stop (on the page or in the stack), once the browser has said it
 *   ended (scrollend) or, where it does not say so, a quarter of a second after the last change;
 * - where none has begun, a quarter of a second after the wait began (a smooth scroll to the focused control can
 *   begin a few frames late on a busy machine), unless the focused control already shows whole, clear of the
 *   scroll padding, where no browser scrolls to it (each scrolls a focused element into view only if needed).
 * Three frames: the page's own pass once its scrolling has settled (two still frames, then an instant scroll)
 * comes within them, and starts a scroll of its own.
 */
async function settledInPage(stackId: string): Promise<void> {
  interface Scrolls {
    /** Scroll events since the walk began, and their count when the last wait ended. */
    count: number;
    counted: number;
    /** The scroll boxes (the document, the stack) with a scroll begun and no scrollend since. */
    moving: Set<EventTarget>;
  }
  const key = '__stackWalkScrolls';
  const holder = window as unknown as Record<string, Scrolls | undefined>;
  const ends = 'onscrollend' in window;
  let scrolls = holder[key];
  // Installed at the walk's first stop (before its first key), so the scrolls of every later stop are counted.
  const fresh = !scrolls;
  if (!scrolls) {
    const installed: Scrolls = { count: 0, counted: 0, moving: new Set() };
    scrolls = holder[key] = installed;
    addEventListener(
      'scroll',
      (event) => {
        installed.count++;
        installed.moving.add(event.target!);
      },
      { capture: true },
    );
    addEventListener('scrollend', (event) => installed.moving.delete(event.target!), { capture: true });
  }
  const tracked = scrolls;
  const positions = () => `${scrollX},${scrollY},${document.getElementById(stackId)?.scrollTop ?? 0}`;
  /** The focused element shows whole, a pixel or more inside the page's scroll padding, and nothing around it scrolls. */
  const shownWhole = () => {
    const focused = document.activeElement;
    if (!focused || focused === document.body || focused === document.documentElement) return false;
    for (let around = focused.parentElement; around && around !== document.body; around = around.parentElement) {
      const style = getComputedStyle(around);
      const overflows = around.scrollHeight > around.clientHeight || around.scrollWidth > around.clientWidth;
      if (overflows && (style.overflowX !== 'visible' || style.overflowY !== 'visible')) return false;
    }
    const root = getComputedStyle(document.documentElement);
    const own = getComputedStyle(focused);
    const px = (value: string) => parseFloat(value) || 0;
    const box = focused.getBoundingClientRect();
    const room = document.documentElement;
    return (
      box.top - px(own.scrollMarginTop) >= px(root.scrollPaddingTop) + 1 &&
      box.left - px(own.scrollMarginLeft) >= px(root.scrollPaddingLeft) + 1 &&
      box.bottom + px(own.scrollMarginBottom) <= room.clientHeight - px(root.scrollPaddingBottom) - 1 &&
      box.right + px(own.scrollMarginRight) <= room.clientWidth - px(root.scrollPaddingRight) - 1
    );
  };
  const noScrollComing = !fresh && tracked.count === tracked.counted && shownWhole();
  await new Promise<void>((resolve) => {
    let last = positions();
    let still = 0;
    const began = performance.now();
    let since = began;
    const frame = (now: number) => {
      const current = positions();
      if (current === last) still++;
      else [still, since, last] = [0, now, current];
      const scrolled = !fresh && tracked.count > tracked.counted;
      const waited = scrolled
        ? (ends && tracked.moving.size === 0) || now - since >= 250
        : (noScrollComing && since === began) || now - since >= 250;
      if (still >= 3 && waited) {
        // Still for a quarter of a second is ended too, where the browser said nothing (an interrupted scroll).
        tracked.counted = tracked.count;
        tracked.moving.clear();
        resolve();
      } else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

/** What is wrong at one stop, in words: nothing when the stack leaves the focused control and its own text clear. */
export function stackProblems(stop: StackStop): string[] {
  const where = `focus on ${stop.focused}`;
  const boxes = `(it ${JSON.stringify(stop.focus)}, stack ${JSON.stringify(stop.stack)}, in ${stop.viewport.width}×${stop.viewport.height})`;
  const problems: string[] = [];
  if (stop.covered > 0) problems.push(`${where}: ${stop.covered}px² of it under the stack ${boxes}`);
  if (stop.focusOutOfView) problems.push(`${where}: out of view ${boxes}`);
  for (const cut of stop.textCut) problems.push(`${where}: the stack's text ${cut} ${boxes}`);
  return problems;
}

/** The little a walk needs of a browser client: Playwright's page and @foundation/browsers' EnginePage both give it. */
export interface WalkDriver {
  press(key: 'Tab' | 'Shift+Tab' | 'Escape' | 'ArrowDown'): Promise<void>;
  evaluate<A, T>(fn: (arg: A) => T | Promise<T>, arg: A): Promise<T>;
}

/** Measures where the stack and the focused control are, once the page has settled. */
export async function stackStop(driver: WalkDriver, stackId: string): Promise<StackStop> {
  await driver.evaluate(settledInPage, stackId);
  return driver.evaluate(stackStopInPage, stackId);
}

/**
 * From where focus is (say, the button that raised the stack's item), measures that stop, then Tabs on and
 * measures each stop until focus comes into the stack (where it follows the page), the stack is empty, or
 * `maxStops` is reached. The last stop measured is where the walk stopped.
 */
export async function walkPastStack(driver: WalkDriver, stackId: string, { maxStops = 80 } = {}): Promise<StackStop[]> {
  const stops = [await stackStop(driver, stackId)];
  for (let step = 0; step < maxStops; step++) {
    await driver.press('Tab');
    const stop = await stackStop(driver, stackId);
    stops.push(stop);
    if (stop.inStack || stop.shown === 0 || stop.focused === 'body') break;
  }
  return stops;
}

/**
 * Where the walk came to the stack: if its box scrolls, focus is on it (a named Tab stop), and ArrowDown
 * scrolls it. What is wrong, in words: nothing when the stack fits, or scrolls by the keys.
 */
export async function stackScrollProblems(driver: WalkDriver, stackId: string): Promise<string[]> {
  const before = await driver.evaluate((id) => {
    const stack = document.getElementById(id)!;
    return {
      scrolls: stack.scrollHeight > stack.clientHeight + 1,
      focused: document.activeElement === stack,
      name: stack.getAttribute('aria-label'),
      top: stack.scrollTop,
    };
  }, stackId);
  if (!before.scrolls) return [];
  if (!before.focused) return ['the stack scrolls, but Tab does not stop on its box'];
  if (!before.name) return ["the stack's box, a Tab stop, has no name"];
  await driver.press('ArrowDown');
  await driver.evaluate(settledInPage, stackId);
  const after = await driver.evaluate((id) => document.getElementById(id)!.scrollTop, stackId);
  return after > before.top ? [] : [`ArrowDown on the stack's box did not scroll it (${before.top} → ${after})`];
}
