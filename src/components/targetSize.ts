// A link's target of at least 44 by 44 px (WCAG 2.5.5), its text centred in it and growing with larger text.
// For links that stand alone (a footer's, a contact line's); a link inside a sentence keeps the line's height.
export const largeTarget = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  minWidth: 44,
  // A long number at 200% text on a phone wraps inside its box rather than pass the viewport's edge (WCAG 1.4.4).
  maxWidth: '100%',
  overflowWrap: 'anywhere',
} as const;
