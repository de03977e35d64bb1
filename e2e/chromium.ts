// Which Chromium the browser suites drive: CHROMIUM_PATH, else Debian's /usr/bin/chromium,
// else Playwright's own download (for people elsewhere). Fails with a clear message if none exists.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumFlags, systemChromiumPath } from '../scripts/chromium.mjs';

export function chromiumExecutablePath(): string | undefined {
  const system = systemChromiumPath();
  if (system) return system;
  if (existsSync(chromium.executablePath())) return undefined;
  throw new Error(
    'No Chromium found for the browser tests. Install one (Debian: `apt-get install -y chromium`), ' +
      'set CHROMIUM_PATH to its executable, or run `npx playwright install chromium`.',
  );
}

export const chromiumArgs: string[] = chromiumFlags;
