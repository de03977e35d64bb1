// Hostile paths: each shows the right page or the not-found page, with no uncaught error, no dialog,
// no policy violation, nothing injected, and without leaving the origin.
import type { Page } from '@playwright/test';
import { expect, recordPolicyViolations, test } from './guards';
import { afterNextFrames, waitForAppReady } from './support';

type Shown = 'home' | 'blog' | 'not-found';

const headings: Record<Shown, string | RegExp> = {
  home: /^Keep your mind your own/,
  blog: 'Insights & Research',
  'not-found': /Oops! Page not found/,
};
const cleanPaths: Record<Shown, string> = { home: '/', blog: '/blog', 'not-found': '/docs' };

/** [path as sent, what it must show]. Paths are appended to the origin as they are, not resolved. */
const hostilePaths: [string, Shown][] = [
  // Markup, encoded and raw, in the path, query and hash.
  ['/%3Cscript%3Ealert(1)%3C/script%3E', 'not-found'],
  ['/<img src=x onerror=alert(1)>', 'not-found'],
  ['/"><svg onload=alert(1)>', 'not-found'],
  ['/%22%3E%3Csvg%20onload%3Dalert(1)%3E', 'not-found'],
  ['/javascript:alert(1)', 'not-found'],
  ['/blog?x=<script>alert(1)</script>', 'blog'],
  ['/?q=%00', 'home'],
  ['/?<img src=x onerror=alert(1)>', 'home'],
  ['/#<img src=x onerror=alert(1)>', 'home'],
  ['/blog#%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E', 'blog'],
  // Unknown, malformed and odd anchors.
  ['/blog#nope', 'blog'],
  ['/#nope', 'home'],
  ['/#%E0%A4%A', 'home'],
  ['/#', 'home'],
  ['/#team', 'home'],
  // Dot segments and traversal.
  ['/blog/../blog', 'blog'],
  ['/blog/./', 'blog'],
  ['/..%2F..%2Fetc%2Fpasswd', 'not-found'],
  ['/%2e%2e/%2e%2e/etc/passwd', 'not-found'],
  ['/blog/..%2F..%2Fpackage.json', 'not-found'],
  // Doubled slashes and protocol-relative tricks: must stay on this origin.
  ['//evil.example', 'not-found'],
  ['//evil.example/%2F..', 'home'],
  ['///evil.example', 'not-found'],
  ['/\\evil.example', 'not-found'],
  // `serve` answers doubled slashes with a redirect to the single-slash path, and decodes %2F first.
  ['//blog', 'blog'],
  // Size, unicode, control characters, malformed escapes, case.
  [`/${'a'.repeat(4000)}`, 'not-found'],
  [`/blog?${'q='.repeat(2000)}`, 'blog'],
  ['/日本語', 'not-found'],
  ['/%F0%9F%98%80', 'not-found'],
  ['/%E2%80%AE', 'not-found'],
  ['/%E0%A4%A', 'not-found'],
  ['/%', 'not-found'],
  ['/%00', 'not-found'],
  ['/%0d%0aSet-Cookie:%20injected=1', 'not-found'],
  ['/BLOG', 'not-found'],
  ['/blog/extra', 'not-found'],
  ['/docs/../../../../', 'home'],
];

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
