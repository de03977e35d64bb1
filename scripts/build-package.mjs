// @ts-check
// A workspace package's `prepack` (run from its folder): dist/ from src/ with tsc (packages/tsconfig.build.json),
// each relative import given the file extension plain Node needs, and src/'s other files (Orca's speech stand-in)
// copied beside the code that finds them. The workspace packages it imports are built first where they have no dist/.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const packages = join(dirname(fileURLToPath(import.meta.url)), '..', 'packages');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const code = /\.(ts|mts|js|mjs)$/;

/** @param {string} dir */
function manifest(dir) {
  return /** @type {{ name: string, dependencies?: object, devDependencies?: object }} */ (
    JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
  );
}

const workspace = new Map(
  readdirSync(packages, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => [manifest(join(packages, name)).name, join(packages, name)]),
);

/**
 * Rewrites `./x` to `./x.js` (or `./x/index.js`) in emitted code and declarations: tsc emits specifiers as written,
 * and the sources import without extensions, as Vite and the site's tools read them.
 * @param {string} dist
 */
function addExtensions(dist) {
  for (const file of readdirSync(dist, { recursive: true }).map(String)) {
    if (!/\.(js|mjs|d\.ts|d\.mts)$/.test(file)) continue;
    const path = join(dist, file);
    const text = readFileSync(path, 'utf8').replace(
      /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.\.?\/[^'"]*)\2/g,
      (_, before, quote, specifier) => `${before}${quote}${withExtension(dirname(path), specifier, path)}${quote}`,
    );
    writeFileSync(path, text);
  }
}

/**
 * @param {string} from
 * @param {string} specifier
 * @param {string} file
 */
function withExtension(from, specifier, file) {
  if (/\.m?js$/.test(specifier) && existsSync(join(from, specifier))) return specifier;
  for (const candidate of [`${specifier}.js`, `${specifier}/index.js`]) {
    if (existsSync(join(from, candidate))) return candidate;
  }
  throw new Error(`${relative(process.cwd(), file)}: no emitted file for '${specifier}'`);
}

/** @param {string} dir */
function build(dir) {
  const { dependencies = {}, devDependencies = {} } = manifest(dir);
  for (const name of Object.keys({ ...dependencies, ...devDependencies })) {
    const other = workspace.get(name);
    if (other && !existsSync(join(other, 'dist'))) build(other);
  }
  const dist = join(dir, 'dist');
  rmSync(dist, { recursive: true, force: true });
  execFileSync(process.execPath, [tsc, '-p', join(dir, 'tsconfig.build.json')], { stdio: 'inherit' });
  addExtensions(dist);
  const src = join(dir, 'src');
  for (const file of readdirSync(src, { recursive: true }).map(String)) {
    if (!code.test(file) && !existsSync(join(dist, file)))
      cpSync(join(src, file), join(dist, file), { recursive: true });
  }
}

build(process.cwd());
