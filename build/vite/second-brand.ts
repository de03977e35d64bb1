// Why: CI builds the site in a second brand to prove a rebrand keeps the contrast contract and the layout
// (npm run test:brand); the app must then paint with the second brand's tokens without any file of it changing.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { replaceModule } from './replace-module.ts';

/**
 * With CRF_BRAND=second, theme/fixtures/second-brand.ts stands in for theme/tokens.ts wherever it is imported;
 * otherwise no plugin.
 */
export function secondBrand(): Plugin | false {
  if (process.env.CRF_BRAND !== 'second') return false;
  return replaceModule(
    'crf:second-brand',
    fileURLToPath(new URL('../../theme/tokens.ts', import.meta.url)),
    fileURLToPath(new URL('../../theme/fixtures/second-brand.ts', import.meta.url)),
  );
}
