// The spec's behaviour constants (section 9), in one place.
import { cssVarPrefix } from '../../theme/colorScheme.ts';
import { focusRing } from '../../theme/tokens.ts';

/** The id of every page's <main>: the skip link's target, and what the browser waits for before it first paints. */
export const MAIN_ID = 'main';
/** Anchor navigation stops this many px above a section, clear of the fixed bar. */
export const ANCHOR_SCROLL_OFFSET_PX = 80;
/**
 * The fixed bar's measured height, set on <html> by the header so the spacer below it, anchor jumps and focus
 * scrolling clear a bar that grows with the visitor's text size.
 */
export const BAR_HEIGHT_CSS_VAR = `--${cssVarPrefix}-bar-height`;
/** Gap kept between the bar's lower edge and a section when the bar is taller than the anchor offset allows. */
export const BAR_CLEARANCE_PX = 4;
/** How far a focus ring reaches beyond its control's box (its width and offset, theme/tokens.ts). */
export const FOCUS_RING_REACH_PX = focusRing.width + focusRing.offset;
/**
 * The room the browser leaves at a scrolling box's edge as it scrolls a focused control into view: the ring's
 * reach and a little air, so the control and its ring show whole (the page's bottom edge, the menu's both edges).
 */
export const FOCUS_SCROLL_PADDING_PX = FOCUS_RING_REACH_PX + 4;
/**
 * The bar shows every item from this width (in rem, so larger text switches to the menu sooner; and times the
 * button size in tokens.ts); below it, a menu toggle opens the drawer. Measured: every item on one line needs
 * 78.3rem (at 72rem, 1152px, "Partner With Us" and "Join Us" wrapped; e2e/bar.spec.ts names them).
 */
export const FULL_BAR_MIN_WIDTH_REM = 78.5;
/** The bar turns frosted once the page is scrolled more than this many px. */
export const FROSTED_BAR_THRESHOLD_PX = 50;
/** A tooltip opens this long after hover or keyboard focus. */
export const TOOLTIP_OPEN_DELAY_MS = 700;
/** After a tooltip closes, the next one opens at once within this window. */
export const TOOLTIP_SKIP_WINDOW_MS = 300;
/** By touch, a press held this long shows a tooltip, which stays this long after release (MUI's timings). */
export const TOOLTIP_TOUCH_HOLD_MS = 700;
export const TOOLTIP_TOUCH_LINGER_MS = 1500;
/** A notice stays this long unless hovered or focused. */
export const NOTICE_DURATION_MS = 4000;
/** At most this many notices show at once; more wait their turn. */
export const MAX_VISIBLE_NOTICES = 3;
