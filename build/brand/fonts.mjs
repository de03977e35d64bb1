// @ts-check
// The brand's web fonts (`webFonts` in the tokens, theme/fonts.ts) as the build serves them: each .woff2 copied to
// /fonts/ under a name that changes with its content, its @font-face rule (font-display: optional), fallback faces
// of the same style and weights whose metrics are computed from the file (Capsize: size-adjust and the ascent,
// descent and line-gap overrides, so the fallback takes the same room) and a preload link. build/vite/brand-fonts.ts
// writes the rules and the links into the page shell, which every prerendered page is built from, and the drawings
// read the same files (assets.mjs). Node only: nothing here is imported by theme/ or src/.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename } from 'node:path';
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import arialBold from '@capsizecss/metrics/arial/700';
import arialBoldItalic from '@capsizecss/metrics/arial/700italic';
import arialItalic from '@capsizecss/metrics/arial/italic';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';
import timesNewRomanBold from '@capsizecss/metrics/timesNewRoman/700';
import timesNewRomanBoldItalic from '@capsizecss/metrics/timesNewRoman/700italic';
import timesNewRomanItalic from '@capsizecss/metrics/timesNewRoman/italic';
import { fromBuffer } from '@capsizecss/unpack';
import * as fontkit from 'fontkit';
import * as wawoff2 from 'wawoff2';
import { fallbackFamily } from '../../theme/fonts.ts';

/** @typedef {import('../../theme/fonts.ts').WebFont} WebFont */
/** @typedef {{ font: WebFont; path: string; source: Buffer; fileName: string; url: string }} WebFontFile */

const require = createRequire(import.meta.url);

/**
 * The local faces a fallback is drawn in, by kind, style and weight: each list is one set of metrics (Liberation and
 * the Croscore fonts are drawn to Arial's and Times New Roman's), so one size-adjust fits whichever the visitor has.
 * `local()` names one face (by its full or PostScript name): bold text needs the bold face named, or the browser
 * draws the regular one thickened, at the regular one's widths.
 */
const localFallbacks = {
  'sans-serif': {
    normal: {
      regular: { metrics: arial, names: ['Arial', 'ArialMT', 'Liberation Sans', 'Arimo'] },
      bold: { metrics: arialBold, names: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'Arimo Bold'] },
    },
    italic: {
      regular: {
        metrics: arialItalic,
        names: ['Arial Italic', 'Arial-ItalicMT', 'Liberation Sans Italic', 'Arimo Italic'],
      },
      bold: {
        metrics: arialBoldItalic,
        names: ['Arial Bold Italic', 'Arial-BoldItalicMT', 'Liberation Sans Bold Italic', 'Arimo Bold Italic'],
      },
    },
  },
  serif: {
    normal: {
      regular: {
        metrics: timesNewRoman,
        names: ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif', 'Tinos'],
      },
      bold: {
        metrics: timesNewRomanBold,
        names: ['Times New Roman Bold', 'TimesNewRomanPS-BoldMT', 'Liberation Serif Bold', 'Tinos Bold'],
      },
    },
    italic: {
      regular: {
        metrics: timesNewRomanItalic,
        names: ['Times New Roman Italic', 'TimesNewRomanPS-ItalicMT', 'Liberation Serif Italic', 'Tinos Italic'],
      },
      bold: {
        metrics: timesNewRomanBoldItalic,
        names: [
          'Times New Roman Bold Italic',
          'TimesNewRomanPS-BoldItalicMT',
          'Liberation Serif Bold Italic',
          'Tinos Bold Italic',
        ],
      },
    },
  },
};

/** CSS's bold threshold: from this weight up the browser wants a bold face (and thickens a lighter one). */
const boldFrom = 600;

/**
 * A web font file as fontkit reads it: unpacked from WOFF2 first, as fontkit reads a variable font's other weights
 * (`getVariation`) from TrueType only (its WOFF2 reader fails there). wawoff2 takes the file as the global
 * Uint8Array, which a Buffer is not under the unit tests' jsdom: hence the copy.
 * @param {Buffer} source a .woff2 file
 */
export async function openWebFont(source) {
  return fontkit.create(Buffer.from(await wawoff2.decompress(new Uint8Array(source))));
}

/** Running English prose: how much wider a weight draws text than the file's default instance. */
const widthSample =
  'Most of what we read is set in a plain text face at its regular weight, with headings, labels and the odd ' +
  'word of emphasis set bolder; this sentence stands in for all of it.';

/**
 * Capsize's metrics of a web font at a weight. `fromBuffer` reads the file's default instance, which for a variable
 * font may be its lightest (Source Sans 3's is 200): the average width is scaled by how much wider the weight draws.
 * @param {Awaited<ReturnType<typeof fromBuffer>>} metrics the file's, from `fromBuffer`
 * @param {import('fontkit').Font} font the same file, from `openWebFont`
 * @param {number} weight
 */
function metricsAtWeight(metrics, font, weight) {
  const axis = font.variationAxes?.wght;
  if (!axis) return metrics;
  const width = (/** @type {number} */ wght) => font.getVariation({ wght }).layout(widthSample).advanceWidth;
  const scale = width(Math.min(axis.max, Math.max(axis.min, weight))) / width(axis.default);
  const scaled = (/** @type {{ xWidthAvg: number }} */ { xWidthAvg }) => ({ xWidthAvg: Math.round(xWidthAvg * scale) });
  // Capsize sizes by the subset's average (Latin by default), else the font's.
  const subsets = Object.fromEntries(
    Object.entries(metrics.subsets).map(([subset, widths]) => [subset, scaled(widths)]),
  );
  return { ...metrics, ...scaled(metrics), subsets: /** @type {typeof metrics.subsets} */ (subsets) };
}

