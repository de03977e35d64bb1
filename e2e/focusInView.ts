// Whether the focused control, with its focus ring, is wholly in view (WCAG 2.4.11 and 2.4.12 at 400% zoom): one
// in-page measure for the Chromium suite (e2e/focus-in-view.spec.ts) and the engines' (e2e/engines/).
import { FOCUS_RING_REACH_PX } from '../src/app/constants';
import { turning, zoom400 } from './scenarios';

/** The sizes walked: 400% zoom on the two commonest desktop screens. */
export const focusViewports = zoom400;

/** The phases a page is walked in: the page script's, then the app's. */
const walkPhases = [{ app: 'before the app' }, { app: 'after the app' }] as const;

/**
 * Firefox's and WebKit's share of the walks (engineIndex: the engine's place in engineNames): each size once, in one
 * phase, the other size in the other, and the next engine the other way round, so each engine meets both sizes and
 * both phases, and each size both phases. Chromium walks each size in each phase (e2e/focus-in-view.spec.ts).
 */
export const engineFocusWalks = (engineIndex: number) => turning(focusViewports, walkPhases, engineIndex);

/** How far the theme's ring reaches beyond a control's box, where the control draws no outline of its own. */
export const ringReach = FOCUS_RING_REACH_PX;

/**
 * Run in the page once it has stopped scrolling: what of the focused control's box, grown by its ring as drawn, lies
 * outside the viewport or outside a box that scrolls it (the menu), in whole px; null when it is wholly in view.
 * Nothing focused (the body) is null too.
 */
function focusOutOfView(reach: number): string | null {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || focused === document.body) return null;
  const rect = focused.getBoundingClientRect();
  if (rect.width === 0 && rect.height === 0) return null;
  // The ring as it is drawn: its width and offset (the brand's link draws it touching its box), else `reach`.
  const style = getComputedStyle(focused);
  if (style.outlineStyle !== 'none') reach = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
  const box = {
    top: rect.top - reach,
    bottom: rect.bottom + reach,
    left: rect.left - reach,
    right: rect.right + reach,
  };
  const name = `${focused.tagName.toLowerCase()} "${(focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim().slice(0, 40)}"`;
  const outside: string[] = [];
  const check = (within: { top: number; bottom: number; left: number; right: number }, where: string) => {
    const sides = {
      top: within.top - box.top,
      bottom: box.bottom - within.bottom,
      left: within.left - box.left,
      right: box.right - within.right,
    };
    for (const [side, by] of Object.entries(sides))
      if (by > 0.5) outside.push(`${Math.round(by)}px past the ${where}'s ${side}`);
  };
  const root = document.documentElement;
  check({ top: 0, left: 0, bottom: root.clientHeight, right: root.clientWidth }, 'viewport');
  for (let scroller = focused.parentElement; scroller && scroller !== root; scroller = scroller.parentElement) {
    if (!/auto|scroll/.test(getComputedStyle(scroller).overflowY) || scroller.scrollHeight <= scroller.clientHeight)
      continue;
    const top = scroller.getBoundingClientRect().top + scroller.clientTop;
    const where = scroller.id ? `#${scroller.id}` : scroller.tagName.toLowerCase();
    check({ top, bottom: top + scroller.clientHeight, left: -Infinity, right: Infinity }, `${where} scroller`);
  }
  return outside.length ? `${name}: ${outside.join(', ')}` : null;
}

/**
 * Run in the page: resolves once nothing has scrolled (the page, or any box) and nothing moves (a menu sliding in)
 * for three frames in a row.
 */
function scrollingStopped(): Promise<void> {
  return new Promise((resolve) => {
    let last = '';
    let still = 0;
    let frames = 0;
    const positions = () =>
      [document.scrollingElement, ...document.querySelectorAll('*')]
        .filter((element): element is Element => !!element && element.scrollHeight > element.clientHeight)
        .map((element) => element.scrollTop)
        .join();
    const frame = () => {
      const now = positions();
      still =
        now === last && !document.getAnimations().some((animation) => animation.playState === 'running')
          ? still + 1
          : 0;
      last = now;
      if (still >= 3 || ++frames > 120) resolve();
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

/** Run in the page: whether the focused element was focused before in this walk (it is marked as it is). */
function cameBack() {
  const focused = document.activeElement;
  if (!focused || focused === document.body) return false;
  if (focused.hasAttribute('data-walked')) return true;
  focused.setAttribute('data-walked', '');
  return false;
}

/** A page to walk: a key press, and a function run in the page (Playwright's page and the engines' tab alike). */
export interface WalkedPage {
  press(key: 'Tab' | 'Shift+Tab'): Promise<unknown>;
  run<R>(fn: (reach: number) => R | Promise<R>): Promise<R>;
}

/** Presses the key up to `stops` times; each place focus comes to that is not wholly in view, with its ring. */
export async function walkFocus(page: WalkedPage, key: 'Tab' | 'Shift+Tab', stops: number): Promise<string[]> {
  const problems: string[] = [];
  for (let step = 0; step < stops; step++) {
    await page.press(key);
    // Through a page, a stop focused a second time means Tab has gone round past its end: the walk is over.
    if (key === 'Tab' && (await page.run(cameBack))) break;
    await page.run(scrollingStopped);
    const problem = await page.run(focusOutOfView);
    if (problem) problems.push(problem);
  }
  return problems;
}
