// @ts-check
// The site's pages, in one place: the route table (routes.tsx), the prerender (scripts/prerender.mjs), the
// bundle budget (scripts/check-bundle.mjs), the bench and the browser suites (e2e/) all read this list.
// Plain JavaScript so that Node scripts import it as it is; TypeScript reads the types from the JSDoc.
//
// To add a page: add an entry here, then the page's component in src/pages/, its title and description in
// pageMeta.ts (under `meta`) and its element in routes.tsx (`pageElements`); tsc names each one missing.

/**
 * @typedef {object} SitePage
 * @property {string} id What the suites and the bench call the page.
 * @property {string} label Its name in test and report output.
 * @property {string} path The route's path in routes.tsx; "*" is every path without a route.
 * @property {string} url An address that shows the page, as a visitor types it (what the prerender renders).
 * @property {string} file The prerendered file in dist/ that static hosts serve at `url`.
 * @property {200 | 404} status The HTTP status static hosts answer with.
 * @property {string} meta The key of its title and description in src/content/pageMeta.ts.
 * @property {string | null} lazyModule The page's module when it is its own chunk, loaded with the app (else null).
 * @property {boolean} indexed Listed in sitemap.xml with a canonical URL and link-preview tags.
 * @property {'website' | 'blog'} ogType Its Open Graph type.
 */

/** @satisfies {readonly SitePage[]} */
export const pages = /** @type {const} */ ([
  {
    id: 'home',
    label: 'Home',
    path: '/',
    url: '/',
    file: 'index.html',
    status: 200,
    meta: 'home',
    lazyModule: null,
    indexed: true,
    ogType: 'website',
  },
  {
    id: 'blog',
    label: 'Blog',
    path: '/blog',
    url: '/blog',
    file: 'blog/index.html',
    status: 200,
    meta: 'blog',
    // Its own chunk: the manifesto's text stays out of the home page's JavaScript.
    lazyModule: 'src/pages/BlogPage.tsx',
    indexed: true,
    ogType: 'blog',
  },
  {
    id: 'accessibility',
    label: 'Accessibility statement',
    path: '/accessibility',
    url: '/accessibility',
    file: 'accessibility/index.html',
    status: 200,
    meta: 'accessibility',
    // Its own chunk: the statement's criteria table stays out of the other pages' JavaScript.
    lazyModule: 'src/pages/AccessibilityPage.tsx',
    indexed: true,
    ogType: 'website',
  },
  {
    id: 'not-found',
    label: 'Not found',
    path: '*',
    url: '/no-such-page',
    // Static hosts serve this file, with 404, for any path without a file.
    file: '404.html',
    status: 404,
    meta: 'notFound',
    lazyModule: null,
    indexed: false,
    ogType: 'website',
  },
]);

/**
 * Copies of the not-found page for the paths `serve` (npm start) cannot map to a file: malformed escapes,
 * traversal and over-long names get 400.html, NUL bytes 500.html. `url` is one such path.
 */
export const serverErrorFiles = /** @type {const} */ ([
  { file: '400.html', url: '/%E0%A4%A', page: 'not-found' },
  { file: '500.html', url: '/%00', page: 'not-found' },
]);

/**
 * Files the build writes beside the pages whose media type a host must be told, because their extension names
 * another (.xml is any XML) or none: the hosting files (scripts/headers.mjs) send each with its `type`.
 */
export const typedFiles = /** @type {const} */ ({
  feed: { path: '/feed.xml', type: 'application/atom+xml' },
  manifest: { path: '/manifest.webmanifest', type: 'application/manifest+json' },
});
