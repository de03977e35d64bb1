// Web fonts as data. A brand names its font files here by package path (never imports them: theme/ is loaded by
// plain Node too, where `import './x.woff2'` fails with "Unknown file extension"); the build copies each file to
// /fonts/, writes its @font-face rule and a fallback matched to its metrics, and every page preloads it
// (build/brand/fonts.mjs). docs/theming.md, "Fonts", walks through it.

/** One self-hosted font file: one family, one style, a weight or a weight range (a variable font). */
export interface WebFont {
  /** The family name the stacks use, e.g. "Source Serif 4". */
  family: string;
  /** The .woff2 file, as a path inside an installed package: '@fontsource-variable/source-serif-4/files/….woff2'. */
  file: string;
  /** A weight ('400') or, for a variable font, its range ('200 900'). */
  weight: string;
  style: 'normal' | 'italic';
  /**
   * The metric-compatible local font the fallback is drawn in until (or unless) the file arrives: Arial's metrics
   * for 'sans-serif' (Arial, Liberation Sans, Arimo), Times New Roman's for 'serif' (Times New Roman, Liberation
   * Serif, Tinos). The build scales it to the file's own metrics, so the text takes the same room in both.
   */
  fallback: 'sans-serif' | 'serif';
  /** The characters the file covers (from the package's CSS), so the browser fetches it only for them. */
  unicodeRange?: string;
}

/** The name of a web font's metric-matched fallback face (written by build/brand/fonts.mjs). */
export function fallbackFamily(font: Pick<WebFont, 'family'>): string {
  return `${font.family} Fallback`;
}

/** A font stack for `fonts.heading` or `fonts.body`: the web font, its matched fallback, then the generic family. */
export function webFontStack(font: WebFont): string {
  return `"${font.family}", "${fallbackFamily(font)}", ${font.fallback}`;
}

/** The Latin range of the @fontsource packages' `latin` files. */
export const latinRange =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';
