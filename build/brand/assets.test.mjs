// The brand's SVG files from the tokens: every placeholder filled in both token sets, and a placeholder that
// names no token fails the build rather than leaving a shape unpainted.
import { readFileSync } from 'node:fs';
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import { fromBuffer } from '@capsizecss/unpack';
import { describe, expect, it } from 'vitest';
import * as secondBrand from '../../theme/fixtures/second-brand';
import * as tokens from '../../theme/tokens';
import { site } from '../../src/content/site';
import { brandSvgFiles, fillTemplate, withEmbeddedFonts } from './assets.mjs';
import { fontFaceCss, webFontFiles } from './fonts.mjs';

describe('brand SVG files', () => {
  for (const [name, brand] of [
    ['tokens.ts', tokens],
    ['the second brand', secondBrand],
  ]) {
    it(`fills every placeholder with ${name}`, () => {
      const files = brandSvgFiles(brand, site);
      expect(files.map((file) => file.fileName)).toEqual(
        expect.arrayContaining([
          'favicon.svg',
          'logo.svg',
          'images/team/amara-okafor.svg',
          'images/team/daniel-reyes.svg',
        ]),
      );
      for (const { fileName, source } of files) expect(source, fileName).not.toContain('{{');
    });
  }

  it('reads a token of either scheme, a tint of one, and a font stack made safe for an attribute', () => {
    const template =
      '<a fill="{{light.primary.main}}" stroke="{{dark.primary.main}}" x="{{ mix light.primary.main 10% }}" font-family="{{fonts.body}}"/>';
    // A token set of its own, so that a rebrand of tokens.ts changes nothing here.
    const brand = {
      ...tokens,
      lightScheme: { ...tokens.lightScheme, primary: { ...tokens.lightScheme.primary, main: '#336699' } },
      darkScheme: { ...tokens.darkScheme, primary: { ...tokens.darkScheme.primary, main: '#99ccff' } },
      fonts: { heading: 'serif', body: '"Segoe UI", sans-serif' },
    };
    const filled = fillTemplate(template, brand, 'test.svg');
    expect(filled).toContain('fill="#336699"');
    expect(filled).toContain('stroke="#99ccff"');
    // #336699 at 10% over white.
    expect(filled).toContain('x="#ebf0f5"');
    expect(filled).toContain('&quot;Segoe UI&quot;');
  });

  it('fails on a placeholder that names no token', () => {
    expect(() => fillTemplate('{{light.primary.hue}}', tokens, 'test.svg')).toThrow(
      'test.svg: {{light.primary.hue}} names no token.',
    );
    expect(() => fillTemplate('{{mix light.bar 10%}}', tokens, 'test.svg')).toThrow(/needs a #rrggbb token/);
  });
});

describe('web fonts in the brand files', () => {
  it("embeds the second brand's fonts in an illustration that names a font stack, and none for a brand of system fonts", () => {
    // No illustration draws text today (the matrix is real text in the page): one that would, made here.
    const illustration = (brand) =>
      withEmbeddedFonts(
        brand,
        fillTemplate(
          '<svg xmlns="http://www.w3.org/2000/svg"><text font-family="{{fonts.body}}">Low</text></svg>',
          brand,
          'test.svg',
        ),
      );
    expect(illustration(secondBrand)).toMatch(
      /@font-face\{font-family:"Source Serif 4";[^}]*src:url\(data:font\/woff2;base64,/,
    );
    expect(illustration({ ...tokens, webFonts: [] })).not.toContain('@font-face');
  });

  it('writes fallback faces in the style and weights of each web font face, with metrics from the font file', async () => {
    const css = await fontFaceCss(webFontFiles(secondBrand));
    expect(css).toContain('font-display:optional');
    /** @param {string} family @param {string} weight */
    const fallback = (family, weight) =>
      css.match(
        new RegExp(`@font-face\\{font-family:"${family} Fallback";font-style:normal;font-weight:${weight};[^}]*\\}`),
      )?.[0];
    const sizeAdjust = (/** @type {string | undefined} */ rule) => Number(rule?.match(/size-adjust:([\d.]+)%/)?.[1]);
    // A variable font's 200 to 900: the lighter weights over the local regular face, the bolder over the bold one
    // (without a bold face named and declared, bold text would thicken the regular one, at its narrower widths).
    const [regular, bold] = [fallback('Source Serif 4', '200 599'), fallback('Source Serif 4', '600 900')];
    expect(regular).toContain('local("Liberation Serif")');
    expect(bold).toContain('local("Liberation Serif Bold")');
    expect(bold).not.toContain('local("Liberation Serif")');
    // Source Serif 4 is wider than Times New Roman: its fallback is scaled up, and its ascent brought back down.
    expect(sizeAdjust(regular)).toBeGreaterThan(105);
    expect(regular).toMatch(/ascent-override:[\d.]+%;descent-override:[\d.]+%;line-gap-override:[\d.]+%/);
    // Each part is sized to the font at a weight of its own, against the local face's own metrics.
    expect(sizeAdjust(bold)).not.toBeCloseTo(sizeAdjust(regular), 0);
    // Source Sans 3's file opens at its lightest weight, 200: its regular fallback is sized to 400, which is wider.
    const sans = readFileSync(webFontFiles(secondBrand)[1]?.path ?? '');
    const [asOpened] = createFontStack([await fromBuffer(sans), arial], { fontFaceFormat: 'styleObject' }).fontFaces;
    expect(sizeAdjust(fallback('Source Sans 3', '200 599'))).toBeGreaterThan(
      1.03 * Number(asOpened?.['@font-face'].sizeAdjust?.replace('%', '')),
    );

    // A single italic weight: one fallback face, of that style and weight, over the local bold italic face.
    const italic = await fontFaceCss(
      webFontFiles({ webFonts: [{ ...secondBrand.webFonts[0], style: 'italic', weight: '700' }] }),
    );
    expect(italic.match(/@font-face\{font-family:"Source Serif 4 Fallback";[^}]*\}/g)).toEqual([
      expect.stringMatching(/font-style:italic;font-weight:700;src:local\("Times New Roman Bold Italic"\)/),
    ]);
  });
});
