// @ts-check
// Which tree a build is made from: the commit, whether the files differ from it (changes or files not yet added),
// and the day. Read by scripts/build.mjs once for every step of a build, and by build/vite/site-build.ts when Vite
// runs alone (the dev server, the unit tests, the catalogue).
import { execFileSync } from 'node:child_process';

/**
 * @param {string} root the repository
 * @returns {{ commit: string, modified: boolean, date: string }}
 */
export function treeIdentity(root) {
  /** @param {string[]} args */
  const git = (...args) => {
    try {
      return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    } catch {
      return undefined;
    }
  };
  const status = git('status', '--porcelain');
  return {
    commit: git('rev-parse', '--short=12', 'HEAD') ?? 'unknown',
    modified: status === undefined || status !== '',
    date: new Date().toISOString().slice(0, 10),
  };
}
