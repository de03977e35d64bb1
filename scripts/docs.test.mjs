// The docs hold together: every file or folder they name exists, every link between them leads to a file and, with
// a #fragment, to a heading there, and no doc outgrows one reader's sitting (20 kB). A moved file, a renamed
// heading or a doc that swallows another fails here, by the doc's name.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

// Vitest runs from the repository's root.
const root = process.cwd();

/** The most a doc may weigh, in bytes. */
const MAX_DOC_BYTES = 20_000;

/** README.md, every Markdown file under docs/, and the README beside any part of the code and of each package. */
function markdownFiles() {
  const files = ['README.md'];
  const walk = (/** @type {string} */ dir, /** @type {(name: string) => boolean} */ take) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(path, take);
      } else if (take(entry.name)) files.push(path);
    }
  };
  walk('docs', (name) => name.endsWith('.md'));
  for (const dir of ['src', 'theme', 'build', 'scripts', 'e2e', 'accessibility', '.storybook', 'packages'])
    if (existsSync(join(root, dir))) walk(dir, (name) => name === 'README.md');
  return files;
}

/** Files the docs tell a reader to create, as examples (docs/architecture.md: adding a page). */
const examplesOfNewFiles = new Set(['src/pages/PressPage.tsx']);

/** The text outside fenced code blocks (a code example's `# comment` is no heading, its brackets no link). */
function prose(/** @type {string} */ text) {
  return text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
}

/**
 * The repository paths a text names: from a source folder on, up to a space, quote or bracket. A link's target is
 * relative to its file, not to the root: the link check reads those.
 */
export function namedPaths(/** @type {string} */ text) {
  const paths = new Set();
  for (const match of text
    .replace(/\]\([^)]*\)/g, ']')
    .matchAll(/(?<![\w./-])((?:src|e2e|scripts|theme|docs|build|accessibility|\.storybook|\.ci)\/[\w./-]*)(?![*{])/g)) {
    // A sentence's full stop or comma is no part of the path; a glob or a placeholder names no one file.
    const path = match[1].replace(/[.,:;]+$/, '');
    if (!/[*{}<>]|\.\.\./.test(path)) paths.add(path);
  }
  return [...paths];
}

/** The targets of a text's Markdown links and images that stay in the repository (not http:, mailto:…). */
export function localLinks(/** @type {string} */ text) {
  const links = [];
  for (const match of prose(text).matchAll(/!?\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    const target = match[1];
    if (!/^[a-z][a-z+.-]*:/i.test(target)) links.push(target);
  }
  return links;
}

/** A heading's fragment as GitHub writes it: lower case, punctuation dropped, spaces as hyphens. */
export function headingFragment(/** @type {string} */ heading) {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
    .replace(/ /g, '-');
}

/** The fragments a Markdown file's headings answer to (a repeated heading's second is `-1`, and so on). */
function fragments(/** @type {string} */ text) {
  const seen = new Map();
  const found = new Set();
  for (const [, heading] of prose(text).matchAll(/^#{1,6} +(.+?) *#* *$/gm)) {
    const base = headingFragment(heading);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    found.add(count ? `${base}-${count}` : base);
  }
  return found;
}

/** What is wrong with a link from `file` to `target`, or null. */
function brokenLink(/** @type {string} */ file, /** @type {string} */ target) {
  const [path = '', fragment] = target.split('#');
  const resolved = path ? normalize(join(dirname(file), decodeURIComponent(path))) : file;
  if (resolved.startsWith('..') || !existsSync(join(root, resolved))) return `${target}: no file ${resolved}`;
  if (!fragment || statSync(join(root, resolved)).isDirectory() || !resolved.endsWith('.md')) return null;
  return fragments(readFileSync(join(root, resolved), 'utf8')).has(fragment)
    ? null
    : `${target}: no heading #${fragment} in ${resolved}`;
}

describe('the docs hold together', () => {
  it('finds the paths a sentence names', () => {
    expect(
      namedPaths('See `src/content/site.ts`, then e2e/orca/. Not src/**/*.test.ts, [x](accessibility/y.md).'),
    ).toEqual(['src/content/site.ts', 'e2e/orca/']);
  });

  it('finds the local links and their headings as GitHub does', () => {
    expect(
      localLinks(
        '[a](rebrand.md#fonts), ![b](images/x.png "x"), [c](https://example.org), [d](#top)\n```\n[e](f)\n```',
      ),
    ).toEqual(['rebrand.md#fonts', 'images/x.png', '#top']);
    expect(headingFragment("Why styles allow `'unsafe-inline'`")).toBe('why-styles-allow-unsafe-inline');
    expect(headingFragment('Start-up: from the prerendered page to the app')).toBe(
      'start-up-from-the-prerendered-page-to-the-app',
    );
    expect(headingFragment('How to…')).toBe('how-to');
  });

  for (const file of markdownFiles()) {
    describe(file, () => {
      const text = readFileSync(join(root, file), 'utf8');

      it('names only paths that exist', () => {
        // A package's README names its own files from its folder (src/…, test/…), the repository's from the root.
        const packageDir = /^packages\/[^/]+\//.exec(file)?.[0];
        const exists = (/** @type {string} */ path) =>
          existsSync(join(root, path)) || (packageDir !== undefined && existsSync(join(root, packageDir, path)));
        const missing = namedPaths(text).filter((path) => !exists(path) && !examplesOfNewFiles.has(path));
        expect(missing).toEqual([]);
      });

      it('links only to files and headings that exist', () => {
        const broken = localLinks(text)
          .map((target) => brokenLink(file, target))
          .filter(Boolean);
        expect(broken).toEqual([]);
      });

      if (file === 'README.md' || file.startsWith('docs/'))
        it(`stays under ${MAX_DOC_BYTES / 1000} kB`, () => {
          expect(Buffer.byteLength(text)).toBeLessThan(MAX_DOC_BYTES);
        });
    });
  }
});
