// The brand in one file: change these values to rebrand the site. Everything else reads from here.
import type { ArticleBadge, PostType } from './articleKinds';
import type { WebFont } from './fonts';

/** Colours for one colour scheme. Each pair that text sits on is held to WCAG AA by the contrast tests. */
export interface SchemeTokens {
  primary: { main: string; light: string; dark: string; contrastText: string };
  secondary: { main: string; light: string; dark: string; contrastText: string };
  error: { main: string; contrastText: string };
  warning: { main: string; contrastText: string };
  info: { main: string; contrastText: string };
  success: { main: string; contrastText: string };
  background: { default: string; paper: string };
  text: { primary: string; secondary: string };
  divider: string;
  /** The fixed bar once frosted: a translucent surface blurred over the content below it. */
  frostedBar: string;
  /** The fixed bar before scrolling. */
  bar: string;
  /** The focus ring drawn around every interactive element. */
  focusRing: string;
  /**
   * A decorative brand colour, never used for text, so exempt from the text minimum (a coral at 3.45:1 can be one):
   * the rule above each mission pillar (decoration, no minimum) and the current page's underline in the bar, which
   * marks something and so is held to 3:1 there, as any non-text mark is (theme/contrast.ts).
   */
  accent: string;
  /** The inverted surface of tooltips and notices, with the focus ring used on it. */
  inverse: { background: string; text: string; focusRing: string };
  /** Border of a control that looks disabled but stays focusable ("Coming Soon"). */
  mutedControl: { text: string; background: string; border: string };
  /** Badge colours per article type (the kinds are listed in articleKinds.ts): text on background. */
  badges: Record<PostType | ArticleBadge, { text: string; background: string }>;
}

/**
 * The light scheme's primary.main: the brand's colour, which the light scheme's focus ring and accent (the current
 * page's underline, the rule above the mission's pillars) and the dark scheme's ring on its light inverse surface
 * take too. A constant, not a read of lightScheme: a build of another brand leaves these schemes out of its bundle.
 */
const lightPrimaryMain = '#3730a3';

export const lightScheme: SchemeTokens = {
  primary: { main: lightPrimaryMain, light: '#4f46e5', dark: '#272179', contrastText: '#ffffff' },
  secondary: { main: '#0f5f59', light: '#14786f', dark: '#0a433f', contrastText: '#ffffff' },
  error: { main: '#9b1c13', contrastText: '#ffffff' },
  warning: { main: '#7a4200', contrastText: '#ffffff' },
  info: { main: '#1e40af', contrastText: '#ffffff' },
  success: { main: '#166534', contrastText: '#ffffff' },
  background: { default: '#f8f8fc', paper: '#ffffff' },
  text: { primary: '#15142b', secondary: '#4a4966' },
  divider: '#d5d4e6',
  bar: 'rgba(248, 248, 252, 1)',
  frostedBar: 'rgba(248, 248, 252, 0.9)',
  focusRing: lightPrimaryMain,
  accent: lightPrimaryMain,
  inverse: { background: '#15142b', text: '#ffffff', focusRing: '#a5b4fc' },
  mutedControl: { text: '#4a4966', background: '#ecebf5', border: '#77759a' },
  badges: {
    manifesto: { text: '#3b0764', background: '#f3e8ff' },
    research: { text: '#0c4a6e', background: '#e0f2fe' },
    insights: { text: '#064e3b', background: '#d1fae5' },
    'original-research': { text: '#1e3a8a', background: '#dbeafe' },
    'longitudinal-study': { text: '#134e4a', background: '#ccfbf1' },
    'experimental-study': { text: '#7c2d12', background: '#ffedd5' },
    'research-update': { text: '#312e81', background: '#e0e7ff' },
    announcement: { text: '#713f12', background: '#fef3c7' },
    'research-breakthrough': { text: '#831843', background: '#fce7f3' },
    'funding-news': { text: '#14532d', background: '#dcfce7' },
  },
};

export const darkScheme: SchemeTokens = {
  primary: { main: '#b4c0fd', light: '#c7d2fe', dark: '#9ca6fa', contrastText: '#15142b' },
  secondary: { main: '#5eead4', light: '#99f6e4', dark: '#2dd4bf', contrastText: '#0b1a19' },
  error: { main: '#fca5a5', contrastText: '#1f0707' },
  warning: { main: '#fcd34d', contrastText: '#1f1300' },
  info: { main: '#93c5fd', contrastText: '#0a1830' },
  success: { main: '#86efac', contrastText: '#05200f' },
  background: { default: '#0e0d1c', paper: '#18172c' },
  text: { primary: '#eeedf7', secondary: '#bdbcd6' },
  divider: '#3a3956',
  bar: 'rgba(14, 13, 28, 1)',
  frostedBar: 'rgba(14, 13, 28, 0.9)',
  focusRing: '#c7d2fe',
  accent: '#a5b4fc',
  // On the inverse surface (light), the light scheme's ring.
  inverse: { background: '#eeedf7', text: '#15142b', focusRing: lightPrimaryMain },
  mutedControl: { text: '#bdbcd6', background: '#25243d', border: '#8b89ad' },
  badges: {
    manifesto: { text: '#f3e8ff', background: '#4c1d95' },
    research: { text: '#e0f2fe', background: '#0c4a6e' },
    insights: { text: '#d1fae5', background: '#064e3b' },
    'original-research': { text: '#dbeafe', background: '#1e40af' },
    'longitudinal-study': { text: '#ccfbf1', background: '#134e4a' },
    'experimental-study': { text: '#ffedd5', background: '#7c2d12' },
    'research-update': { text: '#e0e7ff', background: '#3730a3' },
    announcement: { text: '#fef3c7', background: '#713f12' },
    'research-breakthrough': { text: '#fce7f3', background: '#831843' },
    'funding-news': { text: '#dcfce7', background: '#14532d' },
  },
};

