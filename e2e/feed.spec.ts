// The blog's Atom feed as the site serves it: read by a real feed parser and by Chromium's XML parser, announced
// in every page's head, listed in the sitemap, its links leading to the posts, and offered on the blog beside the
// e-mail, by a link a keyboard reaches and a screen reader names.
import { parseFeed } from '@rowanmanning/feed-parser';
import { pages, typedFiles } from '../src/app/pages.mjs';
import { blog, blogFeed } from '../src/content/home';
import { feedHint } from '../src/content/actions';
import { isoDate } from '../src/content/postDate';
import { featuredPostId, posts } from '../src/content/posts';
import { site } from '../src/content/site';
import { expect, test } from './guards';
import { waitForAppReady } from './support';

const feedName = `${blog.comingSoon.feedLabel} ${feedHint}`;

test.describe('the Atom feed', () => {
  test('is served as Atom, and a feed parser reads every post from it', async ({ request }) => {
    const response = await request.get(typedFiles.feed.path);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe(`${typedFiles.feed.type}; charset=utf-8`);
    const feed = parseFeed(await response.text());
    expect(feed.title).toBe(blogFeed.title);
    expect(feed.self).toBe(new URL(typedFiles.feed.path, site.origin).href);
    expect(feed.items).toHaveLength(posts.length);
    for (const post of posts) {
      const item = feed.items.find((candidate) => candidate.title === post.title);
      expect(item, post.title).toBeDefined();
      expect(item!.published?.toISOString().slice(0, 10)).toBe(isoDate(post.date));
      expect(item!.authors.map((author) => author.name)).toEqual([post.author]);
      expect(item!.description).toBe(post.excerpt);
      expect(Boolean(item!.content), post.title).toBe(post.id === featuredPostId);
    }
  });

  test("is well-formed XML to Chromium's parser, in the Atom namespace", async ({ page, request }) => {
    const xml = await (await request.get(typedFiles.feed.path)).text();
    // In a blank page: the site's own pages allow no string into a parser (Trusted Types).
    await page.goto('about:blank');
    const parsed = await page.evaluate((text) => {
      const document = new DOMParser().parseFromString(text, 'application/xml');
      return {
        error: document.getElementsByTagName('parsererror')[0]?.textContent ?? null,
        root: `${document.documentElement.namespaceURI} ${document.documentElement.localName}`,
      };
    }, xml);
    expect(parsed).toEqual({ error: null, root: 'http://www.w3.org/2005/Atom feed' });
  });

  test("each entry's link leads to its post on the blog", async ({ page, request }) => {
    const feed = parseFeed(await (await request.get(typedFiles.feed.path)).text());
    await page.goto('/blog');
    for (const item of feed.items) {
      const url = new URL(item.url!);
      expect(`${url.origin}${url.pathname}`).toBe(new URL('/blog', site.origin).href);
      const post = page.locator(`[id="${url.hash.slice(1)}"]`);
      await expect(post).toHaveRole('article');
      await expect(post).toHaveAccessibleName(item.title!);
    }
  });

  test('every page announces it in its head, before and after the app starts', async ({ page }) => {
    for (const { url } of pages) {
      await page.goto(url);
      const announced = () =>
        page
          .locator(`head link[rel="alternate"][type="${typedFiles.feed.type}"]`)
          .evaluateAll((links) =>
            links.map((link) => ({ title: link.getAttribute('title'), href: (link as HTMLLinkElement).href })),
          );
      const expected = [{ title: blogFeed.title, href: new URL(typedFiles.feed.path, page.url()).href }];
      expect(await announced(), url).toEqual(expected);
      await waitForAppReady(page);
      expect(await announced(), url).toEqual(expected);
    }
  });

  test('the sitemap lists it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${new URL(typedFiles.feed.path, site.origin).href}</loc>`);
  });

  test('the blog offers it beside the e-mail: a keyboard reaches it, a screen reader names it, Enter opens it', async ({
    page,
  }) => {
    await page.goto('/blog');
    await waitForAppReady(page);
    const byEmail = page.getByRole('link', { name: new RegExp(`^${blog.comingSoon.buttonLabel} `) });
    const feedLink = page.getByRole('link', { name: feedName, exact: true });
    await expect(feedLink).toHaveAttribute('href', typedFiles.feed.path);
    await expect(feedLink).toHaveAttribute('type', typedFiles.feed.type);
    await expect(feedLink).toHaveText(blog.comingSoon.feedLabel);
    await byEmail.focus();
    await page.keyboard.press('Tab');
    await expect(feedLink).toBeFocused();
    // The browser shows the feed's XML or saves it, whichever it does with Atom: either way it asks for the feed.
    const [response] = await Promise.all([
      page.waitForResponse((candidate) => new URL(candidate.url()).pathname === typedFiles.feed.path),
      page.keyboard.press('Enter'),
    ]);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain(typedFiles.feed.type);
    // Leave the feed's view before the context closes: on a loaded machine, closing it on Chromium's XML view
    // once outlasted the test's timeout. Wait for the feed's navigation to commit first, or leaving interrupts it.
    await page.waitForURL((url) => url.pathname === typedFiles.feed.path, { waitUntil: 'commit' });
    await page.goto('about:blank');
  });
});
