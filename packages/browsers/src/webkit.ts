// WebKitGTK (Safari's engine): its MiniBrowser driven by WebKitWebDriver over W3C WebDriver, the only protocol
// it speaks (no BiDi, no DevTools), on an Xvfb display of its own (it has no headless mode). Plain WebDriver
// requests, one small function per command: the protocol is small, each command reads as the standard names
// it, and a client library (selenium-webdriver) added a dependency while leaving out what was needed (touch).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asEvaluate, asWaitFor, keep, poll, RESIZE_MS, waitForOver, WAIT_MS } from './common';
import { miniBrowserPath, required, webKitDriverPath } from './executables.mjs';
import type { EngineBrowser, EnginePage, InPage, KeyName, LaunchOptions } from './types';
import { screenSize, startXvfb, type XDisplay } from './xvfb';

/** WebDriver's codes for the keys (the standard's table of normalised keys). */
const keyCodes: Record<Exclude<KeyName, 'Shift+Tab'>, string> = {
  Tab: '\uE004',
  Enter: '\uE007',
  Escape: '\uE00C',
  Space: '\uE00D',
  End: '\uE010',
  Home: '\uE011',
  ArrowLeft: '\uE012',
  ArrowUp: '\uE013',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
};
const SHIFT = '\uE008';

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

