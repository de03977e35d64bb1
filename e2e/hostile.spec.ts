// Hostile paths: each shows the right page or the not-found page, with no uncaught error, no dialog,
// no policy violation, nothing injected, and without leaving the origin.
import type { Page } from '@playwright/test';
import { expect, recordPolicyViolations, test } from './guards';
import { hostilePaths, type Shown } from './hostilePaths';
import { afterNextFrames, waitForAppReady } from './support';

const headings: Record<Shown, string | RegExp> = {
  home: /^Keep your mind your own/,
  blog: 'Insights & Research',
  'not-found': /Oops! Page not found/,
};
const cleanPaths: Record<Shown, string> = { home: '/', blog: '/blog', 'not-found': '/docs' };

async function snapshot(page: Page) {
  return page.evaluate(() => ({
    scripts: document.querySelectorAll('script').length,
    images: document.querySelectorAll('img, image').length,
    frames: document.querySelectorAll('iframe, object, embed, frame').length,
    handlers: [...document.querySelectorAll('*')].flatMap((element) =>
      element.getAttributeNames().filter((name) => name.startsWith('on')),
    ),
    javascriptUrls: [...document.querySelectorAll('[href^="javascript:" i], [src^="javascript:" i]')].length,
    h1: document.querySelector('h1')?.textContent ?? null,
    title: document.title,
    cookie: document.cookie,
  }));
}

async function visit(page: Page, url: string) {
  const response = await page.goto(url);
  await waitForAppReady(page);
  await afterNextFrames(page);
  return { status: response?.status(), shown: await snapshot(page) };
}

test.describe('hostile paths', () => {
  test.describe.configure({ mode: 'parallel' });

  const clean = new Map<Shown, Awaited<ReturnType<typeof snapshot>>>();
  test.beforeAll(async ({ browser, baseURL }) => {
    const page = await browser.newPage();
    for (const [kind, path] of Object.entries(cleanPaths) as [Shown, string][]) {
      clean.set(kind, (await visit(page, `${baseURL}${path}`)).shown);
    }
    await page.close();
  });

  for (const [path, expected] of hostilePaths) {
    const name = path.length > 60 ? `${path.slice(0, 40)}… (${path.length} characters)` : path;
    test(`${name} shows the ${expected} page, safely`, async ({ page, baseURL }) => {
      const pageErrors: string[] = [];
      const dialogs: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      page.on('dialog', async (dialog) => {
        dialogs.push(dialog.message());
        await dialog.dismiss();
      });
      const violations = await recordPolicyViolations(page);

      const { status, shown } = await visit(page, `${baseURL}${path}`);

      expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(headings[expected]);
      // 404; `serve` says 400 for malformed escapes and traversal, 500 for NUL bytes and over-long names.
      if (expected === 'not-found') expect([400, 404, 500]).toContain(status);
      else expect(status).toBe(200);
      const reference = clean.get(expected)!;
      expect(shown).toEqual({ ...reference, h1: shown.h1 });
      expect(shown.handlers).toEqual([]);
      expect(shown.cookie).toBe('');
      expect(pageErrors).toEqual([]);
      expect(dialogs).toEqual([]);
      expect(await violations()).toEqual([]);
    });
  }
});
