// @ts-check
// `npm test` starts here: the browser suites and the catalogue need a Chromium. It finds one as they do
// (@foundation/browsers/executables: CHROMIUM_PATH, else /usr/bin/chromium, else Playwright's own), asks Playwright to
// download its own where none is found, and where that fails too stops with one line saying what to install.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { systemChromiumPath } from '@foundation/browsers/executables';

const install =
  'npm test needs Chromium and found none. Install it (Debian, Ubuntu: `apt-get install chromium`; elsewhere: ' +
  '`npx playwright install chromium`) or set CHROMIUM_PATH to its executable.';

/** @returns {string | undefined} */
function found() {
  try {
    return systemChromiumPath() ?? (existsSync(chromium.executablePath()) ? chromium.executablePath() : undefined);
  } catch (error) {
    // CHROMIUM_PATH names a missing file.
    console.error(/** @type {Error} */ (error).message);
    process.exit(1);
  }
}

let browser = found();
if (!browser && !process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD) {
  console.log('No Chromium found: asking Playwright to download its own…');
  // Its output is long and, without a network, a page of retries: the line below says what matters.
  spawnSync(process.execPath, ['node_modules/playwright-core/cli.js', 'install', 'chromium'], {
    stdio: 'ignore',
    timeout: 10 * 60_000,
  });
  browser = found();
}
if (!browser) {
  console.error(install);
  process.exit(1);
}
console.log(`Browser suites: ${browser}`);
