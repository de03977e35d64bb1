// The system Chromium and the flags every tool here starts it with (browser suites, bench, screenshots):
// a sandboxed machine with no network beyond loopback.
import { existsSync } from 'node:fs';

/** Flags for a sandboxed CI machine with no network beyond loopback. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * CHROMIUM_PATH (an error if nothing is there), else Debian's /usr/bin/chromium, else undefined.
 * @returns {string | undefined}
 */
export function systemChromiumPath() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, but no file is there.`);
    return fromEnv;
  }
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}
