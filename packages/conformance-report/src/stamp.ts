// The stamp of what a visitor gets: a hash of every source the build turns into the site (the folders named, the
// build's scripts and what they import, and the versions of the packages it bundles). An evidence run records it;
// the report refuses to give verdicts when the current sources' stamp differs (ReportResults.evidence.changes),
// naming the files that changed. The workspace's own packages count as sources: each file of theirs the sources
// import (the statement's verdict rule, say) is stamped like the site's own. What is not a visitor's is left out, so that recording a verdict does not make its
// own evidence stale: the accessibility data (outside the folders read), the statement's own copy (`exclude`), and
// tests, stories and test set-up (`notShipped`). Unlike the rest of the package, this reads files: it runs git in
// the repository and reads its package.json and package-lock.json.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

/** What a site's stamp covers, from the repository's root. */
export interface StampOptions {
  /** Folders and files whose sources are, all of them, what a visitor gets ("src", "index.html"). */
  sources: readonly string[];
  /** Paths in them that are never shipped: tests, stories, snapshots, test set-up. */
  notShipped?: RegExp;
  /** Files in them that a verdict or a remark changes, not the site: the statement's own copy. */
  exclude?: readonly string[];
  /**
   * The build's configuration files ("vite.config.ts"). With them, every script package.json's "build" runs with
   * `node`, and the repository's files they import, outside `sources`.
   */
  buildEntries?: readonly string[];
}

export interface Stamp {
  /** One hash of everything below. */
  hash: string;
  /** Each file (from the repository's root) with the hash of its content, and each bundled package with its version. */
  files: Record<string, string>;
}

const sha = (content: string | Buffer) => createHash('sha256').update(content).digest('hex');

/** The files git knows in these paths (tracked or new, not ignored), from the root. */
function listed(root: string, paths: readonly string[]): string[] {
  const out = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--deduplicate', '--', ...paths],
    { cwd: root, encoding: 'utf8' },
  );
  return out.split('\0').filter((path) => path !== '' && existsSync(join(root, path)));
}

const specifiers = (source: string) =>
  [...source.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g)].map((match) => match[1]!);

/**
 * The build's own scripts: its configuration files and every script the build command runs (package.json's
 * "build"), with the files of the repository they import, outside the folders read whole.
 */
function buildFiles(root: string, build: string, configs: readonly string[], sources: readonly string[]): string[] {
  const entries = [...configs, ...[...build.matchAll(/\bnode\s+(\S+\.m?[jt]s)\b/g)].map((match) => match[1]!)];
  const seen = new Set<string>();
  const queue = entries.filter((entry) => existsSync(join(root, entry)));
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of specifiers(readFileSync(join(root, file), 'utf8'))) {
      if (!specifier.startsWith('.')) continue;
      const base = normalize(join(dirname(file), specifier));
      const found = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx']
        .map((suffix) => base + suffix)
        .find((candidate) => existsSync(join(root, candidate)) && !candidate.endsWith('/'));
      if (found && !found.startsWith('..')) queue.push(found);
    }
  }
  return [...seen].filter((file) => !sources.some((path) => file === path || file.startsWith(`${path}/`)));
}

interface Lock {
  packages: Record<
    string,
    {
      version?: string;
      link?: boolean;
      dependencies?: Record<string, string>;
      optionalDependencies?: Record<string, string>;
      peerDependencies?: Record<string, string>;
    }
  >;
}

