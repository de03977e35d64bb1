/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { brandSvgFiles, renderBrandImages } from './scripts/brand-assets.mjs';
import { fontHeadTags, webFontFiles } from './scripts/brand-fonts.mjs';
import { site } from './src/content/site';
import * as secondBrandTokens from './theme/fixtures/second-brand';
import * as tokens from './theme/tokens';

/**
 * Writes the list of chunks the page's entry loads on the first interaction (the chunks it imports
 * dynamically, and theirs statically) into the entry, so that it can fetch them all at once and then
 * start them one stage at a time (src/startup/2-app-entry.tsx).
 */
function startupChunkList(): Plugin {
  // The placeholder string as the minifier writes it: in any kind of quotes.
  const placeholder = /(["'`])__STARTUP_CHUNKS__\1/;
  return {
    name: 'crf:startup-chunk-list',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      for (const entry of chunks.filter((chunk) => chunk.isEntry && placeholder.test(chunk.code))) {
        const startup = new Set<string>();
        const visit = (fileName: string) => {
          if (startup.has(fileName)) return;
          startup.add(fileName);
          for (const imported of byName.get(fileName)?.imports ?? []) visit(imported);
        };
        startup.add(entry.fileName); // loaded already
        entry.dynamicImports.forEach(visit);
        startup.delete(entry.fileName);
        const list = [...startup].map((fileName) => JSON.stringify(`/${fileName}`)).join(',');
        entry.code = entry.code.replace(placeholder, list);
      }
    },
  };
}

/**
 * With CRF_BRAND=second, theme/fixtures/second-brand.ts stands in for theme/tokens.ts wherever it is imported:
 * CI builds the site in a second brand to prove a rebrand keeps the contract and the layout (npm run test:brand).
 */
function secondBrand(): Plugin | false {
  if (process.env.CRF_BRAND !== 'second') return false;
  return replaceModule(
    'crf:second-brand',
    fileURLToPath(new URL('./theme/tokens.ts', import.meta.url)),
    fileURLToPath(new URL('./theme/fixtures/second-brand.ts', import.meta.url)),
  );
}

/**
 * A plugin that resolves every import of the file `original` to the file `replacement` instead, except the
 * replacement's own imports of it (the second brand builds on tokens.ts; .storybook/vitest.config.ts uses it too).
 */
export function replaceModule(name: string, original: string, replacement: string): Plugin {
  // A cheap first filter: the import's text names the file (`../theme/tokens`, `./input`).
  const stem = original.replace(/^.*\//, '').replace(/\.[^.]+$/, '');
  return {
    name,
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || importer === replacement || !source.includes(stem)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === original ? replacement : null;
    },
  };
}

/** The tokens the build paints with: theme/tokens.ts, or the second brand under CRF_BRAND=second. */
const brandTokens = process.env.CRF_BRAND === 'second' ? secondBrandTokens : tokens;

/**
 * The brand's SVG files, filled from the tokens (scripts/brand-assets.mjs): the logo and favicon (/logo.svg,
 * /favicon.svg) from the one mark, theme/brand-mark.svg, and the illustrations in src/content/images/ (as
 * /images/…). Served by the dev server, written into the build.
 */
function brandSvgs(): Plugin {
  return {
    name: 'crf:brand-svgs',
    applyToEnvironment: (environment) => environment.name === 'client',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const file = brandSvgFiles(brandTokens, site).find(({ fileName }) => request.url === `/${fileName}`);
        if (!file) return next();
        response.setHeader('Content-Type', 'image/svg+xml');
        response.end(file.source);
      });
    },
    generateBundle() {
      for (const { fileName, source } of brandSvgFiles(brandTokens, site))
        this.emitFile({ type: 'asset', fileName, source });
    },
  };
}

/**
 * The brand's web fonts (`webFonts` in the tokens; scripts/brand-fonts.mjs): the files at /fonts/…, and in the
 * page shell (index.html, so every prerendered page, the dev server's page and the catalogue's) a preload link for
 * each and the @font-face rules with their metric-matched fallbacks. Nothing for a brand of system fonts.
 */
function brandFonts(): Plugin {
  let files = webFontFiles(brandTokens);
  return {
    name: 'crf:brand-fonts',
    applyToEnvironment: (environment) => environment.name === 'client',
    // At the build's base: '/' for the site (a page at any depth finds them), './' for the catalogue's build.
    configResolved({ base }) {
      files = files.map((file) => ({ ...file, url: `${base}${file.fileName}` }));
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const file = files.find(({ fileName }) => request.url === `/${fileName}`);
        if (!file) return next();
        response.setHeader('Content-Type', 'font/woff2');
        response.end(file.source);
      });
    },
    transformIndexHtml: () => fontHeadTags(files),
    generateBundle() {
      for (const { fileName, source } of files) this.emitFile({ type: 'asset', fileName, source });
    },
  };
}

/**
 * The PNG icons and the social card, drawn from the tokens by resvg (scripts/brand-assets.mjs) while the
 * client bundle builds, and written into it. Not served by the dev server, whose pages do not link them.
 */
function brandImages(): Plugin {
  let images: Promise<{ fileName: string; source: string | Uint8Array }[]> | undefined;
  return {
    name: 'crf:brand-images',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildStart() {
      images = renderBrandImages(brandTokens, site);
      // Awaited in generateBundle; a build that fails before then must not also report this as unhandled.
      images.catch(() => {});
    },
    async generateBundle() {
      for (const { fileName, source } of (await images) ?? []) this.emitFile({ type: 'asset', fileName, source });
    },
  };
}

/**
 * The accessibility statement shows each criterion's verdict, the remarks on those not met, and who tested what,
 * when and with which browser (src/pages/AccessibilityPage.tsx); how each check was made, its evidence and the
 * remarks on criteria met are the auditor's report's (accessibility/evaluations.json). The page's
 * JavaScript carries only what the page shows: the bundle budget has no room for the rest.
 */
function statementData(): Plugin {
  const file = fileURLToPath(new URL('./accessibility/evaluations.json', import.meta.url));
  type Result = { criteria: Record<string, { outcome: string; remark: string }> } & Record<string, unknown>;
  return {
    name: 'crf:statement-data',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    load(id) {
      if (id.split('?')[0] !== file) return null;
      const data = JSON.parse(readFileSync(file, 'utf8')) as {
        environments: Record<string, unknown>[];
        results: Result[];
      };
      const met = new Set(['pass', 'not applicable']);
      const results = data.results.map(({ method: _method, evidence: _evidence, automated: _automated, ...shown }) => ({
        ...shown,
        criteria: Object.fromEntries(
          Object.entries(shown.criteria).map(([criterion, { outcome, remark }]) => [
            criterion,
            { outcome, remark: met.has(outcome) ? '' : remark },
          ]),
        ),
      }));
      const environments = data.environments.map(({ driver: _driver, ...shown }) => shown);
      return JSON.stringify({ environments, results });
    },
  };
}

export default defineConfig({
  plugins: [react(), startupChunkList(), secondBrand(), brandFonts(), brandSvgs(), brandImages(), statementData()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Lets the prerender find a route's lazy chunk to name in the page script (which it builds itself).
    manifest: true,
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'theme/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}', 'e2e/**/*.test.ts'],
    css: false,
    restoreMocks: true,
    // Whole pages render through MUI and axe in jsdom: seconds, not milliseconds, on two cores.
    testTimeout: 120_000,
  },
});
