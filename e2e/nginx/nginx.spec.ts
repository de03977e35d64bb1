// The nginx configuration the build writes (dist/nginx.conf), served by Debian's nginx (@foundation/test-servers):
// every page with 200 and no redirect, every unknown or hostile path with the not-found page and 404, the same headers
// as serve.json on every answer, the media types, no version in `Server`, and the pages running in Chromium with no
// error.
import type { APIResponse, ConsoleMessage } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pages, typedFiles } from '../../src/app/pages.mjs';
import { expect, recordPolicyViolations, test as guarded } from '../guards';
import { hostilePaths } from '../hostilePaths';
import { startNginx, type Nginx } from '@foundation/test-servers';
import { afterNextFrames, waitForAppReady } from '../support';

/** The build, served as a deployer serves it, through the server block it writes. */
const dist = join(import.meta.dirname, '..', '..', 'dist');

const test = guarded.extend<object, { nginx: Nginx }>({
  nginx: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const nginx = await startNginx({ root: dist, serverBlock: join(dist, 'nginx.conf') });
      await use(nginx);
      await nginx.stop();
      // What it served, it served without an error of its own.
      const errors = nginx
        .errorLog()
        .split('\n')
        .filter((line) => /\[(emerg|alert|crit|error)\]/.test(line));
      expect(errors, "nginx's error log").toEqual([]);
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ nginx }, use) => use(nginx.origin),
});

const file = (name: string) => readFileSync(join(dist, name), 'utf8');
const notFoundPage = pages.find((page) => page.status === 404)!;
const pagesThatExist = pages.filter((page) => page.status === 200);

/** The headers serve.json sends on every path: the build's one definition (scripts/headers.mjs). */
const everyPathHeaders = (
  JSON.parse(file('serve.json')) as { headers: { source: string; headers: { key: string; value: string }[] }[] }
).headers.find((rule) => rule.source === '**')!.headers;

/** Paths without a page: those the spec names, the site's links that lead nowhere yet, and odd ones. */
const unknownPaths = [
  ...['/docs', '/privacy', '/api', '/careers', '/library', '/news', '/terms', '/x/y/z', '/blog.html'],
  // The files beside the pages that are not for visitors.
  ...['/nginx.conf', '/serve.json', '/_headers', '/404', '/404.html', '/400.html', '/500'],
];

function expectSiteHeaders(response: APIResponse, what: string) {
  const headers = response.headers();
  for (const { key, value } of everyPathHeaders) expect(headers[key.toLowerCase()], `${key} on ${what}`).toBe(value);
  expect(headers.server, `Server on ${what}`).toBe('nginx');
}

/** A response's media type without its parameters, XML's two names as one (nginx: text/xml; `serve`: application/xml). */
const mediaType = (response: APIResponse) =>
  (response.headers()['content-type'] ?? '')
    .split(';')[0]!
    .trim()
    .replace(/^text\/xml$/, 'application/xml');

/** The answer to a path sent as it is written (appended to the origin, not resolved against it). */
const get = (request: import('@playwright/test').APIRequestContext, origin: string, path: string) =>
  request.get(`${origin}${path}`, { maxRedirects: 0 });

test.describe('nginx serving the build', () => {
  test('every page: 200 at its address, no redirect, its own file', async ({ request, nginx }) => {
    for (const page of pagesThatExist) {
      const response = await get(request, nginx.origin, page.url);
      expect(response.status(), page.url).toBe(200);
      expect(response.headers()['content-type'], page.url).toBe('text/html; charset=utf-8');
      expect(await response.text(), page.url).toBe(file(page.file));
      expectSiteHeaders(response, page.url);
    }
  });

  test('unknown paths: the not-found page with 404, and the same headers', async ({ request, nginx }) => {
    for (const path of unknownPaths) {
      const response = await get(request, nginx.origin, path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toBe(file(notFoundPage.file));
      expectSiteHeaders(response, path);
    }
  });

  test('hostile paths: the page they must show, or the not-found page with 404 (400 if malformed)', async ({
    request,
    nginx,
  }) => {
    const fileOf = { home: 'index.html', blog: 'blog/index.html', 'not-found': notFoundPage.file };
    for (const [path, shown] of hostilePaths) {
      const response = await get(request, nginx.origin, path);
      const name = path.slice(0, 60);
      if (shown === 'not-found') expect([400, 404], name).toContain(response.status());
      else expect(response.status(), name).toBe(200);
      expect(await response.text(), name).toBe(file(fileOf[shown]));
      expectSiteHeaders(response, name);
    }
  });

  test('files: the headers, and the media type `serve` gives each kind (the manifest and the feed by name)', async ({
    request,
    nginx,
  }, testInfo) => {
    const serveOrigin = testInfo.project.use.baseURL!;
    const assets = readFileSync(join(dist, 'index.html'), 'utf8').match(/\/assets\/[\w.-]+\.js/g) ?? [];
    const fonts = readdirFiles('fonts').map((name) => `/fonts/${name}`);
    const paths = [
      '/favicon.svg',
      '/icons/icon-192.png',
      '/robots.txt',
      '/sitemap.xml',
      ...Object.values(typedFiles).map(({ path }) => path),
      ...assets.slice(0, 1),
      ...fonts.slice(0, 1),
    ];
    for (const path of paths) {
      const [fromNginx, fromServe] = await Promise.all([
        get(request, nginx.origin, path),
        get(request, serveOrigin, path),
      ]);
      expect(fromNginx.status(), path).toBe(200);
      expect(await fromNginx.body(), path).toEqual(await fromServe.body());
      expect(mediaType(fromNginx), path).toBe(mediaType(fromServe));
      expectSiteHeaders(fromNginx, path);
    }
    for (const { path, type } of Object.values(typedFiles)) {
      const response = await get(request, nginx.origin, path);
      expect(response.headers()['content-type'], path).toBe(`${type}; charset=utf-8`);
    }
  });

  for (const page of pages) {
    test(`${page.url} in Chromium from nginx: no console error, no policy violation`, async ({ page: tab }) => {
      const violations = await recordPolicyViolations(tab);
      const problems: ConsoleMessage[] = [];
      const pageErrors: Error[] = [];
      tab.on('console', (message) => {
        if (['error', 'warning'].includes(message.type())) problems.push(message);
      });
      tab.on('pageerror', (error) => pageErrors.push(error));
      const response = await tab.goto(page.url);
      expect(response?.status()).toBe(page.status);
      await waitForAppReady(tab);
      await afterNextFrames(tab);
      const expected = (message: ConsoleMessage) =>
        // The not-found page's own status, and the path it logs (e2e/site.spec.ts).
        page.status === 404 &&
        ((message.text().startsWith('Failed to load resource') && message.location().url === tab.url()) ||
          message.text().startsWith('404: no page at'));
      expect(problems.filter((message) => !expected(message)).map((message) => message.text())).toEqual([]);
      expect(pageErrors).toEqual([]);
      expect(await violations()).toEqual([]);
    });
  }
});

/** The files in a folder of dist/ (none if the build has no such folder: a brand of system fonts has no fonts/). */
function readdirFiles(folder: string): string[] {
  try {
    return readdirSync(join(dist, folder));
  } catch {
    return [];
  }
}
