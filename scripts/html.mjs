// @ts-check
// Reads built pages the way a browser does (parse5 follows the HTML standard's parsing rules):
// the build uses it to hash inline scripts, the link checks to find hrefs, ids and images.
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { parse } from 'parse5';

/** @typedef {import('parse5').DefaultTreeAdapterTypes.Element} Element */
/** @typedef {import('parse5').DefaultTreeAdapterTypes.Node} Node */

/**
 * Every element of a parsed document, in document order (template contents included).
 * @param {Node} node
 * @returns {Generator<Element>}
 */
export function* elements(node) {
  if ('tagName' in node) yield node;
  const children = 'content' in node && node.content ? node.content.childNodes : [];
  for (const child of [...('childNodes' in node ? node.childNodes : []), ...children]) yield* elements(child);
}

/** An attribute's value, or null when the element does not have it. */
export function attribute(/** @type {Element} */ element, /** @type {string} */ name) {
  return element.attrs.find((attr) => attr.name === name)?.value ?? null;
}

/** The text inside an element, exactly as the parser saw it (a script's source, for instance). */
export function textContent(/** @type {Element} */ element) {
  return element.childNodes
    .map((child) => ('value' in child && child.nodeName === '#text' ? child.value : ''))
    .join('');
}

/**
 * The built pages: each .html file under a folder, with its path relative to it ("blog/index.html").
 * @returns {Promise<{ file: string, html: string, document: Node }[]>}
 */
export async function readPages(/** @type {string} */ folder) {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
  return Promise.all(
    files.map(async (file) => {
      const html = await readFile(join(folder, file), 'utf8');
      return { file, html, document: parse(html) };
    }),
  );
}
