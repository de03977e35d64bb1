// Every file or folder the docs name exists: a moved or deleted file leaves no stale path in README.md or docs/.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Vitest runs from the repository's root.
const root = process.cwd();

/** README.md and every Markdown file under docs/. */
function markdownFiles() {
  const files = ['README.md'];
  const walk = (/** @type {string} */ dir) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.md')) files.push(path);
    }
  };
  walk('docs');
  return files;
}

/** Files the docs tell a reader to create, as examples (docs/architecture.md: adding a page). */
const examplesOfNewFiles = new Set(['src/pages/PressPage.tsx']);

/** The repository paths a text names: from a source folder on, up to a space, quote or bracket. */
export function namedPaths(/** @type {string} */ text) {
  const paths = new Set();
  for (const match of text.matchAll(
    /(?<![\w./-])((?:src|e2e|scripts|theme|docs|\.storybook|\.ci)\/[\w./-]*)(?![*{])/g,
  )) {
    // A sentence's full stop or comma is no part of the path; a glob or a placeholder names no one file.
    const path = match[1].replace(/[.,:;]+$/, '');
    if (!/[*{}<>]|\.\.\./.test(path)) paths.add(path);
  }
  return [...paths];
}

describe('the docs name only paths that exist', () => {
  it('finds the paths a sentence names', () => {
    expect(namedPaths('See `src/content/site.ts`, then e2e/orca/. Not src/**/*.test.ts.')).toEqual([
      'src/content/site.ts',
      'e2e/orca/',
    ]);
  });

  for (const file of markdownFiles()) {
    it(file, () => {
      const missing = namedPaths(readFileSync(join(root, file), 'utf8')).filter(
        (path) => !existsSync(join(root, path)) && !examplesOfNewFiles.has(path),
      );
      expect(missing).toEqual([]);
    });
  }
});
