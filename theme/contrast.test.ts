// The contrast contract: every pair the theme paints, in both schemes, meets WCAG AA (body text AAA).
import { describe, expect, it } from 'vitest';
import { checkContrast, contrastPairs, contrastRatio, describeFailures, minimumRatio, parseColor } from './contrast';
import { createAppTheme, theme } from './index';
import { darkScheme, lightScheme, type SchemeTokens } from './tokens';

const results = checkContrast(theme);

describe('contrast contract', () => {
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
    for (const badge of Object.keys(lightScheme.badges)) {
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

describe('the contract fails a failing token', () => {
  const failing = (light: Partial<SchemeTokens>, dark: Partial<SchemeTokens> = {}) =>
    describeFailures(
      checkContrast(createAppTheme({ light: { ...lightScheme, ...light }, dark: { ...darkScheme, ...dark } })),
    );

  it('names the pair, its ratio and the minimum', () => {
    const failures = failing({ text: { ...lightScheme.text, secondary: '#8f8ea6' } });
    expect(failures).toContainEqual(
      expect.stringMatching(/^light: text\.secondary on background\.default is 3\.\d\d:1, needs 4\.5:1 \(text;/),
    );
    expect(failures.every((failure) => failure.startsWith('light: text.secondary'))).toBe(true);
  });

  it('fails body text below AAA that would pass AA', () => {
    const failures = failing({ text: { ...lightScheme.text, primary: '#5f5e7a' } });
    // 5.88:1 passes AA on the page but not the AAA asked of body text.
    expect(failures).toContainEqual(
      expect.stringMatching(/^light: text\.primary on background\.default is 5\.88:1, needs 7:1 \(body text;/),
    );
  });

  it('fails a badge, a contrastText and the focus ring in the dark scheme', () => {
    const failures = failing(
      {},
      {
        badges: { ...darkScheme.badges, 'funding-news': { text: '#dcfce7', background: '#22c55e' } },
        warning: { main: '#fcd34d', contrastText: '#ffffff' },
        focusRing: '#2e2d4a',
      },
    );
    expect(failures).toContainEqual(expect.stringContaining('dark: badge "funding-news": text on background is'));
    expect(failures).toContainEqual(expect.stringContaining('dark: warning.contrastText on warning.main is'));
    expect(failures).toContainEqual(expect.stringContaining('dark: focusRing on background.default is'));
  });

  it('measures the frosted bar over the worst content below it', () => {
    const failures = failing({ frostedBar: 'rgba(248, 248, 252, 0.3)' });
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
