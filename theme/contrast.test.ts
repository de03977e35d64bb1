// The contrast contract: every pair the theme paints, in both schemes, meets WCAG AA (body text AAA). It runs
// for tokens.ts and for a second brand (theme/fixtures/second-brand.ts), and its self-tests derive their failing
// colours from the brand's own, so they hold for any palette that passes.
import { describe, expect, it } from 'vitest';
import {
  checkContrast,
  contrastPairs,
  contrastRatio,
  describeFailures,
  lowestRatioTable,
  minimumRatio,
  nearestPassingShade,
  parseColor,
} from './contrast';
import * as secondBrand from './fixtures/second-brand';
import { createAppTheme, theme } from './index';
import { darkScheme, lightScheme, type SchemeTokens } from './tokens';

const brands = [
  { brand: 'tokens.ts', light: lightScheme, dark: darkScheme },
  { brand: 'second brand', light: secondBrand.lightScheme, dark: secondBrand.darkScheme },
];

const hex = (channel: number) => Math.round(channel).toString(16).padStart(2, '0');

/** The colour between `from` and `to` whose contrast on `from` is closest to `ratio` (found by bisection). */
function shadeAtRatio(from: string, to: string, ratio: number): string {
  const [a, b] = [parseColor(from), parseColor(to)];
  const at = (t: number) =>
    `#${[0, 1, 2].map((channel) => hex(a[channel]! + (b[channel]! - a[channel]!) * t)).join('')}`;
  let [low, high] = [0, 1];
  for (let step = 0; step < 30; step++) {
    const middle = (low + high) / 2;
    if (contrastRatio({ foreground: at(middle), background: from }) < ratio) low = middle;
    else high = middle;
  }
  return at(high);
}

const ratioText = (foreground: string, background: string) =>
  contrastRatio({ foreground, background }).toFixed(2).replace('.', '\\.');

describe.each(brands)('contrast contract ($brand)', ({ light, dark }) => {
  const results = checkContrast(createAppTheme({ light, dark }));

  it.each(results.map((result) => [`${result.scheme}: ${result.name}`, result] as const))('%s', (_, result) => {
    const [failure] = describeFailures([result]);
    expect(result.ratio, failure).toBeGreaterThanOrEqual(result.minimum);
  });

  it.each(['light', 'dark'])('covers every category and every badge in the %s scheme', (scheme) => {
    const ofScheme = results.filter((result) => result.scheme === scheme);
    for (const category of Object.keys(minimumRatio)) {
      expect(
        ofScheme.some((result) => result.category === category),
        category,
      ).toBe(true);
    }
    for (const badge of Object.keys(light.badges)) {
      expect(
        ofScheme.some((result) => result.name.includes(`"${badge}"`)),
        badge,
      ).toBe(true);
    }
    for (const colour of ['primary', 'secondary', 'error', 'warning', 'info', 'success']) {
      expect(ofScheme.some((result) => result.name === `${colour}.contrastText on ${colour}.main`)).toBe(true);
    }
  });

  it('holds body text on the page background to AAA', () => {
    const bodyText = results.filter((result) => result.category === 'body text');
    expect(bodyText.map((result) => [result.scheme, result.name])).toEqual([
      ['light', 'text.primary on background.default'],
      ['dark', 'text.primary on background.default'],
    ]);
    expect(bodyText.every((result) => result.minimum === 7)).toBe(true);
  });
});

