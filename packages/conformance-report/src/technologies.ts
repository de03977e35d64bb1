// WCAG-EM's "technologies relied upon", read from the built pages as a browser receives them, before any script
// runs: the HTML elements and attributes, the WAI-ARIA attributes and roles, the CSS features of their style
// sheets, SVG and JavaScript. Nothing here is a list someone wrote: a feature no page uses is not listed.
import { parse, type DefaultTreeAdapterTypes } from 'parse5';

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

export interface Technologies {
  /** The pages read, by path ("index.html", "blog/index.html"). */
  pages: string[];
  /** HTML elements (outside SVG), by name, each with the number of pages that use it. */
  html: Record<string, number>;
  /** The HTML attributes that change behaviour or meaning (popover, inert, hidden, lang…), with page counts. */
  htmlAttributes: Record<string, number>;
  aria: Record<string, number>;
  roles: Record<string, number>;
  /** CSS features found in the pages' style sheets, with page counts. */
  css: Record<string, number>;
  /** Pages with inline SVG. */
  svg: number;
  /** Scripts: inline (and their types) and files. */
  scripts: { inline: number; files: number; types: string[] };
}

/** The document's frame and what the CSS and JavaScript lines already count: not listed as elements. */
const frame = new Set(['html', 'head', 'body', 'meta', 'link', 'style', 'script']);

/** Attributes of HTML itself that a criterion can rest on. */
const meaningfulAttributes = [
  'alt',
  'autocomplete',
  'hidden',
  'inert',
  'lang',
  'popover',
  'popovertarget',
  'tabindex',
  'title',
  'disabled',
  'open',
];

/** CSS features an accessibility claim can rest on, each with how to find it in a style sheet. */
const cssFeatures: readonly [string, RegExp][] = [
  ['custom properties', /(^|[;{\s])--[\w-]+\s*:/],
  [':focus-visible', /:focus-visible/],
  ['prefers-color-scheme', /prefers-color-scheme/],
  ['prefers-reduced-motion', /prefers-reduced-motion/],
  ['forced-colors', /forced-colors/],
  ['prefers-contrast', /prefers-contrast/],
  ['anchor positioning', /anchor-name|position-anchor|\banchor\(/],
  ['scroll-padding', /scroll-padding/],
  ['scroll-margin', /scroll-margin/],
  ['hyphens', /hyphens\s*:/],
  ['text-wrap', /text-wrap(-style)?\s*:/],
  ['backdrop-filter', /backdrop-filter/],
  [':popover-open', /:popover-open/],
  ['@starting-style', /@starting-style/],
  ['@container', /@container/],
  [':has()', /:has\(/],
  ['clamp()', /clamp\(/],
  ['@font-face', /@font-face/],
  ['rem units', /\d(\.\d+)?rem\b/],
  ['transitions', /transition(-[\w]+)?\s*:/],
  ['animations', /animation(-[\w]+)?\s*:|@keyframes/],
];

function* elements(node: Node, inSvg = false): Generator<{ element: Element; inSvg: boolean }> {
  if ('tagName' in node) yield { element: node, inSvg };
  const svg = inSvg || ('tagName' in node && node.tagName === 'svg');
  const content = 'content' in node && node.content ? node.content.childNodes : [];
  for (const child of [...('childNodes' in node ? node.childNodes : []), ...content]) yield* elements(child, svg);
}

const text = (element: Element) =>
  element.childNodes.map((child) => ('value' in child && child.nodeName === '#text' ? child.value : '')).join('');

/**
 * What the pages use. `pages` are the built HTML files by path; `stylesheet` returns a linked style sheet's text
 * by its href (undefined when it is not part of the site).
 */
export function technologiesOf(
  pages: readonly { path: string; html: string }[],
  stylesheet: (href: string) => string | undefined = () => undefined,
): Technologies {
  const found: Technologies = {
    pages: pages.map((page) => page.path),
    html: {},
    htmlAttributes: {},
    aria: {},
    roles: {},
    css: {},
    svg: 0,
    scripts: { inline: 0, files: 0, types: [] },
  };
  const types = new Set<string>();
  for (const page of pages) {
    const seen = { html: new Set<string>(), attributes: new Set<string>(), aria: new Set<string>() };
    const roles = new Set<string>();
    let css = '';
    let svg = false;
    for (const { element, inSvg } of elements(parse(page.html))) {
      if (element.tagName === 'svg') svg = true;
      if (!inSvg && !frame.has(element.tagName)) seen.html.add(element.tagName);
      for (const { name, value } of element.attrs) {
        if (name.startsWith('aria-')) seen.aria.add(name);
        else if (name === 'role') value.split(/\s+/).forEach((role) => role && roles.add(role));
        else if (!inSvg && meaningfulAttributes.includes(name)) seen.attributes.add(name);
      }
      if (element.tagName === 'style') css += text(element);
      const attribute = (name: string) => element.attrs.find((attr) => attr.name === name)?.value;
      if (element.tagName === 'link' && attribute('rel') === 'stylesheet')
        css += stylesheet(attribute('href') ?? '') ?? '';
      if (element.tagName === 'script') {
        if (attribute('src')) found.scripts.files += 1;
        else found.scripts.inline += 1;
        types.add(attribute('type') ?? 'text/javascript');
      }
      css += attribute('style') ? `{${attribute('style')}}` : '';
    }
    const count = (into: Record<string, number>, names: Iterable<string>) => {
      for (const name of names) into[name] = (into[name] ?? 0) + 1;
    };
    count(found.html, seen.html);
    count(found.htmlAttributes, seen.attributes);
    count(found.aria, seen.aria);
    count(found.roles, roles);
    count(
      found.css,
      cssFeatures.filter(([, pattern]) => pattern.test(css)).map(([name]) => name),
    );
    if (svg) found.svg += 1;
  }
  found.scripts.types = [...types].sort();
  const sorted = (record: Record<string, number>) =>
    Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
  return {
    ...found,
    html: sorted(found.html),
    htmlAttributes: sorted(found.htmlAttributes),
    aria: sorted(found.aria),
    roles: sorted(found.roles),
  };
}
