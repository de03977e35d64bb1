// The abbreviations the copy uses, with their expansions (WCAG 3.1.4). Write the first use on each page as
// "expansion (ABBR)" in the copy; the components mark every use up as <abbr title="expansion">
// (src/components/abbreviated.tsx), and e2e/conformance.spec.ts checks the first use on each page.
// Names that are products or titles ("Firefox ESR", "GOV.UK", "Dr.") are names, not abbreviations here.
export const abbreviations: Readonly<Record<string, string>> = {
  AI: 'artificial intelligence',
  WCAG: 'Web Content Accessibility Guidelines',
  VPAT: 'Voluntary Product Accessibility Template',
  EASS: 'Equality Advisory and Support Service',
};
