// The two engines besides Chromium, as the behaviour suites drive them: Firefox ESR (Gecko) by puppeteer-core over
// WebDriver BiDi, and WebKitGTK (Safari's engine) by selenium-webdriver over classic WebDriver (WebKitWebDriver,
// which speaks no BiDi), its MiniBrowser on an Xvfb display (it has no headless mode). Playwright can drive
// neither here: it cannot download its own patched builds, and its BiDi client asks Firefox ESR for commands ESR
// lacks. Either way every key and every click is the driver's input (a real event in the engine, trusted), and
// pages come from the suites' static server through a holding proxy (e2e/holdingProxy.ts), which can hold back
// the app's code: neither client here can intercept requests.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import puppeteer, { type Browser as PuppeteerBrowser, type KeyInput, type Page as PuppeteerPage } from 'puppeteer-core';
import { Builder, Key, Origin, type WebDriver } from 'selenium-webdriver';
import { Command, Name } from 'selenium-webdriver/lib/command.js';
import { screenSize, startXvfb } from '../xvfb';
import { firefoxExecutablePath } from '../firefox';

export const engineNames = ['firefox', 'webkit'] as const;
export type EngineName = (typeof engineNames)[number];

/** The keys the suites press, as a keyboard does (Shift held for Shift+Tab). */
export type KeyName = 'Tab' | 'Shift+Tab' | 'Enter' | 'Escape' | 'ArrowDown';

/** A function run in the page: self-contained (it is sent as source), its argument and result plain data. */
type InPage<A, T> = (arg: A) => T | Promise<T>;

/** One tab of an engine: what a test does with the page, in either engine. */
export interface EnginePage {
  /** Opens the address and resolves once the page has loaded. */
  open(url: string): Promise<void>;
  /** The viewport's size in CSS px (the window's, where the engine has no other). */
  resize(width: number, height: number): Promise<void>;
  evaluate<T>(fn: InPage<void, T>): Promise<T>;
  evaluate<A, T>(fn: InPage<A, T>, arg: A): Promise<T>;
  /** Runs a script given as source (the accessibility probes). */
  run(script: string): Promise<void>;
  /** Waits until the function, run in the page, returns true; fails naming `what` after the suite's timeout. */
  waitFor(what: string, fn: InPage<void, boolean>): Promise<void>;
  waitFor<A>(what: string, fn: InPage<A, boolean>, arg: A): Promise<void>;
  press(key: KeyName): Promise<void>;
  /** Moves the pointer to this point of the viewport. */
  movePointer(x: number, y: number): Promise<void>;
  /** Presses and releases the primary button at this point of the viewport. */
  click(x: number, y: number): Promise<void>;
  /**
   * A finger's tap at this point of the viewport (WebDriver's touch pointer). Firefox fires touch and pointer
   * events of a touch; WebKitGTK's driver has no touch screen and fires a mouse's.
   */
  tap(x: number, y: number): Promise<void>;
  url(): Promise<string>;
}

export interface EngineBrowser {
  name: EngineName;
  /** The engine's product and version, as the test's annotation names it. */
  version: string;
  /** A page for one test, as a new visitor has it: the previous test's page is gone. */
  newPage(): Promise<EnginePage>;
  close(): Promise<void>;
}

/** How long a wait in the page may take before the test fails (not a measure of speed: see the benches). */
const WAIT_MS = 30_000;

async function poll(what: string, check: () => Promise<boolean>): Promise<void> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > WAIT_MS) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const puppeteerKeys: Record<Exclude<KeyName, 'Shift+Tab'>, KeyInput> = {
  Tab: 'Tab',
  Enter: 'Enter',
  Escape: 'Escape',
  ArrowDown: 'ArrowDown',
};

/** Fails with what to install when a program the engine needs is not there. */
function required(path: string, debianPackage: string): string {
  if (!existsSync(path)) throw new Error(`${path} is missing: apt-get install -y ${debianPackage}`);
  return path;
}

