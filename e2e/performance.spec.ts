// What makes the pages fast, checked in a real browser: nothing leaves the origin, nothing shifts,
// a visit that only reads fetches no script, the app starts on the first interaction (after the
// first paint) and early clicks are not lost, and the drawer's code loads once the app runs. What answers
// before the app: e2e/first-moment.spec.ts.
import { MENU_DRAWER_ID } from '../src/controls/menu/menuNames';
import { expect, test, type Page } from '@playwright/test';
import { pages as sitePages } from '../src/app/pages.mjs';
import { builtBrand } from './builtBrand';
import { hasAppStarted, holdAppChunk, hydrationCommitted, waitForAppReady, controls } from './support';

/** Sums the layout shifts the page has had, as the browser reports them to CLS. */
function observeLayoutShifts(page: Page) {
  return page.addInitScript(() => {
    (window as unknown as { __shifts: number[] }).__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) (window as unknown as { __shifts: number[] }).__shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Every page, at an address that shows it (src/app/pages.mjs). */
const pages = sitePages.map((page) => page.url);

/** The families of the built brand's web fonts (none for a brand of system fonts). */
const webFamilies = [...new Set(builtBrand.webFonts.map((font) => font.family))];

test.describe('loading', () => {
  // The narrowest phone too: there the bar is at its tightest and the brand's fonts wrap the most lines.
  for (const [width, height] of [
    [320, 640],
    [390, 844],
    [1280, 800],
  ] as const) {
    for (const path of pages) {
      // Tagged: `npm run test:brand` runs it on the second brand too, whose fonts are self-hosted web fonts.
      test(
        `${path} at ${width}px: every request stays on the origin, and nothing shifts while it starts`,
        {
          tag: '@every-brand',
        },
        async ({ page, baseURL }) => {
          await page.setViewportSize({ width, height });
          const offOrigin: string[] = [];
          page.on('request', (request) => {
            const url = request.url();
            if (!url.startsWith(baseURL!) && !url.startsWith('data:')) offOrigin.push(url);
          });
          await observeLayoutShifts(page);
          await page.goto(path);
          await waitForAppReady(page);
          await page.waitForLoadState('networkidle');
          await page.waitForTimeout(500);
          expect(offOrigin).toEqual([]);
          expect(await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts)).toEqual([]);
          // The brand's own fonts came (preloaded from the origin): the shifts above were measured with them.
          const loadedFonts = await page.evaluate(() =>
            [...document.fonts].filter((font) => font.status === 'loaded').map((font) => font.family.replace(/"/g, '')),
          );
          expect(loadedFonts).toEqual(expect.arrayContaining(webFamilies));
        },
      );
    }
  }

  for (const [path, routeChunk] of [
    ['/', null],
    ['/blog', /^\/assets\/BlogPage-[\w-]+\.js$/],
  ] as const) {
    test(`a visit to ${path} that only reads fetches no script; the first interaction fetches the app and the page's own chunk`, async ({
      page,
    }) => {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1000);
      expect(scripts).toEqual([]);
      expect(await hasAppStarted(page)).toBe(false);

      await waitForAppReady(page);
      expect(scripts).toContainEqual(expect.stringMatching(/^\/assets\/index-[\w-]+\.js$/));
      if (routeChunk) expect(scripts).toContainEqual(expect.stringMatching(routeChunk));
      else expect(scripts).not.toContainEqual(expect.stringMatching(/\/BlogPage-/));
    });
  }

  test('the app starts after the first paint', async ({ page }) => {
    await page.goto('/');
    await waitForAppReady(page);
    const painted = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime);
    const started = await page.evaluate(() => performance.getEntriesByName('crf:start')[0]?.startTime);
    expect(painted).toBeDefined();
    expect(started).toBeGreaterThanOrEqual(painted!);
  });

  for (const [interaction, act] of [
    ['a key press', (page: Page) => page.keyboard.press('Tab')],
    ['a scroll', (page: Page) => page.mouse.wheel(0, 200)],
    ['a touch', (page: Page) => page.touchscreen.tap(200, 400)],
  ] as const) {
    test(`${interaction} starts the app too`, async ({ browser }) => {
      const context = await browser.newContext({ hasTouch: true });
      const page = await context.newPage();
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      expect(await hasAppStarted(page)).toBe(false);
      await act(page);
      await expect.poll(() => hasAppStarted(page)).toBe(true);
      await context.close();
    });
  }

  test("the drawer's code loads once the app has started and the browser is idle, and the first tap opens it", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const loaded: string[] = [];
    page.on('request', (request) => loaded.push(new URL(request.url()).pathname));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const drawer = /\/assets\/MenuDrawer-/;
    expect(loaded.filter((path) => drawer.test(path))).toEqual([]);
    await waitForAppReady(page);
    await expect.poll(() => loaded.filter((path) => drawer.test(path)).length).toBe(1);
    await controls.menuToggle(page).click();
    await expect(page.locator(`#${MENU_DRAWER_ID}`)).toBeVisible();
  });
});

test.describe('while the app starts', () => {
  for (const width of [390, 1280]) {
    test(`at ${width}px, the app starting moves nothing on the page, not by one pixel`, async ({ page }) => {
      // The browser reports no shift under 3px (Layout Instability), so each block's place is compared.
      const blockTops = () =>
        page.evaluate(() =>
          [...document.querySelectorAll('main h1, main section[id], footer')].map(
            (element) => `${element.id || element.tagName}: ${element.getBoundingClientRect().top + window.scrollY}`,
          ),
        );
      await page.setViewportSize({ width, height: 844 });
      const releaseEntry = await holdAppChunk(page);
      await page.goto('/');
      // The first interaction asks for the app, which is held back meanwhile.
      await page.mouse.move(1, 1);
      const before = await blockTops();
      releaseEntry();
      await hydrationCommitted(page);
      expect(await blockTops()).toEqual(before);
    });
  }
});
