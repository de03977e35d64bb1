// Lets the browser skip laying out and painting a block while it is far from the viewport, so that the
// first paint lays out what is on screen, not the whole page (content-visibility: auto). The block stays
// in the accessibility tree, in find-in-page and in tab order; its estimated height stands in until then.
// Only until the visitor first interacts: a glide to an anchor computes where to stop before the blocks
// it passes are laid out, so the page's inline script (src/app/boot.ts) sets this attribute on <html> at
// the first pointer, touch, scroll, key or focus, and every block is laid out before any link is followed.
// Without JavaScript nothing would set it, so then blocks are never skipped (the `scripting` media query).

/** Set on <html> at the visitor's first interaction; the literal is repeated in boot.ts, which imports nothing. */
export const INTERACTED_ATTRIBUTE = 'data-interacted';

/** The style for a block that is usually below the fold, with its height estimated in px. */
export function renderWhenNear(estimatedHeightPx: number) {
  return {
    '@media (scripting: enabled)': {
      [`html:not([${INTERACTED_ATTRIBUTE}]) &`]: {
        contentVisibility: 'auto',
        containIntrinsicSize: `auto ${estimatedHeightPx}px`,
      },
    },
  } as const;
}
