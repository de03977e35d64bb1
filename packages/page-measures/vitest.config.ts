// The package's own tests (npm run test:unit runs them with the site's, as the project "page-measures"): each
// measure run in Chromium on small pages of the test's own.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'page-measures',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