/** Where Node finds `name` from the package installed at `from` ("node_modules/a"): nested first, then up. */
function resolveInstalled(lock: Lock, from: string, name: string): string | undefined {
  for (let at = from; ; at = at.slice(0, Math.max(0, at.lastIndexOf('/node_modules/')))) {
    const candidate = `${at ? `${at}/` : ''}node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (!at) return undefined;
  }
}

/**
 * The packages the build bundles, by the versions installed: the site's dependencies and everything they depend on
 * (the workspace's own packages are sources, not bundles: `workspaceFiles` stamps the files of theirs the
 * sources import), and each development package
 * the site's sources or the build name (Vite, its React plugin, the fonts, the font tools).
 */
function packageVersions(root: string, sources: string[]): Record<string, string> {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  const lockFile = join(root, 'package-lock.json');
  if (!existsSync(lockFile)) return {};
  const lock = JSON.parse(readFileSync(lockFile, 'utf8')) as Lock;
  const versions: Record<string, string> = {};
  const queue = Object.keys(manifest.dependencies ?? {}).flatMap((name) => resolveInstalled(lock, '', name) ?? []);
  const seen = new Set<string>();
  while (queue.length > 0) {
    const path = queue.pop()!;
    const entry = lock.packages[path];
    if (seen.has(path) || !entry || entry.link || !entry.version) continue;
    seen.add(path);
    versions[`npm:${path.slice('node_modules/'.length)}`] = entry.version;
    const names = Object.keys({ ...entry.dependencies, ...entry.optionalDependencies, ...entry.peerDependencies });
    for (const name of names) {
      const found = resolveInstalled(lock, path, name);
      if (found) queue.push(found);
    }
  }
  const text = sources.join('\n');
  for (const name of Object.keys(manifest.devDependencies ?? {})) {
    const named = new RegExp(`['"]${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(['"/])`).test(text);
    const version = lock.packages[`node_modules/${name}`]?.version;
    if (named && version) versions[`npm:${name}`] = version;
  }
  return versions;
}

/** A bare specifier's package name and subpath: "conformance-report/verdicts" → ["conformance-report", "./verdicts"]. */
function packageOf(specifier: string): [string, string] {
  const parts = specifier.split('/');
  const size = specifier.startsWith('@') ? 2 : 1;
  const rest = parts.slice(size).join('/');
  return [parts.slice(0, size).join('/'), rest ? `./${rest}` : '.'];
}

/** The file a package's `exports` (or `main`) gives for a subpath, from the package's folder. */
function exported(manifest: { exports?: unknown; main?: string }, subpath: string): string | undefined {
  const { exports } = manifest;
  let target: unknown =
    typeof exports === 'string' || Array.isArray(exports)
      ? subpath === '.'
        ? exports
        : undefined
      : exports && typeof exports === 'object'
        ? Object.keys(exports).some((key) => key.startsWith('.'))
          ? (exports as Record<string, unknown>)[subpath]
          : subpath === '.'
            ? exports
            : undefined
        : subpath === '.'
          ? (manifest.main ?? 'index.js')
          : subpath;
  while (target && typeof target === 'object') {
    const conditions = target as Record<string, unknown>;
    // `source`: a workspace package's own sources, which a build in its repository bundles instead of its dist/.
    target = Array.isArray(target)
      ? target[0]
      : (conditions.source ??
        conditions.import ??
        conditions.browser ??
        conditions.default ??
        conditions.node ??
        Object.values(target)[0]);
  }
  return typeof target === 'string' ? target : undefined;
}

/**
 * The files of the workspace's own packages (the lock's link entries) that the sources import, with the files they
 * import in turn: the bundle holds them as it holds the site's sources. A type-only import is erased by the build
 * and is not followed. Each npm package those files name is returned too, with the version the lock installs.
 */
function workspaceFiles(root: string, lock: Lock, texts: readonly string[]) {
  const files = new Set<string>();
  const versions: Record<string, string> = {};
  const runtime = (source: string) =>
    specifiers(source.replace(/\b(?:import|export)\s+type\s[^;]*?\bfrom\s*['"][^'"]+['"]/g, ''));
  const queue = texts.flatMap((text) => runtime(text).map((specifier) => ({ specifier, from: '' })));
  while (queue.length > 0) {
    const { specifier, from } = queue.pop()!;
    let file: string | undefined;
    if (specifier.startsWith('.')) {
      if (!from) continue;
      const base = normalize(join(dirname(from), specifier));
      file = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx']
        .map((suffix) => base + suffix)
        .find((candidate) => existsSync(join(root, candidate)) && !candidate.endsWith('/'));
    } else {
      const [name, subpath] = packageOf(specifier.replace(/^node:.*/, ''));
      if (!name) continue;
      const at = resolveInstalled(lock, from ? dirname(from) : '', name);
      const entry = at ? lock.packages[at] : undefined;
      if (!entry) continue;
      const resolved = (entry as { resolved?: string }).resolved;
      if (!entry.link || !resolved) {
        // An npm package a workspace file names: the site's own are stamped already.
        if (from && entry.version) versions[`npm:${at!.replace(/^.*node_modules\//, '')}`] = entry.version;
        continue;
      }
      const manifestPath = join(root, resolved, 'package.json');
      if (!existsSync(manifestPath)) continue;
      const target = exported(JSON.parse(readFileSync(manifestPath, 'utf8')) as { exports?: unknown }, subpath);
      if (target) file = normalize(join(resolved, target));
    }
    if (!file || files.has(file) || !existsSync(join(root, file))) continue;
    files.add(file);
    for (const next of runtime(readFileSync(join(root, file), 'utf8'))) queue.push({ specifier: next, from: file });
  }
  return { files: [...files].sort(), versions };
}

/** The stamp of the sources in the working tree at `root` (a git repository). */
export function sourceStamp(root: string, options: StampOptions): Stamp {
  const { sources, notShipped, exclude = [], buildEntries = [] } = options;
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts?: { build?: string } };
  const paths = [
    ...listed(root, sources).filter((path) => !notShipped?.test(path) && !exclude.includes(path)),
    ...buildFiles(root, manifest.scripts?.build ?? '', buildEntries, sources),
  ].sort();
  const files: Record<string, string> = {};
  const texts: string[] = [];
  for (const path of paths) {
    const content = readFileSync(join(root, path));
    files[path] = sha(content).slice(0, 16);
    if (/\.([cm]?[jt]sx?|html|css)$/.test(path)) texts.push(content.toString('utf8'));
  }
  files['package.json "build"'] = sha(manifest.scripts?.build ?? '').slice(0, 16);
  const lockFile = join(root, 'package-lock.json');
  if (existsSync(lockFile)) {
    // The statement's own copy is not stamped, but the code it imports is bundled like any other.
    const excluded = exclude.filter((path) => existsSync(join(root, path)));
    const importers = [...texts, ...excluded.map((path) => readFileSync(join(root, path), 'utf8'))];
    const workspace = workspaceFiles(root, JSON.parse(readFileSync(lockFile, 'utf8')) as Lock, importers);
    for (const path of workspace.files) {
      if (path in files) continue;
      const content = readFileSync(join(root, path));
      files[path] = sha(content).slice(0, 16);
      texts.push(content.toString('utf8'));
    }
    Object.assign(files, workspace.versions);
  }
  Object.assign(files, packageVersions(root, texts));
  const hash = sha(
    Object.entries(files)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([path, value]) => `${path}\0${value}\n`)
      .join(''),
  );
  return { hash, files };
}

/** What differs between a recorded stamp and the current one, file by file: empty when they match. */
export function stampChanges(recorded: Stamp, current: Stamp): string[] {
  if (recorded.hash === current.hash) return [];
  const changes: string[] = [];
  for (const [path, value] of Object.entries(current.files)) {
    const before = recorded.files[path];
    if (before === undefined) changes.push(`${path} (new)`);
    else if (before !== value) changes.push(path.startsWith('npm:') ? `${path} ${before} → ${value}` : path);
  }
  for (const path of Object.keys(recorded.files)) if (!(path in current.files)) changes.push(`${path} (removed)`);
  return changes.sort();
}
