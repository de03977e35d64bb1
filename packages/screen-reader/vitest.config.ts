// The package's own tests (npm test -w @foundation/screen-reader; npm run test:packages runs every package's): the
// harness on recorded Orca logs, in Node, and Orca itself on a desktop of its own (test/orca.test.ts).
import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // @foundation/browsers from its TypeScript sources, with no build first (its exports' `source` condition).
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  test: {
    name: 'screen-reader',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Chromium's start beside npm test's other suites on two cores: seconds, sometimes tens of them (a CI run's
    // beforeAll passed the default 10 s).
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
