// Serves dist/ the way a static host does: pages with 200, unknown paths with dist/404.html and 404,
// gzip compression, and the response headers from dist/serve.json. Uses the `serve` package. `--no-compression`
// (the browser suites) leaves out the gzip, which no test reads and which cost the run CPU on every page load.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const port = process.env.PORT ?? '3000';

if (!existsSync(join(dist, 'index.html'))) {
  console.error('dist/ has not been built. Run `npm run build:preview` (or `npm start`, which builds first).');
  process.exit(1);
}

const serveBin = join(root, 'node_modules', 'serve', 'build', 'main.js');
const child = spawn(
  process.execPath,
  [
    serveBin,
    dist,
    '--listen',
    `tcp://127.0.0.1:${port}`,
    '--no-clipboard',
    '--no-port-switching',
    ...process.argv.slice(2),
  ],
  // No update check: serving the site should not call out to the npm registry.
  { stdio: 'inherit', env: { ...process.env, NO_UPDATE_CHECK: '1' } },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
