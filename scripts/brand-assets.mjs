// @ts-check
// Everything the brand paints outside the pages, from the tokens module itself (vite.config.ts imports
// theme/tokens.ts, or the second brand under CRF_BRAND=second, and hands it here): the mark as /favicon.svg
// and /logo.svg, the illustrations in src/content/images/ as /images/…, and the PNG icons and the social card,
// drawn by Chromium. The build writes them all into dist/; nothing here is committed output.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { escapeHtml } from '../src/text/markup.mjs';
import { colourMath } from '../theme/colourMath';
import { chromiumFlags, systemChromiumPath } from './chromium.mjs';

/**
 * What of the tokens module the brand's files read.
 * @typedef {{
 *   lightScheme: {
 *     primary: { main: string; contrastText: string };
 *     background: { default: string };
 *     text: { primary: string; secondary: string };
 *   };
 *   darkScheme: object;
 *   fonts: { heading: string; body: string };
 *   typeScale: { brandName: { weight: number } };
 * }} BrandTokens
 */

/** @typedef {{ fileName: string; source: string | Uint8Array }} BrandFile */

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { parse, over } = colourMath();
/** The illustrations, written with placeholders for the brand's colours and fonts (see fillTemplate). */
const illustrationsDir = join(root, 'src/content/images');

/**
 * The mark (theme/brand-mark.svg, written with {{primary}} and {{onPrimary}}) in the light scheme's primary colours.
 * @param {BrandTokens} tokens
 */
export function markSvg(tokens) {
  return readFileSync(join(root, 'theme/brand-mark.svg'), 'utf8')
    .replaceAll('{{primary}}', tokens.lightScheme.primary.main)
    .replaceAll('{{onPrimary}}', tokens.lightScheme.primary.contrastText);
}

/**
 * An illustration with its placeholders filled from the tokens:
 * - `{{light.text.primary}}`, `{{dark.secondary.main}}`: a token of that scheme;
 * - `{{mix light.primary.main 12%}}`: that colour at 12% over white (a tint of a `#rrggbb` token);
 * - `{{fonts.body}}`: a font stack.
 * A placeholder that names no token is an error, so a renamed token cannot leave an illustration unpainted.
 * @param {string} template
 * @param {BrandTokens} tokens
 * @param {string} name where the template comes from, for the error
 */
