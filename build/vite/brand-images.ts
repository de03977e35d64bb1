// Why: the icons and the social card are PNGs in the brand's colours and fonts; drawing them in Node (resvg) while
// the bundle builds needs no browser and leaves no committed image to go stale after a rebrand.
import type { Plugin } from 'vite';
import { site } from '../../src/content/site.ts';
import { renderBrandImages } from '../brand/assets.mjs';
import { brandTokens } from '../brand/tokens.ts';

/**
 * The PNG icons and the social card, drawn from the tokens by resvg (build/brand/assets.mjs) while the
 * client bundle builds, and written into it. Not served by the dev server, whose pages do not link them.
 */
export function brandImages(): Plugin {
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
