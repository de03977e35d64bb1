// @ts-check
// Everything the brand paints outside the pages, from the tokens module itself (build/brand/tokens.ts picks
// theme/tokens.ts, or the second brand under CRF_BRAND=second, and the Vite plugins hand it here): the mark as /favicon.svg
// and /logo.svg, the illustrations in src/content/images/ as /images/…, and the PNG icons and the social card,
// drawn by resvg (no browser) in the brand's fonts. The build writes them all into dist/; nothing here is committed
// output.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';
import { escapeHtml } from '../../src/text/markup.mjs';
import { colourMath } from '../../theme/colourMath.ts';
import { openWebFont, webFontFiles } from './fonts.mjs';

/**
 * What of the tokens module the brand's files read.
 * @typedef {{
 *   webFonts?: readonly import('../../theme/fonts.ts').WebFont[];
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

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const { parse, over } = colourMath();
/** The illustrations, written with placeholders for the brand's colours and fonts (see fillTemplate). */
const illustrationsDir = join(root, 'src/content/images');

/** @typedef {{ name: string; description: string }} Site What of src/content/site.ts the brand's files read. */

/**
 * The mark (theme/brand-mark.svg, written with {{primary}}, {{onPrimary}} and {{name}}) in the light scheme's
 * primary colours, titled with the organisation's name.
 * @param {BrandTokens} tokens
 * @param {Site} site
 */
function markSvg(tokens, site) {
  return readFileSync(join(root, 'theme/brand-mark.svg'), 'utf8')
    .replaceAll('{{primary}}', tokens.lightScheme.primary.main)
    .replaceAll('{{onPrimary}}', tokens.lightScheme.primary.contrastText)
    .replaceAll('{{name}}', escapeHtml(site.name));
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
    const [r, g, b] = /** @type {import('../../theme/colourMath.ts').Rgba} */ (parse(value));
    const tint = over([r, g, b, Number(percent) / 100], [255, 255, 255, 1]);
    return `#${tint
      .slice(0, 3)
      .map((channel) => Math.round(channel).toString(16).padStart(2, '0'))
      .join('')}`;
  });
}

/**
 * The brand's web fonts embedded in an illustration that uses a font stack: an image cannot fetch the site's
 * /fonts/ files, so the rules carry the files themselves (data: URLs). Nothing for a brand of system fonts.
 * @param {BrandTokens} tokens
 * @param {string} svg
 */
export function withEmbeddedFonts(tokens, svg) {
  const files = webFontFiles(tokens);
  if (!files.length || !/font-family=/.test(svg)) return svg;
  const rules = files
    .map(
      ({ font, source }) =>
        `@font-face{font-family:${JSON.stringify(font.family)};font-style:${font.style};font-weight:${font.weight};` +
        `src:url(data:font/woff2;base64,${source.toString('base64')}) format("woff2")}`,
    )
    .join('');
  return svg.replace(/<svg\b[^>]*>/, (open) => `${open}<defs><style>${rules}</style></defs>`);
}

/**
 * The SVG files: the mark as favicon.svg and logo.svg, and every illustration under its path below images/.
 * @param {BrandTokens} tokens
 * @param {Site} site
 * @returns {BrandFile[]}
 */
