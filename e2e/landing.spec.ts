// Links and landing (src/controls/links/): a link to a section, or an address with one, lands the section the
// spec's offset (80 px, ANCHOR_SCROLL_OFFSET_PX) below the top, clear of the fixed bar, and the next Tab goes on
// from there. The page's CSS does it (the root's scroll-padding), so it holds in every phase a visitor can follow
// a link in: without JavaScript, before the app, while it starts and after it. The one place it is asserted.
import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { ANCHOR_SCROLL_OFFSET_PX } from '../src/app/constants';
import { home } from '../src/content/home';
import { postById } from '../src/content/postLookup';
import { openWithoutJavaScript } from './guards';
import {
  controls,
  expectLandedBelowBar,
  hasAppStarted,
  holdAppChunk,
  openBeforeTheApp,
  hydrationCommitted,
  startHydratingSlowly,
  topOf,
  waitForAppReady,
} from './support';
import { desktop, phone } from './scenarios';
import { wcag } from './wcag';

/** The bar's link to a section, followed by keyboard: it lands, and Tab goes on from the section. */
async function followBarLinkByKeyboard(page: Page, name: string, id: string) {
  await controls.mainNavigation(page).getByRole('link', { name }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/#${id}$`));
  await expectLandedBelowBar(page, id);
  await expectTabGoesOnFrom(page, id);
}

/** The next Tab goes on from the section landed in, not from where focus was or from the top of the page. */
async function expectTabGoesOnFrom(page: Page, id: string) {
  await page.keyboard.press('Tab');
  expect(
    await page.evaluate((target) => !!document.activeElement?.closest(`#${target} ~ *, #${target}`), id),
    'the next Tab goes on from the section',
  ).toBe(true);
}

test.describe('a section link in the bar, followed by keyboard', () => {
  test('without JavaScript', wcag('2.4.3'), async ({ browser, baseURL }) => {
    const { page, close } = await openWithoutJavaScript(browser, baseURL!, desktop);
    await page.goto('/');
    await followBarLinkByKeyboard(page, 'Team', 'team');
    await close();
  });

  test('before the app', wcag('2.4.3'), async ({ page }) => {
    await page.setViewportSize(desktop);
    const release = await holdAppChunk(page);
    await page.goto('/');
    await followBarLinkByKeyboard(page, 'Team', 'team');
    expect(await hasAppStarted(page)).toBe(false);
    release();
  });

  test('after the app', wcag('2.4.3'), async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto('/');
    await waitForAppReady(page);
    await followBarLinkByKeyboard(page, 'Mission', 'mission');
  });
});

test.describe('a section link followed while the app starts', () => {
  test('pressed while the app hydrates: it lands, and stays', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize(phone);
    const release = await holdAppChunk(page);
    await page.goto('/');
    const finishHydration = await startHydratingSlowly(page, release);
    // The browser follows it; its history entry then reaches the router, which takes it over once hydrated.
    await page.getByRole('link', { name: 'Explore Our Research' }).click();
    await expect(page).toHaveURL(/\/#research$/);
    await finishHydration();
    await expectLandedBelowBar(page, 'research');
  });

  test('followed before the app, which starts mid-glide: it lands, and stays', async ({ page }) => {
    await page.setViewportSize(desktop);
    const release = await holdAppChunk(page);
    await page.goto('/');
    await controls.mainNavigation(page).getByRole('link', { name: 'Team' }).click();
    await expect(page).toHaveURL(/\/#team$/);
    // The browser glides there (scroll-behavior: smooth); the app is let in once the glide is under way.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    release();
    await hydrationCommitted(page);
    await expectLandedBelowBar(page, 'team');
    await page.waitForTimeout(500);
    expect(await topOf(page, 'team')).toBe(ANCHOR_SCROLL_OFFSET_PX);
  });

  test('a visitor who leaves the anchor a page opened at, before the app starts, is not taken back to it', async ({
    page,
  }) => {
    const release = await openBeforeTheApp(page, '/#team', desktop);
    await expectLandedBelowBar(page, 'team');
    await page.keyboard.press('Home');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    release();
    await hydrationCommitted(page);
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('a link to a section of another page', () => {
  test('without JavaScript, at phone width: the blog footer’s Team opens the home page at the section', async ({
    browser,
    baseURL,
  }) => {
    const { page, close } = await openWithoutJavaScript(browser, baseURL!, phone);
    await page.goto('/blog');
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Team' }).click();
    await expect(page).toHaveURL(/\/#team$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Keep your mind your own/);
    await expectLandedBelowBar(page, 'team');
    await close();
  });

  test('after the app, at desktop width: the blog bar’s Team opens the home page at the section', async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto('/blog');
    await waitForAppReady(page);
    await controls.mainNavigation(page).getByRole('link', { name: 'Team' }).click();
    await expect(page).toHaveURL(/\/#team$/);
    await expectLandedBelowBar(page, 'team');
    await expectTabGoesOnFrom(page, 'team');
  });
});

test.describe('"Read Full Article"', () => {
  test('opens the blog at the article it promises, below the bar', wcag('2.4.4'), async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto('/');
    const { readLabel, postId } = home.featuredResearch;
    await page.getByRole('link', { name: `${readLabel}: ${postById(postId).title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/blog#${postId}$`));
    await expectLandedBelowBar(page, postId);
  });
});

test.describe('an address with a section, opened', () => {
  for (const javaScriptEnabled of [false, true]) {
    test(`${javaScriptEnabled ? 'with' : 'without'} JavaScript: /#research and /#team land their section`, async ({
      browser,
      baseURL,
    }) => {
      for (const id of ['research', 'team']) {
        const context = await browser.newContext({ javaScriptEnabled, baseURL: baseURL! });
        const page = await context.newPage();
        await page.goto(`/#${id}`);
        await expectLandedBelowBar(page, id);
        await context.close();
      }
    });
  }

  for (const width of [390, 1280]) {
    test(`at ${width}px, a page reloaded partway down reopens at the same place`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/');
      await waitForAppReady(page);
      // Partway down without an anchor in the address: the browser remembers the position itself.
      await page.evaluate((offset) => {
        const team = document.getElementById('team')!;
        window.scrollTo({ top: team.getBoundingClientRect().top + window.scrollY - offset, behavior: 'instant' });
      }, ANCHOR_SCROLL_OFFSET_PX);
      expect(await topOf(page, 'team')).toBe(ANCHOR_SCROLL_OFFSET_PX);
      await page.reload();
      await expectLandedBelowBar(page, 'team');
      expect(page.url()).not.toContain('#');
    });
  }
});
