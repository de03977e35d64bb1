// Landing on a section: the browser's own fragment navigation, before the app and after it. It stops the
// spec's 80px below the top, or just below the fixed bar where larger text makes the bar taller (the app
// publishes the bar's height), and glides unless the visitor asks for less motion. Nothing is focused by
// script: the browser moves its Tab position to the section, and the page script the reading (pageLanding.ts).
//
// Only a landing glides (the page script marks <html> while it lasts), never the page as a whole: with
// `scroll-behavior: smooth` on <html>, every scroll glides, the ones a screen reader asks for too. Reading by line
// in Chromium, each line then arrives over a third of a second, and Orca 43, asked for the next line while the
// page still moved, read two lines at once or split a line of headers (measured on a busy machine). Without
// JavaScript, a landing jumps.
import {
  ANCHOR_SCROLL_OFFSET_PX,
  BAR_CLEARANCE_PX,
  BAR_HEIGHT_CSS_VAR,
  FOCUS_SCROLL_PADDING_PX,
} from '../../app/constants';

/** Set on <html> while a landing the visitor asked for glides (pageLanding.ts). */
export const GLIDING_ATTRIBUTE = 'data-gliding';

export const landingStyles = {
  html: {
    scrollPaddingTop: `max(${ANCHOR_SCROLL_OFFSET_PX}px, calc(var(${BAR_HEIGHT_CSS_VAR}, 0px) + ${BAR_CLEARANCE_PX}px))`,
    // A control focused near the bottom edge comes wholly into view, its ring too (WCAG 2.4.11, 2.4.12): without
    // it Firefox left a control Tab reached at 400% zoom 18 px below the edge, and Chromium 5 px of its ring. The
    // notices set their own while they show (notices.ts), and give this back as they go.
    scrollPaddingBottom: `${FOCUS_SCROLL_PADDING_PX}px`,
  },
  '@media (prefers-reduced-motion: no-preference)': { [`html[${GLIDING_ATTRIBUTE}]`]: { scrollBehavior: 'smooth' } },
} as const;
