// Cards and paper.
import type { Components, Theme } from '@mui/material/styles';
import { elevation, radii } from '../tokens';

export const surfacesOverrides: Components<Theme> = {
  MuiPaper: {
    styleOverrides: { root: { backgroundImage: 'none' } },
  },
  MuiCard: {
    defaultProps: { variant: 'outlined' },
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: radii.large,
        borderColor: theme.vars.palette.divider,
        boxShadow: elevation.card,
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        '@media (forced-colors: active)': { border: '1px solid CanvasText' },
      }),
    },
  },
  MuiCardContent: {
    styleOverrides: {
      root: ({ theme }) => ({ padding: theme.spacing(3), '&:last-child': { paddingBottom: theme.spacing(3) } }),
    },
  },
  MuiCardActions: {
    styleOverrides: {
      root: ({ theme }) => ({
        padding: theme.spacing(0, 3, 3),
        marginTop: 'auto',
        flexWrap: 'wrap',
        gap: theme.spacing(1),
      }),
    },
  },
};
