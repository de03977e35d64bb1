// Vitest setup: DOM matchers, axe matcher, and the few browser APIs jsdom lacks.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { toHaveNoViolations } from 'jest-axe';
import { afterEach, expect, vi } from 'vitest';
import { preloadNotices } from '../components/notices/NoticesViewport';

// The site loads a notice's code with the first notice; tests load it up front, so that a notice
// appears in the same tick as in a browser that has it already.
await preloadNotices();

expect.extend(toHaveNoViolations);

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
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView = vi.fn();

afterEach(() => {
  cleanup();
  matchingMediaQueries.clear();
  window.localStorage.clear();
});
