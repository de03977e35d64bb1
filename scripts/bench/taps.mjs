// The site's taps for the bench (@foundation/bench's measureTaps times them): which controls of the home page a
// visitor presses and what shows each has answered, when the first tap comes (0.5, 1 or 3 s after load, before the
// app has started, or while the app starts, after a first tap on the page: as its code loads, in the first frame of
// hydration, and just after hydration, before the drawer is mounted), and the app's phase at each press, from the
// names of src/startup/ and src/controls/ (names.mjs). The press test (e2e/press.spec.ts) presses the same kinds.
// Used by scripts/bench.mjs; `node scripts/bench/taps.mjs --origin http://127.0.0.1:4173` runs it alone.
import { measureTaps, phaseReached } from '@foundation/bench';
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
    blankTapFirst: true,
    reach: (page) => page.waitForTimeout(100),
  },
  {
    id: 'hydrating',
    label: 'as it hydrates',
    blankTapFirst: true,
    reach: (page) => phaseReached(page, 'hydrating'),
  },
  {
    id: 'hydrated',
    label: 'just after hydration',
    blankTapFirst: true,
    reach: (page) => phaseReached(page, 'hydrated', 'ready'),
  },
];

/**
 * Each kind (`only`: some, by id) at each moment on a fresh visit to the home page at `origin`; once the app's idle
 * work is done (hydrated, the drawer mounted, closed: SiteHeader's MenuToggle) and the page quiet, two later taps.
 * Rows of { kind, label, moment, firstMs, firstPhase, laterMs[] }.
 */
export async function measureSiteTaps(browser, origin, only) {
  const names = await pageNames();
  return measureTaps(browser, `${origin}/`, {
    kinds: tapKinds(names).filter((kind) => !only || only.includes(kind.id)),
    moments: firstTapMoments,
    prepare: (page) => installPhase(page, names),
    ready: (page) => phaseReached(page, 'ready'),
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { chromium } = await import('playwright-core');
  const { chromiumFlags, systemChromiumPath } = await import('@foundation/browsers/executables');
  // Without --origin, indexOf is -1 and argv[0] (node's path) would be taken for the origin.
  const origin = process.argv.includes('--origin')
    ? process.argv[process.argv.indexOf('--origin') + 1]
    : 'http://127.0.0.1:4173';
  const browser = await chromium.launch({ executablePath: systemChromiumPath(), args: chromiumFlags });
  for (const row of await measureSiteTaps(browser, origin, process.env.BENCH_TAPS?.split(',')))
    console.log(
      `${row.label.padEnd(36)} ${row.moment.padEnd(9)}: first ${Math.round(row.firstMs)} ms (${row.firstPhase}), later ${row.laterMs.map(Math.round).join(', ')} ms`,
    );
  await browser.close();
}
