// What Chromium gives screen readers, on a small page of the test's own: the elements lists, what focus says, and
// the virtual screen reader reading from the top. Skipped where Chromium cannot start (CI=true fails instead).
import { chromiumExecutablePath, chromiumFlags, unavailable } from '@foundation/browsers/executables';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allNames, elementsList, focusAnnouncement, readFromTop, rolesInTree } from '../src/chromium';

const page_ = `<!doctype html><html lang="en"><title>Test page</title>
<header><a href="#main">Skip</a></header>
<nav aria-label="Site"><a href="/" aria-current="page">Home</a> <a href="/blog">Blog</a></nav>
<main id="main"><h1>Welcome</h1><p>Some words.</p><h2>More</h2>
<button aria-pressed="true">Bold</button><div role="tooltip" hidden>Hidden tip</div></main></html>`;

const missing = unavailable('chromium');
if (missing && process.env.CI) throw new Error(missing);

describe.skipIf(!!missing)('what Chromium gives a screen reader', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: chromiumExecutablePath(), args: chromiumFlags });
    page = await browser.newPage();
    await page.setContent(page_);
  });
  afterAll(async () => browser?.close());

  it('lists landmarks, headings, links and the current one in document order', async () => {
    expect(await elementsList(page)).toBe(
      [
        'Landmarks (3)',
        '  banner',
        '  navigation "Site"',
        '  main',
        'Headings (2)',
        '  h1 "Welcome"',
        '  h2 "More"',
        'Links (3)',
        '  "Skip"',
        '  "Home"',
        '  "Blog"',
        'Marked current (1)',
        '  "Home", current page',
      ].join('\n'),
    );
    expect(await allNames(page)).toContain('Welcome');
    expect(await rolesInTree(page)).not.toContain('tooltip');
  });

  it('says what focus lands on: role, name, states', async () => {
    expect(await focusAnnouncement(page)).toBe('(nothing focused)');
    await page.focus('button');
    expect(await focusAnnouncement(page)).toBe('button, Bold, pressed true');
  });

  it('reads from the top with the virtual screen reader', async () => {
    const phrases = await readFromTop(page, 40);
    expect(phrases).toContain('heading, Welcome, level 1');
    expect(phrases.at(-1)).toBe('end of document');
  });
});
