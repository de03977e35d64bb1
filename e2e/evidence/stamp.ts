// The stamp of what a visitor gets: a hash of every source the build turns into the site (src/, theme/, public/,
// index.html, the build's scripts and what they import, and the versions of the packages it bundles). The
// evidence run records it (accessibility/evidence/stamp.json); the report refuses to give verdicts when the
// current sources' stamp differs, naming the files that changed. What is not a visitor's is left out, so that
// recording a verdict does not make its own evidence stale: the accessibility data (accessibility/, outside the
// folders read), the statement's own copy, and tests, stories and test set-up.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

/** Folders and files whose sources are, all of them, what a visitor gets. */
const visitorFacing = ['src', 'theme', 'public', 'index.html'];

/** Beside the site's sources but never shipped: tests, stories, snapshots and the unit tests' set-up. */
const notShipped = /(^|\/)__snapshots__\/|^src\/test\/|\.(test|spec|stories)\.[cm]?[jt]sx?$/;

/**
 * The statement's own copy: the verdicts' and remarks' reader and its text (src/content/accessibility.ts) and
 * the list of WCAG's criteria it names. Recording a verdict or rewording a remark changes these, not the site
 * the evidence measured. A file that moves the statement's copy elsewhere belongs on this list.
 */
const statementCopy: readonly string[] = ['src/content/accessibility.ts', 'src/content/wcag.ts'];

export interface Stamp {
  /** One hash of everything below. */
  hash: string;
  /** Each file (from the repository's root) with the hash of its content, and each bundled package with its version. */
  files: Record<string, string>;
}

const sha = (content: string | Buffer) => createHash('sha256').update(content).digest('hex');

/** The files git knows in these paths (tracked or new, not ignored), from the root. */
function listed(root: string, paths: string[]): string[] {
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
 * The build's own scripts: vite.config.ts and every script the build command runs (package.json's "build"),
 * with the files of the repository they import, outside the folders read whole.
 */
function buildFiles(root: string, build: string): string[] {
  const entries = ['vite.config.ts', ...[...build.matchAll(/\bnode\s+(\S+\.m?[jt]s)\b/g)].map((match) => match[1]!)];
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
  return [...seen].filter((file) => !visitorFacing.some((path) => file === path || file.startsWith(`${path}/`)));
}

interface LockEntry {
  version?: string;
  link?: boolean;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}
interface Lock {
  packages: Record<string, LockEntry>;
}

/**
 * The lock's paths of what the site's own dependencies (package.json's "dependencies") bring, each as Node finds
 * it (its own node_modules first, then each folder above). Not the lock's flags: npm counts what a workspace
 * package (a tool in packages/) depends on as production too, and a visitor gets none of it.
 */
function shipped(lock: Lock): Set<string> {
  const found = new Set<string>();
  const queue = [''];
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    const entry = lock.packages[path];
    const names = Object.keys({ ...entry?.dependencies, ...entry?.optionalDependencies, ...entry?.peerDependencies });
    for (const name of names) {
      let base = path;
      for (;;) {
        const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
        if (lock.packages[candidate]) {
          if (!found.has(candidate)) queue.push(candidate);
          found.add(candidate);
          break;
        }
        if (!base) break;
        const parent = base.lastIndexOf('/node_modules/');
        base = parent < 0 ? '' : base.slice(0, parent);
      }
    }
  }
  return found;
}

/**
 * The packages the build bundles, by the versions installed: every package a visitor's pages need (what the
 * site's dependencies bring) and each development package the site's sources or the build name (Vite, its React
 * plugin, the fonts, the font tools).
 */
function packageVersions(root: string, sources: string[]): Record<string, string> {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    devDependencies?: Record<string, string>;
  };
  const lockFile = join(root, 'package-lock.json');
  if (!existsSync(lockFile)) return {};
  const lock = JSON.parse(readFileSync(lockFile, 'utf8')) as Lock;
  const versions: Record<string, string> = {};
  for (const path of shipped(lock)) {
    const entry = lock.packages[path];
    if (!entry || entry.link || !entry.version) continue;
    versions[`npm:${path.slice('node_modules/'.length)}`] = entry.version;
  }
  const text = sources.join('\n');
  for (const name of Object.keys(manifest.devDependencies ?? {})) {
    const named = new RegExp(`['"]${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(['"/])`).test(text);
    const version = lock.packages[`node_modules/${name}`]?.version;
    if (named && version) versions[`npm:${name}`] = version;
  }
  return versions;
}

/** The stamp of the sources in the working tree at `root` (a git repository). */
export function currentStamp(root: string): Stamp {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts?: { build?: string } };
  const paths = [
    ...listed(root, visitorFacing).filter((path) => !notShipped.test(path) && !statementCopy.includes(path)),
    ...buildFiles(root, manifest.scripts?.build ?? ''),
  ].sort();
  const files: Record<string, string> = {};
  const sources: string[] = [];
  for (const path of paths) {
    const content = readFileSync(join(root, path));
    files[path] = sha(content).slice(0, 16);
    if (/\.([cm]?[jt]sx?|html|css)$/.test(path)) sources.push(content.toString('utf8'));
  }
  files['package.json "build"'] = sha(manifest.scripts?.build ?? '').slice(0, 16);
  Object.assign(files, packageVersions(root, sources));
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