describe.each(brands)('the contract fails a failing token ($brand)', ({ light, dark }) => {
  const failing = (lightChanges: Partial<SchemeTokens>, darkChanges: Partial<SchemeTokens> = {}) =>
    describeFailures(
      checkContrast(createAppTheme({ light: { ...light, ...lightChanges }, dark: { ...dark, ...darkChanges } })),
    );
  const page = light.background.default;

  it('names the pair, its ratio and the minimum', () => {
    const secondary = shadeAtRatio(page, light.text.primary, 3);
    const failures = failing({ text: { ...light.text, secondary } });
    expect(failures).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^light: text\\.secondary on background\\.default is ${ratioText(secondary, page)}:1, needs 7:1 \\(WCAG 1\\.4\\.3 and 1\\.4\\.6; text; ${secondary} on ${page}\\)$`,
        ),
      ),
    );
    expect(failures.every((failure) => failure.startsWith('light: text.secondary'))).toBe(true);
  });

  it('fails any text below AAA that would pass AA (WCAG 1.4.6)', () => {
    const secondary = shadeAtRatio(page, light.text.primary, 5.5);
    expect(failing({ text: { ...light.text, secondary } })).toContainEqual(
      expect.stringMatching(
        /^light: text\.secondary on background\.default is 5\.\d\d:1, needs 7:1 \(WCAG 1\.4\.6; text;/,
      ),
    );
  });

  it('fails body text below AAA that would pass AA', () => {
    const primary = shadeAtRatio(page, light.text.primary, 5.5);
    const failures = failing({ text: { ...light.text, primary } });
    expect(failures).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^light: text\\.primary on background\\.default is ${ratioText(primary, page)}:1, needs 7:1 \\(WCAG [0-9. and]+; body text;`,
        ),
      ),
    );
  });

  it('fails a badge, a contrastText and the focus ring in the dark scheme', () => {
    const badge = dark.badges['funding-news'];
    const failures = failing(
      {},
      {
        badges: {
          ...dark.badges,
          'funding-news': { ...badge, background: shadeAtRatio(badge.text, badge.background, 2) },
        },
        warning: { ...dark.warning, contrastText: shadeAtRatio(dark.warning.main, dark.warning.contrastText, 2) },
        focusRing: shadeAtRatio(dark.background.default, dark.focusRing, 2),
      },
    );
    expect(failures).toContainEqual(expect.stringContaining('dark: badge "funding-news": text on background is'));
    expect(failures).toContainEqual(expect.stringContaining('dark: warning.contrastText on warning.main is'));
    expect(failures).toContainEqual(expect.stringContaining('dark: focusRing on background.default is'));
  });

  it('measures the frosted bar over the worst content below it', () => {
    const [r, g, b] = parseColor(light.frostedBar);
    const failures = failing({ frostedBar: `rgba(${r}, ${g}, ${b}, 0.3)` });
    expect(failures).toContainEqual(expect.stringContaining('light: text.primary on frostedBar over any content is'));
  });
});

describe('colour maths', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio({ foreground: '#000', background: '#fff' })).toBeCloseTo(21, 5);
    expect(contrastRatio({ foreground: '#777777', background: '#ffffff' })).toBeCloseTo(4.48, 2);
    expect(contrastRatio({ foreground: 'rgb(255, 255, 255)', background: '#767676' })).toBeCloseTo(4.54, 2);
  });

  it('paints translucent colours over what is below them', () => {
    // Half-transparent black over white is mid-grey (#808080 is 3.95:1 on white).
    expect(contrastRatio({ foreground: 'rgba(0, 0, 0, 0.5)', background: '#ffffff' })).toBeCloseTo(3.95, 1);
    expect(contrastRatio({ foreground: '#000', background: 'rgba(255, 255, 255, 0.5)', backdrop: '#000' })).toBeCloseTo(
      contrastRatio({ foreground: '#000', background: '#808080' }),
      1,
    );
    // Over any content, mid-grey text on a mostly clear surface can meet content of its own shade.
    expect(contrastRatio({ foreground: '#808080', background: 'rgba(255, 255, 255, 0.2)' })).toBe(1);
  });

  it('refuses a colour it cannot read rather than passing it', () => {
    expect(() => parseColor('oklch(60% 0.1 250)')).toThrow(/Cannot read the colour "oklch/);
    expect(() => contrastPairs({ ...theme.colorSchemes.light!.palette, focusRing: 'teal' }).map(contrastRatio)).toThrow(
      /teal/,
    );
  });
});

describe('the contrast report (npm run contrast)', () => {
  it('suggests the nearest shade of the same hue that passes', () => {
    const pair = { foreground: '#8f8ea6', background: '#f8f8fc' };
    const shade = nearestPassingShade({ ...pair, category: 'text', name: 'probe' }, 4.5)!;
    expect(contrastRatio({ ...pair, foreground: shade })).toBeGreaterThanOrEqual(4.5);
    // Darker, not far off: one lightness step less would fail.
    expect(contrastRatio({ ...pair, foreground: shade })).toBeLessThan(4.6);
    expect(shade).not.toBe(pair.foreground);
  });

  it('gives each category its lowest ratio in each scheme', () => {
    const results = checkContrast(theme);
    const table = lowestRatioTable(results);
    for (const scheme of ['light', 'dark'] as const) {
      const text = results.filter((result) => result.scheme === scheme && result.category === 'text');
      const lowest = text.filter((result) => !result.name.startsWith('badge ')).sort((a, b) => a.ratio - b.ratio)[0]!;
      expect(table).toContain(`${lowest.ratio.toFixed(2)}:1 (${lowest.name})`);
    }
    expect(table.split('\n').map((row) => row.split('|')[1]?.trim())).toEqual(
      expect.arrayContaining(['body text', 'text', 'large text', 'badges', 'boundary', 'focus ring']),
    );
  });
});
