// The two browsers Orca reads the site in, as a visitor has them: a real window on the desktop (not headless),
// accessibility on, a new profile for each visit. Chromium is driven by Playwright (DevTools protocol), Firefox
// ESR by Puppeteer over WebDriver BiDi (Playwright's own Firefox is a patched build it cannot download here,
// and its BiDi client asks Firefox ESR for commands ESR lacks). Either way the driver only opens pages and
// reads state; every key the visitor presses is a real X event (Desktop.keys), which Orca hears first.
import { chromium } from '@playwright/test';
import puppeteer from 'puppeteer-core';
import { chromiumArgs, chromiumExecutablePath } from '../chromium';
import type { Desktop } from './desktop';
import { firefoxExecutablePath } from '../firefox';

export type ReaderBrowserName = 'firefox' | 'chromium';

export interface ReaderBrowser {
  name: ReaderBrowserName;
  /** The browser's product and version, as the report names it. */
  version: string;
  /** Opens the address in the window, whose page (not its toolbar) has the keyboard. */
  open(url: string): Promise<void>;
  /** Runs a function in the page and returns its result. */
  evaluate<T>(fn: () => T): Promise<T>;
  evaluate<T, A>(fn: (arg: A) => T, arg: A): Promise<T>;
  /** Waits until the function, run in the page, returns true. */
  waitFor(fn: () => boolean): Promise<void>;
  waitFor<A>(fn: (arg: A) => boolean, arg: A): Promise<void>;
  /**
   * Moves the pointer over a blank part of the page (the left margin), as a visitor's hand does: the first
   * interaction, which starts the app. Through the driver's input, which reaches the page whatever the window
   * manager (there is none) makes of the pointer.
   */
  pointOverPage(): Promise<void>;
  /** Moves focus to the first visible element of this tag whose text is this (how a test places the visitor). */
  focusByText(tag: string, text: string): Promise<void>;
  /**
   * Resolves once the page has handled what came before and painted a frame after it: the browser has had its
   * chance to tell the accessibility bus what changed.
   */
  painted(): Promise<void>;
  close(): Promise<void>;
}

/** The browser-independent part of a ReaderBrowser, over its evaluate. */
function pageHelpers(evaluate: (fn: (arg: never) => unknown, arg?: unknown) => Promise<unknown>) {
  return {
    async waitFor(fn: (arg: never) => boolean, arg?: unknown) {
      const start = Date.now();
      while (!(await evaluate(fn, arg))) {
        if (Date.now() - start > 60_000) throw new Error(`Timed out waiting in the page for ${fn.toString()}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async painted() {
      await evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    },
    async focusByText(tag: string, text: string) {
      const found = await evaluate(
        ({ tag: name, text: wanted }: { tag: string; text: string }) => {
          const element = [...document.querySelectorAll<HTMLElement>(name)].find(
            (candidate) => candidate.textContent?.trim() === wanted && candidate.checkVisibility(),
          );
          element?.focus();
          return !!element;
        },
        { tag, text },
      );
      if (!found) throw new Error(`No visible <${tag}> says "${text}"`);
    },
  };
}

/** Window sizes: wide shows the full bar; the narrowest a browser window can be (about 500px) shows the menu. */
const windowSizes = { wide: { width: 1280, height: 900 }, narrow: { width: 500, height: 900 } } as const;
/** A named size, or a window of this many CSS px (a page zoomed to a narrower width than a window can be). */
export type WindowSize = keyof typeof windowSizes | { width: number; height: number };
const sizeOf = (size: WindowSize) => (typeof size === 'string' ? windowSizes[size] : size);

/**
 * Gives the window the keyboard and puts it in the page, not the toolbar, on a page of the site that is not the
 * one under test (its robots.txt): what the visitor then hears of a page is what arriving on it says.
 */
async function takeKeyboard(desktop: Desktop, pid: number | undefined, showStart: () => Promise<void>) {
  if (!pid) throw new Error('The browser did not say its process id: its window cannot be given the keyboard.');
  await showStart();
  await desktop.focusWindowOf(pid);
}

async function launchChromium(desktop: Desktop, size: WindowSize, origin: string): Promise<ReaderBrowser> {
  const { width, height } = sizeOf(size);
  const browser = await chromium.launch({
    executablePath: chromiumExecutablePath(),
    headless: false,
    args: [
      ...chromiumArgs,
      '--force-renderer-accessibility',
      '--window-position=0,0',
      `--window-size=${width},${height}`,
    ],
    env: desktop.env,
  });
  const page = await browser.newPage({ viewport: null });
  const cdp = await browser.newBrowserCDPSession();
  const { processInfo } = await cdp.send('SystemInfo.getProcessInfo');
  await takeKeyboard(desktop, processInfo.find((info) => info.type === 'browser')?.id, async () => {
    await page.goto(`${origin}/robots.txt`);
  });
  return {
    name: 'chromium',
    version: `Chromium ${browser.version()}`,
    async open(url) {
      await page.goto(url);
    },
    evaluate: (fn: (arg?: unknown) => unknown, arg?: unknown) => page.evaluate(fn, arg),
    ...pageHelpers((fn, arg) => page.evaluate(fn as (arg: unknown) => unknown, arg)),
    async pointOverPage() {
      await page.mouse.move(3, 600);
      await page.mouse.move(6, 604);
    },
    close: () => browser.close(),
  };
}

async function launchFirefox(desktop: Desktop, size: WindowSize, origin: string): Promise<ReaderBrowser> {
  const { width, height } = sizeOf(size);
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxExecutablePath(),
    headless: false,
    defaultViewport: null,
    args: [`--width=${width}`, `--height=${height}`],
    env: desktop.env,
    extraPrefsFirefox: {
      'accessibility.force_disabled': 0,
      // No history: a link is not "visited" because another test followed it.
      'places.history.enabled': false,
    },
  });
  const [page] = await browser.pages();
  if (!page) throw new Error('Firefox opened no tab');
  await takeKeyboard(desktop, browser.process()?.pid, async () => {
    await page.goto(`${origin}/robots.txt`);
  });
  // A new window's keyboard is in its address bar: F6 moves it to the page, as a visitor would.
  desktop.keys(['F6']);
  await page.waitForFunction(() => document.hasFocus());
  return {
    name: 'firefox',
    version: `Firefox ${(await browser.version()).replace(/^firefox\//i, '')}`,
    async open(url) {
      await page.goto(url);
    },
    evaluate: (fn: (arg?: unknown) => unknown, arg?: unknown) => page.evaluate(fn, arg),
    ...pageHelpers((fn, arg) => page.evaluate(fn as (arg: unknown) => unknown, arg)),
    async pointOverPage() {
      await page.mouse.move(3, 600);
      await page.mouse.move(6, 604);
    },
    close: () => browser.close(),
  };
}

export function launchReaderBrowser(name: ReaderBrowserName, desktop: Desktop, size: WindowSize, origin: string) {
  return name === 'firefox' ? launchFirefox(desktop, size, origin) : launchChromium(desktop, size, origin);
}
