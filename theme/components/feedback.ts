// Tooltips and notices: both on the inverted surface.
import type { Components, Theme } from '@mui/material/styles';
import { cssVarPrefix } from '../colorScheme';
import { radii } from '../tokens';

export const feedbackOverrides: Components<Theme> = {
  MuiTooltip: {
    defaultProps: { arrow: true },
    styleOverrides: {
      tooltip: ({ theme }) => ({
        backgroundColor: theme.vars.palette.inverse.background,
        color: theme.vars.palette.inverse.text,
        ...theme.typography.tooltip,
        padding: theme.spacing(1, 1.5),
        borderRadius: radii.small,
        maxWidth: 280,
        '@media (forced-colors: active)': { border: '1px solid CanvasText' },
      }),
      arrow: ({ theme }) => ({ color: theme.vars.palette.inverse.background }),
    },
  },
  MuiAlert: {
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: radii.medium,
        alignItems: 'center',
        backgroundColor: theme.vars.palette.inverse.background,
        color: theme.vars.palette.inverse.text,
        // Buttons inside draw their focus ring in the colour made for this surface.
        [`--${cssVarPrefix}-palette-focusRing`]: theme.vars.palette.inverse.focusRing,
        '@media (forced-colors: active)': { border: '1px solid CanvasText' },
        // Nested in root like MUI's severity colour, or that rule wins (an `icon` slot override painted at 2.5:1).
        // The class by name: importing alertClasses would bring Alert into the first load.
        '& .MuiAlert-icon': { color: theme.vars.palette.inverse.text },
      }),
    },
  },
};
