// Security headers as served, and every page used under the Content-Security-Policy with no violation.
import { NOTICES_ANNOUNCER_ID } from '../src/startup/contract';
import { ui } from '../src/content/ui';
import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'parse5';
import {
  headersFile,
  inlineScriptHashes,
  mediaTypes,
  nginxConfig,
  securityHeaders,
  serveConfig,
} from '../scripts/headers.mjs';
import { pages } from '../src/app/pages.mjs';
import { expect, recordPolicyViolations, test } from './guards';
import { afterNextFrames, waitForAppReady, controls } from './support';
import { home } from '../src/content/home';

const dist = join(import.meta.dirname, '..', 'dist');
/** Every page (src/app/pages.mjs), and a spec'd path without a route. */
const pagePaths = [...pages.map((page) => page.url), '/docs'];

/** The headers the definition gives for the pages as they are served (inline scripts hashed from the HTML). */
async function expectedHeaders(request: import('@playwright/test').APIRequestContext) {
  const served = await Promise.all(
    pagePaths.map(async (path) => ({ document: parse(await (await request.get(path)).text()) })),
  );
  return securityHeaders(inlineScriptHashes(served));
}

test.describe('security headers', () => {
  test('every response carries them: pages, the not-found page, images and scripts', async ({ request }) => {
    const expected = await expectedHeaders(request);
    expect(expected[0]!.value).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]{43}='/);
    const script = readdirSync(join(dist, 'assets')).find((file) => file.endsWith('.js'));
    const paths = [...pagePaths, '/no/such/page', '/favicon.svg', '/images/team/amara-okafor.svg', `/assets/${script}`];
    for (const path of paths) {
      const response = await request.get(path);
      expect([200, 404], path).toContain(response.status());
      for (const { key, value } of expected)
        expect(response.headers()[key.toLowerCase()], `${key} on ${path}`).toBe(value);
    }
  });

  test('dist/_headers, dist/serve.json and dist/nginx.conf are written from the one definition', async ({
    request,
  }) => {
    const expected = await expectedHeaders(request);
    const built = (name: string) => readFile(join(dist, name), 'utf8');
    expect(existsSync(join(dist, '_headers'))).toBe(true);
    expect(await built('_headers')).toContain(headersFile(expected, mediaTypes));
    const ownServe = JSON.parse(
      await readFile(join(import.meta.dirname, '..', 'public', 'serve.json'), 'utf8'),
    ) as Record<string, unknown>;
    expect(JSON.parse(await built('serve.json'))).toEqual(serveConfig(ownServe, expected, mediaTypes));
    // Served by Debian's nginx in e2e/nginx/.
    expect(await built('nginx.conf')).toBe(nginxConfig(expected, { typed: mediaTypes }));
  });

  test('no page can be framed by another site', async ({ page, baseURL }) => {
    await page.setContent(`<iframe src="${baseURL}/" title="framed"></iframe>`);
    // setContent resolves on the load event, which waits for the frame: blocked or shown, it is final.
    const frame = page.frameLocator('iframe');
    await expect(frame.getByRole('heading', { level: 1 })).toHaveCount(0);
  });
});

test.describe('Content-Security-Policy in use', () => {
  test('the recorder sees violations, and injected script does not run (so silence below means something)', async ({
    page,
  }) => {
    const violations = await recordPolicyViolations(page);
    await page.goto('/');
    await waitForAppReady(page);
    const outcomes = await page.evaluate(() => {
      const attempt = (inject: () => void) => {
        try {
          inject();
          return 'allowed';
        } catch (error) {
          return (error as Error).name;
        }
      };
      return {
        // A DOM XSS sink: Trusted Types refuse the string outright.
        inlineScript: attempt(() => {
          const script = document.createElement('script');
          script.textContent = 'window.injected = true';
          document.body.append(script);
        }),
        eventHandler: attempt(() => {
          const img = document.createElement('img');
          img.setAttribute('onerror', 'window.injected = true');
          img.src = '/no-such-image.png';
          document.body.append(img);
        }),
        // Not a sink: script-src refuses to run it (no 'unsafe-inline').
        javascriptUrl: attempt(() => {
          const a = document.createElement('a');
          a.href = 'javascript:window.injected=true';
          document.body.append(a);
          a.click();
        }),
        // Not a sink, so it reaches the policy: img-src refuses another origin before any request.
        remoteImage: attempt(() => {
          new Image().src = 'https://tracker.example/pixel.gif';
        }),
      };
    });
    expect(outcomes).toEqual({
      inlineScript: 'TypeError',
      eventHandler: 'TypeError',
      javascriptUrl: 'allowed',
      remoteImage: 'allowed',
    });
    expect(await page.evaluate(() => 'injected' in window)).toBe(false);
    await expect
      .poll(violations)
      .toEqual(
        expect.arrayContaining([
          expect.stringContaining('require-trusted-types-for'),
          expect.stringContaining('script-src-elem blocked inline'),
          expect.stringContaining('img-src blocked https://tracker.example/pixel.gif'),
        ]),
      );
  });

  test('desktop: every page and control runs with no violation', async ({ page }) => {
    const violations = await recordPolicyViolations(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await waitForAppReady(page);
    // The frosted bar, a tooltip, the colour-scheme menu and a notice: inline styles and runtime <style>s.
    await page.evaluate(() => window.scrollTo({ top: 400, behavior: 'instant' }));
    await expect(page.getByRole('banner')).toHaveAttribute('data-frosted', 'true');
    const themeButton = controls.themeButton(page);
    await themeButton.hover();
    await expect(page.getByRole('tooltip', { includeHidden: true })).toBeVisible();
    await themeButton.click();
    await controls.themeMenu(page).getByRole('radio', { name: 'Dark' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
    await page.getByRole('button', { name: home.hero.learnLabel }).click();
    await expect(page.locator(`#${NOTICES_ANNOUNCER_ID}`)).toContainText('CogniGuard');
    // Other pages, loaded by their links: the blog (its lazy chunk), then a not-found path from the footer.
    await controls.mainNavigation(page).getByRole('link', { name: 'Blog' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Insights & Research');
    await page.getByRole('button', { name: 'Read More' }).first().click();
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Documentation' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Oops! Page not found');
    // Fresh loads of each kind of page.
    for (const path of ['/blog', '/careers', '/#team']) {
      await page.goto(path);
      await waitForAppReady(page);
    }
    await afterNextFrames(page);
    expect(await violations()).toEqual([]);
  });

  test('mobile: the menu drawer opens, navigates and closes with no violation', async ({ page }) => {
    const violations = await recordPolicyViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await waitForAppReady(page);
    await controls.menuToggle(page).click();
    const menu = controls.menu(page).getByRole('navigation');
    await menu.getByRole('link', { name: 'Team' }).click();
    await expect(page).toHaveURL(/\/#team$/);
    await expect(menu).toBeHidden();
    await controls.menuToggle(page).click();
    await page.getByRole('button', { name: ui.menu.close }).click();
    await expect(menu).toBeHidden();
    await controls.menuToggle(page).click();
    await controls.menu(page).getByRole('navigation').getByRole('link', { name: 'Blog' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Insights & Research');
    await afterNextFrames(page);
    expect(await violations()).toEqual([]);
  });
});