/**
 * The fallback faces that stand in for one web font face: its style, and its weights split at the bold threshold,
 * the lighter ones drawn in the local regular face and the bolder in the local bold one, each sized to the web font
 * at a weight of its part (400 or 700, or the nearest the face has).
 * @param {WebFont} font
 */
function fallbackParts(font) {
  const [low, high = low] = font.weight.trim().split(/\s+/).map(Number);
  if (low === undefined || high === undefined || !Number.isFinite(low) || !Number.isFinite(high))
    throw new Error(`The web font ${font.family}: weight "${font.weight}" is not a number or a range ("200 900").`);
  /** @param {number} from @param {number} to @param {number} typical */
  const part = (from, to, typical) => ({
    weight: from === to ? `${from}` : `${from} ${to}`,
    measuredAt: Math.min(to, Math.max(from, typical)),
  });
  return [
    ...(low < boldFrom ? [{ ...part(low, Math.min(high, boldFrom - 1), 400), bold: false }] : []),
    ...(high >= boldFrom ? [{ ...part(Math.max(low, boldFrom), high, 700), bold: true }] : []),
  ];
}

/**
 * The brand's font files: read from their packages, named `fonts/<file>-<hash>.woff2` in the build.
 * @param {{ webFonts?: readonly WebFont[] }} tokens
 * @returns {WebFontFile[]}
 */
export function webFontFiles(tokens) {
  return (tokens.webFonts ?? []).map((font) => {
    let path;
    try {
      path = require.resolve(font.file);
    } catch {
      throw new Error(
        `The web font ${font.family} names ${font.file}, which is not installed: npm install the package it is in.`,
      );
    }
    if (!path.endsWith('.woff2')) throw new Error(`The web font ${font.family}: ${font.file} is not a .woff2 file.`);
    const source = readFileSync(path);
    const hash = createHash('sha256').update(source).digest('hex').slice(0, 8);
    const fileName = `fonts/${basename(path, '.woff2')}-${hash}.woff2`;
    return { font, path, source, fileName, url: `/${fileName}` };
  });
}

/** @param {Record<string, string | number | undefined>} declarations */
const rule = (declarations) =>
  `@font-face{${Object.entries(declarations)
    .filter(([, value]) => value !== undefined)
    .map(([property, value]) => `${property}:${value}`)
    .join(';')}}`;

/**
 * The @font-face rules: one per file, and its metric-matched fallbacks (one per family, style and weight range).
 * `optional`: a font that is not there by the first paint (it is preloaded, so on a normal connection it is) is not
 * swapped in later, so no text ever moves; the fallback, sized to the font's metrics, keeps the layout the same
 * either way, bold text included.
 * @param {WebFontFile[]} files
 */
export async function fontFaceCss(files) {
  const rules = files.map(({ font, url }) =>
    rule({
      'font-family': JSON.stringify(font.family),
      'font-style': font.style,
      'font-weight': font.weight,
      'font-display': 'optional',
      src: `url(${url}) format("woff2")`,
      'unicode-range': font.unicodeRange,
    }),
  );
  // Files that differ only in the characters they cover (latin, latin-ext…) share their fallbacks.
  const faces = new Map(files.map((file) => [`${file.font.family}|${file.font.style}|${file.font.weight}`, file]));
  for (const { font, source } of faces.values()) {
    const [metrics, fontkitFont] = await Promise.all([fromBuffer(source), openWebFont(source)]);
    for (const { weight, measuredAt, bold } of fallbackParts(font)) {
      const local = localFallbacks[font.fallback][font.style][bold ? 'bold' : 'regular'];
      const [face] = createFontStack([metricsAtWeight(metrics, fontkitFont, measuredAt), local.metrics], {
        fontFaceFormat: 'styleObject',
      }).fontFaces;
      const overrides = face?.['@font-face'];
      if (!overrides) throw new Error(`No fallback metrics for ${font.family}.`);
      rules.push(
        rule({
          'font-family': JSON.stringify(fallbackFamily(font)),
          'font-style': font.style,
          'font-weight': weight,
          src: local.names.map((name) => `local(${JSON.stringify(name)})`).join(','),
          'size-adjust': overrides.sizeAdjust,
          'ascent-override': overrides.ascentOverride,
          'descent-override': overrides.descentOverride,
          'line-gap-override': overrides.lineGapOverride,
        }),
      );
    }
  }
  return rules.join('\n');
}

/**
 * What goes into the page's <head>: a preload link for every file (so it is there by the first paint) and the
 * @font-face rules. Empty for a brand of system fonts.
 * @param {WebFontFile[]} files
 */
export async function fontHeadTags(files) {
  if (!files.length) return [];
  return [
    ...files.map(({ url }) => ({
      tag: 'link',
      attrs: { rel: 'preload', href: url, as: 'font', type: 'font/woff2', crossorigin: '' },
      injectTo: /** @type {const} */ ('head-prepend'),
    })),
    {
      tag: 'style',
      attrs: { 'data-brand-fonts': '' },
      children: await fontFaceCss(files),
      injectTo: /** @type {const} */ ('head'),
    },
  ];
}
