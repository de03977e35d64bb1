// The built site in a real browser: static hosting behaviour, each page's head, hydration, anchors and the bar.
import { type ConsoleMessage, type Page } from '@playwright/test';
import { expect, test } from './test';
import { join } from 'node:path';
import { attribute, elements, readPages, textContent } from '../scripts/html.mjs';
import { pageMeta } from '../src/content/pageMeta';
import { pages } from '../src/app/pages.mjs';
import { site } from '../src/content/site';
import { escapeHtml } from '../src/text/markup.mjs';
import { afterNextFrames, waitForAppReady } from './support';

function collectConsole(page: Page) {
  const messages: ConsoleMessage[] = [];
  const pageErrors: Error[] = [];
  page.on('console', (message) => messages.push(message));
  page.on('pageerror', (error) => pageErrors.push(error));
  return { messages, pageErrors };
}

test.describe('static hosting', () => {
  test('answers pages with 200 and unknown paths with the not-found page and 404', async ({ request }) => {
    for (const page of pages) expect((await request.get(page.url)).status(), page.url).toBe(page.status);
    for (const path of ['/docs', '/api', '/careers', '/library', '/news', '/privacy', '/terms', '/x/y/z']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text()).toContain('Oops! Page not found');
    }
  });

  test('prerenders each page with its title, description and critical CSS', async ({ request }) => {
    for (const page of pages) {
      const html = await (await request.get(page.url)).text();
      expect(html.match(/<h1[\s>]/g), page.url).toHaveLength(1);
      expect(html).toContain(`<title>${escapeHtml(pageMeta[page.meta].title)}</title>`);
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

test.describe('head', () => {
  test('indexable pages have a canonical URL, Open Graph and Twitter cards', async ({ request }) => {
    for (const page of pages.filter((candidate) => candidate.indexed)) {
      const url = new URL(page.url, site.origin).href;
      const html = await (await request.get(page.url)).text();
      expect(html, page.url).toContain(`<link rel="canonical" href="${url}">`);
      expect(html, page.url).toContain(`<meta property="og:url" content="${url}">`);
      for (const property of ['og:title', 'og:description', 'og:image', 'og:type', 'og:site_name'])
        expect(html, `${page.url} ${property}`).toMatch(new RegExp(`<meta property="${property}" content="[^"]+">`));
      for (const name of ['twitter:card', 'twitter:title', 'twitter:description', 'twitter:image'])
        expect(html, `${page.url} ${name}`).toMatch(new RegExp(`<meta name="${name}" content="[^"]+">`));
      expect(html).not.toContain('noindex');
    }
  });

  test('pages kept out of search results are marked noindex and have no canonical URL', async ({ request }) => {
    const unindexed = pages.filter((page) => !page.indexed);
    expect(unindexed.map((page) => page.id)).toContain('not-found');
    for (const page of unindexed) {
      const html = await (await request.get(page.url)).text();
      expect(html, page.url).toContain('<meta name="robots" content="noindex">');
      expect(html, page.url).not.toContain('rel="canonical"');
      expect(html, page.url).not.toContain('og:url');
    }
  });

  test('the home page describes the foundation as an NGO in JSON-LD', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const json = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1];
    expect(json).toBeDefined();
    const data: unknown = JSON.parse(json ?? '');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'NGO',
      name: site.name,
    });
  });

  test('sitemap, robots rules, manifest and icons are served', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const page of pages.filter((candidate) => candidate.indexed))
      expect(sitemap).toContain(`<loc>${new URL(page.url, site.origin).href}</loc>`);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${new URL('/sitemap.xml', site.origin).href}`);
    const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
      name: string;
      icons: { src: string }[];
    };
    expect(manifest.name).toBe(site.name);
    for (const icon of manifest.icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200);
    for (const path of ['/favicon.svg', '/icons/apple-touch-icon.png', '/images/social-card.png'])
      expect((await request.get(path)).status(), path).toBe(200);
  });

  test('every image has its width and height', async ({ request }) => {
    for (const { url } of pages) {
      const html = await (await request.get(url)).text();
      for (const img of html.match(/<img\b[^>]*>/g) ?? []) {
        expect(img, url).toMatch(/\swidth="\d+"/);
        expect(img, url).toMatch(/\sheight="\d+"/);
      }
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
  for (const path of [...pages.map((page) => page.url), '/docs', '/deeply/nested/unknown/path']) {
    test(`hydrates ${path} without a warning`, async ({ page }) => {
      const { messages, pageErrors } = collectConsole(page);
      await page.goto(path);
      await waitForAppReady(page);
      await afterNextFrames(page);
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
    await waitForAppReady(page);
    await expect(page.getByTestId('missing-path')).toHaveText('/library');
    expect(messages.some((message) => message.type() === 'error' && message.text().includes('/library'))).toBe(true);
  });
});

test.describe('the bar', () => {
  test('the bar turns frosted after 50px of scroll and back at 50px', async ({ page }) => {
    await page.goto('/');
    await waitForAppReady(page);
    const bar = page.getByRole('banner');
    await expect(bar).toHaveAttribute('data-frosted', 'false');
    await page.evaluate(() => window.scrollTo({ top: 51, behavior: 'instant' }));
    await expect(bar).toHaveAttribute('data-frosted', 'true');
    expect(await bar.evaluate((element) => getComputedStyle(element).backdropFilter)).toContain('blur');
    await page.evaluate(() => window.scrollTo({ top: 50, behavior: 'instant' }));
    await expect(bar).toHaveAttribute('data-frosted', 'false');
  });
});