/** Stops a detached child and what it started (its process group). */
function stopGroup(child: ChildProcess | undefined) {
  try {
    if (child?.pid && child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

/** WebKitWebDriver on a port of its own, answering once it is ready. */
async function startDriver(env: NodeJS.ProcessEnv): Promise<{ url: string; process: ChildProcess }> {
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
  failed.catch(() => undefined); // once ready, a later exit is the session's to report
  const url = `http://127.0.0.1:${port}`;
  const ready = poll('WebKitWebDriver to listen', async () => {
    try {
      return (await fetch(`${url}/status`)).ok;
    } catch {
      return false;
    }
  });
  try {
    await Promise.race([ready, failed]);
  } catch (error) {
    stopGroup(driver);
    throw error;
  }
  return { url, process: driver };
}

/** One WebDriver session: a command is a method, a path under the session and a body. */
function sessionClient(base: string, id: string) {
  return async function command<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${base}/session/${id}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
    });
    const json = (await response.json()) as { value: T };
    if (!response.ok) throw new Error(`WebDriver ${method} ${path}: ${JSON.stringify(json.value)}`);
    return json.value;
  };
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

export async function launchWebKit(options: LaunchOptions): Promise<EngineBrowser> {
  const { javaScript = true, compositing = true } = options;
  if (options.window || options.accessibility || options.deviceScaleFactor || options.firefoxPrefs)
    throw new Error('WebKitGTK: window, accessibility, deviceScaleFactor and firefoxPrefs are not options');
  const waitMs = options.waitTimeoutMs ?? WAIT_MS;
  // A display of its own: its one window has the keyboard, whatever other browsers this process has open.
  const display: XDisplay = await startXvfb();
  const gtkConfig = narrowChromeConfig();
  // No session bus and no accessibility bridge: with none to join, GTK starts a session bus of its own (dbus-launch)
  // with the accessibility bus and the desktop portals, which outlive the run. The page needs neither.
  const env: NodeJS.ProcessEnv = {
    ...(options.env ?? process.env),
    DISPLAY: display.display,
    DBUS_SESSION_BUS_ADDRESS: 'disabled:',
    NO_AT_BRIDGE: '1',
    XDG_CONFIG_HOME: gtkConfig,
    ...(compositing ? {} : { WEBKIT_DISABLE_COMPOSITING_MODE: '1' }),
  };
  delete env.WAYLAND_DISPLAY;
  let driver: Awaited<ReturnType<typeof startDriver>> | undefined;
  const stop = () => {
    stopGroup(driver?.process);
    display.stop();
    rmSync(gtkConfig, { recursive: true, force: true });
  };
  let session: { sessionId: string; capabilities: { browserVersion: string } };
  try {
    driver = await startDriver(env);
    const response = await fetch(`${driver.url}/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        capabilities: {
          alwaysMatch: {
            browserName: 'MiniBrowser',
            'webkitgtk:browserOptions': {
              binary: required(miniBrowserPath(), 'webkit2gtk-driver'),
              // Without JavaScript: the page's scripts do not run, (scripting: none) matches, the driver's still do.
              args: ['--automation', ...(javaScript ? [] : ['--enable-javascript=false'])],
            },
          },
        },
      }),
    });
    const json = (await response.json()) as { value: typeof session };
    if (!response.ok) throw new Error(`WebKitWebDriver started no session: ${JSON.stringify(json.value)}`);
    session = json.value;
  } catch (error) {
    stop();
    throw error;
  }
  const command = sessionClient(driver.url, session.sessionId);
  const page = webKitPage(command, waitMs, compositing);
  return {
    name: 'webkit',
    version: `WebKitGTK ${session.capabilities.browserVersion} (MiniBrowser)`,
    pid: undefined,
    // One window per session (MiniBrowser's): each page is opened in it.
    newPage: () => Promise.resolve(page),
    async close() {
      try {
        await command('DELETE', '');
      } catch {
        // the session or its driver has gone: stopped below either way
      } finally {
        stop();
      }
    },
  };
}

function webKitPage(command: ReturnType<typeof sessionClient>, waitMs: number, compositing: boolean): EnginePage {
  /** Runs a function body in the page (WebDriver waits for a promise it returns). */
  const execute = <T>(script: string, args: unknown[] = []) => command<T>('POST', '/execute/sync', { script, args });
  const evaluate = (fn: InPage<unknown, unknown>, arg?: unknown) =>
    execute(`return (${fn.toString()}).apply(null, arguments)`, arg === undefined ? [] : [arg]);
  const actions = (...sources: unknown[]) => command('POST', '/actions', { actions: sources });
  const keys = (...codes: string[]) => ({
    type: 'key',
    id: 'keyboard',
    actions: [
      ...codes.map((value) => ({ type: 'keyDown', value })),
      ...codes.reverse().map((value) => ({ type: 'keyUp', value })),
    ],
  });
  const pointer = (pointerType: 'mouse' | 'touch', x: number, y: number, press: boolean) => ({
    type: 'pointer',
    id: pointerType,
    parameters: { pointerType },
    actions: [
      // A mouse glides there in 100 ms, as a hand does; a finger lands.
      {
        type: 'pointerMove',
        x: Math.round(x),
        y: Math.round(y),
        origin: 'viewport',
        duration: pointerType === 'mouse' ? 100 : 0,
      },
      ...(press
        ? [
            { type: 'pointerDown', button: 0 },
            { type: 'pointerUp', button: 0 },
          ]
        : []),
    ],
  });
  return {
    async open(url) {
      await command('POST', '/url', { url });
      // The window has the keyboard once the display has given it focus (there is no window manager).
      await poll('the window to have the keyboard', () => execute<boolean>('return document.hasFocus()'), waitMs);
    },
    async resize(width, height) {
      // MiniBrowser's window in automation is the page and a toolbar above it (outerHeight less innerHeight), as
      // narrow as the page asks (narrowChromeConfig). With no window manager, the keyboard goes to the window under the X
      // pointer, which rests at the screen's centre (the driver's pointer is not X's): the window is centred on it.
      const toolbar = await execute<number>('return outerHeight - innerHeight');
      const x = Math.round((screenSize.width - width) / 2);
      const y = Math.max(0, Math.round((screenSize.height - height - toolbar) / 2));
      const ask = () => command('POST', '/window/rect', { x, y, width, height: height + toolbar });
      await ask();
      // With no window manager, a size asked for while the window still takes an earlier one can be lost (seen on a
      // busy machine: the window kept 320×256 and the driver answered 1024 wide). Asked again each second until the
      // page has it; a size the window cannot take still fails, naming the size it has.
      let asked = Date.now();
      const viewport = () => execute<[number, number]>('return [innerWidth, innerHeight]');
      await poll(
        `a ${width}×${height} viewport`,
        async () => {
          const [innerWidth, innerHeight] = await viewport();
          if (innerWidth === width && innerHeight === height) return true;
          if (Date.now() - asked > 1000) {
            await ask();
            asked = Date.now();
          }
          return false;
        },
        RESIZE_MS,
        async () => (await viewport()).join('×'),
      );
      return width;
    },
    evaluate: asEvaluate(evaluate),
    async run(script) {
      await execute(script);
    },
    waitFor: asWaitFor(waitForOver(evaluate, waitMs)),
    async press(key) {
      await actions(key === 'Shift+Tab' ? keys(SHIFT, keyCodes.Tab) : keys(keyCodes[key]));
    },
    async movePointer(x, y) {
      await actions(pointer('mouse', x, y, false));
    },
    async click(x, y) {
      await actions(pointer('mouse', x, y, true));
    },
    async tap(x, y) {
      await actions(pointer('touch', x, y, true));
    },
    async screenshot(options = {}) {
      // The driver takes its snapshot from the compositor: without one, the command never answers.
      if (!compositing) throw new Error('WebKitGTK takes no screenshot without compositing (launch option)');
      let base64: string;
      if (options.selector) {
        const element = await command<Record<string, string>>('POST', '/element', {
          using: 'css selector',
          value: options.selector,
        });
        base64 = await command<string>('GET', `/element/${Object.values(element)[0]}/screenshot`);
      } else base64 = await command<string>('GET', '/screenshot');
      return keep(Buffer.from(base64, 'base64'), options);
    },
    async addStyle(css) {
      await execute(
        'const style = document.createElement("style"); style.textContent = arguments[0]; document.head.append(style);',
        [css],
      );
    },
    url: () => command<string>('GET', '/url'),
    // The window is the session's: it closes with the browser.
    close: () => Promise.resolve(),
  };
}
