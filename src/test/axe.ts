// jest-axe configured for jsdom: colour contrast needs real layout, so the browser suite checks it.
import { configureAxe } from 'jest-axe';

export const axe = configureAxe({
  rules: {
    'color-contrast': { enabled: false },
  },
});
