// Tags (a member's specialties) and the article-type badges: small labels, not controls. Drawn as plain spans
// (src/components/Tag.tsx), not MUI's Chip, whose root always listens for clicks: a browser then exposes each
// chip as clickable, and a screen reader says so.
import type { Theme } from '@mui/material/styles';
import { radii } from '../tokens';

export function tagStyles(theme: Theme) {
  return {
    // A block of text on a line: it grows with larger text, so the label stays on its background, and it is never
    // wider than its card: with text at 200% on a phone, or the WCAG text-spacing styles, a long label wraps
    // between its words onto a second line, and only a word wider than the card (Firefox's wider fallback font)
    // breaks, where it must (WCAG 1.4.4, 1.4.12): no hyphenation, which splits words that fit, and a screen reader
    // reading by line says a split word in two pieces. Not inline-flex: Firefox then sizes it to its narrowest,
    // breaking every word.
    display: 'inline-block',
    // At the line's top, not its baseline: a tag painted before its word arrives (a page still loading) then
    // stays where it is, where on the baseline it rose 3px as the word came (a layout shift).
    verticalAlign: 'top',
    minHeight: 24,
    maxWidth: '100%',
    overflowWrap: 'anywhere',
    // In px, not theme.spacing units: sx reads a bare 8 as spacing(8), 64px, which made every tag a wide pill.
    paddingInline: '8px',
    paddingBlock: '2px',
    borderRadius: radii.chip,
    border: `1px solid ${theme.vars.palette.divider}`,
    ...theme.typography.badge,
    '@media (forced-colors: active)': { border: '1px solid CanvasText' },
    // <Tag badge="funding-news">: one colour pair per article type, from tokens.ts.
    ...Object.fromEntries(
      Object.entries(theme.vars.palette.badges).map(([type, badge]) => [
        `&[data-badge="${type}"]`,
        { color: badge.text, backgroundColor: badge.background, borderColor: 'transparent' },
      ]),
    ),
  } as const;
}

/**
 * A heat map's four steps, lowest first: a tint of a palette colour behind text that stays text.primary. The
 * words carry the level (WCAG 1.4.1); the tint echoes it. Each pair is in the contrast contract (contrast.ts).
 */
export const heatSteps = [
  { colour: 'success', opacity: 0.14 },
  { colour: 'warning', opacity: 0.16 },
  { colour: 'warning', opacity: 0.26 },
  { colour: 'error', opacity: 0.28 },
] as const;

export function heatStepStyles(theme: Theme, step: number) {
  const { colour, opacity } = heatSteps[Math.min(Math.max(step, 0), heatSteps.length - 1)]!;
  return {
    backgroundColor: `rgba(${theme.vars.palette[colour].mainChannel} / ${opacity})`,
    color: theme.vars.palette.text.primary,
  } as const;
}
