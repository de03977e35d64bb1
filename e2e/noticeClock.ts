// How long a notice shows, by the page's own clock: from the moment it joins the stack to the moment it leaves,
// so that no test step's own time (a tap, a wait for it to show) is counted or left out. The statement's 2.2.1
// remark and the report's timings rest on it (e2e/conformance.spec.ts, e2e/evidence/capture.spec.ts).
import type { Page } from '@playwright/test';
import { NOTICES_ID } from '../src/startup/contract';

interface NoticeTimes {
  shown?: number;
  gone?: number;
}

/**
 * Starts watching the stack, before the press that raises a notice: the first notice to show is timed until the
 * stack is empty again. Call again to time the next one.
 */
export async function watchNoticeClock(page: Page): Promise<void> {
  await page.evaluate((id) => {
    const holder = window as unknown as { __noticeTimes?: NoticeTimes; __noticeWatch?: MutationObserver };
    holder.__noticeWatch?.disconnect();
    const times: NoticeTimes = {};
    holder.__noticeTimes = times;
    const stack = document.getElementById(id)!;
    holder.__noticeWatch = new MutationObserver(() => {
      if (times.shown === undefined && stack.childElementCount > 0) times.shown = performance.now();
      else if (times.shown !== undefined && times.gone === undefined && stack.childElementCount === 0)
        times.gone = performance.now();
    });
    holder.__noticeWatch.observe(stack, { childList: true });
  }, NOTICES_ID);
}

/** How long (ms) the notice watched showed; null while it shows, or if none has shown. */
export async function noticeShownFor(page: Page): Promise<number | null> {
  return page.evaluate(() => {
    const times = (window as unknown as { __noticeTimes?: NoticeTimes }).__noticeTimes;
    return times?.shown !== undefined && times.gone !== undefined ? Math.round(times.gone - times.shown) : null;
  });
}
