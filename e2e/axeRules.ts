// Which axe rules run, shared by the browser gate (e2e/axe.ts) and the component catalogue (.storybook/preview.tsx).
// Plain data, no imports: the catalogue loads it in the browser.

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA, plus Deque's best practices. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] as const;

/** Experimental rules axe leaves off by default, switched on here. */
export const experimentalRules = ['label-content-name-mismatch', 'p-as-heading'] as const;