async function launchFirefox(javaScript: boolean): Promise<EngineBrowser> {
  const browser: PuppeteerBrowser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: required(firefoxExecutablePath(), 'firefox-esr'),
    headless: true,
    defaultViewport: null,
    extraPrefsFirefox: {
      'javascript.enabled': javaScript,
      // No history: a link is not "visited" because another test followed it.
      'places.history.enabled': false,
    },
  });
  let current: PuppeteerPage | undefined;
  return {
    name: 'firefox',
    version: `Firefox ${(await browser.version()).replace(/^firefox\//i, '')}`,
    async newPage() {
      // A new tab has the keyboard in its page (the first window's is in its address bar).
      const page = await browser.newPage();
      await current?.close();
      current = page;
      const evaluate = (fn: InPage<unknown, unknown>, arg?: unknown) => page.evaluate(fn, arg);
      return {
        async open(url) {
          await page.goto(url);
        },
        async resize(width, height) {
          await page.setViewport({ width, height });
        },
        evaluate: evaluate as EnginePage['evaluate'],
        async run(script) {
          await page.evaluate(script);
        },
        waitFor: ((what: string, fn: InPage<unknown, boolean>, arg?: unknown) =>
          poll(what, async () => !!(await evaluate(fn, arg)))) as EnginePage['waitFor'],
        async press(key) {
          if (key === 'Shift+Tab') {
            await page.keyboard.down('Shift');
            await page.keyboard.press('Tab');
            await page.keyboard.up('Shift');
          } else await page.keyboard.press(puppeteerKeys[key]);
        },
        async movePointer(x, y) {
          await page.mouse.move(x, y);
        },
        async click(x, y) {
          await page.mouse.click(x, y);
        },
        async tap(x, y) {
          await page.touchscreen.tap(x, y);
        },
        url: () => Promise.resolve(page.url()),
      };
    },
    close: () => browser.close(),
  };
}

const webKitDriverPath = () => process.env.WEBKIT_WEBDRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const miniBrowserPath = () =>
  process.env.WEBKIT_MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

const webDriverKeys: Record<Exclude<KeyName, 'Shift+Tab'>, string> = {
  Tab: Key.TAB,
  Enter: Key.ENTER,
  Escape: Key.ESCAPE,
  ArrowDown: Key.ARROW_DOWN,
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error())));
    });
  });
}

/** WebKitWebDriver on a port of its own, answering once it is ready. */
async function startWebKitDriver(env: NodeJS.ProcessEnv): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const driver = spawn(required(webKitDriverPath(), 'webkit2gtk-driver'), [`--port=${port}`], {
    env,
    detached: true,
    stdio: 'ignore',
  });
  const failed = new Promise<never>((_, reject) => {
    driver.once('error', (error) =>
      reject(new Error(`WebKitWebDriver could not start (${error.message}): apt-get install -y webkit2gtk-driver`)),
    );
    driver.once('exit', (code) => reject(new Error(`WebKitWebDriver exited (${String(code)})`)));
  });
  const url = `http://127.0.0.1:${port}`;
  const ready = poll('WebKitWebDriver to listen', async () => {
    try {
      return (await fetch(`${url}/status`)).ok;
    } catch {
      return false;
    }
  });
  await Promise.race([ready, failed]);
  return { url, process: driver };
}

/**
 * MiniBrowser's toolbar (back, forward, the address) would hold its window at least 447 px wide: 400% zoom on a
 * 1280 px screen leaves a page 320 CSS px wide. Styled down to nothing by GTK's user style sheet (the browser's
 * chrome only: GTK does not style the page), the window goes as narrow as the page asks. A folder of its own as
 * the GTK configuration's home; removed when the browser closes.
 */
function narrowChromeConfig(): string {
  const home = mkdtempSync(join(tmpdir(), 'webkit-gtk-'));
  mkdirSync(join(home, 'gtk-3.0'));
  writeFileSync(
    join(home, 'gtk-3.0', 'gtk.css'),
    'toolbar, toolbar *, entry, button, headerbar, headerbar * ' +
      '{ min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 1px; border-width: 0; }\n',
  );
  return home;
}

