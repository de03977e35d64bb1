// The versions of the tested matrix, read from the programs themselves at run time: from what a browser says it
// is (Playwright's, Puppeteer's and WebDriver's answers), or from the program's --version. Never from a list.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** The environments of the tested matrix (accessibility/evaluations.json) by id, with their versions. */
export type Versions = Record<string, string>;

const products: readonly { id: string; pattern: RegExp }[] = [
  { id: 'chromium', pattern: /\b(?:Headless)?Chrom(?:e|ium)\/?\s*([\d.]+)/i },
  // Firefox ESR says "153.7.0esr" of itself on the command line and "153.7.0" over WebDriver BiDi: one version.
  { id: 'firefox', pattern: /\bFirefox(?: ESR)?\/?\s*([\d.]+)/i },
  { id: 'webkit', pattern: /\bWebKitGTK\s*([\d.]+)/i },
  { id: 'orca', pattern: /\bOrca\s*([\d.]+)/i },
];

/** The environment a product string names, with its version: "Chromium 156.0.8078.108", "Firefox ESR 153.7.0esr". */
function environmentVersion(product: string): { id: string; version: string } | undefined {
  for (const { id, pattern } of products) {
    const version = pattern.exec(product)?.[1];
    if (version) return { id, version };
  }
  return undefined;
}

/** Product strings gathered into one version per environment (several, joined, if a run used more than one). */
export function versionsOf(productStrings: Iterable<string>): Versions {
  const found = new Map<string, Set<string>>();
  for (const product of productStrings) {
    const named = environmentVersion(product);
    if (!named) continue;
    found.set(named.id, (found.get(named.id) ?? new Set()).add(named.version));
  }
  return Object.fromEntries([...found].map(([id, versions]) => [id, [...versions].sort().join(' and ')]));
}

/** What `program --version` says, as "Orca 43.1"; undefined when the program is not installed. */
export function programVersion(program: string, product: string): string | undefined {
  try {
    const out = execFileSync(program, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    const version = /\d+(?:\.\d+)+/.exec(out)?.[0];
    return version ? `${product} ${version}` : undefined;
  } catch {
    return undefined;
  }
}

/** The installed version of an npm package the checks drive the browsers with. */
export function packageVersion(name: string): string {
  const require = createRequire(import.meta.url);
  try {
    return (JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}
