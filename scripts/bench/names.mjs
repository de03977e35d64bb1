// The names the bench finds the page's parts by, from the app's own modules (src/startup/contract.ts, the
// controls' names in src/controls/*/ and the hand-over's attribute) through the server build, as the prerender reads them:
// Node cannot import the TypeScript itself. Loaded on first use, after `npm run bench` has built.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const entry = join(dirname(fileURLToPath(import.meta.url)), '../../dist-ssr/entry-server.js');
let loaded;

/** The contract's names, the menu's and the colour scheme's, and the hand-over's attribute. */
export function pageNames() {
  if (!existsSync(entry))
    throw new Error('The bench reads the page names from the build: run `npm run build:preview` first.');
  loaded ??= import(pathToFileURL(entry).href).then(
    ({ startupNames, menuNames, colorSchemeNames, APP_OWNED_ATTRIBUTE }) => ({
      ...startupNames,
      ...menuNames,
      ...colorSchemeNames,
      APP_OWNED_ATTRIBUTE,
    }),
  );
  return loaded;
}
