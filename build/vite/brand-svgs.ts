// Why: the logo, the favicon and the illustrations follow the tokens, so a rebrand redraws them with no command
// and nothing of them is committed output.
import type { Plugin } from 'vite';
import { site } from '../../src/content/site.ts';
import { brandSvgFiles } from '../brand/assets.mjs';
import { brandTokens } from '../brand/tokens.ts';

/**
 * The brand's SVG files, filled from the tokens (build/brand/assets.mjs): the logo and favicon (/logo.svg,
 * /favicon.svg) from the one mark, theme/brand-mark.svg, and the illustrations in src/content/images/ (as
 * /images/…). Served by the dev server, written into the build.
 */
export function brandSvgs(): Plugin {
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
