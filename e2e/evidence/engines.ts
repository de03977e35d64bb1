// The three engines the maintainers' checks run in, behind one small interface: Chromium through Playwright
// (DevTools protocol), Firefox ESR through Puppeteer (WebDriver BiDi) and WebKitGTK's MiniBrowser through
// WebKitWebDriver (W3C WebDriver, under a virtual X display). Debian's builds, as the tested matrix names them.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import puppeteer, { type KeyInput } from 'puppeteer-core';
import { chromiumArgs, chromiumExecutablePath } from '../chromium';

type EngineId = 'chromium' | 'firefox' | 'webkit';

export interface EnginePage {
  engine: EngineId;
  /** The product and version, as the tested matrix names it. */
  version: string;
  /** Sets the layout viewport in CSS px; returns the width the page really has. */
  setViewport(width: number, height: number): Promise<number>;
  goto(url: string): Promise<void>;
  evaluate<T>(fn: (arg: never) => T, arg?: unknown): Promise<T>;
  addStyle(css: string): Promise<void>;
  /** Presses a key as the keyboard does: 'Tab', 'Shift+Tab', 'Enter', 'Escape', 'ArrowDown'. */
  press(key: string): Promise<void>;
  /** A PNG of the viewport, or of the first element the selector matches. */
  screenshot(file: string, selector?: string): Promise<void>;
  close(): Promise<void>;
}

function ensureDir(file: string) {
  mkdirSync(dirname(file), { recursive: true });
}

export async function chromiumPage(options: { deviceScaleFactor?: number } = {}): Promise<EnginePage & { page: Page }> {
  const browser = await chromium.launch({ executablePath: chromiumExecutablePath(), args: chromiumArgs });
  const context = await browser.newContext({ deviceScaleFactor: options.deviceScaleFactor ?? 1 });
  const page = await context.newPage();
  return {
    engine: 'chromium',
    version: `Chromium ${browser.version()}`,
    page,
    async setViewport(width, height) {
      await page.setViewportSize({ width, height });
      return page.evaluate(() => document.documentElement.clientWidth);
    },
    async goto(url) {
      await page.goto(url);
    },
    evaluate: (fn, arg) => page.evaluate(fn as (arg: unknown) => never, arg),
    async addStyle(css) {
      await page.addStyleTag({ content: css });
    },
    press: (key) => page.keyboard.press(key),
    async screenshot(file, selector) {
      ensureDir(file);
      if (selector) await page.locator(selector).first().screenshot({ path: file });
      else await page.screenshot({ path: file });
    },
    close: () => browser.close(),
  };
}

/** Firefox ESR, headless. `prefs` are about:config preferences (e.g. the default font size for text-only 200%). */
export async function firefoxPage(prefs: Record<string, unknown> = {}): Promise<EnginePage> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
    headless: true,
    extraPrefsFirefox: { 'places.history.enabled': false, ...prefs },
  });
  // A new tab for each address: a tab whose keyboard focus has left the page for the browser's own controls
  // (Tab past the last link) does not give it back to the next page, whose focus then shows no ring.
  let page = await browser.newPage();
  let viewport = { width: 1280, height: 800 };
  return {
    engine: 'firefox',
    version: `Firefox ESR ${(await browser.version()).replace(/^firefox\//i, '')}`,
    async setViewport(width, height) {
      viewport = { width, height };
      await page.setViewport(viewport);
      return page.evaluate(() => document.documentElement.clientWidth);
    },
    async goto(url) {
      const previous = page;
      page = await browser.newPage();
      await previous.close();
      await page.setViewport(viewport);
      await page.goto(url, { waitUntil: 'load' });
    },
    evaluate: (fn, arg) => page.evaluate(fn as (arg: unknown) => never, arg),
    async addStyle(css) {
      await page.addStyleTag({ content: css });
    },
    async press(key) {
      const keys = key.split('+') as KeyInput[];
      for (const down of keys) await page.keyboard.down(down);
      for (const up of keys.reverse()) await page.keyboard.up(up);
    },
    async screenshot(file, selector) {
      ensureDir(file);
      if (selector) await (await page.$(selector))!.screenshot({ path: file });
      else await page.screenshot({ path: file });
    },
    close: () => browser.close(),
  };
}

