// Chromium through Playwright (the DevTools protocol): Debian's build, or Playwright's own where there is none.
import { chromium as playwright, type BrowserContext, type Page } from 'playwright-core';
import { asEvaluate, asWaitFor, keep, waitForOver, WAIT_MS } from './common';
import { chromiumExecutablePath, chromiumFlags } from './executables.mjs';
import type { EngineBrowser, EnginePage, InPage, LaunchOptions } from './types';

export async function launchChromium(options: LaunchOptions): Promise<EngineBrowser> {
  const { javaScript = true, window, env, accessibility, deviceScaleFactor = 1, reducedMotion } = options;
  const browser = await playwright.launch({
    executablePath: chromiumExecutablePath(),
    headless: !window,
    args: [
      ...chromiumFlags,
      ...(accessibility ? ['--force-renderer-accessibility'] : []),
      ...(window ? ['--window-position=0,0', `--window-size=${window.width},${window.height}`] : []),
      ...(reducedMotion ? ['--force-prefers-reduced-motion'] : []),
    ],
    ...(env ? { env } : {}),
  });
  const cdp = await browser.newBrowserCDPSession();
  const { processInfo } = await cdp.send('SystemInfo.getProcessInfo');
  await cdp.detach();
  let current: BrowserContext | undefined;
  return {
    name: 'chromium',
    version: `Chromium ${browser.version()}`,
    pid: processInfo.find((info) => info.type === 'browser')?.id,
    async newPage() {
      // A context of its own for each page: no storage, cache or history from the page before.
      const context = await browser.newContext({
        javaScriptEnabled: javaScript,
        // The page sees the browser's own setting (the flag above, or none), not one Playwright emulates.
        reducedMotion: null,
        // In a window, the window's size is the viewport's.
        ...(window ? { viewport: null } : { deviceScaleFactor }),
      });
      await current?.close();
      current = context;
      return chromiumPage(context, await context.newPage(), options.waitTimeoutMs ?? WAIT_MS);
    },
    close: () => browser.close(),
  };
}

function chromiumPage(context: BrowserContext, page: Page, waitMs: number): EnginePage {
  const evaluate = (fn: InPage<unknown, unknown>, arg?: unknown) => page.evaluate(fn, arg);
  return {
    async open(url) {
      await page.goto(url);
    },
    async resize(width, height) {
      await page.setViewportSize({ width, height });
      return page.evaluate(() => innerWidth);
    },
    evaluate: asEvaluate(evaluate),
    async run(script) {
      await page.evaluate(script);
    },
    waitFor: asWaitFor(waitForOver(evaluate, waitMs)),
    press: (key) => page.keyboard.press(key),
    movePointer: (x, y) => page.mouse.move(x, y),
    click: (x, y) => page.mouse.click(x, y),
    async tap(x, y) {
      // The DevTools protocol's touch input: Playwright's own touchscreen needs a context emulating a phone.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await cdp.detach();
    },
    async screenshot(options = {}) {
      const png = options.selector
        ? await page.locator(options.selector).first().screenshot()
        : await page.screenshot();
      return keep(png, options);
    },
    async addStyle(css) {
      await page.addStyleTag({ content: css });
    },
    url: () => Promise.resolve(page.url()),
    close: () => context.close(),
  };
}
