// The abbreviations the copy uses, with their expansions (WCAG 3.1.4). Write the first use on each page as
// "expansion (ABBR)" in the copy; the components mark every use up as <abbr title="expansion">
// (src/components/abbreviated.tsx). e2e/conformance.spec.ts finds every abbreviation and unit on each page by
// the patterns below, not only these, and fails where the first use is not written out and marked up.
// Units are written out in full ("4 seconds", "320 pixels"): none is abbreviated, so none is listed.
export const abbreviations: Readonly<Record<string, string>> = {
  AI: 'artificial intelligence',
  WCAG: 'Web Content Accessibility Guidelines',
  VPAT: 'Voluntary Product Accessibility Template',
  ESR: 'Extended Support Release',
  NVDA: 'NonVisual Desktop Access',
  JAWS: 'Job Access With Speech',
  ADA: 'Americans with Disabilities Act',
  TTY: 'text telephone',
  EN: 'European Norm',
};

/** Words the patterns find that are names, not short forms of other words: WCAG's levels ("level AA"). */
export const notAbbreviations: readonly string[] = ['AA', 'AAA'];

/**
 * What counts as an abbreviation in a page's text, as regular expressions' sources (a test hands them to the
 * browser): a word of two or more capitals and digits ("AI", "NVDA", "WCAG"), and a unit after a number
 * ("8 min", "4000 ms", "320px", "4 s").
 */
export const abbreviationPatterns = {
  acronym: String.raw`\b[A-Z][A-Z0-9]*[A-Z]s?\b`,
  // "s" and "h" only apart from their number: "1990s" is a decade.
  unit: String.raw`\b\d+(?:[.,]\d+)*(?:\s?(?:px|ms|sec|min|mins|hr|hrs|em|rem|pt|ch|vw|vh|dpi|kB|KB|MB|GB|Hz|fps|mm|cm|km|kg)|\s(?:s|h))\b`,
} as const;
