// jest-axe configured for jsdom, for the controls' unit tests: the quick loop (npm run test:quick) has no browser.
// Pages are checked where a real browser renders them (e2e/a11y-gate.spec.ts, the catalogue); colour contrast
// needs real layout too.
import { configureAxe } from 'jest-axe';

export const axe = configureAxe({
  rules: {
    'color-contrast': { enabled: false },
  },
});
