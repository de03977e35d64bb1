// The catalogue's test run (npm run test:catalogue): every story is a test in Chromium, checked by axe after its
// play function, in light on a phone and in dark on a desktop. The site's Vite config (its plugins, CRF_BRAND) applies; its
// unit-test settings do not (they stay in vite.config.ts, which `npm run test:unit` runs alone).
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { headlessChromiumPath, chromiumFlags } from '@foundation/browsers/executables';
import { replaceModule } from '../build/vite/replace-module.ts';
import site from '../vite.config.ts';
import { testedWidths } from './parameters.ts';

const { test: _unitTests, build: _siteBuild, ...siteVite } = site;
const secondBrand = process.env.CRF_BRAND === 'second';
const brand = secondBrand ? 'second brand' : 'brand';
// Each scheme once and each width once: light on a phone, dark on a desktop. A story's colours depend on the
// scheme, its layout on the width; the pages put both together in the browser gate (e2e/a11y-gate.spec.ts, both
// schemes at both widths). The second brand (npm run test:catalogue:second) the same way.
const [phone, desktop] = testedWidths;
const runs = [
  { scheme: 'light', width: phone },
  { scheme: 'dark', width: desktop },
] as const;
const widths = testedWidths;

/** Play functions drive Chromium's real pointer and keyboard here: input.vitest.ts stands in for input.ts. */
const realInput = replaceModule(
  'crf:catalogue-real-input',
  fileURLToPath(new URL('./input.ts', import.meta.url)),
  fileURLToPath(new URL('./input.vitest.ts', import.meta.url)),
);

export default defineConfig({
  ...siteVite,
  root: fileURLToPath(new URL('..', import.meta.url)),
  plugins: [...(siteVite.plugins ?? []), realInput],
  // The stories run in a browser: the site's build conditions (vite.config.ts gives Vitest's Node ones).
  resolve: { conditions: ['source', ...defaultClientConditions] },
  // Every dependency the components import, lazily too (the drawer, the blog), found before the first test: one
  // found later makes Vite reload the page in the middle of a run.
  optimizeDeps: { entries: ['src/**/*.tsx', '.storybook/*.tsx', '!src/**/*.test.tsx'] },
  test: {
    projects: runs.map(({ scheme, width }) => ({
      extends: true,
      plugins: [
        storybookTest({
          configDir: fileURLToPath(new URL('.', import.meta.url)),
          initialGlobals: { theme: scheme, viewport: { value: width, isRotated: false } },
          // A state that exists at one width only (the drawer, the full bar's links) is tested at that width.
          tags: { exclude: widths.filter((other) => other !== width).map((other) => `${other}-only`) },
        }),
      ],
      test: {
        name: `${brand}, ${scheme}, ${width}`,
        // One page per project for every story file: the preview and the site's modules load once, not per file.
        isolate: false,
        // Generous, as the other browser suites are: a shared two-core machine can be slow for minutes.
        testTimeout: 60_000,
        browser: {
          enabled: true,
          headless: true,
          // chromium-headless-shell where Debian's is installed, as the browser suites: Chromium's engine, for about a
          // sixth less CPU here (130 against 108 CPU-seconds for the catalogue).
          provider: playwright({ launchOptions: { executablePath: headlessChromiumPath(), args: chromiumFlags } }),
          instances: [{ browser: 'chromium' as const }],
        },
      },
    })),
  },
});
