// Orca itself, on a small page of the test's own: a desktop, Firefox ESR in a window on it, and what Orca says as
// the page arrives and to a key; all of it beside a user's own Orca, which is still running when the desktop has
// stopped, and the desktop leaves no process behind, whether it stopped or its start timed out. Skipped where the
// desktop or Firefox ESR cannot start (CI=true fails instead).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unavailable } from '@foundation/browsers/executables';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP_START_MS,
  DESKTOP_TAG,
  desktopUnavailable,
  Listener,
  openReader,
  startDesktop,
  transcript,
  type Desktop,
  type ReaderPage,
  type Step,
} from '../src/index';
import { taggedProcesses } from '../src/desktop';
import { processName, startUserOrca, type UserOrca } from './userOrca';

const testPage = `<!doctype html><html lang="en"><title>Orca test page</title>
<main><h1>Welcome</h1><p>Some words.</p><button type="button">Save draft</button></main></html>`;

const noDesktop = desktopUnavailable();
/** More than Xvfb and the buses take to start; the stand-in Orca below never says "Screen reader on.". */
const START_TIMEOUT_MS = 3_000;
/**
 * A stand-in for /usr/bin/orca, put first on PATH: the functions of Orca's launcher that orca_guest.py uses, and a
 * main() that never starts, as a slow Orca on a busy machine does not in time.
 */
const slowOrca = `#!/usr/bin/python3
import time
def setProcessName(name): pass
def otherOrcas(): return []
def cleanup(signal): pass
def main(): time.sleep(3600)
`;
const missing = noDesktop ?? unavailable('firefox');
if (missing && process.env.CI) throw new Error(missing);

/** The processes a desktop of this process started (DESKTOP_TAG), by pid, each with its name. */
const processesOf = (belongs: (tag: string) => boolean) =>
  taggedProcesses()
    .filter(({ tag }) => belongs(tag))
    .map(({ pid }) => `${pid} ${processName(pid) ?? '(gone)'}`);

describe.skipIf(!!missing)('Orca reading a page in Firefox ESR, beside a user’s own Orca', () => {
  let server: Server;
  let origin: string;
  let userOrca: UserOrca | undefined;
  let desktop: Desktop | undefined;
  let page: ReaderPage | undefined;

  beforeAll(async () => {
    server = createServer((request, response) => {
      // The start page is plain text: what Orca says of the test page is what arriving on it says.
      const start = request.url === '/start';
      response.setHeader('content-type', start ? 'text/plain' : 'text/html; charset=utf-8');
      response.end(start ? 'start' : testPage);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    userOrca = await startUserOrca();
    desktop = await startDesktop();
    page = await openReader(desktop, 'firefox', { window: { width: 800, height: 600 }, startUrl: `${origin}/start` });
  }, 2 * DESKTOP_START_MS);

  afterAll(async () => {
    await page?.close();
    await desktop?.stop();
    userOrca?.stop();
    server?.close();
  });

  // One more try, as the site's Orca suite has: beside busy processes Orca 43 at times drops an event.
  it(
    'says the page as it arrives, the heading H finds and the button Tab reaches',
    { retry: 1, timeout: 120_000 },
    async () => {
      const listener = new Listener(desktop!, page);
      await page!.open(`${origin}/`);
      await listener.arrival();
      const steps: Step[] = [{ step: 'open /', said: listener.heard(), loaded: true }];
      steps.push(...(await listener.pressEach(['h'])));
      steps.push({ step: 'Tab', said: await listener.press('Tab') });
      const heard = transcript(steps);
      const [arriving, heading, tab] = steps.map((step) => step.said.join(' '));
      expect(arriving, heard).toContain('Orca test page');
      expect(heading, heard).toMatch(/Welcome.*heading.*level 1/);
      expect(tab, heard).toMatch(/Save draft.*button/);
    },
  );

  it('stops all it started and nothing else: the user’s Orca runs on', { timeout: 120_000 }, async () => {
    const tag = desktop!.env[DESKTOP_TAG];
    const ours = () => processesOf((other) => other === tag);
    const running = ours();
    // Its Orca is named so that the user's does not see it (pgrep -x orca), and the user's is not its to end.
    expect
      .soft(
        running.filter((line) => line.endsWith(' orca-guest')),
        running.join('\n'),
      )
      .toHaveLength(1);
    expect
      .soft(
        running.filter((line) => line.endsWith(' orca')),
        running.join('\n'),
      )
      .toEqual([]);
    await page!.close();
    page = undefined;
    await desktop!.stop();
    desktop = undefined;
    expect.soft(ours(), 'processes the desktop left').toEqual([]);
    expect(userOrca!.running(), `the user’s Orca (process ${userOrca!.pid}) after the desktop`).toBe(true);
  });
});

describe.skipIf(!!noDesktop)('a desktop whose start times out', () => {
  it('throws and leaves no process behind', { timeout: DESKTOP_START_MS + 30_000 }, async () => {
    const ofThisProcess = (tag: string) => tag.startsWith(`${process.pid}-`);
    // What it started meanwhile, seen every 50 ms: Xvfb, the buses and the stand-in Orca, never ready.
    const seen = new Set<string>();
    const watch = setInterval(() => {
      for (const line of processesOf(ofThisProcess)) seen.add(line.replace(/^\d+ /, ''));
    }, 50);
    const bin = mkdtempSync(join(tmpdir(), 'slow-orca-'));
    writeFileSync(join(bin, 'orca'), slowOrca, { mode: 0o755 });
    const path = process.env.PATH;
    process.env.PATH = `${bin}:${path}`;
    try {
      await expect(startDesktop({ startTimeoutMs: START_TIMEOUT_MS })).rejects.toThrow(/timed out waiting for/);
    } finally {
      process.env.PATH = path;
      clearInterval(watch);
      rmSync(bin, { recursive: true, force: true });
    }
    expect.soft([...seen], 'what the start had started').toContain('Xvfb');
    expect.soft(processesOf(ofThisProcess), 'processes the failed start left').toEqual([]);
    let holder = '';
    try {
      holder = readFileSync(join(tmpdir(), 'orca-desktop.lock'), 'utf8');
    } catch {
      // released
    }
    expect(holder, 'the machine’s desktop lock').not.toBe(String(process.pid));
  });
});
