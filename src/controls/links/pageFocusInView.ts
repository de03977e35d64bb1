// A control focused from the keyboard comes wholly into view, its ring too (part of the page script, before the
// app and after it; WCAG 2.4.11, 2.4.12). Chromium and WebKit scroll it there themselves, within the html's and
// the menu's scroll padding (landing.ts, the menus); Firefox ESR leaves a control where it is while any part of it
// shows: at 400% zoom, Tab left one 11 to 18 px below the window's edge. So, in the frame after focus moves, if
// the control or its ring is cut by the window's edge, it is scrolled the least way into view, which honours the
// same scroll padding.
import { FOCUS_RING_REACH_PX } from '../../app/constants';

export function keepFocusInView() {
  document.addEventListener('focusin', (event) => {
    const focused = event.target;
    if (!(focused instanceof HTMLElement) || !focused.matches(':focus-visible')) return;
    requestAnimationFrame(() => {
      if (document.activeElement !== focused) return;
      const { top, bottom, height } = focused.getBoundingClientRect();
      const viewport = document.documentElement.clientHeight;
      // Taller than the window, it cannot show whole: the browser's own placement stands.
      if (height + 2 * FOCUS_RING_REACH_PX > viewport) return;
      if (top - FOCUS_RING_REACH_PX < 0 || bottom + FOCUS_RING_REACH_PX > viewport)
        focused.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    });
  });
}
