// Which Chromium the browser suites drive: CHROMIUM_PATH, else Debian's /usr/bin/chromium,
// else Playwright's own download (for people elsewhere). Fails with a clear message if none exists.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

export function chromiumExecutablePath(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, but no file is there.`);
    return fromEnv;
  }
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  if (existsSync(chromium.executablePath())) return undefined;
  throw new Error(
    'No Chromium found for the browser tests. Install one (Debian: `apt-get install -y chromium`), ' +
      'set CHROMIUM_PATH to its executable, or run `npx playwright install chromium`.',
  );
}

/** Flags for a sandboxed CI machine with no network beyond loopback. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
