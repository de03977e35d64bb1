// App bar, drawer, menus and links.
import type { Components, Theme } from '@mui/material/styles';
import { bar, focusRing, radii, targetSize } from '../tokens';

export const navigationOverrides: Components<Theme> = {
  MuiAppBar: {
    defaultProps: { elevation: 0, color: 'inherit' },
    styleOverrides: {
      root: ({ theme }) => ({
        backgroundColor: theme.vars.palette.bar,
        color: theme.vars.palette.text.primary,
        borderBottom: `${bar.borderWidth}px solid transparent`,
        transition: theme.transitions.create(['background-color', 'border-color', 'backdrop-filter']),
        '&[data-frosted="true"]': {
          backgroundColor: theme.vars.palette.frostedBar,
          backdropFilter: 'blur(12px) saturate(160%)',
          WebkitBackdropFilter: 'blur(12px) saturate(160%)',
          borderBottomColor: theme.vars.palette.divider,
        },
        // The bar's edge stays visible when the system paints its own colours.
        '@media (forced-colors: active)': { borderBottom: `${bar.borderWidth}px solid CanvasText` },
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
  MuiMenu: {
    styleOverrides: {
      paper: ({ theme }) => ({
        borderRadius: radii.medium,
        border: `1px solid ${theme.vars.palette.divider}`,
        '@media (forced-colors: active)': { borderColor: 'CanvasText' },
      }),
    },
  },
  MuiMenuItem: {
    styleOverrides: {
      root: {
        minHeight: targetSize.primary,
        // Inset by the whole ring width so the menu's scroll box cannot clip it.
        '&.Mui-focusVisible, &:focus-visible': { outlineOffset: -focusRing.width },
      },
    },
  },
  MuiLink: {
    defaultProps: { underline: 'always' },
    styleOverrides: {
      root: ({ theme }) => ({
        ...theme.typography.link,
        // A slight round on the ring, matching the text it encloses.
        '&.Mui-focusVisible, &:focus-visible': { borderRadius: 2 },
      }),
    },
  },
};
