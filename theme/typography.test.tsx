// The type system: every text role is a Typography variant drawn from the tokens, headings in the heading font.
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as secondBrand from './fixtures/second-brand';
import { createAppTheme, theme } from './index';
import { darkScheme, lightScheme } from './tokens';
import {
  defaultTypeTokens,
  fluidSizes,
  fluidWidths,
  zoomThatDoublesAllText,
  type TextRole,
  type TypeTokens,
} from './typography';

const roles: TextRole[] = [
  'eyebrow',
  'tagline',
  'lede',
  'cardTitle',
  'subheading',
  'memberRole',
  'cardNote',
  'brandName',
  'numeral',
  'navLink',
  'link',
  'emphasis',
  'footerLink',
  'badge',
  'tooltip',
];
const headingVariants = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'cardTitle', 'subheading'] as const;

function renderRole(appTheme: Theme, variant: TextRole | 'body1' | (typeof headingVariants)[number]) {
  render(
    <ThemeProvider theme={appTheme}>
      <CssBaseline />
      <Typography variant={variant}>{variant} text</Typography>
    </ThemeProvider>,
  );
  return getComputedStyle(screen.getByText(`${variant} text`));
}

/** The smallest size a variant renders at, in rem (the `min` of a fluid size). */
function smallestRem(size: unknown): number {
  const rem = /^(?:clamp\()?([\d.]+)rem/.exec(String(size));
  if (!rem) throw new Error(`unreadable font size ${String(size)}`);
  return Number(rem[1]);
}

/** A font size of the theme in px on a viewport this wide (jsdom cannot compute clamp(): read its three parts). */
function sizeAt(size: unknown, viewportWidth: number): number {
  const parts = /^clamp\(([\d.]+)rem, (-?[\d.]+)rem \+ ([\d.]+)vw, ([\d.]+)rem\)$/.exec(String(size));
  if (!parts) return smallestRem(size) * 16;
  const [min, rem, vw, max] = parts.slice(1).map(Number) as [number, number, number, number];
  return Math.min(max * 16, Math.max(min * 16, rem * 16 + (vw * viewportWidth) / 100));
}

const serifBrand: TypeTokens = {
  ...defaultTypeTokens,
  fonts: { heading: 'Georgia, serif', body: 'Verdana, sans-serif' },
};

describe('text roles', () => {
  it.each(roles)('renders <Typography variant="%s"> in the weight and size the theme gives it', (role) => {
    const { fontSize, fontWeight } = theme.typography[role];
    const style = renderRole(theme, role);
    expect(fontWeight ?? fontSize, 'the role sets neither size nor weight').toBeDefined();
    if (fontWeight !== undefined) expect(style.fontWeight).toBe(String(fontWeight));
    // jsdom cannot compute clamp(): fluid sizes are read from the theme by the heading test below.
    if (typeof fontSize === 'string' && fontSize.endsWith('rem')) expect(style.fontSize).toBe(fontSize);
  });

  const secondBrandTheme = createAppTheme(
    { light: secondBrand.lightScheme, dark: secondBrand.darkScheme },
    { fonts: secondBrand.fonts, typeScale: secondBrand.typeScale },
  );
  it.each(
    [theme, secondBrandTheme].flatMap((brandTheme, index) =>
      headingVariants.map((variant) => [variant, index ? 'the second brand' : 'tokens.ts', brandTheme] as const),
    ),
  )('never sets the %s heading smaller than the body text below it (%s)', (variant, _, brandTheme) => {
    expect(smallestRem(brandTheme.typography[variant].fontSize)).toBeGreaterThanOrEqual(
      smallestRem(brandTheme.typography.body1.fontSize),
    );
  });

  // WCAG 1.4.4 as W3C reads it (w3c/wcag#704): at 200% zoom a 1280px window is 640 CSS px wide, and its text is
  // twice its size at 100% there only where a fluid size has stopped growing by then.
  it.each([
    { brand: 'tokens.ts', brandTheme: theme, scale: defaultTypeTokens.typeScale },
    { brand: 'the second brand', brandTheme: secondBrandTheme, scale: secondBrand.typeScale },
  ])('at 200% zoom of a 1280px window, every text is twice its size at 100% ($brand)', ({ brandTheme, scale }) => {
    const variants = Object.entries(brandTheme.typography).filter(
      ([, style]) =>
        typeof style === 'object' && style !== null && /rem/.test(String((style as { fontSize?: unknown }).fontSize)),
    ) as [string, { fontSize: unknown }][];
    expect(variants.map(([variant]) => variant)).toEqual(expect.arrayContaining(['h1', 'tagline', 'numeral']));
    const doubled = variants.map(([variant, { fontSize }]) => [
      variant,
      Math.round(((2 * sizeAt(fontSize, 1280 / 2)) / sizeAt(fontSize, 1280)) * 1000) / 1000,
    ]);
    expect(doubled.filter(([, ratio]) => (ratio as number) < 2)).toEqual([]);
    expect(fluidWidths.largest).toBeLessThanOrEqual(1280 / 2);
    expect(fluidSizes(scale).map(({ role }) => role)).toEqual(expect.arrayContaining(['h1', 'h4', 'brandName']));
  });

  it('names the zoom by which all text doubles in a window of any width', () => {
    for (const scale of [defaultTypeTokens.typeScale, secondBrand.typeScale]) {
      const zoom = zoomThatDoublesAllText(scale) / 100;
      for (const { min, max } of fluidSizes(scale)) {
        // The worst case: the largest size at 100%, the smallest once zoomed.
        expect(zoom * min).toBeGreaterThanOrEqual(2 * max);
      }
    }
  });

  it('sets headings in the heading font and body text in the body font', () => {
    const serif = createAppTheme({ light: lightScheme, dark: darkScheme }, serifBrand);
    for (const variant of [...headingVariants, 'brandName', 'numeral'] as const) {
      expect(renderRole(serif, variant).fontFamily, variant).toBe('Georgia, serif');
    }
    expect(getComputedStyle(document.body).fontFamily).toBe('Verdana, sans-serif');
    expect(renderRole(serif, 'lede').fontFamily).not.toBe('Georgia, serif');
  });
});
