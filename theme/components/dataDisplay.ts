// Chips, badges and lists.
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
      }),
    },
  },
};