export function fillTemplate(template, tokens, name) {
  /** @type {Record<string, unknown>} */
  const values = { light: tokens.lightScheme, dark: tokens.darkScheme, fonts: tokens.fonts };
  return template.replace(/\{\{\s*(mix\s+)?([\w.-]+)(?:\s+(\d+(?:\.\d+)?)%)?\s*\}\}/g, (whole, mix, path, percent) => {
    /** @type {unknown} */
    const value = path
      .split('.')
      .reduce((/** @type {any} */ object, /** @type {string} */ key) => object?.[key], values);
    if (typeof value !== 'string') throw new Error(`${name}: ${whole} names no token.`);
    if (!mix) return escapeHtml(value);
    if (!/^#[0-9a-f]{6}$/i.test(value) || percent === undefined)
      throw new Error(`${name}: ${whole} needs a #rrggbb token and a percentage.`);
    const [r, g, b] = /** @type {import('../theme/colourMath').Rgba} */ (parse(value));
    const tint = over([r, g, b, Number(percent) / 100], [255, 255, 255, 1]);
    return `#${tint
      .slice(0, 3)
      .map((channel) => Math.round(channel).toString(16).padStart(2, '0'))
      .join('')}`;
  });
}

/**
 * The SVG files: the mark as favicon.svg and logo.svg, and every illustration under its path below images/.
 * @param {BrandTokens} tokens
 * @returns {BrandFile[]}
 */
export function brandSvgFiles(tokens) {
  const mark = markSvg(tokens);
  const illustrations = readdirSync(illustrationsDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.svg'))
    .sort()
    .map((file) => {
      const path = join(illustrationsDir, file);
      return {
        fileName: `images/${file.split('\\').join('/')}`,
        source: fillTemplate(readFileSync(path, 'utf8'), tokens, relative(root, path)),
      };
    });
  return [{ fileName: 'favicon.svg', source: mark }, { fileName: 'logo.svg', source: mark }, ...illustrations];
}

/** Where the PNGs go, and their sizes: prerender.mjs links them from every page and the manifest. */
const brandImageFiles = {
  png192: 'icons/icon-192.png',
  png512: 'icons/icon-512.png',
  appleTouch: 'icons/apple-touch-icon.png',
  socialCard: 'images/social-card.png',
};

/**
 * The PNG icons (the mark on the page background) and the social card (the mark, the name and the description,
 * in the theme's fonts), drawn by Chromium in the light scheme: CHROMIUM_PATH, else /usr/bin/chromium, else
 * Playwright's own. The fonts are the tokens' stacks: system fonts, so nothing is fetched.
 * @param {BrandTokens} tokens
 * @param {{ name: string; description: string }} site
 * @returns {Promise<BrandFile[]>}
 */
export async function renderBrandImages(tokens, site) {
  const { lightScheme: light, fonts, typeScale } = tokens;
  const mark = markSvg(tokens)
    .replace(/<title>.*?<\/title>/s, '')
    .replace(/width="40" height="40"/, 'width="100%" height="100%"');
  /** @param {number} size @param {number} padding */
  const icon = (size, padding) => ({
    width: size,
    height: size,
    html: `<div style="width:${size}px;height:${size}px;display:grid;place-items:center;background:${light.background.default}">
      <div style="width:${size - 2 * padding}px;height:${size - 2 * padding}px">${mark}</div></div>`,
  });
  // The fonts go into a style sheet: their stacks hold quotes.
  const card = {
    width: 1200,
    height: 630,
    html: `<style>
      .card { width: 1200px; height: 630px; box-sizing: border-box; padding: 88px 96px; display: flex;
        flex-direction: column; justify-content: center; gap: 36px; background: ${light.background.default};
        border-top: 16px solid ${light.primary.main}; color: ${light.text.primary}; }
      .name { font-family: ${fonts.heading}; font-size: 58px; font-weight: ${typeScale.brandName.weight}; line-height: 1.1; }
      .description { font-family: ${fonts.body}; font-size: 34px; line-height: 1.4; color: ${light.text.secondary}; max-width: 980px; }
    </style>
    <div class="card">
      <div style="display:flex;align-items:center;gap:28px">
        <div style="width:120px;height:120px;flex-shrink:0">${mark}</div>
        <div class="name">${escapeHtml(site.name)}</div>
      </div>
      <div class="description">${escapeHtml(site.description)}</div>
    </div>`,
  };
  const shots = [
    { fileName: brandImageFiles.png192, ...icon(192, 16) },
    { fileName: brandImageFiles.png512, ...icon(512, 40) },
    { fileName: brandImageFiles.appleTouch, ...icon(180, 18) },
    { fileName: brandImageFiles.socialCard, ...card },
  ];

  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumFlags });
  try {
    const page = await browser.newPage();
    // Nothing the drawings need is on the network: any request would be a mistake.
    await page.route('**/*', (route) => route.abort());
    /** @type {BrandFile[]} */
    const files = [];
    for (const { fileName, width, height, html } of shots) {
      await page.setViewportSize({ width, height });
      await page.setContent(`<!doctype html><html><body style="margin:0">${html}</body></html>`);
      await page.evaluate('document.fonts.ready.then(() => true)');
      files.push({ fileName, source: await page.screenshot({ clip: { x: 0, y: 0, width, height } }) });
    }
    return files;
  } finally {
    await browser.close();
  }
}

function chromiumPath() {
  const system = systemChromiumPath();
  if (system) return system;
  if (existsSync(chromium.executablePath())) return undefined;
  throw new Error(
    'The build draws the PNG icons and the social card with Chromium, and found none. Install one ' +
      '(Debian: `apt-get install -y chromium`), set CHROMIUM_PATH to its executable, or run `npx playwright install chromium`.',
  );
}
