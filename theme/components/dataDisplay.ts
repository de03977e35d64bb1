// Tags (a member's specialties) and the article-type badges: small labels, not controls. Drawn as plain spans
// (src/components/Tag.tsx), not MUI's Chip, whose root always listens for clicks: a browser then exposes each
// chip as clickable, and a screen reader says so.
import type { Theme } from '@mui/material/styles';
import { radii } from '../tokens';

export function tagStyles(theme: Theme) {
  return {
    display: 'inline-flex',
    alignItems: 'center',
    // Grows with larger text, so the label stays on its background.
    minHeight: 24,
    paddingInline: 8,
    paddingBlock: 2,
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
