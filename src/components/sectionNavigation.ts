// Scrolling to a home-page section: 80px above it, smooth unless the visitor asks for less motion.
import { ANCHOR_SCROLL_OFFSET_PX, BAR_CLEARANCE_PX, BAR_HEIGHT_CSS_VAR } from '../app/constants';

/** Whether the visitor asks for less motion: transitions and glides are then instant. */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The element a URL hash names, or null for an unknown or malformed hash. Never a selector query. */
export function findHashTarget(hash: string): HTMLElement | null {
  if (!hash || hash === '#') return null;
  let id: string;
  try {
    id = decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return null;
  }
  return id ? document.getElementById(id) : null;
}

/** How far below the viewport top a section stops: 80px, or just below the bar when larger text makes it taller. */
export function anchorOffset(): number {
  const barHeight = parseFloat(getComputedStyle(document.documentElement).getPropertyValue(BAR_HEIGHT_CSS_VAR)) || 0;
  return Math.max(ANCHOR_SCROLL_OFFSET_PX, barHeight + BAR_CLEARANCE_PX);
}

/**
 * The history state of a move to a section whose scroll has already begun (SiteLink starts it in the press's
 * own task, not after the route has rendered): the route's effect (useRouteFocus) leaves it be.
 */
const SCROLL_BEGUN_KEY = 'sectionScrollBegun';
export const SCROLL_BEGUN_STATE = { [SCROLL_BEGUN_KEY]: true } as const;

export function scrollHasBegun(state: unknown): boolean {
  return typeof state === 'object' && state !== null && SCROLL_BEGUN_KEY in state;
}

/** Scrolls so the element's top sits anchorOffset() below the viewport top, then focuses it. */
export function scrollToSection(element: HTMLElement, { smooth }: { smooth: boolean }): void {
  const top = element.getBoundingClientRect().top + window.scrollY - anchorOffset();
  window.scrollTo({ top: Math.max(0, top), behavior: smooth && !prefersReducedMotion() ? 'smooth' : 'instant' });
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}