/** The W3C WebDriver codes of the keys the checks press. */
const webDriverKeys: Record<string, string> = {
  Tab: '\uE004',
  Shift: '\uE008',
  Enter: '\uE007',
  Escape: '\uE00C',
  ArrowDown: '\uE015',
  ArrowUp: '\uE013',
  Space: '\uE00D',
};

const miniBrowser = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** WebKitGTK's MiniBrowser in a window on a virtual X display, driven by WebKitWebDriver. */
export async function webkitPage(display = 91, port = 4481): Promise<EnginePage> {
  const children: ChildProcess[] = [];
  const xvfb = spawn('Xvfb', [`:${display}`, '-screen', '0', '1400x1000x24'], { stdio: 'ignore' });
  children.push(xvfb);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const driver = spawn('WebKitWebDriver', [`--port=${port}`], {
    stdio: 'ignore',
    env: { ...process.env, DISPLAY: `:${display}` },
  });
  children.push(driver);
  const base = `http://127.0.0.1:${port}`;
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(base + path, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json()) as { value: T };
    if (!response.ok) throw new Error(`WebDriver ${method} ${path}: ${JSON.stringify(json.value)}`);
    return json.value;
  }
  let session: { sessionId: string; capabilities: { browserVersion: string } } | undefined;
  for (let attempt = 0; !session; attempt++) {
    try {
      session = await call('POST', '/session', {
        capabilities: { alwaysMatch: { 'webkitgtk:browserOptions': { binary: miniBrowser, args: ['--automation'] } } },
      });
    } catch (error) {
      if (attempt > 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  const id = session.sessionId;
  const run = <T>(script: string, args: unknown[] = []) =>
    call<T>('POST', `/session/${id}/execute/sync`, { script, args });
  return {
    engine: 'webkit',
    version: `WebKitGTK ${session.capabilities.browserVersion} (MiniBrowser)`,
    async setViewport(width, height) {
      // The window's frame and any minimum width: size the window, then correct by what the page reports.
      let size = { width, height };
      let inner = 0;
      for (let step = 0; step < 3; step++) {
        await call('POST', `/session/${id}/window/rect`, size);
        const [w, h] = await run<[number, number]>('return [innerWidth, innerHeight]');
        inner = w;
        if (w === width && h === height) break;
        size = { width: size.width + (width - w), height: size.height + (height - h) };
      }
      return run<number>('return document.documentElement.clientWidth').then((clientWidth) => clientWidth || inner);
    },
    async goto(url) {
      await call('POST', `/session/${id}/url`, { url });
    },
    evaluate: (fn, arg) => run(`return (${fn.toString()})(arguments[0])`, [arg ?? null]),
    async addStyle(css) {
      await run(
        'const style = document.createElement("style"); style.textContent = arguments[0]; document.head.append(style);',
        [css],
      );
    },
    async press(key) {
      const codes = key.split('+').map((name) => webDriverKeys[name] ?? name);
      const actions = [
        ...codes.map((value) => ({ type: 'keyDown', value })),
        ...codes.reverse().map((value) => ({ type: 'keyUp', value })),
      ];
      await call('POST', `/session/${id}/actions`, { actions: [{ type: 'key', id: 'keyboard', actions }] });
    },
    async screenshot(file, selector) {
      ensureDir(file);
      let png: string;
      if (selector) {
        const element = await call<Record<string, string>>('POST', `/session/${id}/element`, {
          using: 'css selector',
          value: selector,
        });
        png = await call('GET', `/session/${id}/element/${Object.values(element)[0]}/screenshot`);
      } else {
        png = await call('GET', `/session/${id}/screenshot`);
      }
      writeFileSync(file, Buffer.from(png, 'base64'));
    },
    async close() {
      await call('DELETE', `/session/${id}`).catch(() => undefined);
      for (const child of children.reverse()) child.kill();
    },
  };
}
