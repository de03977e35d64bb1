// What each of the package's browser tests opens: Chromium with one page of 400×600, and documents of the test's
// own around the markup it gives. Where Chromium cannot start the tests are skipped (`missing` says why); with
// CI=true that fails instead.
import { chromiumExecutablePath, chromiumFlags, unavailable } from '@foundation/browsers/executables';
import { chromium, type Browser, type Page } from 'playwright-core';

export const missing = unavailable('chromium');
if (missing && process.env.CI) throw new Error(missing);

export async function launchPage(): Promise<{ browser: Browser; page: Page }> {
  const browser = await chromium.launch({ executablePath: chromiumExecutablePath(), args: chromiumFlags });
  return { browser, page: await browser.newPage({ viewport: { width: 400, height: 600 } }) };
}

/** A page of the test's own: no margin, 16px text, `style` added to the page's. */
export const testDocument = (body: string, style = '') =>
  `<!doctype html><html lang="en"><style>body { margin: 0; font: 16px/1.5 sans-serif }${style}</style>
      <body>${body}</body></html>`;