async function launchWebKit(javaScript: boolean): Promise<EngineBrowser> {
  // A display of its own: its one window has the keyboard, whatever other browsers this worker has open.
  const display = await startXvfb();
  const gtkConfig = narrowChromeConfig();
  // No session bus and no accessibility bridge: with none to join, GTK starts a session bus of its own (dbus-launch)
  // with the accessibility bus and the desktop portals, which outlive the run. These checks need neither.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DISPLAY: display.display,
    DBUS_SESSION_BUS_ADDRESS: 'disabled:',
    NO_AT_BRIDGE: '1',
    XDG_CONFIG_HOME: gtkConfig,
  };
  delete env.WAYLAND_DISPLAY;
  let server: Awaited<ReturnType<typeof startWebKitDriver>> | undefined;
  const stopServer = () => {
    try {
      if (server?.process.pid && server.process.exitCode === null) process.kill(-server.process.pid, 'SIGKILL');
    } catch {
      // already gone
    }
    display.stop();
    rmSync(gtkConfig, { recursive: true, force: true });
  };
  try {
    server = await startWebKitDriver(env);
  } catch (error) {
    stopServer();
    throw error;
  }
  let driver: WebDriver;
  try {
    driver = await new Builder()
      .usingServer(server.url)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': {
          binary: required(miniBrowserPath(), 'webkit2gtk-driver'),
          // Without JavaScript: the page's scripts do not run, (scripting: none) matches, and the driver's still do.
          args: ['--automation', ...(javaScript ? [] : ['--enable-javascript=false'])],
        },
      })
      .build();
  } catch (error) {
    stopServer();
    throw error;
  }
  const capabilities = await driver.getCapabilities();
  const evaluate = (fn: InPage<unknown, unknown>, arg?: unknown) => driver.executeScript(fn, arg);
  const pointerAt = (x: number, y: number) =>
    driver.actions().move({ x: Math.round(x), y: Math.round(y), origin: Origin.VIEWPORT });
  const page: EnginePage = {
    async open(url) {
      await driver.get(url);
      // The window has the keyboard once the display has given it focus (there is no window manager).
      await poll(
        'the window to have the keyboard',
        async () => !!(await driver.executeScript('return document.hasFocus()')),
      );
    },
    async resize(width, height) {
      // MiniBrowser's window in automation is the page and its toolbar (narrowChromeConfig): the window is as wide
      // as the viewport, and taller by the toolbar. With no window manager, the keyboard goes to the window under
      // the X pointer, which rests at the screen's centre (the driver's pointer is not X's): the window is centred
      // on it.
      const place = async (windowHeight: number) => {
        const x = Math.round((screenSize.width - width) / 2);
        const y = Math.max(0, Math.round((screenSize.height - windowHeight) / 2));
        await driver.manage().window().setRect({ x, y, width, height: windowHeight });
      };
      await place(height);
      await poll(`a ${width}px viewport`, async () => (await driver.executeScript('return innerWidth')) === width);
      const toolbar = Number(await driver.executeScript('return outerHeight - innerHeight'));
      if (toolbar > 0) {
        await place(height + toolbar);
        await poll(
          `a ${height}px high viewport`,
          async () => (await driver.executeScript('return innerHeight')) === height,
        );
      }
    },
    evaluate: evaluate as EnginePage['evaluate'],
    async run(script) {
      await driver.executeScript(script);
    },
    waitFor: ((what: string, fn: InPage<unknown, boolean>, arg?: unknown) =>
      poll(what, async () => !!(await evaluate(fn, arg)))) as EnginePage['waitFor'],
    async press(key) {
      const actions = driver.actions();
      if (key === 'Shift+Tab')
        await actions.keyDown(Key.SHIFT).keyDown(Key.TAB).keyUp(Key.TAB).keyUp(Key.SHIFT).perform();
      else await actions.keyDown(webDriverKeys[key]).keyUp(webDriverKeys[key]).perform();
    },
    async movePointer(x, y) {
      await pointerAt(x, y).perform();
    },
    async click(x, y) {
      await pointerAt(x, y).press().release().perform();
    },
    async tap(x, y) {
      // WebDriver's own actions for a touch pointer (selenium's typed API has mouse and keyboard only).
      const finger = {
        type: 'pointer',
        id: 'finger',
        parameters: { pointerType: 'touch' },
        actions: [
          { type: 'pointerMove', x: Math.round(x), y: Math.round(y), origin: 'viewport', duration: 0 },
          { type: 'pointerDown', button: 0 },
          { type: 'pointerUp', button: 0 },
        ],
      };
      await driver.execute(new Command(Name.ACTIONS).setParameter('actions', [finger]));
    },
    url: () => driver.getCurrentUrl(),
  };
  return {
    name: 'webkit',
    version: `WebKitGTK ${String(capabilities.get('browserVersion'))}`,
    // One window per session (MiniBrowser's): each test opens its page in it, from a new origin (its own proxy),
    // so that no storage or cache is shared with the test before.
    newPage: () => Promise.resolve(page),
    async close() {
      try {
        await driver.quit();
      } finally {
        stopServer();
      }
    },
  };
}

/** The browsers of one worker, launched when a test first needs each, with or without JavaScript. */
export class EngineBrowsers {
  private readonly launched = new Map<string, Promise<EngineBrowser>>();

  get(name: EngineName, { javaScript = true } = {}): Promise<EngineBrowser> {
    const key = `${name}:${javaScript}`;
    let browser = this.launched.get(key);
    if (!browser) {
      browser = name === 'firefox' ? launchFirefox(javaScript) : launchWebKit(javaScript);
      this.launched.set(key, browser);
    }
    return browser;
  }

  async closeAll(): Promise<void> {
    const browsers = [...this.launched.values()];
    this.launched.clear();
    await Promise.allSettled(browsers.map(async (browser) => (await browser).close()));
  }
}
