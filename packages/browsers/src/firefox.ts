// Firefox ESR through puppeteer-core over WebDriver BiDi. Playwright cannot drive it here: its own Firefox is a
// patched build it cannot download, and its BiDi client asks Firefox ESR for commands ESR lacks.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, realpathSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Page } from 'puppeteer-core';
import { asEvaluate, asWaitFor, keep, waitForOver, WAIT_MS } from './common';
import { firefoxExecutablePath, required } from './executables.mjs';
import type { EngineBrowser, EnginePage, InPage, LaunchOptions } from './types';

/** What a profile keeps of the start that made it (its lock, session, window sizes, cache, crash and telemetry data). */
const ofThatStart = [
  'lock',
  '.parentlock',
  'sessionstore.jsonlz4',
  'sessionstore-backups',
  'sessionCheckpoints.json',
  'xulstore.json',
  'cache2',
  'crashes',
  'minidumps',
  'datareporting',
  'saved-telemetry-pings',
];

let template: Promise<string> | undefined;

/**
 * A profile this Firefox has started in once, its databases made and its built-in add-ons registered: each launch
 * starts in a copy of it, which costs about a third less CPU than a new profile (3 of 10 CPU-seconds, headless).
 * Made once per build of Firefox and user on the machine, in the temporary folder, and shared by the processes that
 * launch it.
 */
function profileTemplate(executablePath: string): Promise<string> {
  return (template ??= (async () => {
    const binary = realpathSync(executablePath);
    const { mtimeMs, size } = statSync(binary);
    const build = createHash('sha256')
      .update(JSON.stringify([binary, mtimeMs, size, process.getuid?.()]))
      .digest('hex')
      .slice(0, 12);
    const made = join(tmpdir(), `foundation-firefox-profile-${build}`);
    // Renamed into place whole: there, it is complete.
    if (existsSync(made)) return made;
    const making = mkdtempSync(join(tmpdir(), 'foundation-firefox-profile-making-'));
    try {
      await (
        await puppeteer.launch({ browser: 'firefox', executablePath, headless: true, userDataDir: making })
      ).close();
      for (const name of ofThatStart) rmSync(join(making, name), { recursive: true, force: true });
      // Whole or not at all: a process that made it first keeps its own.
      renameSync(making, made);
    } catch (error) {
      if (!existsSync(made)) throw error;
    } finally {
      rmSync(making, { recursive: true, force: true });
    }
    return made;
  })());
}

export async function launchFirefox(options: LaunchOptions): Promise<EngineBrowser> {
  const { javaScript = true, window, env, accessibility, firefoxPrefs, reducedMotion } = options;
  const executablePath = required(firefoxExecutablePath(), 'firefox-esr');
  // A new copy for each browser: nothing one visitor's browser stored is there for the next.
  const profile = mkdtempSync(join(tmpdir(), 'foundation-firefox-'));
  cpSync(await profileTemplate(executablePath), profile, { recursive: true });
  const removeProfile = () => rmSync(profile, { recursive: true, force: true });
  const browser = await puppeteer
    .launch({
      browser: 'firefox',
      executablePath,
      userDataDir: profile,
      headless: !window,
      defaultViewport: null,
      args: window ? [`--width=${window.width}`, `--height=${window.height}`] : [],
      ...(env ? { env } : {}),
      extraPrefsFirefox: {
        'javascript.enabled': javaScript,
        // No history: a link is not "visited" because another page followed it.
        'places.history.enabled': false,
        ...(accessibility ? { 'accessibility.force_disabled': 0 } : {}),
        ...(reducedMotion ? { 'ui.prefersReducedMotion': 1 } : {}),
        ...firefoxPrefs,
      },
    })
    .catch((error: unknown) => {
      removeProfile();
      throw error;
    });
  let current: Page | undefined;
  return {
    name: 'firefox',
    // Its version over BiDi does not say ESR; Debian's executable does (firefox-esr).
    version: `Firefox${/esr/i.test(executablePath) ? ' ESR' : ''} ${(await browser.version()).replace(/^firefox\//i, '')}`,
    pid: browser.process()?.pid,
    async newPage() {
      // Headless, a new tab: its keyboard is in its page (a new window's is in its address bar), and a tab whose
      // keyboard has left the page for the browser's own controls (Tab past the last link) does not give it back.
      // In a window, first the window's own tab, as a visitor who has just started the browser has it.
      const [first] = window && !current ? await browser.pages() : [];
      const page = first ?? (await browser.newPage());
      if (current && !current.isClosed()) await current.close();
      current = page;
      return firefoxPage(page, options.waitTimeoutMs ?? WAIT_MS);
    },
    async close() {
      await browser.close();
      removeProfile();
    },
  };
}

function firefoxPage(page: Page, waitMs: number): EnginePage {
  const evaluate = (fn: InPage<unknown, unknown>, arg?: unknown) => page.evaluate(fn, arg);
  return {
    async open(url) {
      await page.goto(url);
    },
    async resize(width, height) {
      await page.setViewport({ width, height });
      return page.evaluate(() => innerWidth);
    },
    evaluate: asEvaluate(evaluate),
    async run(script) {
      await page.evaluate(script);
    },
    waitFor: asWaitFor(waitForOver(evaluate, waitMs)),
    async press(key) {
      if (key === 'Shift+Tab') {
        await page.keyboard.down('Shift');
        await page.keyboard.press('Tab');
        await page.keyboard.up('Shift');
        // Puppeteer's WebDriver BiDi keyboard knows the space bar by its character only.
      } else await page.keyboard.press(key === 'Space' ? ' ' : key);
    },
    movePointer: (x, y) => page.mouse.move(x, y),
    click: (x, y) => page.mouse.click(x, y),
    tap: (x, y) => page.touchscreen.tap(x, y),
    async screenshot(options = {}) {
      let png: Uint8Array;
      if (options.selector) {
        const element = await page.$(options.selector);
        if (!element) throw new Error(`Nothing matches ${options.selector} to picture`);
        png = await element.screenshot();
      } else png = await page.screenshot();
      return keep(png, options);
    },
    async addStyle(css) {
      await page.addStyleTag({ content: css });
    },
    url: () => Promise.resolve(page.url()),
    close: () => page.close(),
  };
}
