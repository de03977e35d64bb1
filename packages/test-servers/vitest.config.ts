// The package's own tests (npm test -w @foundation/test-servers; npm run test:packages runs every package's): each
// server started for real, on a folder or an upstream of the test's own.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'test-servers',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // A server's start beside npm test's other suites on two cores can pass Vitest's default 5 s.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
