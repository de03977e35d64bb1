// The one focus ring every interactive element shows when focused from the keyboard.
import type { Theme } from '@mui/material/styles';
import { focusRing } from './tokens';

export function focusVisibleRing(theme: Theme) {
  return {
    outline: `${focusRing.width}px solid ${theme.vars?.palette.focusRing ?? theme.palette.focusRing}`,
    outlineOffset: `${focusRing.offset}px`,
  };
}
