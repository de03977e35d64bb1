// @ts-check
// What a visitor feels when they press: from the press to the frame that shows the answer, for each kind of
// control, on a phone (touch) at a CPU slowdown. The first tap comes at a moment of the caller's (a delay after
// load, a phase of the app's start); then come later taps, once the page is ready. The page records the press's
// own timestamp and watches each frame for the answer; the time is taken after that frame, once the browser has had
// the chance to paint it.

/** @typedef {import('playwright-core').Page} Page */

/**
 * A kind of control a visitor presses, and what shows that it has answered.
 * @typedef {object} TapKind
 * @property {string} id
 * @property {string} label
 * @property {string} control A CSS selector: the middle of its first match is tapped.
 * @property {string} answered A JavaScript expression, true in the page once the answer is there.
 * @property {(page: Page) => Promise<unknown>} reset Puts the page back as it was before the tap.
 */

/**
 * When the first tap comes.
 * @typedef {object} TapMoment
 * @property {string} id
 * @property {string} label
 * @property {(page: Page) => Promise<unknown>} reach Awaited once the page has loaded (and after `blankTapFirst`),
 *   right before the tap.
 * @property {boolean} [blankTapFirst] A first tap on a blank part of the page comes before (text, away from every
 *   control, as a visitor starts to read), e.g. to start an app that starts on the first interaction.
 */

/**
 * One tap row: a kind's first tap at a moment and the later taps of that visit, in ms.
 * @typedef {object} TapRow
 * @property {string} kind
 * @property {string} label
 * @property {string} moment
 * @property {number} firstMs
 * @property {string | null} firstPhase The page's phase at the first press (`window.__appPhase()`), or null.
 * @property {number[]} laterMs
 */

/**
 * @typedef {object} TapOptions
 * @property {TapKind[]} kinds
 * @property {TapMoment[]} moments
 * @property {(page: Page) => Promise<unknown>} [prepare] Run once the page has loaded, before anything else; may
 *   define `window.__appPhase()` (a function, not a string to evaluate: a CSP may forbid eval), whose answer at
 *   each press is recorded.
 * @property {(page: Page) => Promise<unknown>} [ready] Awaited before the later taps (the page's idle work done).
 * @property {number} [cpuSlowdown] Chromium's CPU throttling rate (default 4, Lighthouse's mobile setting).
 * @property {{ width: number, height: number }} [viewport] A phone's (default 390×844).
 * @property {number} [laterTaps] Taps after the first, per visit (default 2).
 * @property {number} [quietMs] How long the page is left after `ready` and after each later tap (default 500).
 */

/**
 * Resolves in the first frame in which the page's phase (`window.__appPhase()`, see `prepare`) is one of `phases`.
 * @param {Page} page
 * @param {...string} phases
 */
export const phaseReached = (page, ...phases) =>
  page.waitForFunction((wanted) => wanted.includes(/** @type {any} */ (window).__appPhase?.() ?? null), phases, {
    polling: 'raf',
    timeout: 60_000,
  });

/**
 * Arms the page: the next press's timestamp and the page's phase then, and the first frame after it in which
 * `answered` holds.
 * @param {Page} page
 * @param {string} answered
 */
