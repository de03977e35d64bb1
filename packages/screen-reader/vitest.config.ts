// The package's own tests (npm run test:unit runs them with the site's, as the project "screen-reader"): the
// harness on recorded Orca logs, in Node; no desktop is started.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'screen-reader',
    environment: 'node',
    include: ['test/**/*.test.ts'],
  },
});
