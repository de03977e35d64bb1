// Each engine launched for real against a small page served here: what the interface promises (open, resize,
// evaluate, run, waitFor, press, movePointer, click, tap, screenshot, addStyle, url) holds in every engine, and
// every key and pointer event it sends is a trusted one. An engine whose Debian package is missing is skipped,
// saying which; on CI (CI=true) it fails instead.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { engineNames, launch, startXvfb, unavailable, type EngineBrowser, type EnginePage } from '../src/index';

/** Two buttons at known places, and every input event the page receives, in order. */
const page = `<!doctype html>
<html lang="en">
  <head>
    <title>Browsers test page</title>
    <style>
      body { margin: 0; height: 2000px; }
      button { position: absolute; left: 20px; width: 100px; height: 40px; }
    </style>
  </head>
  <body>
    <button id="first" style="top: 20px">First</button>
    <button id="second" style="top: 80px">Second</button>
    <p id="scripted" style="margin-top: 140px">no script ran</p>
    <script>
      document.getElementById('scripted').textContent = 'the page script ran';
      window.seen = [];
      for (const type of ['keydown', 'pointermove', 'pointerdown', 'click'])
        addEventListener(type, (event) => seen.push({
          type,
          key: event.key,
          shiftKey: event.shiftKey,
          pointerType: event.pointerType,
          target: event.target.id,
          trusted: event.isTrusted,
        }), true);
    </script>
  </body>
</html>`;

interface Seen {
  type: string;
  key?: string;
  shiftKey?: boolean;
  pointerType?: string;
  target: string;
  trusted: boolean;
}

let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    response.writeHead(request.url === '/' ? 200 : 404, { 'content-type': 'text/html' }).end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Where an engine cannot start here: skipped with the reason, except on CI, where it fails. */
const missing = (engine: (typeof engineNames)[number]) => (process.env.CI ? undefined : unavailable(engine));

/** The events the page has seen since the last call, and forgets them. */
const seenSince = (tab: EnginePage) => tab.evaluate(() => (window as unknown as { seen: Seen[] }).seen.splice(0));

for (const engine of engineNames) {
  const reason = missing(engine);
  describe.skipIf(reason)(`${engine}${reason ? ` (skipped: ${reason})` : ''}`, () => {
    let browser: EngineBrowser;
    let tab: EnginePage;
    const folder = mkdtempSync(join(tmpdir(), `browsers-${engine}-`));

    beforeAll(async () => {
      browser = await launch(engine, { waitTimeoutMs: 2_000 });
      tab = await browser.newPage();
    });
    afterAll(async () => {
      await browser?.close();
      rmSync(folder, { recursive: true, force: true });
    });

    test('says its product and version', () => {
      expect(browser.version).toMatch(/^(Chromium|Firefox ESR|WebKitGTK) \d+\.\d+/);
    });

    test('sizes the viewport, then opens a page that has that size', async () => {
      // 400% zoom of a 1280 px screen, then back.
      await tab.open(`${origin}/`);
      expect(await tab.resize(320, 256)).toBe(320);
      expect(await tab.evaluate(() => [innerWidth, innerHeight])).toEqual([320, 256]);
      expect(await tab.resize(640, 480)).toBe(640);
      await tab.open(`${origin}/`);
      expect(await tab.url()).toBe(`${origin}/`);
      expect(await tab.evaluate(() => [innerWidth, innerHeight])).toEqual([640, 480]);
      expect(await tab.evaluate(() => document.getElementById('scripted')?.textContent)).toBe('the page script ran');
    });

    test('evaluates a function with its argument, awaiting what it returns, and runs a script', async () => {
      expect(await tab.evaluate(({ a, b }) => a + b, { a: 2, b: 3 })).toBe(5);
      expect(await tab.evaluate((ms) => new Promise((resolve) => setTimeout(() => resolve('later'), ms)), 10)).toBe(
        'later',
      );
      await tab.run('window.ranHere = document.title;');
      expect(await tab.evaluate(() => (window as unknown as { ranHere: string }).ranHere)).toBe('Browsers test page');
    });

    test('waits for a condition in the page, and fails naming it when it never holds', async () => {
      await tab.run('setTimeout(() => { window.ready = true; }, 200);');
      await tab.waitFor('ready', () => (window as unknown as { ready?: boolean }).ready === true);
      await expect(tab.waitFor('the impossible', (value) => value === 2, 1)).rejects.toThrow(
        'Timed out waiting for the impossible',
      );
    });

    test('presses keys as a keyboard does: Tab, Shift+Tab and Enter move focus and press the button', async () => {
      await seenSince(tab);
      const focused = () => tab.evaluate(() => document.activeElement?.id);
      await tab.press('Tab');
      expect(await focused()).toBe('first');
      await tab.press('Tab');
      expect(await focused()).toBe('second');
      await tab.press('Shift+Tab');
      expect(await focused()).toBe('first');
      await tab.press('Enter');
      const seen = await seenSince(tab);
      expect(seen.filter((event) => event.type === 'keydown').map(({ key, shiftKey }) => [key, shiftKey])).toEqual([
        ['Tab', false],
        ['Tab', false],
        ['Shift', true],
        // WebKitGTK names the key of Shift+Tab by GTK's ISO_Left_Tab, which it does not map to "Tab".
        [engine === 'webkit' ? 'Unidentified' : 'Tab', true],
        ['Enter', false],
      ]);
      expect(seen.find((event) => event.type === 'click')).toMatchObject({ target: 'first', trusted: true });
      expect(seen.every((event) => event.trusted)).toBe(true);
    });

    test('moves the pointer, clicks and taps at points of the viewport', async () => {
      await seenSince(tab);
      await tab.movePointer(70, 100);
      await tab.waitFor('the pointer over Second', () =>
        (window as unknown as { seen: Seen[] }).seen.some((e) => e.type === 'pointermove' && e.target === 'second'),
      );
      await tab.click(70, 40);
      await tab.waitFor('a click on First', () =>
        (window as unknown as { seen: Seen[] }).seen.some((e) => e.type === 'click' && e.target === 'first'),
      );
      expect((await seenSince(tab)).every((event) => event.trusted)).toBe(true);
      await tab.tap(70, 100);
      await tab.waitFor('a tap on Second', () =>
        (window as unknown as { seen: Seen[] }).seen.some((e) => e.type === 'click' && e.target === 'second'),
      );
      const down = (await seenSince(tab)).find((event) => event.type === 'pointerdown');
      expect(down).toMatchObject({ target: 'second', trusted: true });
      // WebKitGTK's driver has no touch screen: its tap is a mouse's.
      expect(down?.pointerType).toBe(engine === 'webkit' ? 'mouse' : 'touch');
    });

    test('adds a style sheet, and pictures the viewport and an element', async () => {
      await tab.addStyle('#first { background: rgb(1, 2, 3); }');
      expect(await tab.evaluate(() => getComputedStyle(document.getElementById('first')!).backgroundColor)).toBe(
        'rgb(1, 2, 3)',
      );
      const size = (png: Uint8Array) => {
        expect([...png.subarray(1, 4)].map((byte) => String.fromCharCode(byte)).join('')).toBe('PNG');
        const view = new DataView(png.buffer, png.byteOffset);
        return [view.getUint32(16), view.getUint32(20)];
      };
      expect(size(await tab.screenshot())).toEqual([640, 480]);
      const path = join(folder, 'pictures', 'first.png');
      expect(size(await tab.screenshot({ path, selector: '#second' }))).toEqual([100, 40]);
      expect(size(readFileSync(path))).toEqual([100, 40]);
    });
  });

  describe.skipIf(reason)(`${engine} without JavaScript`, () => {
    test("the page's scripts do not run; the driver's do", async () => {
      const browser = await launch(engine, { javaScript: false });
      try {
        const tab = await browser.newPage();
        await tab.resize(640, 480);
        await tab.open(`${origin}/`);
        expect(await tab.evaluate(() => document.getElementById('scripted')?.textContent)).toBe('no script ran');
        expect(await tab.evaluate(() => matchMedia('(scripting: none)').matches)).toBe(true);
      } finally {
        await browser.close();
      }
    });
  });
}

