// @ts-check
// `npm run test:consumer`: the packages as another project gets them. Each workspace package is packed (its
// prepack builds dist/), checked by publint, and installed from its tarball into a copy of this folder, outside
// the workspace; there plain Node imports every entry, and runs the conformance-report and screen-reader READMEs'
// examples as written, the reader against a page this test serves. Orca's step is skipped where its desktop cannot
// start (with CI set, that fails).
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, extname, join } from 'node:path';
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const work = mkdtempSync(join(tmpdir(), 'packages-consumer-'));
const consumer = join(work, 'consumer');
const tarballs = join(work, 'tarballs');
const started = Date.now();
const took = (step) => console.log(`${step}: ${((Date.now() - started) / 1000).toFixed(1)} s since the start`);

/** This repository's scripts resolve the packages' `source` condition (.npmrc); a user's Node does not. */
const env = {
  ...process.env,
  NODE_OPTIONS: (process.env.NODE_OPTIONS ?? '').replace(/--conditions[= ]source/g, '').trim(),
};

/** Runs a program to its end; fails with what it printed. */
function run(command, args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} (${code}):\n${output}`)),
    );
  });
}

/** A README's example (its block under "## Example"), as a module of the consumer's, on `origin` where it names one. */
function example(pkg, name, origin) {
  const readme = readFileSync(join(root, 'packages', pkg, 'README.md'), 'utf8');
  const code = /^## Example\n+```js\n([\s\S]*?)^```/m.exec(readme)?.[1];
  assert.ok(code, `packages/${pkg}/README.md has no \`\`\`js block under ## Example`);
  writeFileSync(join(consumer, name), code.replaceAll('http://127.0.0.1:4173', origin));
  return name;
}

const page = createServer((request, response) => {
  const path = new URL(request.url ?? '/', 'http://localhost').pathname;
  const file = join(here, 'page', path.endsWith('/') ? `${path}index.html` : path);
  if (!file.startsWith(join(here, 'page')) || !existsSync(file)) return response.writeHead(404).end();
  const type = extname(file) === '.html' ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8';
  response.writeHead(200, { 'content-type': type }).end(readFileSync(file));
});
let origin = '';

before(async () => {
  await new Promise((resolve) => page.listen(0, '127.0.0.1', () => resolve(undefined)));
  origin = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (page.address()).port}`;
});

after(() => {
  page.close();
  rmSync(work, { recursive: true, force: true });
});

test('every package packs, passes publint and installs outside the workspace', async () => {
  mkdirSync(tarballs);
  await run('npm', ['pack', '--workspaces', '--pack-destination', tarballs], root);
  const packed = readdirSync(tarballs).map((file) => join(tarballs, file));
  assert.equal(
    packed.length,
    readdirSync(join(root, 'packages'), { withFileTypes: true }).filter((e) => e.isDirectory()).length,
  );
  took('packed');
  for (const file of packed) {
    const tarball = new Uint8Array(readFileSync(file)).buffer;
    const { messages, pkg } = await publint({ pack: { tarball }, strict: true });
    const errors = messages.filter((message) => message.type === 'error');
    assert.deepEqual(
      errors.map((message) => formatMessage(message, pkg)),
      [],
      `publint on ${file}`,
    );
  }
  took('publint');
  cpSync(here, consumer, { recursive: true, filter: (source) => !source.endsWith('.test.mjs') });
  await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', ...packed], consumer);
  took('installed');
});

let desktopUnavailable = null;

test('plain Node imports every entry of every package', async () => {
  const output = await run(process.execPath, ['imports.mjs'], consumer);
  ({ desktopUnavailable } = JSON.parse(output.trim().split('\n').at(-1) ?? '{}'));
  took('imported');
});

test('conformance-report’s README example writes the report and EARL', async () => {
  const output = await run(process.execPath, [example('conformance-report', 'report.mjs', origin)], consumer);
  assert.match(output, /1\.1\.1/, 'reportProblems names the criteria not evaluated');
  const html = readFileSync(join(consumer, 'report.html'), 'utf8');
  assert.match(html, /<style>[\s\S]*color-scheme: light/, 'the report carries its style');
  assert.match(html, /Target Size \(Minimum\)/);
  assert.ok(JSON.parse(readFileSync(join(consumer, 'earl.jsonld'), 'utf8'))['@context']);
  took('report');
});

test('screen-reader’s README example: Orca reads the consumer’s page as reviewed', async (t) => {
  if (desktopUnavailable) {
    if (process.env.CI) assert.fail(`Orca's desktop cannot start: ${desktopUnavailable}`);
    t.skip(`Orca's desktop cannot start here: ${desktopUnavailable}`);
    return;
  }
  try {
    await run(process.execPath, [example('screen-reader', 'reader.mjs', origin)], consumer);
  } finally {
    // UPDATE_TRANSCRIPTS=1 writes the transcript in the copy: bring it back for review.
    if (process.env.UPDATE_TRANSCRIPTS)
      cpSync(join(consumer, 'transcripts'), join(here, 'transcripts'), { recursive: true });
  }
  took('screen reader');
});
