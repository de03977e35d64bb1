// Why: a brand's fonts are data in its tokens, not imports (theme/ also runs in plain Node, which cannot load a
// font file), so the build copies, preloads and declares them, with fallbacks that take the same room.
import type { Plugin } from 'vite';
import { fontHeadTags, webFontFiles } from '../brand/fonts.mjs';
import { brandTokens } from '../brand/tokens.ts';

/**
 * The brand's web fonts (`webFonts` in the tokens; build/brand/fonts.mjs): the files at /fonts/…, and in the
 * page shell (index.html, so every prerendered page, the dev server's page and the catalogue's) a preload link for
 * each and the @font-face rules with their metric-matched fallbacks. Nothing for a brand of system fonts.
 */
export function brandFonts(): Plugin {
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