/**
 * Fonts served from the site's own origin, as data (see theme/fonts.ts and docs/theming.md, "Fonts"): each names a
 * .woff2 file in an installed package; the build copies it to /fonts/ with a metric-matched fallback and every page
 * preloads it. This brand has none: it uses the system's own fonts, so there is nothing to download.
 */
export const webFonts: readonly WebFont[] = [];

/** The system's own fonts: no web font to download, so nothing shifts when text paints. */
const systemSans = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

/**
 * Font stacks: `heading` for headings, titles, the brand name and the 404 numeral; `body` for everything else. With
 * web fonts, write them with `webFontStack(webFonts[0])` (theme/fonts.ts): the font, its matched fallback, the generic.
 */
export const fonts = { heading: systemSans, body: systemSans } as const;

/**
 * Type scale in rem. Sizes with `min` and `max` grow with the viewport from `min` (320px) to `max` (640px, so that
 * at 200% zoom a 1280px window's text is twice its size: `fluidWidths` in typography.ts); the rest are fixed.
 * Below the MUI variants, the site's own text roles (named Typography variants).
 * Sub-headings take the body size (`body1`) with a heading weight, so they never read smaller than the text below them.
 */
export const typeScale = {
  h1: { min: 2.25, max: 3.5, weight: 800, lineHeight: 1.12 },
  h2: { min: 1.75, max: 2.5, weight: 750, lineHeight: 1.2 },
  h3: { min: 1.375, max: 1.625, weight: 700, lineHeight: 1.3 },
  h4: { min: 1.125, max: 1.25, weight: 700, lineHeight: 1.35 },
  h5: { size: 1.0625, weight: 700 },
  h6: { size: 1.0625, weight: 700 },
  button: { size: 1, weight: 650 },
  body1: 1.0625,
  body2: 0.9375,
  caption: 0.8125,
  /** The small capitals above a heading ("Research foundation", "Position available"). */
  eyebrow: { size: 0.875, weight: 700, letterSpacing: '0.12em' },
  /** The hero's tagline under the h1. */
  tagline: { min: 1.125, max: 1.25 },
  /** A section's or page's introduction under its heading. */
  lede: 1.125,
  /** The title of a card: a blog post, a call to action, an advisory seat. */
  cardTitle: { size: 1.375, weight: 700 },
  /** A heading inside a card or a column ("Achievements", a footer column): body size, heading weight. */
  subheading: { weight: 700 },
  /** A team member's role under their name. */
  memberRole: { weight: 650 },
  /** A short emphasised note on a card ("Limited positions available"), at body2 size. */
  cardNote: { weight: 700 },
  /** The foundation's name beside the logo mark. */
  brandName: { min: 1, max: 1.125, weight: 800 },
  /** The large "404" of the not-found page. */
  numeral: { min: 5, max: 7, weight: 800 },
  /** Links in the top bar, the menu drawer and the skip link, at button size. */
  navLink: { weight: 600 },
  /** Links in running text (MUI Link) and in the footer's columns. */
  link: { weight: 600 },
  footerLink: { weight: 500 },
  /** The chosen item of a set of choices (the colour scheme menu). */
  emphasis: { weight: 700 },
  /** Article-type badges and tags (MUI Chip), at caption size. */
  badge: { weight: 600 },
  /** Tooltips. */
  tooltip: { size: 0.875, weight: 500, lineHeight: 1.45 },
} as const;

/** The spacing unit in px: theme.spacing(1). */
export const spacingUnit = 8;

/**
 * Corner radii in px: the scale (`small`, `medium`, `large`, `pill`) and the corners of buttons and chips, which
 * follow their own token (a pill here; a number such as 12 squares them off). Which radius goes where: the radius
 * map in docs/theming.md. In `sx` use `radius` from theme/index.ts (a bare number there multiplies the theme's radius).
 */
export const radii = { small: 6, medium: 12, large: 20, pill: 999, button: 999, chip: 999 } as const;

/** The dimming behind a modal (the menu dialog before the app), in either scheme. */
export const scrim = 'rgba(0, 0, 0, 0.5)';

/** Shadows for raised surfaces, lightest first. */
export const elevation = {
  card: '0 1px 2px rgba(21, 20, 43, 0.06), 0 4px 16px rgba(21, 20, 43, 0.06)',
  raised: '0 2px 4px rgba(21, 20, 43, 0.08), 0 12px 32px rgba(21, 20, 43, 0.12)',
} as const;

/** The focus ring: width and offset in px, drawn with the scheme's focusRing colour. */
export const focusRing = { width: 3, offset: 2 } as const;

/** Minimum pointer target sizes in px (WCAG 2.5.8 asks 24; primary actions get 44). */
export const targetSize = { minimum: 24, primary: 44 } as const;

/**
 * The fixed bar: its toolbar's least height in px per breakpoint, and its lower edge in px. The spacer
 * below the bar reserves both until the app measures the bar (it grows with the visitor's text size).
 */
export const bar = { toolbarMinHeight: { xs: 64, md: 72 }, borderWidth: 1 } as const;

/** Motion durations in ms; all become 0 under prefers-reduced-motion. */
export const motion = { short: 150, standard: 250, long: 375 } as const;
