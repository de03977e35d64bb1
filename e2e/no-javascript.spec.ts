// With JavaScript off, every page's content is readable, anchor links work, the not-found page shows, and at
// phone width every section is still reachable: the bar's menu button opens the page's menu (a native popover, no
// script), by keyboard and by pointer, and the footer's links stay.
import type { Page } from '@playwright/test';
import { pageMeta } from '../src/content/pageMeta';
import { pages as sitePages } from '../src/app/pages.mjs';
import { primaryNavigation } from '../src/content/navigation';
import { ui } from '../src/content/ui';
import { NOTICE_ATTRIBUTE, NOTICE_KEEP_ATTRIBUTE } from '../src/startup/contract';
import { expect, openWithoutJavaScript, test } from './guards';
import { controls } from './support';
import { PAGE_MENU_ID } from '../src/controls/menu/menuNames';

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
        // The menu button shows where the bar has no room for its items, and opens the page's menu natively.
        const menuButton = controls.menuToggle(page);
        if (name === 'phone') await expect(menuButton).toHaveAttribute('popovertarget', PAGE_MENU_ID);
        else await expect(menuButton).toBeHidden();
        // Every control that needs a script (a notice's, the Theme button) is hidden: each button shown works natively.
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

test.describe('the menu without JavaScript, at phone width', () => {
  const menu = (page: Page) => controls.menu(page);
  const item = (href: string) => primaryNavigation.find((link) => link.href === href)!.label;

  test('opens and closes by keyboard, and its links are followed', async ({ browser, baseURL }) => {
    const { page, close } = await openWithoutJavaScript(browser, baseURL!, viewports.phone);
    await page.goto('/blog');
    const menuButton = controls.menuToggle(page);
    // Tab from the top of the page reaches the menu button.
    for (
      let press = 0;
      press < 6 && !(await menuButton.evaluate((button) => button === document.activeElement));
      press++
    )
      await page.keyboard.press('Tab');
    await expect(menuButton).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menu(page)).toBeVisible();
    // Focus moves into the menu; Escape closes it and gives focus back to the button.
    await page.keyboard.press('Tab');
    expect(await menu(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    await expect(menuButton).toBeFocused();
    // Space opens it too; Tab to an item and Enter follows it.
    await page.keyboard.press('Space');
    await expect(menu(page)).toBeVisible();
    const team = menu(page).getByRole('link', { name: item('#team') });
    for (let press = 0; press < 8 && !(await team.evaluate((link) => link === document.activeElement)); press++)
      await page.keyboard.press('Tab');
    await expect(team).toBeFocused();
    // Not modal without a script: Tab from the menu's last stop leaves it (the report says so).
    const stops = await menu(page).locator('a[href]:visible, button:visible').count();
    expect(stops).toBeGreaterThan(3);
    await page.keyboard.press('Shift+Tab');
    for (let press = 0; press < stops; press++) await page.keyboard.press('Tab');
    expect(await menu(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(false);
    // The menu, still open, may cover the control focus went to: Escape closes it without moving focus, and that
    // control shows (content the visitor opened and can dismiss so does not hide focus: WCAG 2.4.11, 2.4.12).
    const focusedOutside = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120));
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    expect(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120))).toBe(focusedOutside);
    await expect(page.locator(':focus')).toBeInViewport();
    await menuButton.click();
    await expect(menu(page)).toBeVisible();
    await team.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/#team$/);
    await expect(page.locator('#team')).toBeInViewport();
    await close();
  });

  test('opens and closes by pointer: the close button, a press outside, a link', async ({ browser, baseURL }) => {
    const { page, close } = await openWithoutJavaScript(browser, baseURL!, viewports.phone);
    await page.goto('/');
    const menuButton = controls.menuToggle(page);
    await menuButton.click();
    await expect(menu(page)).toBeVisible();
    await expect(menu(page).getByRole('navigation', { name: ui.landmarks.mainNavigation })).toBeVisible();
    await menu(page).getByRole('button', { name: ui.menu.close }).click();
    await expect(menu(page)).toBeHidden();
    await menuButton.click();
    await expect(menu(page)).toBeVisible();
    await page.mouse.click(10, viewports.phone.height / 2);
    await expect(menu(page)).toBeHidden();
    // A section of the page the menu is open on: the page moves there, and the menu stays open (no script closes it,
    // as the report says) until Escape.
    await menuButton.click();
    await menu(page)
      .getByRole('link', { name: item('#mission') })
      .click();
    await expect(page).toHaveURL(/\/#mission$/);
    await expect(menu(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    await menuButton.click();
    await menu(page)
      .getByRole('link', { name: item('/blog') })
      .click();
    await expect(page).toHaveURL(/\/blog$/);
    await close();
  });
});

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
