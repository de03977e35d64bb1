// The brand's SVG files from the tokens: every placeholder filled in both token sets, and a placeholder that
// names no token fails the build rather than leaving a shape unpainted.
import { describe, expect, it } from 'vitest';
import * as secondBrand from '../theme/fixtures/second-brand';
import * as tokens from '../theme/tokens';
import { site } from '../src/content/site';
import { brandSvgFiles, fillTemplate } from './brand-assets.mjs';
import { fontFaceCss, webFontFiles } from './brand-fonts.mjs';

describe('brand SVG files', () => {
  for (const [name, brand] of [
    ['tokens.ts', tokens],
    ['the second brand', secondBrand],
  ]) {
    it(`fills every placeholder with ${name}`, () => {
      const files = brandSvgFiles(brand, site);
      expect(files.map((file) => file.fileName)).toEqual(
        expect.arrayContaining(['favicon.svg', 'logo.svg', 'images/impact-matrix.svg', 'images/team/amara-okafor.svg']),
      );
      for (const { fileName, source } of files) expect(source, fileName).not.toContain('{{');
      const matrix = files.find((file) => file.fileName === 'images/impact-matrix.svg')?.source;
      expect(matrix).toContain(`fill="${brand.lightScheme.text.primary}"`);
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
    const matrix = (brand) => brandSvgFiles(brand, site).find((file) => file.fileName === 'images/impact-matrix.svg');
    expect(matrix(secondBrand)?.source).toMatch(
      /@font-face\{font-family:"Source Serif 4";[^}]*src:url\(data:font\/woff2;base64,/,
    );
    expect(matrix({ ...tokens, webFonts: [] })?.source).not.toContain('@font-face');
  });

  it('writes a fallback face per family whose metrics are computed from the font file', async () => {
    const css = await fontFaceCss(webFontFiles(secondBrand));
    expect(css).toContain('font-display:optional');
    const fallback = css.match(/@font-face\{font-family:"Source Serif 4 Fallback";[^}]*\}/)?.[0];
    expect(fallback).toContain('local("Liberation Serif")');
    // Source Serif 4 is wider than Times New Roman: its fallback is scaled up, and its ascent brought back down.
    expect(Number(fallback?.match(/size-adjust:([\d.]+)%/)?.[1])).toBeGreaterThan(105);
    expect(fallback).toMatch(/ascent-override:[\d.]+%;descent-override:[\d.]+%;line-gap-override:[\d.]+%/);
  });
});
