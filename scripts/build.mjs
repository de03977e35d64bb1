// @ts-check
// `npm run build` (and, with --preview, `npm run build:preview`): the client build, the server build, the prerender
// and the headers, as one build. Which build it is (the commit, whether the tree differs from it, the day) is read
// once here and handed to every step in SITE_BUILD, so that the pages, the app and dist/build.json name the same one
// (build/vite/site-build.ts). --preview lets a build publish stand-in contact details; its statement says so.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { treeIdentity } from '../build/identity.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const env = {
  ...process.env,
  SITE_BUILD: JSON.stringify(treeIdentity(root)),
  ...(process.argv.includes('--preview') ? { SITE_PREVIEW: '1' } : {}),
};

const vite = join(root, 'node_modules/vite/bin/vite.js');
const steps = [
  [vite, 'build'],
  [vite, 'build', '--ssr', 'src/app/entry-server.tsx', '--outDir', 'dist-ssr'],
  [join(root, 'scripts/prerender.mjs')],
  [join(root, 'scripts/headers.mjs')],
];
for (const step of steps) {
  const run = spawnSync(process.execPath, step, { cwd: root, env, stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
