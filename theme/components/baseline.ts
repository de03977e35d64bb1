// Global element styles: the no-JavaScript colour scheme, focus ring, reduced motion, links and helpers.
import type { Components, Theme } from '@mui/material/styles';
import { noScriptColorScheme } from '../colorScheme';
import { focusVisibleRing } from '../focus';

export const baselineOverrides: Components<Theme> = {
  MuiCssBaseline: {
    styleOverrides: (theme: Theme) => ({
      ...noScriptColorScheme(theme),
      html: { WebkitTextSizeAdjust: '100%' },
      '@media (prefers-reduced-motion: no-preference)': { html: { scrollBehavior: 'smooth' } },
      // A backstop for CSS transitions and animations outside MUI's (which follow theme.motion).
      '@media (prefers-reduced-motion: reduce)': {
        '*, *::before, *::after': {
          animationDuration: '0.01ms !important',
          animationIterationCount: '1 !important',
          transitionDuration: '0.01ms !important',
          scrollBehavior: 'auto !important',
        },
      },
      // Elements that are not MUI components get the same ring; :where() lets MUI's own ring win on its components.
      ':where(a, button, input, select, textarea, summary, [tabindex]):focus-visible': focusVisibleRing(
        theme.vars.palette.focusRing,
      ),
      a: { color: theme.vars.palette.primary.main, textUnderlineOffset: '0.18em' },
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
        backgroundColor: theme.vars.palette.primary.main,
        color: theme.vars.palette.primary.contrastText,
      },
    }),
  },
};
