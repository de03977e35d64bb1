// Link integrity over the built HTML and the hydrated pages: every internal href leads to a page, to an
// anchor that exists on it, or to one of the spec's not-found paths (which answer 404); a link off the site is one
// the copy lists (src/content/statement.ts, externalLinks), and no resource is; every image loads.
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { parse, type DefaultTreeAdapterTypes } from 'parse5';
import { attribute, elements, readPages } from '../scripts/html.mjs';
import { pages, serverErrorFiles } from '../src/app/pages.mjs';
import { expect, test } from './guards';
import { waitForAppReady, controls } from './support';
import { site } from '../src/content/site';
import { reportPath } from '../src/content/statement';
import { externalLinks } from '../src/content/statement';

const dist = join(import.meta.dirname, '..', 'dist');
/** The paths the spec links from the footer without giving them a route: each shows the not-found page. */
const notFoundPaths = ['/docs', '/api', '/careers', '/library', '/news', '/privacy', '/terms'];
/** Where each built file is served (src/app/pages.mjs): 404.html answers unknown paths at any depth. */
const servedAt: Record<string, string> = Object.fromEntries([
  ...[...pages, ...serverErrorFiles].map(({ file, url }): [string, string] => [file, url]),
  // The report's page the build leaves until the run that tests it writes the report there.
  [`${reportPath.slice(1)}index.html`, reportPath] as [string, string],
]);
const canonicalOrigin = site.origin;

type Target = { status: number; contentType: string; ids: Set<string>; notFoundPage: boolean };

/** Checks hrefs against the served site, fetching each target once. */
function linkChecker(request: APIRequestContext) {
  const targets = new Map<string, Promise<Target>>();
  const fetchTarget = (path: string) => {
    if (!targets.has(path)) {
      targets.set(
        path,
        request.get(path).then(async (response) => {
          const html = await response.text();
          const ids = new Set<string>();
          const contentType = response.headers()['content-type'] ?? '';
          if (contentType.startsWith('text/html')) {
            for (const element of elements(parse(html))) ids.add(attribute(element, 'id') ?? '');
          }
          return { status: response.status(), contentType, ids, notFoundPage: html.includes('Oops! Page not found') };
        }),
      );
    }
    return targets.get(path)!;
  };

  /** The problem with one link on a page, or null if it is sound. An image must answer with an image type. */
  return async function problemWith(
    pagePath: string,
    href: string,
    pageIds: Set<string>,
    isImage = false,
    /** An <a href> a visitor follows, which may leave the site for an address the copy lists. */
    followed = false,
  ): Promise<string | null> {
    if (/^mailto:[^@\s]+@[^@\s]+\.[a-z]+(\?subject=[^\s]*)?$/i.test(href)) return null;
    if (/^tel:\+[0-9]{6,15}$/.test(href)) return null;
    // A link a visitor follows off the site, never a resource the page loads; offline, it is not fetched.
    if (followed && externalLinks.includes(href)) return href.startsWith('https://') ? null : 'not https';
    if (href.startsWith('#')) return pageIds.has(href.slice(1)) ? null : `no element #${href.slice(1)} on ${pagePath}`;
    // The report a run publishes at reportPath (until then the build's stand-in page): its evidence lies beside it,
    // linked relatively (it is served at that one address), and its rows link to the documents they cite (W3C's
    // Understanding, axe's rules): links a reader follows, never a resource the page loads.
    const inReport = pagePath === reportPath;
    if (inReport && followed && href.startsWith('https://')) return null;
    if (inReport && !/^([a-z][a-z0-9+.-]*:|\/)/i.test(href)) {
      const resolved = new URL(href, `http://site.invalid${reportPath}`);
      href = resolved.pathname + resolved.hash;
    }
    // Relative paths would break on 404.html, which is served at any depth.
    if (!href.startsWith('/') || href.startsWith('//')) return `not root-relative, a fragment, mailto: or tel:`;
    const url = new URL(href, 'http://site.invalid');
    const target = await fetchTarget(url.pathname);
    if (notFoundPaths.includes(url.pathname)) {
      return target.status === 404 && target.notFoundPage
        ? null
        : `${url.pathname} should answer 404 with the not-found page`;
    }
    if (target.status !== 200) return `answers ${target.status}`;
    if (isImage && !target.contentType.startsWith('image/')) return `is ${target.contentType}, not an image`;
    const anchor = decodeURIComponent(url.hash.slice(1));
    if (anchor && !target.ids.has(anchor)) return `no element #${anchor} on ${url.pathname}`;
    return null;
  };
}

