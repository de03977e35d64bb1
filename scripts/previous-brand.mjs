// @ts-check
// The previous brand, for e2e/brand.spec.ts: theme/tokens.ts as it was in the latest commit whose colours differ
// from the working tree's (so after a rebrand, committed or not, the brand it replaced), or at PREVIOUS_BRAND_REF
// (a commit, a branch: `PREVIOUS_BRAND_REF=main`). Its colours must not survive in dist/.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tokensPath = 'theme/tokens.ts';

/**
 * The colours written in a text, as `#rrggbb` (`#rgb` spelled out), `rgb()` or `rgba()`, lower case without spaces.
 * @param {string} text
 */
export function coloursIn(text) {
  /** @type {Set<string>} */
  const found = new Set();
  for (const colour of text.match(/#(?:[0-9a-f]{6}|[0-9a-f]{3})\b|rgba?\([^)]*\)/gi) ?? []) {
    const value = colour.toLowerCase().replace(/\s+/g, '');
    found.add(/^#[0-9a-f]{3}$/.test(value) ? value.replace(/[0-9a-f]/g, (digit) => digit + digit) : value);
  }
  return found;
}

/**
 * The colours of the `primary` and `secondary` palette entries (`main`, `light` and `dark`; not `contrastText`) of
 * every scheme in a tokens.ts source: the brand's own hues, which its PNGs are painted in.
 * @param {string} source
 */
export function brandHuesIn(source) {
  /** @type {Set<string>} */
  const found = new Set();
  /** A constant's value where an entry names one (`main: lightPrimaryMain`), else the entry's own text. */
  const valueOf = (/** @type {string} */ text) =>
    new RegExp(`\\bconst\\s+${text.replaceAll('$', '\\$')}\\s*=\\s*(['"\`])(.*?)\\1`).exec(source)?.[2] ?? text;
  for (const entry of source.matchAll(/\b(?:primary|secondary)\s*:\s*\{([^}]*)\}/g))
    for (const value of (entry[1] ?? '').matchAll(/\b(?:main|light|dark)\s*:\s*(?:(['"`])(.*?)\1|([A-Za-z_$][\w$]*))/g))
      for (const colour of coloursIn(value[2] ?? valueOf(value[3] ?? ''))) found.add(colour);
  return found;
}

/** @param {string[]} args */
const git = (...args) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });

/**
 * The previous tokens.ts and the commit it is from, or null where git has no such version (a shallow clone, a
 * brand that never changed its colours).
 * @returns {{ commit: string; source: string } | null}
 */
export function previousBrandTokens(ref = process.env.PREVIOUS_BRAND_REF) {
  if (ref) return { commit: ref, source: git('show', `${ref}:${tokensPath}`) };
  const current = [...coloursIn(readFileSync(join(root, tokensPath), 'utf8'))].sort().join();
  let commits;
  try {
    commits = git('log', '--format=%H', '--', tokensPath).split('\n').filter(Boolean);
  } catch {
    return null;
  }
  for (const commit of commits) {
    const source = git('show', `${commit}:${tokensPath}`);
    if ([...coloursIn(source)].sort().join() !== current) return { commit: commit.slice(0, 10), source };
  }
  return null;
}
