// The package's own tests (npm run test:packages runs them): the medians, target checks and report on figures of
// the test's own, and each measure in Chromium on small pages that answer after a known delay.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'bench',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Chromium's and Lighthouse's start beside npm test's other suites on two cores: tens of seconds at times.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
