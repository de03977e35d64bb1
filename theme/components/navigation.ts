// App bar, drawer and links.
import type { Components, Theme } from '@mui/material/styles';
import { focusVisibleRing } from '../focus';

export const navigationOverrides: Components<Theme> = {
  MuiAppBar: {
    defaultProps: { elevation: 0, color: 'inherit' },
    styleOverrides: {
      root: ({ theme }) => ({
        backgroundColor: theme.vars.palette.bar,
        color: theme.vars.palette.text.primary,
        borderBottom: `1px solid transparent`,
        transition: theme.transitions.create(['background-color', 'border-color', 'backdrop-filter']),
        '&[data-frosted="true"]': {
          backgroundColor: theme.vars.palette.frostedBar,
          backdropFilter: 'blur(12px) saturate(160%)',
          WebkitBackdropFilter: 'blur(12px) saturate(160%)',
          borderBottomColor: theme.vars.palette.divider,
        },
        '@media (forced-colors: active)': { borderBottom: '1px solid CanvasText' },
      }),
    },
  },
  MuiDrawer: {
    styleOverrides: {
      paper: ({ theme }) => ({
        backgroundColor: theme.vars.palette.background.paper,
        backgroundImage: 'none',
        width: 'min(20rem, 85vw)',
        '@media (forced-colors: active)': { borderLeft: '1px solid CanvasText' },
      }),
    },
  },
  MuiLink: {
    defaultProps: { underline: 'always' },
    styleOverrides: {
      root: ({ theme }) => ({
        fontWeight: 600,
        '&:focus-visible': { ...focusVisibleRing(theme), borderRadius: 2 },
      }),
    },
  },
};
