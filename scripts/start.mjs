// `npm start`: builds dist/ when it is missing or older than the sources, then serves it.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const builtPage = join(root, 'dist', 'index.html');
// The statement's bundle reads accessibility/evaluations.json (build/vite/statement-data.ts).
const sources = [
  'src',
  'theme',
  'public',
  'scripts',
  'build',
  'accessibility/evaluations.json',
  'index.html',
  'vite.config.ts',
  'package.json',
];

function newestModified(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(path).map((name) => newestModified(join(path, name))));
}

const builtAt = existsSync(builtPage) ? statSync(builtPage).mtimeMs : 0;
const sourcesAt = Math.max(...sources.map((name) => newestModified(join(root, name))));
if (builtAt < sourcesAt) {
  console.log(builtAt ? 'Sources changed since the last build: rebuilding…' : 'No build yet: building…');
  execSync('npm run build:preview', { cwd: root, stdio: 'inherit' });
}
await import('./serve.mjs');
