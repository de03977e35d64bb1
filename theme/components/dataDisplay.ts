// Chips and the article-type badges.
import type { Components, Theme } from '@mui/material/styles';
import { radii } from '../tokens';

export const dataDisplayOverrides: Components<Theme> = {
  MuiChip: {
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: radii.pill,
        fontWeight: 600,
        '@media (forced-colors: active)': { border: '1px solid CanvasText' },
        '&.MuiChip-outlined': { borderColor: theme.vars.palette.divider },
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
