// @ts-check
// The start of a page's app on the visitor's first interaction, which Lighthouse never makes: timed from the app's
// own User Timing entries (a measure that ends when the app is ready, and one measure per stage of its start).

/**
 * @typedef {object} FirstInteraction
 * @property {number} ready ms from the first pointer movement to the end of the ready measure.
 * @property {number} blocking ms: the part over 50 ms of each long task meanwhile, as TBT counts it.
 * @property {number} longest ms: the longest task meanwhile (0 without one).
 * @property {number} scriptBytes JavaScript fetched meanwhile, as transferred (encoded body sizes).
 * @property {Record<string, number>} stages ms: each measure named `stagePrefix` + a stage, by stage.
 */

/**
 * @typedef {object} FirstInteractionOptions
 * @property {string} readyMeasure The User Timing measure the page records once its app is ready (hydrated).
 * @property {string} [stagePrefix] The prefix of the measures of each stage of the start (none: no stages).
 * @property {number} [cpuSlowdown] Chromium's CPU throttling rate (default 4, Lighthouse's mobile setting).
 * @property {{ width: number, height: number }} [viewport] A phone's (default 412×823, touch).
 * @property {number} [settleMs] How long the loaded page is left before the movement (default 500).
 */

/**
 * The page at `url` loads in a new context of `browser` (Chromium) at a CPU slowdown (no network throttling),
 * settles, then the pointer moves. Returns the time from that movement to the end of `readyMeasure`, the blocking
 * time of the long tasks in between, the longest, the JavaScript fetched and the page's own timing of each stage.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {FirstInteractionOptions} options
 * @returns {Promise<FirstInteraction>}
 */
export async function measureFirstInteraction(
  browser,
  url,
  { readyMeasure, stagePrefix, cpuSlowdown = 4, viewport = { width: 412, height: 823 }, settleMs = 500 },
) {
  const context = await browser.newContext({ viewport, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.addInitScript(() => {
      /** @type {{ start: number, duration: number }[]} */
      const tasks = [];
      /** @type {any} */ (globalThis).__benchLongTasks = tasks;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(settleMs);
    const since = await page.evaluate(() => performance.now());
    await page.mouse.move(1, 1);
    await page.waitForFunction((measure) => performance.getEntriesByName(measure).length > 0, readyMeasure, {
      timeout: 60_000,
    });
    await page.waitForLoadState('networkidle');
    return await page.evaluate(
      ({ start, measure, prefix }) => {
        const ready = performance.getEntriesByName(measure)[0];
        /** @type {{ start: number, duration: number }[]} */
        const allTasks = /** @type {any} */ (globalThis).__benchLongTasks;
        const tasks = allTasks.filter((task) => task.start + task.duration >= start);
        return {
          ready: ready ? ready.startTime + ready.duration - start : NaN,
          blocking: tasks.reduce((total, task) => total + Math.max(0, task.duration - 50), 0),
          longest: Math.max(0, ...tasks.map((task) => task.duration)),
          scriptBytes: performance
            .getEntriesByType('resource')
            .filter((entry) => entry.startTime >= start && entry.name.endsWith('.js'))
            .reduce((total, entry) => total + /** @type {PerformanceResourceTiming} */ (entry).encodedBodySize, 0),
          stages: prefix
            ? Object.fromEntries(
                performance
                  .getEntriesByType('measure')
                  .filter((entry) => entry.name.startsWith(prefix))
                  .map((entry) => [entry.name.slice(prefix.length), entry.duration]),
              )
            : {},
        };
      },
      { start: since, measure: readyMeasure, prefix: stagePrefix ?? '' },
    );
  } finally {
    await context.close();
  }
}
