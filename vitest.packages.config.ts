// `npm run test:packages`: every package's own tests (their vitest.config.ts) in one Vitest run, its files spread
// over the cores; each package still runs alone with `npm test -w <package>`.
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts'],
    // Two at least: Vitest's default (cores less one) is one worker on two cores.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
