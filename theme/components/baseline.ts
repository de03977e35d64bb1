// Global element styles: focus ring, reduced motion, forced colours.
import type { Components, Theme } from '@mui/material/styles';
import { focusVisibleRing } from '../focus';

export const baselineOverrides: Components<Theme> = {
  MuiCssBaseline: {
    styleOverrides: (theme: Theme) => ({
      html: { WebkitTextSizeAdjust: '100%' },
      '@media (prefers-reduced-motion: no-preference)': { html: { scrollBehavior: 'smooth' } },
      '@media (prefers-reduced-motion: reduce)': {
        '*, *::before, *::after': {
          animationDuration: '0.01ms !important',
          animationIterationCount: '1 !important',
          transitionDuration: '0.01ms !important',
          scrollBehavior: 'auto !important',
        },
      },
      'a, button, [tabindex]': { '&:focus-visible': focusVisibleRing(theme) },
      a: { color: theme.vars?.palette.primary.main, textUnderlineOffset: '0.18em' },
      img: { maxWidth: '100%', height: 'auto' },
      // Read by screen readers, not drawn.
      '.visually-hidden': {
        position: 'absolute',
        width: 1,
        height: 1,
        margin: -1,
        padding: 0,
        overflow: 'hidden',
        clip: 'rect(0 0 0 0)',
        whiteSpace: 'nowrap',
        border: 0,
      },
      '::selection': {
        backgroundColor: theme.vars?.palette.primary.main,
        color: theme.vars?.palette.primary.contrastText,
      },
    }),
  },
};
