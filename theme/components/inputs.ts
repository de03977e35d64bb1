// Buttons and icon buttons: targets of at least 44px for actions (the focus ring is theme.focusVisible).
import type { Components, Theme } from '@mui/material/styles';
import { radii, targetSize } from '../tokens';

export const inputsOverrides: Components<Theme> = {
  MuiButtonBase: {
    defaultProps: { disableRipple: true },
  },
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: {
      root: ({ theme }) => ({
        minHeight: targetSize.primary,
        borderRadius: radii.button,
        paddingInline: theme.spacing(2.5),
        // Contained buttons have no border of their own; give them one when the system paints the colours.
        '@media (forced-colors: active)': { border: '1px solid ButtonText' },
      }),
      sizeSmall: { minHeight: 36 },
      // MUI writes a zero-width space before the start icon (to keep a line box); it began the accessible name.
      startIcon: { '&::before': { content: 'none' } },
      // A full-strength border (MUI's is half-transparent) so the button's edge meets 3:1.
      outlined: { borderWidth: 2, '--variant-outlinedBorder': 'currentColor', '&:hover': { borderWidth: 2 } },
    },
  },
  MuiIconButton: {
    styleOverrides: {
      root: { minWidth: targetSize.primary, minHeight: targetSize.primary },
    },
  },
  MuiToggleButton: {
    styleOverrides: {
      root: {
        minHeight: targetSize.primary,
        minWidth: targetSize.primary,
        '@media (forced-colors: active)': { '&.Mui-selected': { outline: '2px solid Highlight', outlineOffset: -4 } },
      },
    },
  },
  MuiListItemButton: {
    styleOverrides: { root: { minHeight: targetSize.primary } },
  },
};
