// Writes the prerendered pages into dist/: each route's full markup, critical CSS and head.
// Runs after `vite build` (client) and `vite build --ssr` (dist-ssr/entry-server.js).
import { readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { pages, serverErrorFiles, typedFiles } from '../src/app/pages.mjs';
import { escapeHtml } from '../src/text/markup.mjs';
import { atomFeed } from './feed.mjs';

// The server bundle imports React, MUI and Emotion from node_modules at run time. Without this they run
// their development builds, and MUI then labels every class name (css-1x2y3z-MuiButton-root): the
// browser's production build would find none of the prerendered styles and insert them all again.
process.env.NODE_ENV ??= 'production';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');

/**
 * The files to write, from the one list of pages: each page's own file, and the copies of the not-found page
 * that `serve` answers odd paths with. Each renders the page's `url`.
 */
const outputs = [
  ...pages,
  ...serverErrorFiles.map((copy) => ({ ...pages.find((page) => page.id === copy.page), file: copy.file })),
];

/** Icons and the social card, drawn from the tokens into the build by build/vite/brand-images.ts. */
const icons = {
  svg: '/favicon.svg',
  appleTouch: '/icons/apple-touch-icon.png',
  png192: '/icons/icon-192.png',
  png512: '/icons/icon-512.png',
  socialCard: { src: '/images/social-card.png', width: 1200, height: 630 },
};

/**
 * Structured data for search engines: the foundation as an NGO. Static JSON built from src/content/site.ts,
 * never from a request, with "<" escaped so that no text can close the script element.
 */
export function organizationJsonLd(site) {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'NGO',
    name: site.name,
    alternateName: site.shortName,
    url: new URL('/', site.origin).href,
    logo: new URL(icons.png512, site.origin).href,
    description: site.description,
    email: site.email,
    telephone: site.phone.href.replace(/^tel:/, ''),
  };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The blog's page (src/app/pages.mjs), which the feed is the feed of. */
const blogPage = pages.find((page) => page.id === 'blog');

function headFor({ meta, styles, colorSchemeScript, paintOnceBarArrived }, page, site, themeColors, feedTitle) {
  const canonical = page.indexed ? new URL(page.url, site.origin).href : null;
  const attr = escapeHtml;
  const socialImage = new URL(icons.socialCard.src, site.origin).href;
  const social = canonical
    ? [
        `<meta property="og:type" content="${page.ogType}">`,
        `<meta property="og:site_name" content="${attr(site.name)}">`,
        `<meta property="og:title" content="${attr(meta.title)}">`,
        `<meta property="og:description" content="${attr(meta.description)}">`,
        `<meta property="og:url" content="${attr(canonical)}">`,
        `<meta property="og:image" content="${attr(socialImage)}">`,
        `<meta property="og:image:width" content="${icons.socialCard.width}">`,
        `<meta property="og:image:height" content="${icons.socialCard.height}">`,
        `<meta property="og:image:alt" content="${attr(`${site.name}: ${site.description}`)}">`,
        `<meta property="og:locale" content="en">`,
        '<meta name="twitter:card" content="summary_large_image">',
        `<meta name="twitter:title" content="${attr(meta.title)}">`,
        `<meta name="twitter:description" content="${attr(meta.description)}">`,
        `<meta name="twitter:image" content="${attr(socialImage)}">`,
      ]
    : [];
  return [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${attr(meta.description)}">`,
    meta.noindex ? '<meta name="robots" content="noindex">' : '',
    canonical ? `<link rel="canonical" href="${attr(canonical)}">` : '',
    ...social,
    page.url === '/' ? `<script type="application/ld+json">${organizationJsonLd(site)}</script>` : '',
    `<link rel="apple-touch-icon" href="${icons.appleTouch}">`,
    `<link rel="manifest" href="${typedFiles.manifest.path}">`,
    // Every page announces the blog's feed, so a reader or a browser finds it from wherever the visitor is.
    `<link rel="alternate" type="${typedFiles.feed.type}" title="${attr(feedTitle)}" href="${typedFiles.feed.path}">`,
    `<meta name="theme-color" media="(prefers-color-scheme: light)" content="${themeColors.light}">`,
    `<meta name="theme-color" media="(prefers-color-scheme: dark)" content="${themeColors.dark}">`,
    '<meta name="color-scheme" content="light dark">',
    colorSchemeScript,
    paintOnceBarArrived,
    styles,
  ]
    .filter(Boolean)
    .join('\n    ');
}

/** The files beside the pages: sitemap, robots rules, web app manifest and the blog's feed, from the same data. */
function siteFiles(site, themeColors, content) {
  const indexed = [...pages.filter((page) => page.indexed).map((page) => page.url), typedFiles.feed.path];
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...indexed.map((path) => `  <url><loc>${escapeHtml(new URL(path, site.origin).href)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
  const robots = ['User-agent: *', 'Allow: /', '', `Sitemap: ${new URL('/sitemap.xml', site.origin).href}`, ''].join(
    '\n',
  );
  const manifest = {
    name: site.name,
    short_name: site.shortName,
    description: site.description,
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'minimal-ui',
    background_color: themeColors.light,
    theme_color: themeColors.primary,
    icons: [
      { src: icons.svg, type: 'image/svg+xml', sizes: 'any' },
      { src: icons.png192, type: 'image/png', sizes: '192x192' },
      { src: icons.png512, type: 'image/png', sizes: '512x512' },
    ],
  };
  const feed = atomFeed({
    site,
    feed: content.blogFeed,
    posts: content.posts,
    featuredPostId: content.featuredPostId,
    featuredBlocks: content.parseArticle(content.manifestoContent),
    isoDate: content.isoDate,
    feedPath: typedFiles.feed.path,
    blogPath: blogPage.url,
    iconPath: icons.svg,
  });
  return {
    'sitemap.xml': sitemap,
    'robots.txt': robots,
    [typedFiles.manifest.path.slice(1)]: `${JSON.stringify(manifest, null, 2)}\n`,
    [typedFiles.feed.path.slice(1)]: feed,
  };
}

/**
 * The page's own script (src/startup/1-page-script.ts) with what it imports, built on its own into one
 * classic script: inline in every page, it shares no chunk with the app.
 */
async function buildPageScript() {
  const { build } = await import('vite');
  const output = await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      lib: { entry: join(root, 'src/startup/1-page-script.ts'), formats: ['iife'], name: 'crfPageScript' },
    },
  });
  const chunk = [output]
    .flat()
    .flatMap((result) => result.output)
    .find((file) => file.type === 'chunk');
  if (!chunk) throw new Error('The page script (src/startup/1-page-script.ts) built to nothing.');
  return chunk.code;
}

/**
 * Writes the page script inline where Vite put the entry's <script src>, which it replaces: a visit that
 * only reads then makes no script request. What it fetches is in its attributes (the entry, the route's own
 * chunks; on the not-found page, that it logs the path), so its text, and the CSP hash that allows it,
 * stays the same from build to build. `names`: src/startup/contract.ts (the server build exports it).
 */
export function withPageScript(template, pageScript, { routeChunks, notFound, names }) {
  const { ENTRY_ATTRIBUTE, ROUTE_CHUNKS_ATTRIBUTE, NOT_FOUND_ATTRIBUTE } = names;
  const entryTag = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
  const entry = template.match(entryTag)?.[1];
  if (!entry) throw new Error('The built index.html has no entry <script> to replace.');
  const code = pageScript.trim();
  if (/<\/script/i.test(code)) throw new Error('The page script would close its own <script> element.');
  const chunks = routeChunks.map((file) => `/${file}`).join(' ');
  const attributes = [
    `${ENTRY_ATTRIBUTE}="${escapeHtml(entry)}"`,
    chunks ? `${ROUTE_CHUNKS_ATTRIBUTE}="${escapeHtml(chunks)}"` : '',
    notFound ? NOT_FOUND_ATTRIBUTE : '',
  ].filter(Boolean);
  return template.replace(entryTag, () => `<script ${attributes.join(' ')}>${code}</script>`);
}

function missing(key) {
  throw new Error(`The build has no chunk for ${key}.`);
}

async function main() {
  const template = await readFile(join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8'));
  const pageScript = await buildPageScript();
  const server = await import(pathToFileURL(join(root, 'dist-ssr/entry-server.js')).href);
  const { render, site, themeColors, startupNames } = server;
  for (const page of outputs) {
    const rendered = await render(page.url);
    const routeChunks = page.lazyModule ? [manifest[page.lazyModule]?.file ?? missing(page.lazyModule)] : [];
    const html = withPageScript(template, pageScript, {
      routeChunks,
      notFound: page.status === 404,
      names: startupNames,
    })
      .replace('<!--app-head-->', headFor(rendered, page, site, themeColors, server.blogFeed.title))
      .replace('<!--app-html-->', rendered.html)
      .replace('<!--beside-root-->', rendered.besideRoot);
    const target = join(dist, page.file);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, html);
    console.log(`prerendered ${page.url} -> dist/${page.file} (${(html.length / 1024).toFixed(1)} kB)`);
  }
  for (const [file, content] of Object.entries(siteFiles(site, themeColors, server))) {
    await writeFile(join(dist, file), content);
    console.log(`wrote dist/${file}`);
  }
  await rm(join(dist, '.vite'), { recursive: true, force: true });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await main();
}
