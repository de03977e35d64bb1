// The abbreviations the copy uses, with their expansions (WCAG 3.1.4). Write the first use on each page as
// "expansion (ABBR)" in the copy; the components mark every use up as <abbr title="expansion">
// (src/components/abbreviated.tsx), and e2e/conformance.spec.ts checks the first use on each page.
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
};
