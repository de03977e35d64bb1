// The package's own tests (npm test -w @foundation/page-measures; npm run test:packages runs every package's): each
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
