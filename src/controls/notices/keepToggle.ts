// The Keep toggles (one in each notice, one on the accessibility statement) change a remembered, site-wide
// setting, so their state is seen as well as said (aria-pressed, which the page script sets): pressed, a toggle
// is filled and shows a check mark; not pressed, it is outlined with none. The fill is the colour of the
// toggle's own text, so the state stands out from the surface around it as much as the text does (theme/contrast.ts
// holds both pairs); the check mark is a shape, so the state shows without colour too, and in forced colours.
import type { Theme } from '@mui/material/styles';

/** Where MUI puts a button's startIcon: the check mark, shown only while pressed. */
const mark = '& .MuiButton-startIcon';
const pressed = '&[aria-pressed="true"]';

/** Forced colours: the pressed toggle in the system's colours for a selected item (the fill would be dropped). */
const forcedPressed = {
  '@media (forced-colors: active)': {
    forcedColorAdjust: 'none' as const,
    backgroundColor: 'Highlight',
    color: 'HighlightText',
    borderColor: 'Highlight',
  },
};

/** Pressed, the toggle fills with the colour of its outline and shows its check mark; not pressed, no mark. */
const pressedLook = (fill: string, text: string, hover: string) => ({
  [mark]: { display: 'none' },
  [pressed]: {
    backgroundColor: fill,
    color: text,
    '&:hover': { backgroundColor: hover },
    [mark]: { display: 'inherit' },
    ...forcedPressed,
  },
});

/** The toggle in a notice, on the notice's inverse surface. */
export const keepInNoticeSx = (theme: Theme) => ({
  border: '1px solid currentColor',
  ...pressedLook(
    theme.vars.palette.inverse.text,
    theme.vars.palette.inverse.background,
    theme.vars.palette.inverse.text,
  ),
});

/** The statement's toggle, an outlined primary button on the page. */
export const keepOnPageSx = (theme: Theme) =>
  pressedLook(
    theme.vars.palette.primary.main,
    theme.vars.palette.primary.contrastText,
    theme.vars.palette.primary.dark,
  );
