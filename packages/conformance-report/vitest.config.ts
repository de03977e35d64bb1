// The package's tests, run from its folder (npm test) or the repository's root (npm run test:packages); the
// report's tests read the page it renders as a document (jsdom's DOMParser).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { include: ['test/**/*.test.ts'], environment: 'jsdom' },
});
