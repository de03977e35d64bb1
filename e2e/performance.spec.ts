// What makes the pages fast, checked in a real browser: nothing leaves the origin, nothing shifts,
// a visit that only reads fetches no script, the app starts on the first interaction (after the
// first paint) and early clicks are not lost, and the drawer's code loads once the app runs. What answers
// before the app: e2e/first-moment.spec.ts.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MENU_DRAWER_ID, MENU_TOGGLE_ATTRIBUTE } from '../src/controls/menu/menuNames';
import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { pages as sitePages } from '../src/app/pages.mjs';
import { builtBrand } from './builtBrand';
import { hasAppStarted, holdAppChunk, hydrationCommitted, waitForAppReady, controls } from './support';

/** A layout shift as the browser reports it to CLS, with what moved (its sources) and from where to where. */
interface Shift {
  value: number;
  sources: string[];
}

/** Records every layout shift without recent input the page has, with its sources, from before the first paint. */
function observeLayoutShifts(page: Page) {
  return page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
    const rect = ({ x, y, width, height }: DOMRectReadOnly) => `${x},${y} ${width}x${height}`;
    const describe = (node: Node | null) =>
      node instanceof Element
        ? `<${node.localName}${node.id ? `#${node.id}` : ''}> "${(node.textContent ?? '').slice(0, 40)}"`
        : `text "${(node?.textContent ?? '').slice(0, 40)}"`;
    type Entry = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Entry[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          sources: entry.sources.map(
            (source) => `${describe(source.node)}: ${rect(source.previousRect)} -> ${rect(source.currentRect)}`,
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts observeLayoutShifts has recorded so far. */
function recordedShifts(page: Page) {
  return page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
}

/**
 * Where each block of the page is, to the fraction of a pixel: the browser reports no shift under 3px (Layout
 * Instability), which another machine's fonts can make 3px.
 */
function blockPlaces(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('main > *, main > * > *, main section[id], footer')].map((element) => {
      const { top, height } = element.getBoundingClientRect();
      // By tag and id: the text of one (the not-found page's sentence) changes as the app names the path.
      return `${element.localName}${element.id ? `#${element.id}` : ''}: ${top + window.scrollY} +${height}`;
    }),
  );
}

/** Every page, at an address that shows it (src/app/pages.mjs). */
const pages = sitePages.map((page) => page.url);

/** The families of the built brand's web fonts (none for a brand of system fonts). */
const webFamilies = [...new Set(builtBrand.webFonts.map((font) => font.family))];

/**
 * The faces a page can start in: the brand's web fonts, or (their files unreachable: a slow or failed download) the
 * fallback faces sized to them, drawn in whatever local fonts the machine has. A brand of system fonts has one way.
 */
const fontCases = webFamilies.length ? (['the brand’s fonts', 'the fallback faces only'] as const) : ['system fonts'];

test.describe('loading', () => {
  // The narrowest phone, where the bar is at its tightest and the brand's fonts wrap the most lines, and a desktop.
  for (const [width, height] of [
    [320, 640],
    [1280, 800],
  ] as const) {
    for (const path of pages) {
      for (const fonts of fontCases) {
        // Tagged: `npm run test:brand` runs it on the second brand too, whose fonts are self-hosted web fonts.
        test(
          `${path} at ${width}px with ${fonts}: every request stays on the origin, and nothing shifts while it starts`,
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
            const isFontFile = (url: URL) => url.pathname.startsWith('/fonts/') && url.pathname.endsWith('.woff2');
            if (fonts === 'the fallback faces only') await page.route(isFontFile, (route) => route.abort());
            await observeLayoutShifts(page);
            await page.goto(path);
            await page.evaluate(() => document.fonts.ready);
            // Before the app: the prerendered page, as it is painted.
            const before = await blockPlaces(page);
            await waitForAppReady(page);
            await page.waitForLoadState('networkidle');
            await page.waitForTimeout(500);
            expect(offOrigin).toEqual([]);
            expect(await recordedShifts(page)).toEqual([]);
            expect(await blockPlaces(page), 'where each block is, before the app and once it runs').toEqual(before);
            // The faces it was measured with: the brand's came (preloaded from the origin), or none of them did.
            const fontStatus = await page.evaluate(() =>
              [...document.fonts].map((font) => ({ family: font.family.replace(/"/g, ''), status: font.status })),
            );
            const webFontStatus = fontStatus.filter(({ family }) => webFamilies.includes(family));
            if (fonts === 'the brand’s fonts') {
              expect(webFontStatus.filter(({ status }) => status === 'loaded').map(({ family }) => family)).toEqual(
                expect.arrayContaining(webFamilies),
              );
            } else {
              expect(webFontStatus.filter(({ status }) => status === 'loaded')).toEqual([]);
            }
          },
        );
      }
    }
  }

  /**
   * Serves the site through a relay that sends each page's HTML in two parts, the second once `resume()` is called:
   * a slow network, or a busy device whose parser paints what it has. `cutAt` finds the byte to cut before.
   */
  async function relayPausing(baseURL: string, cutAt: (page: Buffer) => number) {
    let resume!: () => void;
    const pause = new Promise<void>((resolve) => (resume = resolve));
    const relay = async (request: IncomingMessage, response: ServerResponse) => {
      const upstream = await fetch(new URL(request.url!, baseURL));
      const body = Buffer.from(await upstream.arrayBuffer());
      const headers = [...upstream.headers].filter(([name]) => !['content-length', 'content-encoding'].includes(name));
      response.writeHead(upstream.status, Object.fromEntries(headers));
      const isPage = (upstream.headers.get('content-type') ?? '').startsWith('text/html');
      const cut = isPage ? cutAt(body) : -1;
      if (cut > 0) {
        response.write(body.subarray(0, cut));
        await pause;
      }
      response.end(cut > 0 ? body.subarray(cut) : body);
    };
    const server = createServer((request, response) => void relay(request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return {
      url: (path: string) => `http://127.0.0.1:${port}${path}`,
      resume,
      close: () => {
        resume();
        server.close();
      },
    };
  }

  // A page that arrives in parts (a slow network, a busy device) may be painted from its first part: cut inside the
  // bar, the scheme control was painted at the bar's end, then moved as the menu toggle came (a layout shift). The
  // browser paints nothing until the bar is whole (Chromium; Firefox and WebKit know no `expect` link).
  test('a page whose HTML pauses in the middle of the bar is not painted until the bar is whole', async ({
    page,
    baseURL,
  }) => {
    // Before the menu toggle's element, which follows the scheme control in the bar.
    const relay = await relayPausing(baseURL!, (body) =>
      body.lastIndexOf('<button', body.indexOf(`${MENU_TOGGLE_ATTRIBUTE}=`)),
    );
    try {
      await page.setViewportSize({ width: 320, height: 640 });
      const loaded = page.goto(relay.url('/'));
      await page.waitForFunction(() => document.querySelector('header'));
      await page.waitForTimeout(500);
      const paintedMeanwhile = await page.evaluate(() => performance.getEntriesByType('paint').map(({ name }) => name));
      relay.resume();
      await loaded;
      expect(paintedMeanwhile, 'what the browser painted while the bar was half there').toEqual([]);
    } finally {
      relay.close();
    }
  });

  // Painted with an empty badge (a busy machine's parser painted the blog with the featured article's badge begun
  // and its word not yet parsed), the badge sat on the line's baseline, then rose 3px as its word came: a shift.
  test(
    'a blog page painted with its first badge half there shifts nothing as the rest arrives',
    { tag: '@every-brand' },
    async ({ page, baseURL }) => {
      const relay = await relayPausing(baseURL!, (body) => {
        // The attribute of an element (a space before it), not a selector of the page's styles.
        const badge = body.indexOf(' data-badge=');
        return badge < 0 ? -1 : body.indexOf('>', badge) + 1;
      });
      try {
        await page.setViewportSize({ width: 320, height: 640 });
        await observeLayoutShifts(page);
        const loaded = page.goto(relay.url('/blog'));
        await page.waitForFunction(() => document.querySelector('[data-badge]'));
        await expect.poll(() => page.evaluate(() => performance.getEntriesByType('paint').length)).toBeGreaterThan(0);
        relay.resume();
        await loaded;
        await page.waitForTimeout(500);
        expect(await recordedShifts(page)).toEqual([]);
      } finally {
        relay.close();
      }
    },
  );

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
    ['a pointer move', (page: Page) => page.mouse.move(200, 400)],
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
