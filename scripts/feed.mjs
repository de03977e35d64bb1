// @ts-check
// The blog's Atom feed (RFC 4287), written by the prerender (scripts/prerender.mjs) from the same content as the
// blog page: every post with its title, link, dates, author and summary, newest first; the featured post with its
// full text as XHTML built from the article's blocks (src/components/articleBody.ts). Every piece of content goes
// in as text, escaped here: no markup from the content reaches the feed.

/** @typedef {{ id: string, title: string, excerpt: string, date: string, author: string, type: string }} Post */
/** @typedef {{ kind: 'heading', text: string } | { kind: 'paragraph', text: string } | { kind: 'list', items: string[] }} Block */

const atomNamespace = 'http://www.w3.org/2005/Atom';
const xhtmlNamespace = 'http://www.w3.org/1999/xhtml';

// What XML 1.0 cannot hold at all: C0 controls but tab and line breaks, U+FFFE and U+FFFF, and (read by code
// point, so only when alone) surrogates.
// eslint-disable-next-line no-control-regex
const notXml = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff\ud800-\udfff]/u;

const escapes = /** @type {Record<string, string>} */ ({
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  // A parser turns a raw carriage return into a line feed, and in an attribute every line break or tab into a space.
  '\r': '&#13;',
  '\n': '&#10;',
  '\t': '&#9;',
});

/**
 * Text as XML character data, read back exactly as it is: in an element, or (`inAttribute`) a double-quoted
 * attribute. Content that XML cannot carry fails the build rather than the subscriber's reader.
 * @param {string} text
 */
export function xmlText(text, inAttribute = false) {
  if (notXml.test(text))
    throw new Error(`The feed cannot carry this text (a character XML forbids): ${JSON.stringify(text)}`);
  return text.replace(inAttribute ? /[&<>"\r\n\t]/g : /[&<>"\r]/g, (char) => escapes[char] ?? char);
}

/** Attributes, each value escaped. */
const attributeList = (/** @type {Record<string, string>} */ attributes) =>
  Object.entries(attributes)
    .map(([key, value]) => ` ${key}="${xmlText(value, true)}"`)
    .join('');

/**
 * An element holding text: <name attr="…">text</name>, everything escaped.
 * @param {string} name
 * @param {string} text
 * @param {Record<string, string>} [attributes]
 */
function element(name, text, attributes = {}) {
  return `<${name}${attributeList(attributes)}>${xmlText(text)}</${name}>`;
}

/**
 * An empty element with attributes.
 * @param {string} name
 * @param {Record<string, string>} attributes
 */
function empty(name, attributes) {
  return `<${name}${attributeList(attributes)}/>`;
}

/**
 * The article's blocks as XHTML: a heading is an h2, a paragraph a p, a list a ul. Text only, escaped.
 * @param {readonly Block[]} blocks
 */
export function xhtmlContent(blocks) {
  const parts = blocks.map((block) => {
    switch (block.kind) {
      case 'heading':
        return element('h2', block.text);
      case 'paragraph':
        return element('p', block.text);
      case 'list':
        return `<ul>${block.items.map((item) => element('li', item)).join('')}</ul>`;
    }
    throw new Error(`An article block the feed does not know: ${JSON.stringify(block)}`);
  });
  return `<div xmlns="${xhtmlNamespace}">${parts.join('')}</div>`;
}

/** "2024-03-12" as the RFC 3339 date-time Atom wants: the start of that day in UTC. */
const dateTime = (/** @type {string} */ isoDay) => `${isoDay}T00:00:00Z`;

/**
 * The feed.
 * @param {object} input
 * @param {{ origin: string, name: string, copyrightYear: number }} input.site
 * @param {{ title: string, subtitle: string }} input.feed the feed's title and subtitle (src/content/home.ts)
 * @param {readonly Post[]} input.posts the blog's posts, oldest first (src/content/posts.ts)
 * @param {string} input.featuredPostId the post whose full text the feed carries
 * @param {readonly Block[]} input.featuredBlocks that post's text as blocks
 * @param {(date: string) => string} input.isoDate a post's date as YYYY-MM-DD (src/content/postDate.ts)
 * @param {string} input.feedPath where the feed is served
 * @param {string} input.blogPath where the blog is
 * @param {string} input.iconPath the site's icon
 */
export function atomFeed({ site, feed, posts, featuredPostId, featuredBlocks, isoDate, feedPath, blogPath, iconPath }) {
  if (posts.length === 0) throw new Error('The feed needs at least one post.');
  const url = (/** @type {string} */ path) => new URL(path, site.origin).href;
  const host = new URL(site.origin).hostname;
  const newestFirst = [...posts].reverse();
  const updated = dateTime(
    newestFirst
      .map((post) => isoDate(post.date))
      .sort()
      .at(-1) ?? '',
  );
  const entries = newestFirst.map((post) => {
    const day = isoDate(post.date);
    // A tag URI (RFC 4151): the entry's id stays the same wherever the blog moves.
    const id = `tag:${host},${day}:${blogPath}/${post.id}`;
    return [
      '  <entry>',
      `    ${element('title', post.title, { type: 'text' })}`,
      `    ${empty('link', { rel: 'alternate', type: 'text/html', href: url(`${blogPath}#${post.id}`) })}`,
      `    ${element('id', id)}`,
      `    ${element('published', dateTime(day))}`,
      `    ${element('updated', dateTime(day))}`,
      `    <author>${element('name', post.author)}</author>`,
      `    ${empty('category', { term: post.type })}`,
      `    ${element('summary', post.excerpt, { type: 'text' })}`,
      post.id === featuredPostId ? `    <content type="xhtml">${xhtmlContent(featuredBlocks)}</content>` : '',
      '  </entry>',
    ]
      .filter(Boolean)
      .join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="${atomNamespace}" xml:lang="en">`,
    `  ${element('title', feed.title, { type: 'text' })}`,
    `  ${element('subtitle', feed.subtitle, { type: 'text' })}`,
    `  ${empty('link', { rel: 'self', type: 'application/atom+xml', href: url(feedPath) })}`,
    `  ${empty('link', { rel: 'alternate', type: 'text/html', href: url(blogPath) })}`,
    `  ${element('id', url(feedPath))}`,
    `  ${element('updated', updated)}`,
    `  <author>${element('name', site.name)}${element('uri', url('/'))}</author>`,
    `  ${element('icon', url(iconPath))}`,
    `  ${element('rights', `© ${site.copyrightYear} ${site.name}`)}`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
