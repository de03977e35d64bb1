// Vitest setup: DOM matchers, axe matcher, and the few browser APIs jsdom lacks.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toHaveNoViolations } from 'jest-axe';
import { afterEach, expect, vi } from 'vitest';

expect.extend(toHaveNoViolations);

// findBy…/waitFor wait up to 1s by default; a lazy route's first import can take longer on a busy
// two-core machine (the drawer loads on first use too), so allow 15s; a passing test still returns as soon as its element appears.
configure({ asyncUtilTimeout: 15_000 });

/** Media queries the current test wants to match, e.g. "(prefers-reduced-motion: reduce)". */
export const matchingMediaQueries = new Set<string>();

Object.defineProperty(window, 'matchMedia', {
  configurable: true,
  value: (query: string) => ({
    matches: matchingMediaQueries.has(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

// jsdom does not scroll; tests read where the page was asked to scroll to.
window.scrollTo = vi.fn();
Element.prototype.scrollIntoView = vi.fn();

afterEach(() => {
  cleanup();
  matchingMediaQueries.clear();
  window.localStorage.clear();
});
