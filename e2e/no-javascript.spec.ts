// With JavaScript off, every page's content is readable, anchor links work, the not-found page shows,
// and at phone width every section is still reachable (the header's links hide there; the footer's stay).
import type { Page } from '@playwright/test';
import { pageMeta } from '../src/content/pageMeta';
import { pages as sitePages } from '../src/app/pages.mjs';
import { primaryNavigation } from '../src/content/navigation';
import { NOTICE_ATTRIBUTE, NOTICE_KEEP_ATTRIBUTE } from '../src/startup/contract';
import { expect, openWithoutJavaScript, test } from './guards';
import { controls } from './support';

const viewports = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 390, height: 844 },
};
/** Every page (src/app/pages.mjs), with the title it is prerendered with. */
const pages = sitePages.map((page) => ({ path: page.url, status: page.status, title: pageMeta[page.meta].title }));

/**
 * Text elements that are not really visible: no box, hidden, or (through any ancestor) transparent. A notice's
 * button, and the statement's toggle that keeps notices, are left out: they need a script, so they are hidden on
 * purpose (checked below).
 */
function unreadableText(page: Page) {
  // Playwright evaluates in its own world, so this works with the page's scripts off.
  return page.evaluate(
    ({ noticeAttribute, keepAttribute }) =>
      [...document.querySelectorAll('main :is(h1, h2, h3, h4, p, li, a, button), footer :is(h2, h3, p, a)')]
        .filter((element) => {
          if (element.closest(`.visually-hidden, [aria-hidden="true"], [${noticeAttribute}], [${keepAttribute}]`))
            return false;
          const box = element.getBoundingClientRect();
          let opacity = 1;
          for (let node: Element | null = element; node; node = node.parentElement) {
            const style = getComputedStyle(node);
            if (style.display === 'none' || style.visibility === 'hidden') return true;
            opacity *= Number(style.opacity);
          }
          return box.width === 0 || box.height === 0 || opacity < 0.99;
        })
        .map((element) => `${element.tagName.toLowerCase()}: ${element.textContent?.slice(0, 50)}`),
    { noticeAttribute: NOTICE_ATTRIBUTE, keepAttribute: NOTICE_KEEP_ATTRIBUTE },
  );
}

for (const [name, viewport] of Object.entries(viewports)) {
  test.describe(`without JavaScript, ${name} width`, () => {
    for (const { path, status, title } of pages) {
      test(`${path} is prerendered and fully readable`, async ({ browser, baseURL }) => {
        const { page, close } = await openWithoutJavaScript(browser, baseURL!, viewport);
        const response = await page.goto(path);
        expect(response?.status()).toBe(status);
        await expect(page).toHaveTitle(title);
        await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
        await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
        expect(await unreadableText(page)).toEqual([]);
        if (path === '/') {
          for (const id of ['mission', 'research', 'research-updates', 'team', 'contact']) {
            await expect(page.locator(`#${id}`)).toBeVisible();
          }
        }
        if (path === '/blog') expect(await page.locator('.article-body p').count()).toBeGreaterThan(3);
        if (status === 404) await expect(page.getByRole('link', { name: /home page/i })).toHaveAttribute('href', '/');
        await close();
      });

      test(`${path}: every section is one visible link away, and no control needs a script`, async ({
        browser,
        baseURL,
      }) => {
        const { page, close } = await openWithoutJavaScript(browser, baseURL!, viewport);
        await page.goto(path);
        for (const item of primaryNavigation) {
          const hrefs =
            path === '/' ? [item.href, `/${item.href}`] : [item.href.startsWith('#') ? `/${item.href}` : item.href];
          const selector = hrefs.map((href) => `a[href="${href}"]`).join(', ');
          await expect(
            page.locator(selector).locator('visible=true').first(),
            `${item.label} on ${path}`,
          ).toBeVisible();
        }
        // The menu drawer needs JavaScript, so its toggle is hidden rather than dead.
        await expect(controls.menuToggle(page)).toBeHidden();
        // So is every other control that needs a script (a notice's): each button shown works natively.
        const deadButtons = await page
          .locator('button:visible')
          .evaluateAll((buttons) =>
            buttons
              .filter(
                (button) =>
                  !button.hasAttribute('commandfor') &&
                  !button.hasAttribute('popovertarget') &&
                  button.getAttribute('aria-disabled') !== 'true' &&
                  !(button as HTMLButtonElement).disabled &&
                  !(button as HTMLButtonElement).form,
              )
              .map((button) => button.getAttribute('aria-label') ?? button.textContent),
          );
        expect(deadButtons).toEqual([]);
        await close();
      });
    }
  });
}

test.describe('anchor links without JavaScript', () => {
  test('the skip link jumps to the main content', async ({ browser, baseURL }) => {
    const { page, close } = await openWithoutJavaScript(browser, baseURL!, viewports.phone);
    await page.goto('/blog');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/blog#main$/);
    await close();
  });

  test('the not-found page shows, with its way home, at any depth', async ({ browser, baseURL }) => {
    const { page, close } = await openWithoutJavaScript(browser, baseURL!, viewports.phone);
    const response = await page.goto('/docs/deeper/still');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Oops! Page not found/);
    await expect(page.getByRole('main').getByText('There is no page at this address.')).toBeVisible();
    await page.getByRole('link', { name: /home page/i }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Keep your mind your own/);
    await close();
  });
});