function arm(page, answered) {
  return page.evaluate((condition) => {
    const probe = { pressedAt: NaN, answeredAt: NaN, phase: /** @type {string | null} */ (null) };
    const page = /** @type {any} */ (window);
    page.__tapProbe = probe;
    const check = new Function(`return ${condition}`);
    addEventListener(
      'pointerdown',
      (event) => {
        probe.pressedAt = event.timeStamp;
        probe.phase = page.__appPhase?.() ?? null;
      },
      { capture: true, once: true },
    );
    const watch = () => {
      if (!Number.isNaN(probe.pressedAt) && check()) {
        // After the frame in which the answer is in the page: the frame has been painted by then.
        const channel = new MessageChannel();
        channel.port1.onmessage = () => (probe.answeredAt = performance.now());
        channel.port2.postMessage(0);
        return;
      }
      requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  }, answered);
}

/**
 * Taps the control's middle and resolves with { ms, phase }; `moment` is awaited after arming, before the tap.
 * @param {Page} page
 * @param {TapKind} kind
 * @param {() => Promise<unknown>} [moment]
 * @returns {Promise<{ ms: number, phase: string | null }>}
 */
async function tapAndTime(page, kind, moment = async () => {}) {
  const box = await page.locator(kind.control).first().boundingBox();
  if (!box) throw new Error(`${kind.label}: the control is not on screen.`);
  await arm(page, kind.answered);
  await moment();
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForFunction(() => !Number.isNaN(/** @type {any} */ (window).__tapProbe.answeredAt), undefined, {
    timeout: 30_000,
  });
  return page.evaluate(() => {
    const probe = /** @type {any} */ (window).__tapProbe;
    return { ms: probe.answeredAt - probe.pressedAt, phase: probe.phase };
  });
}

/**
 * A tap on the page that presses nothing: text, away from every control, as a visitor starts to read.
 * @param {Page} page
 */
async function tapBlankPart(page) {
  const point = await page.evaluate(() => {
    const pressable =
      'a, button, input, label, select, textarea, summary, [tabindex]:not([tabindex="-1"]), [role="button"]';
    for (let y = innerHeight - 40; y > 100; y -= 20)
      for (const x of [20, innerWidth / 2, innerWidth - 20]) {
        const element = document.elementFromPoint(x, y);
        if (element && !element.closest(pressable)) return { x, y };
      }
    return null;
  });
  if (!point) throw new Error('no blank part of the page to tap');
  await page.touchscreen.tap(point.x, point.y);
}

/**
 * For each kind and moment: a fresh visit to `url` in a new context of `browser` (Chromium), the first tap at that
 * moment, then, once the page is `ready` and quiet, the later taps. A failed step throws, saying which control,
 * moment and step.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {TapOptions} options
 * @returns {Promise<TapRow[]>}
 */
export async function measureTaps(
  browser,
  url,
  {
    kinds,
    moments,
    prepare = async () => {},
    ready = async () => {},
    cpuSlowdown = 4,
    viewport = { width: 390, height: 844 },
    laterTaps = 2,
    quietMs = 500,
  },
) {
  /** @type {TapRow[]} */
  const rows = [];
  for (const kind of kinds) {
    for (const moment of moments) {
      const context = await browser.newContext({ viewport, hasTouch: true, isMobile: true });
      try {
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
        await page.goto(url, { waitUntil: 'load' });
        /**
         * @template T
         * @param {string} what
         * @param {() => Promise<T>} action
         */
        const step = async (what, action) => {
          try {
            return await action();
          } catch (error) {
            throw new Error(
              `${kind.label}, ${moment.label}: ${what}: ${error instanceof Error ? error.message : error}`,
            );
          }
        };
        await step('preparing the page', () => prepare(page));
        if (moment.blankTapFirst) await step('the tap on a blank part of the page', () => tapBlankPart(page));
        const first = await step('first tap', () => tapAndTime(page, kind, () => moment.reach(page)));
        await step('reset after the first tap', () => kind.reset(page));
        await step('waiting for the page to be ready', () => ready(page));
        await page.waitForTimeout(quietMs);
        const laterMs = [];
        for (let i = 1; i <= laterTaps; i++) {
          laterMs.push((await step(`later tap ${i}`, () => tapAndTime(page, kind))).ms);
          await step(`reset after later tap ${i}`, () => kind.reset(page));
          await page.waitForTimeout(quietMs);
        }
        rows.push({
          kind: kind.id,
          label: kind.label,
          moment: moment.id,
          firstMs: first.ms,
          firstPhase: first.phase,
          laterMs,
        });
      } finally {
        await context.close();
      }
    }
  }
  return rows;
}
