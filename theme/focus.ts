// The one focus ring every interactive element shows when focused from the keyboard.
import { focusRing } from './tokens';

/** The ring in the given colour; forced-colours mode repaints it in the system highlight colour. */
export function focusVisibleRing(color: string) {
  return {
    outlineStyle: 'solid',
    outlineWidth: focusRing.width,
    outlineOffset: focusRing.offset,
    outlineColor: color,
    '@media (forced-colors: active)': { outlineColor: 'Highlight' },
  } as const;
}
