// Guards shared by the hardening suites: no request may leave the site's origin, and no Content
// Security Policy violation may happen. `test` from here fails any test whose page broke either rule.
import { type Browser, type BrowserContext, type Page } from '@playwright/test';
import { test as base, expect } from './test';

/**
 * Routes every request of a context: same-origin ones go through, any other is blocked and recorded.
 * Returns the live list of blocked URLs.
 */
async function guardOrigin(context: BrowserContext, origin: string): Promise<string[]> {
  const offOrigin: string[] = [];
  await context.route('**/*', async (route) => {
    const url = route.request().url();
    if (new URL(url).origin === origin) return route.continue();
    offOrigin.push(url);
    return route.abort('blockedbyclient');
  });
  return offOrigin;
}

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/**
 * Records CSP violations two ways: the `securitypolicyviolation` events the page sees (installed before
 * any page script runs) and the browser's console reports ("Refused to …", policy header errors).
 */
export async function recordPolicyViolations(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Refused to|Permissions-Policy|Feature Policy/i.test(text)) fromConsole.push(text);
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} in ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
      );
    });
  });
  return async () => {
    const fromEvents = page.isClosed() ? [] : await page.evaluate(() => window.__cspViolations ?? []);
    return [...fromEvents, ...fromConsole];
  };
}

/** The test of the hardening suites: every page it opens is fenced to the site's own origin. */
export const test = base.extend<{ offOriginRequests: string[] }>({
  offOriginRequests: [
    async ({ context, baseURL }, use) => {
      const offOrigin = await guardOrigin(context, new URL(baseURL!).origin);
      await use(offOrigin);
      expect(offOrigin, 'requests that left the origin').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The pages openWithoutJavaScript opened: their scripts, timers included, do not run. */
const scriptsOff = new WeakSet<Page>();

/** Whether this page was opened with JavaScript disabled (a tool run in it cannot rely on timers). */
export function hasScriptsOff(page: Page): boolean {
  return scriptsOff.has(page);
}

/** A page with JavaScript disabled, fenced to the site's origin like every other test here. */
export async function openWithoutJavaScript(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number },
) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport, baseURL });
  const offOrigin = await guardOrigin(context, new URL(baseURL).origin);
  const page = await context.newPage();
  scriptsOff.add(page);
  return {
    page,
    close: async () => {
      await context.close();
      expect(offOrigin, 'requests that left the origin').toEqual([]);
    },
  };
}
