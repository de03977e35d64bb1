/// <reference types="vitest/config" />
// Vite's configuration: it only composes. What the build adds to Vite lives in build/, one named module per plugin
// (build/vite/) and the brand's files drawn from the tokens (build/brand/); build/README.md lists them.
import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { brandFonts } from './build/vite/brand-fonts.ts';
import { brandImages } from './build/vite/brand-images.ts';
import { brandSvgs } from './build/vite/brand-svgs.ts';
import { secondBrand } from './build/vite/second-brand.ts';
import { siteBuild } from './build/vite/site-build.ts';
import { startupChunkList } from './build/vite/startup-chunk-list.ts';
import { statementData } from './build/vite/statement-data.ts';

export default defineConfig({
  plugins: [
    react(),
    startupChunkList(),
    secondBrand(),
    brandFonts(),
    brandSvgs(),
    brandImages(),
    statementData(),
    siteBuild(),
  ],
  // The workspace packages from their TypeScript sources, with no build first (docs/packages.md). Under Vitest, only
  // its own default (Node's conditions less `module`) plus `source`: any other loads a second @emotion/react.
  ...(process.env.VITEST
    ? { resolve: { conditions: ['source', ...defaultServerConditions.filter((name) => name !== 'module')] } }
    : {
        resolve: { conditions: ['source', ...defaultClientConditions] },
        ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
      }),
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Lets the prerender find a route's lazy chunk to name in the page script (which it builds itself).
    manifest: true,
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    include: [
      'src/**/*.test.{ts,tsx}',
      'theme/**/*.test.{ts,tsx}',
      'scripts/**/*.test.{ts,mjs}',
      'build/**/*.test.{ts,mjs}',
      'e2e/**/*.test.ts',
    ],
    css: false,
    restoreMocks: true,
    // Whole pages render through MUI and axe in jsdom: seconds, not milliseconds, on two cores.
    testTimeout: 120_000,
    // Worker threads, not forked processes: each fork loads its own Node and jsdom, and npm test is bound by the CPU
    // (the figures are in the issue note of the commit that chose this).
    pool: 'threads',
    // Two workers at least: Vitest's default (cores less one) is a single worker on two cores, which left one core
    // idle while the files ran one after another (the main process, only collecting results, needs little).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
