// Chips and the article-type badges.
import type { Components, Theme } from '@mui/material/styles';
import { radii } from '../tokens';

export const dataDisplayOverrides: Components<Theme> = {
  MuiChip: {
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: radii.chip,
        ...theme.typography.badge,
        '@media (forced-colors: active)': { border: '1px solid CanvasText' },
        '&.MuiChip-outlined': { borderColor: theme.vars.palette.divider },
        // MUI fixes a chip's height in px; let it grow with larger text so the label stays on its background.
        height: 'auto',
        minHeight: 32,
        '&.MuiChip-sizeSmall': { minHeight: 24 },
        '& .MuiChip-label': { paddingBlock: 2 },
        // <Chip data-badge="funding-news" />: one colour pair per article type, from tokens.ts.
        ...Object.fromEntries(
          Object.entries(theme.vars.palette.badges).map(([type, badge]) => [
            `&[data-badge="${type}"]`,
            { color: badge.text, backgroundColor: badge.background },
          ]),
        ),
      }),
    },
  },
};
