// The package's own tests (npm test -w @foundation/test-servers; npm run test:packages runs every package's): each
// server started for real, on a folder or an upstream of the test's own.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'test-servers',
    environment: 'node',
    include: ['test/**/*.test.ts'],
  },
});
