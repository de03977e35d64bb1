// Lets the browser skip laying out and painting a block while it is far from the viewport, so that the
// first paint lays out what is on screen, not the whole page (content-visibility: auto). The block stays
// in the accessibility tree, in find-in-page and in tab order; its estimated height stands in until then.
// Only on a fresh visit and until the visitor first interacts: the browser aims a glide to an anchor, a
// page opened at an #anchor and a page reopened at a remembered position by the heights of the blocks
// above, so the page's inline script (src/app/boot.ts) sets this attribute on <html> at the first pointer,
// touch, scroll, key or focus, or at once when the page opens at an anchor or is reloaded or revisited.
// Without JavaScript nothing would set it, so then blocks are never skipped (the `scripting` media query).

/** Set on <html> when every block is to be laid out; the literal is repeated in boot.ts, which imports nothing. */
export const LAID_OUT_ATTRIBUTE = 'data-laid-out';

/** The style for a block that is usually below the fold, with its height estimated in px. */
export function renderWhenNear(estimatedHeightPx: number) {
  return {
    '@media (scripting: enabled)': {
      [`html:not([${LAID_OUT_ATTRIBUTE}]) &`]: {
        contentVisibility: 'auto',
        containIntrinsicSize: `auto ${estimatedHeightPx}px`,
      },
    },
  } as const;
}
