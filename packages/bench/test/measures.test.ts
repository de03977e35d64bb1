// Each measure in Chromium on small pages of the test's own, served over HTTP, that answer after a known delay of
// busy work: a measure must read at least that delay. Where Chromium cannot start the tests are skipped (`missing`
// says why); with CI=true that fails instead.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromiumExecutablePath, chromiumFlags, unavailable } from '@foundation/browsers/executables';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measureFirstInteraction, measureTaps } from '../src/index.mjs';

const missing = unavailable('chromium');
if (missing && process.env.CI) throw new Error(missing);

/** How long the pages' work takes, ms: over 50, so that it is a long task. */
const busyMs = 120;
const busy = `const until = performance.now() + ${busyMs}; while (performance.now() < until);`;

/** The app the first-interaction page fetches on the first pointer movement: busy work, then its measures. */
const app = `${busy}
performance.measure('stage:run', { start: window.startedAt });
performance.measure('ready', { start: window.startedAt });`;

const pages: Record<string, string> = {
  '/start': `<!doctype html><title>Start</title><p>Words
    <script>addEventListener('pointermove', () => {
      window.startedAt = performance.now();
      const script = document.createElement('script');
      script.src = '/app.js';
      document.head.append(script);
    }, { once: true });</script>`,
  '/tap': `<!doctype html><title>Tap</title>
    <button id="answer-me">Press</button><button id="hidden" hidden>Hidden</button><p>Words</p>
    <script>
      window.__appPhase = () => 'the only phase';
      document.getElementById('answer-me').addEventListener('click', () => {
        ${busy}
        const answer = document.createElement('p');
        answer.id = 'answer';
        document.body.append(answer);
      });
    </script>`,
  '/app.js': app,
};

let server: Server;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  server = createServer((request, response) => {
    const body = pages[request.url ?? ''];
    const type = request.url?.endsWith('.js') ? 'text/javascript' : 'text/html';
    response.writeHead(body ? 200 : 404, { 'content-type': type }).end(body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  if (!missing) browser = await chromium.launch({ executablePath: chromiumExecutablePath(), args: chromiumFlags });
});

afterAll(async () => {
  await browser?.close();
  server?.close();
});

describe.skipIf(missing)('in Chromium', () => {
  it('measureFirstInteraction times the start from the pointer movement to the ready measure', async () => {
    const measured = await measureFirstInteraction(browser, `${origin}/start`, {
      readyMeasure: 'ready',
      stagePrefix: 'stage:',
      cpuSlowdown: 1,
      settleMs: 0,
    });
    expect(measured.ready).toBeGreaterThanOrEqual(busyMs);
    expect(measured.longest).toBeGreaterThanOrEqual(busyMs);
    expect(measured.blocking).toBeGreaterThanOrEqual(busyMs - 50);
    expect(Object.keys(measured.stages)).toEqual(['run']);
    expect(measured.stages.run).toBeGreaterThanOrEqual(busyMs);
    expect(measured.scriptBytes).toBe(Buffer.byteLength(app));
  });

  const kind = {
    id: 'button',
    label: 'the button',
    control: '#answer-me',
    answered: `!!document.getElementById('answer')`,
    reset: (page: import('playwright-core').Page) => page.evaluate(() => document.getElementById('answer')?.remove()),
  };
  const moment = { id: 'now', label: 'at once', reach: async () => {} };

  it('measureTaps times each tap from the press to the frame that shows the answer, with the page’s phase', async () => {
    const rows = await measureTaps(browser, `${origin}/tap`, {
      kinds: [kind],
      moments: [moment, { ...moment, id: 'after a blank tap', blankTapFirst: true }],
      cpuSlowdown: 1,
      laterTaps: 1,
      quietMs: 0,
    });
    expect(rows.map((row) => [row.kind, row.moment, row.firstPhase])).toEqual([
      ['button', 'now', 'the only phase'],
      ['button', 'after a blank tap', 'the only phase'],
    ]);
    for (const row of rows) {
      expect(row.firstMs).toBeGreaterThanOrEqual(busyMs);
      expect(row.laterMs).toHaveLength(1);
      expect(row.laterMs[0]).toBeGreaterThanOrEqual(busyMs);
    }
  });

  it('measureTaps says which control, moment and step failed', async () => {
    const hidden = { ...kind, control: '#hidden' };
    await expect(measureTaps(browser, `${origin}/tap`, { kinds: [hidden], moments: [moment] })).rejects.toThrow(
      'the button, at once: first tap: the button: the control is not on screen.',
    );
  });
});
