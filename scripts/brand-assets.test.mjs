// The brand's SVG files from the tokens: every placeholder filled in both token sets, and a placeholder that
// names no token fails the build rather than leaving a shape unpainted.
import { describe, expect, it } from 'vitest';
import * as secondBrand from '../theme/fixtures/second-brand';
import * as tokens from '../theme/tokens';
import { brandSvgFiles, fillTemplate } from './brand-assets.mjs';

describe('brand SVG files', () => {
  for (const [name, brand] of [
    ['tokens.ts', tokens],
    ['the second brand', secondBrand],
  ]) {
    it(`fills every placeholder with ${name}`, () => {
      const files = brandSvgFiles(brand);
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
    const filled = fillTemplate(template, tokens, 'test.svg');
    expect(filled).toContain(`fill="${tokens.lightScheme.primary.main}"`);
    expect(filled).toContain(`stroke="${tokens.darkScheme.primary.main}"`);
    // #3730a3 at 10% over white.
    expect(filled).toContain('x="#ebeaf6"');
    expect(filled).toContain('&quot;Segoe UI&quot;');
  });

  it('fails on a placeholder that names no token', () => {
    expect(() => fillTemplate('{{light.primary.hue}}', tokens, 'test.svg')).toThrow(
      'test.svg: {{light.primary.hue}} names no token.',
    );
    expect(() => fillTemplate('{{mix light.bar 10%}}', tokens, 'test.svg')).toThrow(/needs a #rrggbb token/);
  });
});
