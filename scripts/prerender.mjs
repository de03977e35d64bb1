// Writes the prerendered pages into dist/: each route's full markup, critical CSS and head.
// Runs after `vite build` (client) and `vite build --ssr` (dist-ssr/entry-server.js).
import { readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// The server bundle imports React, MUI and Emotion from node_modules at run time. Without this they run
// their development builds, and MUI then labels every class name (css-1x2y3z-MuiButton-root): the
// browser's production build would find none of the prerendered styles and insert them all again.
process.env.NODE_ENV ??= 'production';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');

/** The pages to write: the URL rendered, the file written, and lazy route modules to preload. */
export const pages = [
  { url: '/', file: 'index.html', preload: [] },
  { url: '/blog', file: 'blog/index.html', preload: ['src/pages/BlogPage.tsx'] },
  // Any path without a route renders the not-found page; static hosts serve this file with 404.
  { url: '/404', file: '404.html', preload: [] },
];

const htmlEntities = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (char) => htmlEntities[char]);
}

/** The chunk files a module needs, following its static imports (Vite's build manifest). */
function chunkFiles(manifest, key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return [];
  seen.add(key);
  return [entry.file, ...(entry.imports ?? []).flatMap((imported) => chunkFiles(manifest, imported, seen))];
}

function headFor({ meta, styles, colorSchemeScript }, page, manifest, origin) {
  const canonical = page.url === '/404' ? null : new URL(page.url, origin).href;
  const preloads = page.preload
    .flatMap((key) => chunkFiles(manifest, key))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  return [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    meta.noindex ? '<meta name="robots" content="noindex">' : '',
    canonical ? `<link rel="canonical" href="${escapeHtml(canonical)}">` : '',
    '<meta name="color-scheme" content="light dark">',
    colorSchemeScript,
    ...preloads,
    styles,
  ]
    .filter(Boolean)
    .join('\n    ');
}

async function main() {
  const template = await readFile(join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8'));
  const { render } = await import(pathToFileURL(join(root, 'dist-ssr/entry-server.js')).href);
  const { site } = await import(pathToFileURL(join(root, 'dist-ssr/entry-server.js')).href).then((module) => ({
    site: module.site,
  }));
  for (const page of pages) {
    const rendered = await render(page.url);
    const html = template
      .replace('<!--app-head-->', headFor(rendered, page, manifest, site?.origin ?? 'https://example.org'))
      .replace('<!--app-html-->', rendered.html);
    const target = join(dist, page.file);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, html);
    console.log(`prerendered ${page.url} -> dist/${page.file} (${(html.length / 1024).toFixed(1)} kB)`);
  }
  await rm(join(dist, '.vite'), { recursive: true, force: true });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await main();
}