export function brandSvgFiles(tokens, site) {
  const mark = markSvg(tokens, site);
  const illustrations = readdirSync(illustrationsDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.svg'))
    .sort()
    .map((file) => {
      const path = join(illustrationsDir, file);
      return {
        fileName: `images/${file.split('\\').join('/')}`,
        source: withEmbeddedFonts(tokens, fillTemplate(readFileSync(path, 'utf8'), tokens, relative(root, path))),
      };
    });
  return [{ fileName: 'favicon.svg', source: mark }, { fileName: 'logo.svg', source: mark }, ...illustrations];
}

/**
 * A block of text drawn as SVG, wrapped to `maxWidth`: in the brand's web font, its glyphs' outlines (fontkit reads
 * the .woff2 file, at the weight asked of a variable font), so the drawing needs no font installed; in a stack of
 * system fonts, `<text>` in the first of them the machine has.
 * @typedef {{ stack: string; weight: number; size: number; lineHeight: number; maxWidth: number; fill: string }} TextStyle
 * @typedef {{ draw: (text: string, x: number, top: number) => { svg: string; height: number } }} TextDrawer
 */

/** The families of a CSS font stack, unquoted. @param {string} stack */
const families = (stack) => stack.split(',').map((family) => family.trim().replace(/^["']|["']$/g, ''));

/**
 * Greedy line breaking at spaces. @param {string} text @param {number} maxWidth
 * @param {(line: string) => number} measure
 */
function wrap(text, maxWidth, measure) {
  /** @type {string[]} */
  const lines = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && measure(`${last} ${word}`) <= maxWidth) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/**
 * @param {BrandTokens} tokens
 * @param {TextStyle} style
 * @returns {Promise<TextDrawer>}
 */
async function textDrawer(tokens, style) {
  const { size, lineHeight, maxWidth, fill } = style;
  const linePx = size * lineHeight;
  const first = families(style.stack)[0];
  const file = webFontFiles(tokens).find(({ font }) => font.family === first && font.style === 'normal');
  if (file) {
    let font = await openWebFont(file.source);
    if (font.variationAxes?.wght) font = font.getVariation({ wght: style.weight });
    const scale = size / font.unitsPerEm;
    /** @param {string} line */
    const measure = (line) => font.layout(line).advanceWidth * scale;
    // The line box as CSS lays it out: the content area (ascent + descent) centred in the line height.
    const baselineOffset = (linePx - (font.ascent - font.descent) * scale) / 2 + font.ascent * scale;
    return {
      draw(text, x, top) {
        const lines = wrap(text, maxWidth, measure);
        const paths = lines.map((line, index) => {
          const run = font.layout(line);
          let cursor = 0;
          const outline = run.glyphs
            .map((glyph, i) => {
              const position = /** @type {(typeof run.positions)[number]} */ (run.positions[i]);
              const d = glyph.path.translate(cursor + position.xOffset, position.yOffset).toSVG();
              cursor += position.xAdvance;
              return d;
            })
            .join('');
          const baseline = top + index * linePx + baselineOffset;
          return `<path fill="${fill}" transform="translate(${x} ${baseline}) scale(${scale} ${-scale})" d="${outline}"/>`;
        });
        return { svg: paths.join(''), height: lines.length * linePx };
      },
    };
  }
  const family = installedFamily(style.stack);
  const attributes = `font-family="${escapeHtml(family)}" font-size="${size}" font-weight="${style.weight}" fill="${fill}"`;
  /** @param {string} line */
  const measure = (line) =>
    new Resvg(
      `<svg xmlns="http://www.w3.org/2000/svg"><text ${attributes} y="${size}">${escapeHtml(line)}</text></svg>`,
      {
        font: { defaultFontFamily: family },
      },
    ).getBBox()?.width ?? 0;
  return {
    draw(text, x, top) {
      const lines = wrap(text, maxWidth, measure);
      const svg = lines
        .map(
          (line, index) =>
            // An approximate baseline: a system font's metrics are not known here.
            `<text ${attributes} x="${x}" y="${top + index * linePx + linePx / 2 + size * 0.35}">${escapeHtml(line)}</text>`,
        )
        .join('');
      return { svg, height: lines.length * linePx };
    },
  };
}

/** Generic families as resvg cannot resolve them (it has no fontconfig): the usual fonts of each kind. */
const genericFamilies = {
  'sans-serif': ['Arial', 'Helvetica', 'Liberation Sans', 'Arimo', 'DejaVu Sans', 'Noto Sans', 'Roboto'],
  'system-ui': ['Segoe UI', 'Roboto', 'Cantarell', 'Ubuntu', 'Noto Sans', 'DejaVu Sans', 'Liberation Sans'],
  serif: ['Times New Roman', 'Liberation Serif', 'Tinos', 'DejaVu Serif', 'Noto Serif', 'Georgia'],
};

/** The first family of a system-font stack that this machine has (resvg reads the system's fonts). @param {string} stack */
function installedFamily(stack) {
  const candidates = families(stack).flatMap(
    (family) => genericFamilies[/** @type {keyof typeof genericFamilies} */ (family)] ?? [family],
  );
  const found = candidates.find(
    (family) =>
      new Resvg(
        `<svg xmlns="http://www.w3.org/2000/svg"><text font-family="${escapeHtml(family)}" y="20">M</text></svg>`,
        {
          font: { defaultFontFamily: family, sansSerifFamily: family, serifFamily: family },
        },
      ).getBBox() !== undefined,
  );
  if (!found) throw new Error(`None of the fonts of "${stack}" is installed, and the brand names no web font for it.`);
  return found;
}

/**
 * The mark as an SVG element placed at `x`, `y` and `size` square (its own viewBox keeps its drawing).
 * @param {string} mark @param {number} x @param {number} y @param {number} size
 */
const placedMark = (mark, x, y, size) =>
  mark.replace(/<title>.*?<\/title>/s, '').replace(/<svg\b([^>]*)>/, (_open, attributes) => {
    const kept = attributes.replace(/\s(width|height|x|y|role)="[^"]*"/g, '');
    return `<svg${kept} x="${x}" y="${y}" width="${size}" height="${size}">`;
  });

/** Where the PNGs go, and their sizes: prerender.mjs links them from every page and the manifest. */
const brandImageFiles = {
  png192: 'icons/icon-192.png',
  png512: 'icons/icon-512.png',
  appleTouch: 'icons/apple-touch-icon.png',
  socialCard: 'images/social-card.png',
};

/**
 * The PNG icons (the mark on the page background) and the social card (the mark, the name and the description,
 * in the brand's heading and body fonts), drawn by resvg in the light scheme: no browser is needed to build.
 * @param {BrandTokens} tokens
 * @param {Site} site
 * @returns {Promise<BrandFile[]>}
 */
export async function renderBrandImages(tokens, site) {
  const { lightScheme: light, fonts, typeScale } = tokens;
  const mark = markSvg(tokens, site);
  /** @param {number} size @param {number} padding */
  const icon = (size, padding) => ({
    width: size,
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
      <rect width="${size}" height="${size}" fill="${light.background.default}"/>
      ${placedMark(mark, padding, padding, size - 2 * padding)}</svg>`,
  });

  // The card: 1200 × 630, a 16px primary band on top, the mark and the name, then the description.
  const [width, height, band, padX, markSize, gap] = [1200, 630, 16, 96, 120, 36];
  const name = (
    await textDrawer(tokens, {
      stack: fonts.heading,
      weight: typeScale.brandName.weight,
      size: 58,
      lineHeight: 1.1,
      maxWidth: width - 2 * padX - markSize - 28,
      fill: light.text.primary,
    })
  ).draw(site.name, 0, 0);
  const description = (
    await textDrawer(tokens, {
      stack: fonts.body,
      weight: 400,
      size: 34,
      lineHeight: 1.4,
      maxWidth: 980,
      fill: light.text.secondary,
    })
  ).draw(site.description, 0, 0);
  const headerHeight = Math.max(markSize, name.height);
  const top = band + (height - band - (headerHeight + gap + description.height)) / 2;
  const card = {
    width,
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <rect width="${width}" height="${height}" fill="${light.background.default}"/>
      <rect width="${width}" height="${band}" fill="${light.primary.main}"/>
      ${placedMark(mark, padX, top + (headerHeight - markSize) / 2, markSize)}
      <g transform="translate(${padX + markSize + 28} ${top + (headerHeight - name.height) / 2})">${name.svg}</g>
      <g transform="translate(${padX} ${top + headerHeight + gap})">${description.svg}</g></svg>`,
  };

  return [
    { fileName: brandImageFiles.png192, ...icon(192, 16) },
    { fileName: brandImageFiles.png512, ...icon(512, 40) },
    { fileName: brandImageFiles.appleTouch, ...icon(180, 18) },
    { fileName: brandImageFiles.socialCard, ...card },
  ].map(({ fileName, width, svg }) => ({
    fileName,
    source: new Resvg(svg, { fitTo: { mode: 'width', value: width }, font: { loadSystemFonts: true } })
      .render()
      .asPng(),
  }));
}
