// Tooltips and notices.
import type { Components, Theme } from '@mui/material/styles';
import { radii } from '../tokens';

export const feedbackOverrides: Components<Theme> = {
  MuiTooltip: {
    defaultProps: { arrow: true },
    styleOverrides: {
      tooltip: ({ theme }) => ({
        backgroundColor: theme.vars.palette.text.primary,
        color: theme.vars.palette.background.paper,
        fontSize: '0.875rem',
        lineHeight: 1.45,
        padding: theme.spacing(1, 1.5),
        borderRadius: radii.small,
        maxWidth: 280,
        '@media (forced-colors: active)': { border: '1px solid CanvasText' },
      }),
      arrow: ({ theme }) => ({ color: theme.vars.palette.text.primary }),
    },
  },
  MuiAlert: {
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: radii.medium,
        alignItems: 'center',
        backgroundColor: theme.vars.palette.text.primary,
        color: theme.vars.palette.background.paper,
        '@media (forced-colors: active)': { border: '1px solid CanvasText' },
      }),
      icon: ({ theme }) => ({ color: theme.vars.palette.background.paper }),
    },
  },
};
