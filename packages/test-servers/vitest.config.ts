// The package's own tests (npm run test:unit runs them with the site's, as the project "test-servers"): each server
// started for real, on a folder or an upstream of the test's own.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'test-servers',
    environment: 'node',
    include: ['test/**/*.test.ts'],
  },
});
