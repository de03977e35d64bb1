// The stamp changes when what a visitor gets changes, and only then: not when a verdict is recorded.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sourceStamp, stampChanges } from '../src/stamp';

// A site as the repository's is laid out: its sources, its tests beside them, and its statement's copy.
const currentStamp = (root: string) =>
  sourceStamp(root, {
    sources: ['src', 'theme', 'public', 'index.html'],
    notShipped: /(^|\/)__snapshots__\/|^src\/test\/|\.(test|spec|stories)\.[cm]?[jt]sx?$/,
    exclude: ['src/content/accessibility.ts'],
    buildEntries: ['vite.config.ts'],
  });

let root: string;
const write = (path: string, content: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'stamp-'));
  execFileSync('git', ['init', '--quiet'], { cwd: root });
  write(
    'package.json',
    JSON.stringify({
      scripts: { build: 'vite build && node scripts/prerender.mjs' },
      dependencies: { react: '19.0.0' },
      devDependencies: { vite: '8.0.0', eslint: '9.0.0' },
    }),
  );
  write(
    'package-lock.json',
    JSON.stringify({
      packages: {
        '': { dependencies: { react: '19.0.0' } },
        'node_modules/react': { version: '19.0.0' },
        'node_modules/vite': { version: '8.0.0', dev: true },
        'node_modules/eslint': { version: '9.0.0', dev: true },
      },
    }),
  );
  write('vite.config.ts', "import { defineConfig } from 'vite';\nexport default defineConfig({});\n");
  write('scripts/prerender.mjs', "import { page } from './html.mjs';\n");
  write('scripts/html.mjs', 'export const page = 1;\n');
  write('scripts/contrast.mjs', 'console.log(1);\n');
  write('index.html', '<!doctype html><title>Site</title>\n');
  write('src/App.tsx', 'export const App = () => null;\n');
  write('src/App.test.tsx', "it('renders', () => {});\n");
  write('src/content/accessibility.ts', "export const statement = 'We tested the site.';\n");
  write('theme/tokens.ts', "export const ink = '#000';\n");
  write('public/robots.txt', 'User-agent: *\n');
  write('accessibility/evaluations.json', '{"results": []}\n');
  write('accessibility/evidence/stamp.json', '{}\n');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the stamp of what a visitor gets', () => {
  it('changes when a visitor-facing file changes, and names it', () => {
    for (const [path, content] of [
      ['src/App.tsx', 'export const App = () => "changed";\n'],
      ['theme/tokens.ts', "export const ink = '#111';\n"],
      ['public/robots.txt', 'User-agent: *\nDisallow: /\n'],
      ['index.html', '<!doctype html><title>Other</title>\n'],
      ['scripts/html.mjs', 'export const page = 2;\n'],
      ['vite.config.ts', "import { defineConfig } from 'vite';\nexport default defineConfig({ base: '/' });\n"],
    ] as const) {
      const before = currentStamp(root);
      write(path, content);
      const after = currentStamp(root);
      expect(after.hash, path).not.toBe(before.hash);
      expect(stampChanges(before, after)).toEqual([path]);
    }
  });

  it('changes when a file is added or removed, or a bundled package changes version', () => {
    const before = currentStamp(root);
    write('src/New.tsx', 'export {};\n');
    expect(stampChanges(before, currentStamp(root))).toEqual(['src/New.tsx (new)']);
    rmSync(join(root, 'src/New.tsx'));
    rmSync(join(root, 'src/App.tsx'));
    expect(stampChanges(before, currentStamp(root))).toEqual(['src/App.tsx (removed)']);
    write('src/App.tsx', 'export const App = () => null;\n');
    write(
      'package-lock.json',
      JSON.stringify({
        packages: {
          '': { dependencies: { react: '19.0.0' } },
          'node_modules/react': { version: '19.0.1' },
          'node_modules/vite': { version: '8.0.0', dev: true },
        },
      }),
    );
    expect(stampChanges(before, currentStamp(root))).toEqual(['npm:react 19.0.0 → 19.0.1']);
  });

  it('does not change when a verdict, the evidence, the statement’s copy, a test or a tool changes', () => {
    const before = currentStamp(root);
    write('accessibility/evaluations.json', '{"results": [{"id": "keyboard"}]}\n');
    write('accessibility/evidence/stamp.json', '{"hash": "x"}\n');
    write('src/content/accessibility.ts', "export const statement = 'We tested every page.';\n");
    write('src/App.test.tsx', "it('renders again', () => {});\n");
    write('scripts/contrast.mjs', 'console.log(2);\n');
    write(
      'package-lock.json',
      JSON.stringify({
        packages: {
          '': { dependencies: { react: '19.0.0' } },
          'node_modules/react': { version: '19.0.0' },
          'node_modules/vite': { version: '8.0.0', dev: true },
          'node_modules/eslint': { version: '9.1.0', dev: true },
          // A tool in packages/: npm counts what it depends on as production; a visitor gets none of it.
          'node_modules/@foundation/tool': { link: true },
          'packages/tool': { version: '0.1.0', dependencies: { 'puppeteer-core': '24.0.0' } },
          'node_modules/puppeteer-core': { version: '24.0.0' },
        },
      }),
    );
    expect(currentStamp(root)).toEqual(before);
  });

  /** The site depends on conformance-report as a workspace package (a link in the lock file). */
  function dependOnWorkspacePackage() {
    write(
      'package.json',
      JSON.stringify({
        scripts: { build: 'vite build && node scripts/prerender.mjs' },
        dependencies: { react: '19.0.0', 'conformance-report': '0.1.0' },
        devDependencies: { vite: '8.0.0', eslint: '9.0.0' },
      }),
    );
    write(
      'package-lock.json',
      JSON.stringify({
        packages: {
          'node_modules/react': { version: '19.0.0' },
          'node_modules/vite': { version: '8.0.0', dev: true },
          'node_modules/conformance-report': { resolved: 'packages/conformance-report', link: true },
          'packages/conformance-report': { version: '0.1.0', dependencies: { parse5: '8.1.1' } },
          'node_modules/parse5': { version: '8.1.1' },
        },
      }),
    );
  }

  it('does not follow a workspace package, whose sources are the repository’s', () => {
    const before = currentStamp(root);
    dependOnWorkspacePackage();
    expect(stampChanges(before, currentStamp(root))).toEqual([]);
  });

  it('stamps the files of a workspace package the sources bundle, and only those', () => {
    dependOnWorkspacePackage();
    write(
      'packages/conformance-report/package.json',
      JSON.stringify({
        name: 'conformance-report',
        exports: { '.': './src/index.ts', './verdicts': './src/verdicts.ts', './wcag': './src/wcag.ts' },
      }),
    );
    write('packages/conformance-report/src/index.ts', "import { parse } from 'parse5';\nexport const render = 1;\n");
    write('packages/conformance-report/src/verdicts.ts', "import { wcag } from './wcag';\nexport const rule = 1;\n");
    write('packages/conformance-report/src/wcag.ts', 'export const wcag = { "4.1.1": "obsolete" };\n');
    // The statement's copy (not stamped itself) imports the verdict rule, which the bundle holds.
    write(
      'src/content/accessibility.ts',
      "import { rule } from 'conformance-report/verdicts';\nimport type { Run } from 'conformance-report';\n",
    );
    const before = currentStamp(root);
    expect(Object.keys(before.files).filter((path) => path.startsWith('packages/'))).toEqual([
      'packages/conformance-report/src/verdicts.ts',
      'packages/conformance-report/src/wcag.ts',
    ]);
    expect(before.files).not.toHaveProperty('npm:parse5');
    // The renderer is imported for its types only: the bundle holds none of it.
    write('packages/conformance-report/src/index.ts', 'export const render = 2;\n');
    expect(stampChanges(before, currentStamp(root))).toEqual([]);
    write('packages/conformance-report/src/wcag.ts', 'export const wcag = {};\n');
    expect(stampChanges(before, currentStamp(root))).toEqual(['packages/conformance-report/src/wcag.ts']);
  });

  it('follows a workspace package’s `source` condition to the sources the bundle holds, not its dist/', () => {
    dependOnWorkspacePackage();
    const entry = (name: string) => ({
      source: `./src/${name}.ts`,
      types: `./dist/${name}.d.ts`,
      default: `./dist/${name}.js`,
    });
    write(
      'packages/conformance-report/package.json',
      JSON.stringify({ name: 'conformance-report', exports: { '.': entry('index'), './verdicts': entry('verdicts') } }),
    );
    write('packages/conformance-report/src/verdicts.ts', 'export const rule = 1;\n');
    write('packages/conformance-report/dist/verdicts.js', 'export const rule = 1;\n');
    write('src/content/accessibility.ts', "import { rule } from 'conformance-report/verdicts';\n");
    expect(Object.keys(currentStamp(root).files).filter((path) => path.startsWith('packages/'))).toEqual([
      'packages/conformance-report/src/verdicts.ts',
    ]);
  });
});
