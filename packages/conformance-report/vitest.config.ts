// The package's tests, run from its folder (npm test) or the repository's root (npm run test:packages); the
// report's tests read the page it renders as a document (jsdom's DOMParser).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Parsing the whole INT-edition report in jsdom took 6 s beside npm test's other suites on two cores.
  test: {
    name: 'conformance-report',
    include: ['test/**/*.test.ts'],
    environment: 'jsdom',
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
