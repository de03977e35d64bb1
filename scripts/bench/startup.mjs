// The app's start on a first interaction, which Lighthouse never makes (the app starts on the visitor's
// first interaction: src/startup/2-app-entry.tsx): timed from the app's own User Timing marks.

import { pageNames } from './names.mjs';

/**
 * The page at `origin` + `url` loads in Chromium at 4x CPU slowdown (Lighthouse's mobile setting; no network
 * throttling, the server is local), settles, then the pointer moves. Returns the time from that movement to
 * the end of hydration, the blocking time of the long tasks in between (the part of each over 50 ms, as TBT
 * counts it), the longest task, the JavaScript it fetched, and the app's own timings of each stage.
 */
export async function measureFirstInteraction(browser, origin, url) {
  const { HYDRATED_MEASURE, STAGE_MEASURE_PREFIX } = await pageNames();
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      globalThis.__benchLongTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          globalThis.__benchLongTasks.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(`${origin}${url}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const since = await page.evaluate(() => performance.now());
    await page.mouse.move(1, 1);
    await page.waitForFunction((measure) => performance.getEntriesByName(measure).length > 0, HYDRATED_MEASURE, {
      timeout: 60_000,
    });
    await page.waitForLoadState('networkidle');
    return await page.evaluate(
      ({ start, measure, prefix }) => {
        const hydrate = performance.getEntriesByName(measure)[0];
        const tasks = globalThis.__benchLongTasks.filter((task) => task.start + task.duration >= start);
        return {
          ready: hydrate.startTime + hydrate.duration - start,
          blocking: tasks.reduce((total, task) => total + Math.max(0, task.duration - 50), 0),
          longest: Math.max(0, ...tasks.map((task) => task.duration)),
          // Bodies as transferred (gzip) of the scripts fetched since the interaction.
          scriptBytes: performance
            .getEntriesByType('resource')
            .filter((entry) => entry.startTime >= start && entry.name.endsWith('.js'))
            .reduce((total, entry) => total + entry.encodedBodySize, 0),
          stages: Object.fromEntries(
            performance
              .getEntriesByType('measure')
              .filter((entry) => entry.name.startsWith(prefix))
              .map((entry) => [entry.name.slice(prefix.length), entry.duration]),
          ),
        };
      },
      { start: since, measure: HYDRATED_MEASURE, prefix: STAGE_MEASURE_PREFIX },
    );
  } finally {
    await context.close();
  }
}