/** Every URL in a parsed page's attributes, with the element and attribute it is in. */
function urlsIn(document: DefaultTreeAdapterTypes.Node) {
  const urls: { tag: string; rel: string | null; url: string }[] = [];
  for (const element of elements(document)) {
    for (const name of ['href', 'src']) {
      const url = attribute(element, name);
      if (url !== null) urls.push({ tag: `${element.tagName}[${name}]`, rel: attribute(element, 'rel'), url });
    }
    // What the inline script fetches on the first interaction (src/startup/page-script/appLoader.ts).
    const scriptUrls = [
      attribute(element, 'data-entry'),
      ...(attribute(element, 'data-route-chunks') ?? '').split(' '),
    ];
    for (const url of scriptUrls) if (url) urls.push({ tag: `${element.tagName}[data-*]`, rel: null, url });
    const srcset = attribute(element, 'srcset');
    if (srcset)
      for (const candidate of srcset.split(','))
        urls.push({ tag: 'srcset', rel: null, url: candidate.trim().split(/\s+/)[0]! });
  }
  return urls;
}

test.describe('link integrity', () => {
  test('every link and resource in the built pages resolves', async ({ request }) => {
    const problemWith = linkChecker(request);
    const built = await readPages(dist);
    expect(built.map((page) => page.file).sort()).toEqual(Object.keys(servedAt).sort());
    const problems: string[] = [];
    const linked = new Set<string>();
    let checked = 0;
    for (const { file, document } of built) {
      const pagePath = servedAt[file]!;
      const ids = new Set([...elements(document)].map((element) => attribute(element, 'id') ?? ''));
      for (const { tag, rel, url } of urlsIn(document)) {
        checked += 1;
        let problem: string | null;
        if (rel === 'canonical') {
          // Metadata naming the page's public address: the production origin and a page we serve.
          problem = url.startsWith(`${canonicalOrigin}/`)
            ? await problemWith(pagePath, url.slice(canonicalOrigin.length), ids)
            : `canonical is not on ${canonicalOrigin}`;
        } else {
          problem = await problemWith(
            pagePath,
            url,
            ids,
            tag === 'img[src]' || tag === 'srcset' || rel === 'icon',
            tag === 'a[href]',
          );
          if (tag === 'a[href]') linked.add(url.split('#')[0]!);
        }
        if (problem) problems.push(`${file}: ${tag} ${url}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
    // The spec's footer links to all seven unrouted paths; each was checked above.
    for (const path of notFoundPaths) expect(linked, `a link to ${path}`).toContain(path);
    expect(checked).toBeGreaterThan(100);
    console.log(`link integrity: ${checked} links and resources checked in ${built.length} pages`);
  });

  test('every built page gives each id once, so that each anchor has one target (valid HTML)', async () => {
    /** The ids of a document's elements, leaving out a <template>'s contents, which are not in the page. */
    const idsOf = (node: DefaultTreeAdapterTypes.Node): string[] => [
      ...('tagName' in node && attribute(node, 'id') !== null ? [attribute(node, 'id')!] : []),
      ...('childNodes' in node ? node.childNodes.flatMap(idsOf) : []),
    ];
    const duplicates = (ids: string[]) => [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))];
    const built = await readPages(dist);
    expect(built.length).toBeGreaterThan(3);
    for (const { file, document } of built) expect(duplicates(idsOf(document)), file).toEqual([]);
    // The check finds what it is for.
    expect(duplicates(idsOf(parse('<p id="contact"></p><footer id="contact"></footer>')))).toEqual(['contact']);
  });

  test('the checker itself catches broken links', async ({ request }) => {
    const problemWith = linkChecker(request);
    const ids = new Set(['main']);
    expect(await problemWith('/', '#main', ids)).toBeNull();
    expect(await problemWith('/', '#nope', ids)).toMatch(/no element #nope/);
    expect(await problemWith('/', '/#nope', ids)).toMatch(/no element #nope on \//);
    expect(await problemWith('/', '/blog#team', ids)).toMatch(/no element #team on \/blog/);
    expect(await problemWith('/', '/missing-page', ids)).toMatch(/answers 404/);
    expect(await problemWith('/', '/blog', ids, true)).toMatch(/not an image/);
    expect(await problemWith('/', 'blog', ids)).toMatch(/not root-relative/);
    expect(await problemWith('/', 'https://elsewhere.example/', ids)).toMatch(/not root-relative/);
    expect(await problemWith('/', externalLinks[0]!, ids, false, true)).toBeNull();
    expect(await problemWith('/', externalLinks[0]!, ids)).toMatch(/not root-relative/);
    expect(await problemWith('/', 'javascript:alert(1)', ids)).toMatch(/not root-relative/);
  });

  test('links in the hydrated pages, menus open, resolve too', async ({ page, request, baseURL }) => {
    const problemWith = linkChecker(request);
    const problems: string[] = [];
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/', '/blog', '/accessibility', '/news']) {
      await page.goto(path);
      await waitForAppReady(page);
      await controls.menuToggle(page).click();
      await expect(controls.menu(page).getByRole('navigation')).toBeVisible();
      const { hrefs, ids } = await page.evaluate(() => ({
        hrefs: [...document.querySelectorAll('[href], [src]')].map((element) => ({
          href: element.getAttribute('href') ?? element.getAttribute('src') ?? '',
          followed: element.matches('a[href]'),
        })),
        ids: [...document.querySelectorAll('[id]')].map((element) => element.id),
      }));
      expect(
        ids.filter((id, index) => ids.indexOf(id) !== index),
        `ids given twice on ${path}`,
      ).toEqual([]);
      for (const { href: found, followed } of hrefs) {
        if (found.startsWith(canonicalOrigin)) continue;
        // The app's loader adds modulepreload links with absolute same-origin URLs at run time.
        const href = found.startsWith(`${baseURL}/`) ? found.slice(baseURL!.length) : found;
        const problem = await problemWith(path, href, new Set(ids), false, followed);
        if (problem) problems.push(`${path}: ${href}: ${problem}`);
      }
      await page.keyboard.press('Escape');
    }
    expect(problems).toEqual([]);
  });
});

async function expectImagesLoaded(page: Page, path: string) {
  await page.goto(path);
  await waitForAppReady(page);
  // Lazy images load once near the viewport: walk down the page, a screen at a time, as a visitor scrolls. Each
  // stop waits for the page to be drawn there: the browser looks for images to load only when it draws, and a jump
  // past a picture between two frames never asks for it.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let top = 0; top < height; top += 600)
    await page.evaluate(
      (y) =>
        new Promise((drawn) => {
          window.scrollTo(0, y);
          requestAnimationFrame(() => requestAnimationFrame(drawn));
        }),
      top,
    );
  const images = page.locator('img');
  // The home page has pictures; a page without any passes trivially, so say so.
  if (path === '/') expect(await images.count(), `images on ${path}`).toBeGreaterThan(0);
  await expect
    .poll(() =>
      images.evaluateAll((all) =>
        (all as HTMLImageElement[])
          .filter((image) => !image.complete || image.naturalWidth === 0)
          .map((image) => image.currentSrc || image.src),
      ),
    )
    .toEqual([]);
}

test.describe('images', () => {
  for (const path of ['/', '/blog', '/careers']) {
    test(`every image on ${path} loads`, async ({ page }) => {
      await expectImagesLoaded(page, path);
    });
  }
});
