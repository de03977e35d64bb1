// Buttons and icon buttons: one focus ring, targets of at least 44px for actions.
import type { Components, Theme } from '@mui/material/styles';
import { focusVisibleRing } from '../focus';
import { radii, targetSize } from '../tokens';

export const inputsOverrides: Components<Theme> = {
  MuiButtonBase: {
    defaultProps: { disableRipple: true },
    styleOverrides: {
      root: ({ theme }) => ({ '&.Mui-focusVisible, &:focus-visible': focusVisibleRing(theme) }),
    },
  },
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: {
      root: ({ theme }) => ({
        minHeight: targetSize.primary,
        borderRadius: radii.pill,
        paddingInline: theme.spacing(2.5),
        '@media (forced-colors: active)': { border: '1px solid ButtonText' },
      }),
      sizeSmall: { minHeight: 36 },
      outlined: { borderWidth: 2, '&:hover': { borderWidth: 2 } },
    },
  },
  MuiIconButton: {
    styleOverrides: {
      root: { minWidth: targetSize.primary, minHeight: targetSize.primary },
    },
  },
};
