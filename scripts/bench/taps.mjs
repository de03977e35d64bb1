// What a visitor feels when they press: from the press to the frame that shows the answer, for each kind
// of control, on a phone (390x844, touch) at 4x CPU slowdown (Lighthouse's mobile profile). The first tap
// comes at 0.5, 1 or 3 s after the page has loaded (before the app has started), or while the app starts,
// after a first tap on the page: as its code loads, in the first frame of hydration, and just after hydration
// (before the drawer is mounted); then come later taps, once the app runs. The page records the press's own
// timestamp and watches each frame for the answer; the time is taken after that frame, once the browser has had
// the chance to paint it.
// Used by scripts/bench.mjs; `node scripts/bench/taps.mjs --origin http://127.0.0.1:4173` runs it alone.
import { pageNames } from './names.mjs';

/**
 * The controls a visitor presses on the home page, and what shows that each has answered, found by the names
 * in src/startup/contract.ts and each control's own names file (src/controls/).
 */
export const tapKinds = ({
  PAGE_MENU_ID,
  MENU_DRAWER_ID,
  MENU_TOGGLE_ATTRIBUTE,
  COLOR_SCHEME_POPOVER_ID,
  COLOR_SCHEME_TOGGLE_ATTRIBUTE,
  NOTICE_ATTRIBUTE,
  NOTICES_ID,
  NOTICE_DISMISS_ATTRIBUTE,
}) => [
  {
    id: 'menu',
    label: 'menu toggle → open menu',
    control: `header [${MENU_TOGGLE_ATTRIBUTE}]`,
    // The page's menu before the app, the drawer after: answered once either is on screen.
    answered: `(() => {
      const open = [document.getElementById('${PAGE_MENU_ID}'), document.getElementById('${MENU_DRAWER_ID}')]
        .find((menu) => menu && menu.checkVisibility({ visibilityProperty: true }));
      return !!open && open.getBoundingClientRect().left < innerWidth - 1;
    })()`,
    // As a visitor on a phone closes it: a tap on the dimmed page beside the sheet.
    reset: async (page) => {
      await page.touchscreen.tap(8, 422);
      await page.waitForFunction(
        (ids) => ids.every((id) => !document.getElementById(id)?.checkVisibility({ visibilityProperty: true })),
        [PAGE_MENU_ID, MENU_DRAWER_ID],
      );
    },
  },
  {
    id: 'scheme',
    label: 'colour scheme → its menu',
    control: `header [${COLOR_SCHEME_TOGGLE_ATTRIBUTE}]`,
    answered: `document.getElementById('${COLOR_SCHEME_POPOVER_ID}').matches(':popover-open')`,
    reset: (page) => page.keyboard.press('Escape'),
  },
  {
    id: 'notice',
    label: 'notice button → notice',
    control: `button[${NOTICE_ATTRIBUTE}]`,
    answered: `!!document.querySelector('#${NOTICES_ID} > *')`,
    reset: async (page) => {
      await page.evaluate(
        (selector) => document.querySelectorAll(selector).forEach((button) => button.click()),
        `#${NOTICES_ID} [${NOTICE_DISMISS_ATTRIBUTE}]`,
      );
      await page.waitForFunction((selector) => !document.querySelector(selector), `#${NOTICES_ID} > *`, {
        timeout: 5000,
      });
    },
  },
  {
    id: 'link',
    label: '"Explore Our Research" → scrolls',
    control: 'a[href="/#research"]:not(nav a)',
    answered: `scrollY > 0`,
    reset: async (page) => {
      await page.evaluate(() => history.replaceState(null, '', '/'));
      // The anchor's smooth scroll may still be running (scroll-behavior: smooth, 4x CPU), and it stops an
      // instant scroll part-way: scroll to the top again until the page is there.
      await page.waitForFunction(() => {
        if (scrollY !== 0) window.scrollTo({ top: 0, behavior: 'instant' });
        return scrollY === 0;
      });
    },
  },
];

/**
 * Gives the page `__appPhase()`: where the app's start is (src/startup/), recorded with each press. A function
 * in the page, not a string to evaluate: the site's CSP forbids eval.
 */
function installPhase(page, { HYDRATED_MEASURE, HYDRATING_MARK, MENU_TOGGLE_ATTRIBUTE, APP_OWNED_ATTRIBUTE }) {
  return page.evaluate(
    ([measure, mark, toggle, owned]) => {
      window.__appPhase = () => {
        if (performance.getEntriesByName(measure).length)
          return document.querySelector(`[${toggle}][${owned}]`) ? 'ready' : 'hydrated';
        return performance.getEntriesByName(mark).length ? 'hydrating' : 'before hydration';
      };
    },
    [HYDRATED_MEASURE, HYDRATING_MARK, MENU_TOGGLE_ATTRIBUTE, APP_OWNED_ATTRIBUTE],
  );
}

/** Resolves in the first frame in which the app's phase is one of `phases`. */
const phaseReached = (page, ...phases) =>
  page.waitForFunction((wanted) => wanted.includes(window.__appPhase()), phases, { polling: 'raf', timeout: 60_000 });

