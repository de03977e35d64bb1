// The engine suites' test: each test names its engine (test.use({ engine })), and gets a page of that engine, a
// site of its own (a holding proxy in front of the suites' static server, on a new port: a new origin, so no
// storage or cache from the test before) and the steps every suite takes: open a page before the app, start
// the app as a visitor does, find and press things.
import { Browsers, type EngineName, type EnginePage } from '@foundation/browsers';
import { expect, test as base } from '../test';
import { MENU_TOGGLE_ATTRIBUTE } from '../../src/controls/menu/menuNames';
import { HYDRATED_MEASURE } from '../../src/startup/contract';
import { APP_OWNED_ATTRIBUTE } from '../../src/startup/handover';
import { startHoldingProxy, type HoldingProxy } from '@foundation/test-servers';
import { a11yProbes } from '../probes';
import { engineHelpersScript, type Target } from '@foundation/page-measures';

export { expect };

/** The engines besides Chromium (the chromium project's): Firefox ESR and WebKitGTK. */
export const engineNames = ['firefox', 'webkit'] as const satisfies readonly EngineName[];
type SuiteEngine = (typeof engineNames)[number];

export const desktop = { width: 1280, height: 900 };
/** About the narrowest a browser window gets; the bar shows the menu toggle there. */
export const narrow = { width: 500, height: 900 };

export const test = base.extend<
  { engine: SuiteEngine; javaScript: boolean; site: HoldingProxy; tab: EnginePage },
  { engineBrowsers: Browsers }
>({
  engine: ['firefox', { option: true }],
  /** false: the engine's own setting switches JavaScript off (the driver's scripts still run). */
  javaScript: [true, { option: true }],
  engineBrowsers: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function needs from its first parameter's pattern; these need none.
    async ({}, use) => {
      const browsers = new Browsers();
      await use(browsers);
      await browsers.closeAll();
    },
    { scope: 'worker' },
  ],
  site: async ({ baseURL }, use) => {
    const site = await startHoldingProxy(baseURL!);
    await use(site);
    await site.close();
  },
  tab: async ({ engine, javaScript, engineBrowsers }, use, testInfo) => {
    // The suites read the DOM and layout, never pixels: WebKitGTK paints without its GL compositor, for half the CPU.
    const browser = await engineBrowsers.get(engine, { javaScript, compositing: false });
    testInfo.annotations.push({ type: 'browser', description: browser.version });
    await use(await browser.newPage());
  },
});

/** Moves the pointer over the page's left margin, clear of every control, as a visitor's hand does. */
export async function pointOverPage(tab: EnginePage) {
  const y = Math.round((await tab.evaluate(() => innerHeight)) * 0.6);
  await tab.movePointer(3, y);
  await tab.movePointer(6, y + 4);
}

/**
 * Opens a page as a new visitor meets it. `app: 'held'` keeps the app's code back until startApp (the page as it
 * is before the app, whatever the test presses); otherwise the app loads on the first interaction, as it does.
 */
export async function visit(
  tab: EnginePage,
  site: HoldingProxy,
  path: string,
  { viewport = desktop, app = 'loads' }: { viewport?: { width: number; height: number }; app?: 'held' | 'loads' } = {},
) {
  if (app === 'held') site.hold();
  else site.release();
  expect(await tab.resize(viewport.width, viewport.height), 'the viewport width the window takes').toBe(viewport.width);
  await tab.open(`${site.origin}${path}`);
  await installHelpers(tab);
}

/** The suites' helpers and the accessibility probes, in the page just loaded. */
export async function installHelpers(tab: EnginePage) {
  await tab.run(a11yProbes);
  await tab.run(engineHelpersScript);
}

/** In the page: the app has called hydrateRoot (4-hydrate.tsx records HYDRATING_MARK as it does). */
export function appStartedInPage(mark: string): boolean {
  return performance.getEntriesByName(mark).length > 0;
}

/** In the page: hydration has committed (4-hydrate.tsx records the measure then). */
export function hydratedInPage(measure: string): boolean {
  return performance.getEntriesByName(measure).length > 0;
}

/**
 * Starts the app as a visitor does, with the pointer moving over the page, lets its code through, and resolves
 * once hydration has committed and, where the menu toggle shows, the app owns it (its drawer is mounted).
 */
export async function startApp(tab: EnginePage, site: HoldingProxy) {
  await pointOverPage(tab);
  site.release();
  await tab.waitFor('hydration to commit', hydratedInPage, HYDRATED_MEASURE);
  await tab.waitFor(
    'the app to own the menu toggle',
    ({ toggle, owned }) => {
      const element = document.querySelector(`[${toggle}]`);
      return !element?.checkVisibility() || element.hasAttribute(owned);
    },
    { toggle: MENU_TOGGLE_ATTRIBUTE, owned: APP_OWNED_ATTRIBUTE },
  );
}

/** Clicks the element as a pointer does, at its centre (scrolled into view first where it is not). */
export async function clickOn(tab: EnginePage, target: Target) {
  const centre = await tab.evaluate((found) => window.__engines!.centre(found), target);
  if (!centre) throw new Error(`Nothing shown to click: ${JSON.stringify(target)}`);
  await tab.click(centre.x, centre.y);
}

/** Moves the pointer onto the element's centre. */
export async function hoverOn(tab: EnginePage, target: Target) {
  const centre = await tab.evaluate((found) => window.__engines!.centre(found), target);
  if (!centre) throw new Error(`Nothing shown to hover: ${JSON.stringify(target)}`);
  await tab.movePointer(centre.x, centre.y);
}