// The engine suites' WebKit: painted without the GL compositor, it behaves as composited and says why it takes no picture.
const webKitMissing = missing('webkit');
describe.skipIf(webKitMissing)('webkit without compositing', () => {
  test('lays out, takes trusted keys and clicks as composited, and refuses a screenshot', async () => {
    const browser = await launch('webkit', { compositing: false, waitTimeoutMs: 2_000 });
    try {
      const tab = await browser.newPage();
      expect(await tab.resize(640, 480)).toBe(640);
      await tab.open(`${origin}/`);
      expect(await tab.evaluate(() => document.getElementById('second')!.getBoundingClientRect().top)).toBe(80);
      await tab.press('Tab');
      expect(await tab.evaluate(() => document.activeElement?.id)).toBe('first');
      await tab.click(70, 100);
      expect(
        (await seenSince(tab))
          .filter(({ type }) => type !== 'pointermove')
          .map(({ type, target, trusted }) => [type, target, trusted]),
      ).toEqual([
        ['keydown', '', true],
        ['pointerdown', 'second', true],
        ['click', 'second', true],
      ]);
      await expect(tab.screenshot()).rejects.toThrow(/without compositing/);
    } finally {
      await browser.close();
    }
  });
});

// A window on a display, as a screen reader's desktop has the browser: its process is known (to give its window
// the keyboard), and the window's size is the viewport's.
for (const engine of ['chromium', 'firefox'] as const) {
  const reason = missing(engine) ?? missing('webkit')?.match(/Xvfb .*/)?.[0];
  describe.skipIf(reason)(`${engine} in a window${reason ? ` (skipped: ${reason})` : ''}`, () => {
    test('opens on the display it is given, with its process id', async () => {
      const display = await startXvfb();
      const browser = await launch(engine, {
        window: { width: 800, height: 600 },
        env: { ...process.env, DISPLAY: display.display },
        accessibility: true,
      });
      try {
        expect(browser.pid).toBeGreaterThan(0);
        const tab = await browser.newPage();
        await tab.open(`${origin}/`);
        expect(await tab.evaluate(() => document.title)).toBe('Browsers test page');
        const [width, height] = await tab.evaluate(() => [outerWidth, outerHeight]);
        expect(width).toBe(800);
        expect(height).toBeLessThanOrEqual(600);
      } finally {
        await browser.close();
        display.stop();
      }
    });
  });
}
