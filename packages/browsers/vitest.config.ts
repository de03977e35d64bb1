// The package's own tests (npm test -w @foundation/browsers; npm run test:packages runs every package's): in Node,
// each engine launched for real against a page served from the test.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'browsers',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // A browser's start on a busy two-core machine: seconds, sometimes tens of them.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
