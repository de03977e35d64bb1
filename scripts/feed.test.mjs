// The blog's Atom feed as the build writes it from the site's content, read back by a real feed parser and by a
// strict XML parser; and any text the content could hold stays text in it.
import { parseFeed } from '@rowanmanning/feed-parser';
import fc from 'fast-check';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { pages, typedFiles } from '../src/app/pages.mjs';
import { parseArticle } from '../src/components/articleBody';
import { blogFeed } from '../src/content/home';
import { manifestoContent } from '../src/content/manifesto';
import { isoDate } from '../src/content/postDate';
import { featuredPostId, posts } from '../src/content/posts';
import { site } from '../src/content/site';
import { atomFeed, xmlText } from './feed.mjs';

const atom = 'http://www.w3.org/2005/Atom';
const xhtml = 'http://www.w3.org/1999/xhtml';
const blogPath = pages.find((page) => page.id === 'blog').url;

const feedOf = (overrides = {}) =>
  atomFeed({
    site,
    feed: blogFeed,
    posts,
    featuredPostId,
    featuredBlocks: parseArticle(manifestoContent),
    isoDate,
    feedPath: typedFiles.feed.path,
    blogPath,
    iconPath: '/favicon.svg',
    ...overrides,
  });

const { DOMParser } = new JSDOM().window;

/** The feed as a strict XML parser reads it (jsdom's DOMParser): a well-formedness error fails the test. */
function xmlDocument(xml) {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  const error = document.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`Not well-formed XML: ${error.textContent}`);
  return document;
}

const childText = (parent, name) => parent.getElementsByTagNameNS(atom, name)[0]?.textContent;

describe('the feed built from the site’s content', () => {
  const xml = feedOf();
  const feed = parseFeed(xml);

  it('is the blog’s, at the site’s public origin', () => {
    expect(feed.title).toBe(blogFeed.title);
    expect(feed.description).toBe(blogFeed.subtitle);
    expect(feed.url).toBe(new URL(blogPath, site.origin).href);
    expect(feed.self).toBe(new URL(typedFiles.feed.path, site.origin).href);
    expect(feed.language).toBe('en');
  });

  it('holds every post, newest first, with its title, link, date, author and summary', () => {
    expect(feed.items.map((item) => item.title)).toEqual([...posts].reverse().map((post) => post.title));
    for (const post of posts) {
      const item = feed.items.find((candidate) => candidate.title === post.title);
      expect(item.url).toBe(`${new URL(blogPath, site.origin).href}#${post.id}`);
      expect(item.published?.toISOString()).toBe(`${isoDate(post.date)}T00:00:00.000Z`);
      expect(item.authors.map((author) => author.name)).toEqual([post.author]);
      expect(item.description).toBe(post.excerpt);
      expect(item.id).toMatch(
        new RegExp(`^tag:${new URL(site.origin).hostname},\\d{4}-\\d\\d-\\d\\d:/blog/${post.id}$`),
      );
    }
    expect(new Set(feed.items.map((item) => item.id)).size).toBe(posts.length);
  });

  it('carries the featured post’s full text, and only that post’s', () => {
    const withContent = feed.items.filter((item) => item.content);
    expect(withContent.map((item) => item.title)).toEqual([posts.find((post) => post.id === featuredPostId).title]);
    const content = xmlDocument(xml).getElementsByTagNameNS(xhtml, 'div')[0];
    const blocks = parseArticle(manifestoContent);
    expect([...content.children].map((child) => child.localName)).toEqual(
      blocks.map((block) => ({ heading: 'h2', paragraph: 'p', list: 'ul' })[block.kind]),
    );
    expect([...content.children].map((child) => child.textContent)).toEqual(
      blocks.map((block) => (block.kind === 'list' ? block.items.join('') : block.text)),
    );
  });

  it('is dated by its newest post, in RFC 3339', () => {
    const newest = posts
      .map((post) => isoDate(post.date))
      .sort()
      .at(-1);
    expect(childText(xmlDocument(xml).documentElement, 'updated')).toBe(`${newest}T00:00:00Z`);
  });
});

describe('text in the feed', () => {
  // Any text, markup-like text and characters XML cannot hold included.
  const text = fc.oneof(
    fc.string({ unit: 'grapheme' }),
    fc.string({ unit: 'binary' }),
    fc.constantFrom('<script>alert(1)</script>', ']]>', '&amp;', '"quoted" & <b>bold</b>', '</content><entry>'),
  );

  it('stays text: titles, summaries and the full text come back as they went in, with no element added', () => {
    fc.assert(
      fc.property(text, text, fc.array(text, { maxLength: 6 }), (title, excerpt, lines) => {
        const content = lines.join('\n');
        const build = () =>
          feedOf({
            posts: [{ ...posts[0], title, excerpt }],
            featuredPostId: posts[0].id,
            featuredBlocks: parseArticle(content),
          });
        let xml;
        try {
          xml = build();
        } catch (error) {
          // Refused only for a character XML cannot hold, never silently dropped.
          expect(error.message).toMatch(/a character XML forbids/);
          expect(() => xmlText(title + excerpt + content)).toThrow();
          return;
        }
        const entry = xmlDocument(xml).getElementsByTagNameNS(atom, 'entry')[0];
        expect(childText(entry, 'title')).toBe(title);
        expect(childText(entry, 'summary')).toBe(excerpt);
        const div = entry.getElementsByTagNameNS(xhtml, 'div')[0];
        const names = [...div.getElementsByTagName('*')].map((element) => element.localName);
        expect(names.every((name) => ['h2', 'p', 'ul', 'li'].includes(name))).toBe(true);
        expect(div.textContent).toBe(
          parseArticle(content)
            .map((block) => (block.kind === 'list' ? block.items.join('') : block.text))
            .join(''),
        );
      }),
      { numRuns: 300 },
    );
  });
});
