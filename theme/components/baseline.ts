// Global element styles: the no-JavaScript colour scheme, focus ring, reduced motion, links and helpers.
import type { Components, Theme } from '@mui/material/styles';
import { noScriptColorScheme } from '../colorScheme';
import { focusVisibleRing } from '../focus';
import { paragraphSpacingLines } from '../typography';

export const baselineOverrides: Components<Theme> = {
  MuiCssBaseline: {
    styleOverrides: (theme: Theme) => ({
      ...noScriptColorScheme(theme),
      html: { WebkitTextSizeAdjust: '100%' },
      // A word wider than its line (an e-mail address; a long word in a heading with text at 200% on a phone)
      // breaks instead of overflowing, and only such a word: no hyphenation, which splits words that fit (a screen
      // reader reading by line says a split word in two pieces: "Full delega", "tion"; e2e checks that no word
      // breaks from 320px up at the default text size).
      body: { overflowWrap: 'break-word' },
      // A backstop for CSS transitions and animations outside MUI's (which follow theme.motion). Transitions
      // get 0s, not a tiny duration: transition-property defaults to `all`, so any duration at all would make
      // every change of every element a transition that lands a frame late (a tooltip painted for a frame at
      // the page's corner before its place, a focus ring a frame after focus).
      '@media (prefers-reduced-motion: reduce)': {
        '*, *::before, *::after': {
          animationDuration: '0.01ms !important',
          animationIterationCount: '1 !important',
          transitionDuration: '0s !important',
          transitionDelay: '0s !important',
          scrollBehavior: 'auto !important',
        },
      },
      // The ring every focusable element draws from the prerendered CSS alone, before the app and without
      // JavaScript: :is() gives it a class's weight plus the pseudo-class's, over the `outline: 0` MUI's
      // ButtonBase writes with one class. MUI's own ring (theme.focusVisible) is the same ring once the app runs.
      ':is(a, button, input, select, textarea, summary, [tabindex]):focus-visible': focusVisibleRing(
        theme.vars.palette.focusRing,
      ),
      a: { color: theme.vars.palette.primary.main, textUnderlineOffset: '0.18em' },
      img: { maxWidth: '100%', height: 'auto' },
      // Lines of 80 characters or fewer (WCAG 1.4.8): 56ch, measured, is 75 to 78 characters of this type.
      ':is(main, footer) :is(p, li, dd)': { maxInlineSize: '56ch' },
      // Paragraph spacing at least 1.5 times the line height (WCAG 1.4.8, G188 read literally), of the larger of
      // the two paragraphs' lines: each paragraph's margin is in its own lines, and in block flow the two margins
      // collapse into the larger. In a flex column (MUI's Stack) they would add up, so there the paragraph after
      // takes 1.5 of its own lines, and of the one before if larger (a body1 paragraph's lines, the tallest of body
      // text). `[class]` outweighs the class with which MUI's Typography sets its margins. A container that stacks
      // paragraphs with a flex gap would add the gap too: ArticleBody stacks its blocks in block flow.
      'main p + p, main p[class] + p[class]': { marginBlockStart: `${paragraphSpacingLines}lh` },
      'main :not(.MuiStack-root) > p[class]:has(+ p[class])': { marginBlockEnd: `${paragraphSpacingLines}lh` },
      'main .MuiStack-root > p[class] + p[class]': {
        marginBlockStart: `max(${paragraphSpacingLines}lh, ${paragraphSpacingLines} * ${theme.typography.body1.lineHeight} * ${theme.typography.body1.fontSize})`,
      },
      // Read by screen readers in the line's flow, not drawn: a mark between the parts of a line (a byline's comma),
      // where visually hidden text, placed apart, is read by Firefox as a piece of its own.
      '.spoken-in-line': { fontSize: 0 },
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