/**
 * When the first tap comes, as table columns: a delay after load (the app not started), or a moment of the
 * app's start, reached after a first tap on a blank part of the page (which starts it).
 */
export const firstTapMoments = [
  ...[500, 1000, 3000].map((delayMs) => ({
    id: `${delayMs / 1000} s`,
    label: `first tap ${delayMs / 1000} s after load`,
    reach: (page) => page.waitForTimeout(delayMs),
  })),
  {
    id: 'loading',
    label: 'as the app loads',
    startsApp: true,
    reach: (page) => page.waitForTimeout(100),
  },
  {
    id: 'hydrating',
    label: 'as it hydrates',
    startsApp: true,
    reach: (page) => phaseReached(page, 'hydrating'),
  },
  {
    id: 'hydrated',
    label: 'just after hydration',
    startsApp: true,
    reach: (page) => phaseReached(page, 'hydrated', 'ready'),
  },
];

/** Arms the page: the next press's timestamp and the app's phase then, and the first frame after it in which `answered` holds. */
function arm(page, answered) {
  return page.evaluate((condition) => {
    const probe = { pressedAt: NaN, answeredAt: NaN, phase: null };
    window.__tapProbe = probe;
    const check = new Function(`return ${condition}`);
    addEventListener(
      'pointerdown',
      (event) => {
        probe.pressedAt = event.timeStamp;
        probe.phase = window.__appPhase();
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

/** Taps the control's middle and resolves with { ms, phase }; `moment` is awaited after arming, before the tap. */
async function tapAndTime(page, kind, moment = async () => {}) {
  const box = await page.locator(kind.control).first().boundingBox();
  if (!box) throw new Error(`${kind.label}: the control is not on screen.`);
  await arm(page, kind.answered);
  await moment();
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForFunction(() => !Number.isNaN(window.__tapProbe.answeredAt), undefined, { timeout: 30_000 });
  return page.evaluate(() => ({
    ms: window.__tapProbe.answeredAt - window.__tapProbe.pressedAt,
    phase: window.__tapProbe.phase,
  }));
}

/** A first tap on the page that presses nothing: text, away from every control, as a visitor starts to read. */
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
 * For each kind and moment: a fresh visit to `/`, the first tap at that moment, then, once the app has started,
 * its idle work is done and the page is quiet, two later taps. Returns rows of
 * { kind, label, moment, firstMs, firstPhase, laterMs[] }.
 */
export async function measureTaps(browser, origin, { cpuSlowdown = 4 } = {}) {
  const rows = [];
  const names = await pageNames();
  const only = process.env.BENCH_TAPS?.split(',');
  for (const kind of tapKinds(names).filter((candidate) => !only || only.includes(candidate.id))) {
    for (const moment of firstTapMoments) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        hasTouch: true,
        isMobile: true,
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
      await page.goto(`${origin}/`, { waitUntil: 'load' });
      await installPhase(page, names);
      // The bench reports a failed measurement by its message: say which control and visit it was.
      const step = async (what, action) => {
        try {
          return await action();
        } catch (error) {
          throw new Error(`${kind.label}, ${moment.label}: ${what}: ${error.message}`);
        }
      };
      if (moment.startsApp) await step('the tap that starts the app', () => tapBlankPart(page));
      const first = await step('first tap', () => tapAndTime(page, kind, () => moment.reach(page)));
      await step('reset after the first tap', () => kind.reset(page));
      // The app's idle work is done: hydrated, the drawer mounted, closed (SiteHeader's MenuToggle); then quiet.
      await step('waiting for the app', () => phaseReached(page, 'ready'));
      await page.waitForTimeout(500);
      const laterMs = [];
      for (let i = 0; i < 2; i++) {
        laterMs.push((await step(`later tap ${i + 1}`, () => tapAndTime(page, kind))).ms);
        await step(`reset after later tap ${i + 1}`, () => kind.reset(page));
        await page.waitForTimeout(500);
      }
      rows.push({
        kind: kind.id,
        label: kind.label,
        moment: moment.id,
        firstMs: first.ms,
        firstPhase: first.phase,
        laterMs,
      });
      await context.close();
    }
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { chromium } = await import('playwright-core');
  const { chromiumFlags, systemChromiumPath } = await import('@foundation/browsers/executables');
  // Without --origin, indexOf is -1 and argv[0] (node's path) would be taken for the origin.
  const origin = process.argv.includes('--origin')
    ? process.argv[process.argv.indexOf('--origin') + 1]
    : 'http://127.0.0.1:4173';
  const browser = await chromium.launch({ executablePath: systemChromiumPath(), args: chromiumFlags });
  for (const row of await measureTaps(browser, origin))
    console.log(
      `${row.label.padEnd(36)} ${row.moment.padEnd(9)}: first ${Math.round(row.firstMs)} ms (${row.firstPhase}), later ${row.laterMs.map(Math.round).join(', ')} ms`,
    );
  await browser.close();
}
