// The keyboard walk the suites share: every tab stop from the top of a page, and what is wrong with a stop's ring.
import type { Page } from '@playwright/test';
import type { FocusStop } from '@foundation/page-measures';

/**
 * Tabs through the page from the top, then back with Shift+Tab, measuring every stop (and whether the way back
 * meets them in reverse order). Then, for each stop
 * outside the bar, scrolls it under the bar first and tabs onto it from the stop before: the browser must
 * scroll it clear (the root's scroll-padding tells it where the bar ends).
 */
export async function walkTabStops(page: Page) {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur?.();
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  const focusStop = () =>
    page.evaluate(() => {
      const stop = window.__a11yProbes!.focusStop();
      return stop && { ...stop, element: document.activeElement!.getAttribute('data-tab-stop') };
    });
  const forward: FocusStop[] = [];
  for (let step = 0; step < 200; step++) {
    await page.keyboard.press('Tab');
    const stop = await focusStop();
    if (!stop || stop.element !== null) break;
    await page.evaluate((index) => document.activeElement!.setAttribute('data-tab-stop', String(index)), step);
    forward.push(stop);
  }
  // From past the last stop, Shift+Tab as many times less one: every stop but the first, last to second.
  const backward: FocusStop[] = [];
  const backwardOrder: (string | null)[] = [];
  for (let step = 1; step < forward.length; step++) {
    await page.keyboard.press('Shift+Tab');
    const stop = await focusStop();
    if (stop) backward.push(stop);
    backwardOrder.push(stop?.element ?? null);
  }
  /** Whether Shift+Tab met the forward stops in exactly the reverse order. */
  const backwardInReverseOrder =
    backwardOrder.join() ===
    forward
      .slice(1)
      .map((_, index) => String(index + 1))
      .reverse()
      .join();
  const fromUnderTheBar: FocusStop[] = [];
  for (let index = 1; index < forward.length; index++) {
    if (forward[index]!.inFixedLayer || forward[index - 1]!.inFixedLayer) continue;
    await page.evaluate((target) => {
      const element = document.querySelector(`[data-tab-stop="${target}"]`)!;
      const before = document.querySelector<HTMLElement>(`[data-tab-stop="${target - 1}"]`)!;
      before.focus({ preventScroll: true });
      window.scrollBy({ top: element.getBoundingClientRect().top - 8, behavior: 'instant' });
    }, index);
    await page.keyboard.press('Tab');
    const stop = await focusStop();
    if (stop) fromUnderTheBar.push(stop);
  }
  return { forward, backward, backwardInReverseOrder, fromUnderTheBar };
}

export function hiddenUnderBar(stop: FocusStop, viewportHeight: number): boolean {
  if (stop.inFixedLayer) return false;
  return (
    stop.rect.top < stop.barBottom - 0.5 ||
    (stop.rect.height < viewportHeight && stop.rect.bottom > viewportHeight + 0.5)
  );
}

/** What is wrong with a stop's focus ring: none, thinner than 2px, or under 3:1 against what surrounds it. */
export const ringProblem = (stop: FocusStop | null) =>
  !stop || stop.outlineStyle === 'none' || stop.outlineWidth < 2 || stop.ringContrast < 3
    ? [
        stop
          ? `${stop.description}: ${stop.outlineStyle} ${stop.outlineWidth}px ${stop.outlineColor} on ${stop.surroundingColor} = ${stop.ringContrast.toFixed(2)}:1`
          : 'nothing focused',
      ]
    : [];
