// The type system: MUI's variants and the site's named text roles, built from the fonts and type scale in tokens.ts.
import type { TypographyVariantsOptions } from '@mui/material/styles';
import type { CSSProperties } from 'react';
import { fonts as defaultFonts, typeScale as defaultTypeScale } from './tokens';

type Widen<T> = T extends number ? number : T extends string ? string : { [K in keyof T]: Widen<T[K]> };

/** The shape of `typeScale` in tokens.ts, with any values. */
export type TypeScale = Widen<typeof defaultTypeScale>;

/** The type tokens a brand sets: font stacks and the type scale (see tokens.ts). */
export interface TypeTokens {
  fonts: { heading: string; body: string };
  typeScale: TypeScale;
}

export const defaultTypeTokens: TypeTokens = { fonts: defaultFonts, typeScale: defaultTypeScale };

const rem = (size: number) => `${size}rem`;

/**
 * The space between two paragraphs that follow each other, in lines of their text (the CSS `lh` unit): WCAG 1.4.8
 * asks for paragraph spacing at least 1.5 times the line spacing (technique G188), read literally, the gap between
 * the paragraphs' boxes at least 1.5 times their line height (body text's 1.65 makes that 2.48em).
 */
export const paragraphSpacingLines = 1.5;

/**
 * The viewport widths in CSS px between which a fluid size grows: from its `min` on a 320 px screen (a phone, and a
 * 1280 px window at 400% zoom) to its `max` at 640 px, half a 1280 px desktop window. Zoomed to 200%, a window 1280
 * px wide or wider is 640 CSS px or wider, where every fluid size is already its `max` in rem: its text is then twice
 * its size at 100% (WCAG 1.4.4), headings too. Grown up to 1280 px instead, a heading grew 1.5 times (56 to 85 px).
 */
export const fluidWidths = { smallest: 320, largest: 640 } as const;

/** A size that grows from `min` rem at `fluidWidths.smallest` to `max` rem at `fluidWidths.largest`. */
function fluid({ min, max }: { min: number; max: number }): string {
  const { smallest, largest } = fluidWidths;
  // rem per px of viewport: 100vw is the viewport's width, 1rem 16px (the browser's default; zoom keeps it).
  const slope = (max - min) / (largest - smallest);
  return `clamp(${min}rem, ${(min - slope * smallest).toFixed(4)}rem + ${(slope * 16 * 100).toFixed(4)}vw, ${max}rem)`;
}

/** The sizes of a type scale that grow with the viewport (they have a `min` and a `max`). */
export function fluidSizes(typeScale: TypeScale): { role: string; min: number; max: number }[] {
  return Object.entries(typeScale).flatMap(([role, size]) =>
    typeof size === 'object' && 'min' in size && 'max' in size ? [{ role, min: size.min, max: size.max }] : [],
  );
}

/**
 * The browser zoom, in percent, by which all text is at least twice its size at 100% in a window of any
 * width: zoomed by z, a size is at least z × its `min`, and at 100% at most its `max`.
 */
export function zoomThatDoublesAllText(typeScale: TypeScale): number {
  return Math.ceil(Math.max(200, ...fluidSizes(typeScale).map(({ min, max }) => (200 * max) / min)));
}

/** The site's text roles: `<Typography variant="eyebrow">`, or `sx={{ typography: 'navLink' }}` on other elements. */
function textRoles({ fonts, typeScale: t }: TypeTokens) {
  const heading = { fontFamily: fonts.heading };
  return {
    eyebrow: {
      fontSize: rem(t.eyebrow.size),
      fontWeight: t.eyebrow.weight,
      letterSpacing: t.eyebrow.letterSpacing,
      lineHeight: 2.66,
      // Capitals drawn by the font, not written by CSS: text-transform would hand screen readers the text in
      // capitals, which some spell out or shout.
      fontVariantCaps: 'all-small-caps',
    },
    tagline: { fontSize: fluid(t.tagline), lineHeight: 1.6 },
    lede: { fontSize: rem(t.lede), lineHeight: 1.6 },
    cardTitle: { ...heading, fontSize: rem(t.cardTitle.size), fontWeight: t.cardTitle.weight, lineHeight: 1.3 },
    subheading: { ...heading, fontSize: rem(t.body1), fontWeight: t.subheading.weight, lineHeight: 1.4 },
    memberRole: { fontSize: rem(t.body1), fontWeight: t.memberRole.weight, lineHeight: 1.5 },
    cardNote: { fontSize: rem(t.body2), fontWeight: t.cardNote.weight, lineHeight: 1.5 },
    brandName: { ...heading, fontSize: fluid(t.brandName), fontWeight: t.brandName.weight, lineHeight: 1.2 },
    numeral: { ...heading, fontSize: fluid(t.numeral), fontWeight: t.numeral.weight, lineHeight: 1 },
    navLink: { fontSize: rem(t.button.size), fontWeight: t.navLink.weight },
    link: { fontWeight: t.link.weight },
    emphasis: { fontWeight: t.emphasis.weight },
    footerLink: { fontSize: rem(t.body2), fontWeight: t.footerLink.weight, lineHeight: 1.6 },
    badge: { fontSize: rem(t.caption), fontWeight: t.badge.weight },
    tooltip: { fontSize: rem(t.tooltip.size), fontWeight: t.tooltip.weight, lineHeight: t.tooltip.lineHeight },
  } satisfies Record<string, CSSProperties>;
}

export type TextRole = keyof ReturnType<typeof textRoles>;

function heading({ fonts, typeScale }: TypeTokens, level: 'h1' | 'h2' | 'h3' | 'h4') {
  const { weight, lineHeight } = typeScale[level];
  return {
    fontFamily: fonts.heading,
    fontSize: fluid(typeScale[level]),
    fontWeight: weight,
    lineHeight,
    letterSpacing: '-0.01em',
  };
}

/** MUI's `typography` option: body font, headings in the heading font, and every text role. */
export function typographyFrom(type: TypeTokens): TypographyVariantsOptions {
  const { fonts, typeScale } = type;
  return {
    fontFamily: fonts.body,
    h1: heading(type, 'h1'),
    h2: heading(type, 'h2'),
    h3: heading(type, 'h3'),
    h4: heading(type, 'h4'),
    h5: { fontFamily: fonts.heading, fontSize: rem(typeScale.h5.size), fontWeight: typeScale.h5.weight },
    h6: { fontFamily: fonts.heading, fontSize: rem(typeScale.h6.size), fontWeight: typeScale.h6.weight },
    body1: { fontSize: rem(typeScale.body1), lineHeight: 1.65 },
    body2: { fontSize: rem(typeScale.body2), lineHeight: 1.6 },
    caption: { fontSize: rem(typeScale.caption), lineHeight: 1.5 },
    button: { textTransform: 'none', fontWeight: typeScale.button.weight, fontSize: rem(typeScale.button.size) },
    ...textRoles(type),
  };
}

/** Where each role renders when a component names none: block text as a paragraph; headings always name their level. */
export const textRoleElements: Partial<Record<TextRole, string>> = {
  eyebrow: 'p',
  tagline: 'p',
  lede: 'p',
  memberRole: 'p',
  cardNote: 'p',
  numeral: 'p',
};
