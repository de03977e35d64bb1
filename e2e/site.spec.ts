// The built site in a real browser: static hosting behaviour, hydration, anchors and the bar.
import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';
import { join } from 'node:path';
import { attribute, elements, readPages, textContent } from '../scripts/html.mjs';
import { topOf, waitForHydration } from './support';

function collectConsole(page: Page) {
  const messages: ConsoleMessage[] = [];
  const pageErrors: Error[] = [];
  page.on('console', (message) => messages.push(message));
  page.on('pageerror', (error) => pageErrors.push(error));
  return { messages, pageErrors };
}

test.describe('static hosting', () => {
  test('answers pages with 200 and unknown paths with the not-found page and 404', async ({ request }) => {
    for (const path of ['/', '/blog']) expect((await request.get(path)).status(), path).toBe(200);
    for (const path of ['/docs', '/api', '/careers', '/library', '/news', '/privacy', '/terms', '/x/y/z']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text()).toContain('Oops! Page not found');
    }
  });

  test('prerenders each page with its title, description and critical CSS', async ({ request }) => {
    const pages = [
      ['/', /<h1[^>]*>Keep your mind your own/, /<title>Cognitive Resilience Foundation/],
      ['/blog', /<h1[^>]*>Insights &amp; Research/, /<title>Insights &amp; Research/],
      ['/docs', /Oops! Page not found/, /<title>Page not found/],
    ] as const;
    for (const [path, body, title] of pages) {
      const html = await (await request.get(path)).text();
      expect(html).toMatch(body);
      expect(html).toMatch(title);
      expect(html).toMatch(/<meta name="description" content="[^"]{20,}">/);
      expect(html).toMatch(/<style data-emotion="css[^"]*">/);
      // Every style in <head>, none among the elements, where ArticleBody's `:nth-child` would count it.
      expect(html.slice(html.indexOf('<body'))).not.toMatch(/<style\b/);
      // No script file: one small inline script, which fetches the app on the first interaction.
      expect(html).not.toMatch(/<script\b[^>]*\ssrc=|<link\b[^>]*rel="modulepreload"/);
      expect(html).toMatch(/<script data-entry="\/assets\/index-[\w-]+\.js"[^>]*>[\s\S]+?<\/script>/);
    }
  });
});

test('every <time> in the prerendered pages carries a valid machine-readable datetime', async () => {
  const times = (await readPages(join(import.meta.dirname, '..', 'dist'))).flatMap(({ file, document }) =>
    [...elements(document)]
      .filter((element) => element.tagName === 'time')
      .map((time) => ({ file, text: textContent(time), datetime: attribute(time, 'datetime') })),
  );
  expect(times.length).toBeGreaterThan(0);
  // HTML's "valid date string", the form the content's dates take.
  const invalid = times.filter(({ datetime }) => !/^\d{4}-\d{2}-\d{2}$/.test(datetime ?? ''));
  expect(invalid).toEqual([]);
});

test.describe('hydration', () => {
  for (const path of ['/', '/blog', '/docs', '/deeply/nested/unknown/path']) {
    test(`hydrates ${path} without a warning`, async ({ page }) => {
      const { messages, pageErrors } = collectConsole(page);
      await page.goto(path);
      await waitForHydration(page);
      await page.waitForTimeout(300);
      const problems = messages
        .filter((message) => ['error', 'warning'].includes(message.type()))
        // The not-found page's own 404 status and its logged path are expected.
        .filter(
          (message) => !(message.text().startsWith('Failed to load resource') && message.location().url === page.url()),
        )
        .map((message) => message.text())
        .filter((text) => !text.startsWith('404: no page at'));
      expect(problems).toEqual([]);
      expect(pageErrors).toEqual([]);
    });
  }

  test('the not-found page logs the requested path as an error', async ({ page }) => {
    const { messages } = collectConsole(page);
    await page.goto('/library');
    await waitForHydration(page);
    await expect(page.getByTestId('missing-path')).toHaveText('/library');
    expect(messages.some((message) => message.type() === 'error' && message.text().includes('/library'))).toBe(true);
  });
});

test.describe('anchors and the bar', () => {
  test('arriving at /#team from another page lands 80px above the section', async ({ page }) => {
    await page.goto('/blog');
    await waitForHydration(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Team' }).click();
    await expect(page).toHaveURL(/\/#team$/);
    await expect
      .poll(() => page.evaluate(() => document.getElementById('team')?.getBoundingClientRect().top ?? null))
      .toBeCloseTo(80, 0);
    await expect(page.locator('#team')).toBeFocused();
  });

  test('a fresh load of /#research or /#team stops 80px above the section, without JavaScript too', async ({
    browser,
  }) => {
    for (const id of ['research', 'team'])
      for (const javaScriptEnabled of [true, false]) {
        const context = await browser.newContext({ javaScriptEnabled });
        const page = await context.newPage();
        await page.goto(`/#${id}`);
        await expect.poll(() => topOf(page, id)).toBe(80);
        await context.close();
      }
  });

  test('the bar turns frosted after 50px of scroll and back at 50px', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const bar = page.getByRole('banner');
    await expect(bar).toHaveAttribute('data-frosted', 'false');
    await page.evaluate(() => window.scrollTo({ top: 51, behavior: 'instant' }));
    await expect(bar).toHaveAttribute('data-frosted', 'true');
    expect(await bar.evaluate((element) => getComputedStyle(element).backdropFilter)).toContain('blur');
    await page.evaluate(() => window.scrollTo({ top: 50, behavior: 'instant' }));
    await expect(bar).toHaveAttribute('data-frosted', 'false');
  });
});
