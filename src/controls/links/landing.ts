// Landing on a section: the browser's own fragment navigation, before the app and after it. It stops the
// spec's 80px below the top, or just below the fixed bar where larger text makes the bar taller (the app
// publishes the bar's height), and glides unless the visitor asks for less motion. Nothing is focused by
// script: the browser moves its Tab position to the section, and the page script the reading (pageLanding.ts).
import { ANCHOR_SCROLL_OFFSET_PX, BAR_CLEARANCE_PX, BAR_HEIGHT_CSS_VAR } from '../../app/constants';

export const landingStyles = {
  html: {
    scrollPaddingTop: `max(${ANCHOR_SCROLL_OFFSET_PX}px, calc(var(${BAR_HEIGHT_CSS_VAR}, 0px) + ${BAR_CLEARANCE_PX}px))`,
  },
  '@media (prefers-reduced-motion: no-preference)': { html: { scrollBehavior: 'smooth' } },
} as const;
