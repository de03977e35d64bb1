// One X display per caller: Xvfb on the first free display number, ready when startXvfb resolves, gone on stop().
import { existsSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { startXvfb, unavailable } from '../src/index';

/** Xvfb comes with WebKitGTK's needs (debianPackages.webkit); skipped where it is missing, except on CI. */
const reason = process.env.CI ? undefined : unavailable('webkit')?.match(/Xvfb .*/)?.[0];

describe.skipIf(reason)(`startXvfb${reason ? ` (skipped: ${reason})` : ''}`, () => {
  test('starts a display that listens on its socket, and stops it', async () => {
    const first = await startXvfb();
    const second = await startXvfb();
    try {
      expect(first.display).toMatch(/^:\d+$/);
      expect(second.display).not.toBe(first.display);
      expect(existsSync(`/tmp/.X11-unix/X${first.display.slice(1)}`)).toBe(true);
    } finally {
      first.stop();
      second.stop();
    }
    await new Promise((resolve) => first.process.once('exit', resolve));
    expect(first.process.exitCode ?? first.process.signalCode).toBe('SIGKILL');
  });
});
