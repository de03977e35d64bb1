// @ts-check
// The brand's web fonts (`webFonts` in the tokens, theme/fonts.ts) as the build serves them: each .woff2 copied to
// /fonts/ under a name that changes with its content, its @font-face rule (font-display: optional), a fallback face
// whose metrics are computed from the file (Capsize: size-adjust and the ascent, descent and line-gap overrides,
// so the fallback takes the same room) and a preload link. vite.config.ts writes the rules and the links into the
// page shell, which every prerendered page is built from, and the drawings read the same files
// (scripts/brand-assets.mjs). Node only: nothing here is imported by theme/ or src/.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename } from 'node:path';
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';
import { fromBuffer } from '@capsizecss/unpack';
import { fallbackFamily } from '../theme/fonts';

/** @typedef {import('../theme/fonts').WebFont} WebFont */
/** @typedef {{ font: WebFont; path: string; source: Buffer; fileName: string; url: string }} WebFontFile */

const require = createRequire(import.meta.url);

/**
 * The local fonts a fallback is drawn in, by kind: each list is one set of metrics (Liberation and the Croscore
 * fonts are drawn to Arial's and Times New Roman's), so one size-adjust fits whichever the visitor has.
 */
const localFallbacks = {
  'sans-serif': { metrics: arial, names: ['Arial', 'ArialMT', 'Liberation Sans', 'Arimo'] },
  serif: { metrics: timesNewRoman, names: ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif', 'Tinos'] },
};

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
 * The @font-face rules: one per file, and one metric-matched fallback per family. `optional`: a font that is not
 * there by the first paint (it is preloaded, so on a normal connection it is) is not swapped in later, so no text
 * ever moves; the fallback, sized to the font's metrics, keeps the layout the same either way.
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
  const families = new Map(files.map((file) => [file.font.family, file]));
  for (const { font, source } of families.values()) {
    const local = localFallbacks[font.fallback];
    const metrics = await fromBuffer(source);
    const [face] = createFontStack([metrics, local.metrics], { fontFaceFormat: 'styleObject' }).fontFaces;
    const overrides = face?.['@font-face'];
    if (!overrides) throw new Error(`No fallback metrics for ${font.family}.`);
    rules.push(
      rule({
        'font-family': JSON.stringify(fallbackFamily(font)),
        src: local.names.map((name) => `local(${JSON.stringify(name)})`).join(','),
        'size-adjust': overrides.sizeAdjust,
        'ascent-override': overrides.ascentOverride,
        'descent-override': overrides.descentOverride,
        'line-gap-override': overrides.lineGapOverride,
      }),
    );
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
