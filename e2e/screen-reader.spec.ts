// What a screen-reader user hears on the built site, kept as reviewed transcripts (accessibility/transcripts/).
// One browser context per page; the page's CSP is bypassed so that the virtual screen reader can load.
import { home } from '../src/content/home';
import { ui } from '../src/content/ui';
import { NOTICES_ANNOUNCER_ID, NOTICES_ID } from '../src/startup/contract';
import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { MOBILE_MENU_MAX_WIDTH } from './scenarios';
import {
  allNames,
  elementsList,
  focusAnnouncement,
  readFromTop,
  rolesInTree,
} from '@foundation/screen-reader/chromium';
import { expectTranscript } from './screen-reader';
import { hasAppStarted, waitForAppReady, controls } from './support';
import { wcag } from './wcag';

test.use({ bypassCSP: true, reducedMotion: 'reduce' });

const pages = [
  { id: 'home', path: '/' },
  { id: 'blog', path: '/blog' },
  { id: 'accessibility', path: '/accessibility' },
  { id: 'not-found', path: '/no-such-page' },
] as const;

test.describe('what a screen reader lists', () => {
  for (const { id, path } of pages) {
    test(
      `${id}: landmarks, headings and links, the same at load and once the app has started`,
      wcag('1.3.1', '2.4.1', '2.4.6', '4.1.2'),
      async ({ page }) => {
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.goto(path);
        // At load: the prerendered page, before any interaction starts the app.
        expect(await hasAppStarted(page)).toBe(false);
        const atLoad = await elementsList(page);
        if (id === 'home') {
          // Reading from the top with the down arrow, up to the end of the main landmark's opening.
          expectTranscript('home-reading', (await readFromTop(page, 120)).join('\n'));
        }
        await waitForAppReady(page);
        const started = await elementsList(page);
        expectTranscript(`${id}-elements`, started);
        expect(atLoad, 'what a screen reader lists before the app starts').toBe(started);
        // MUI's start icon once wrote a zero-width space that began a name ("Back to home" with U+200B before it).
        expect((await allNames(page)).filter((name) => /^(\u200b|\u200c|\u200d|\ufeff)/.test(name))).toEqual([]);
      },
    );
  }
});

async function announcements(page: Page, keys: string[]): Promise<string[]> {
  const heard: string[] = [];
  for (const key of keys) {
    await page.keyboard.press(key);
    // Where the key sends focus a frame later (a menu opening moves it to its checked choice), what is heard then.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    heard.push(`${key} → ${await focusAnnouncement(page)}`);
  }
  return heard;
}

test.describe('what a screen reader announces', () => {
  test(
    'home at 1280px: an unavailable-looking control says why at focus, the theme menu its state and checked choice, a tooltip is not read twice, the Blog link lands on the h1',
    wcag('1.3.1', '1.4.13', '2.4.3', '3.2.1', '4.1.2'),
    async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/');
      await waitForAppReady(page);
      const heard: string[] = [];

      // The moment "Coming Soon" takes focus, before its tooltip's 700 ms delay has run.
      const comingSoon = page.getByRole('button', { name: 'Coming Soon' });
      await comingSoon.focus();
      const atFocus = await focusAnnouncement(page);
      heard.push(`focus Coming Soon → ${atFocus}`);
      // It acts (a notice says why), so it is not said to be disabled: named, then described by why.
      expect(atFocus).toMatch(/^button, Coming Soon, (?!.*disabled)\S/);

      // An open tooltip is a picture of the name: it is not in the reading flow.
      const theme = controls.themeButton(page);
      await theme.hover();
      // The theme button's own tooltip (another may still be fading out).
      await expect(
        page.getByRole('tooltip', { includeHidden: true }).filter({ hasText: ui.colorScheme.title }),
      ).toBeVisible();
      expect(await rolesInTree(page)).not.toContain('tooltip');
      await page.mouse.move(0, 0);

      // The theme menu: opened from the keyboard, the choice in force is announced as checked.
      await theme.focus();
      heard.push(`focus Theme → ${await focusAnnouncement(page)}`);
      const opened = await announcements(page, ['Enter']);
      heard.push(...opened);
      expect(opened[0]).toMatch(/checked true/);
      heard.push(...(await announcements(page, ['Escape'])));
      await expect(theme).toBeFocused();

      // The Blog link loads the blog, whose title the reader announces as the page loads; the link says it is current.
      await controls.mainNavigation(page).getByRole('link', { name: 'Blog' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Insights & Research');
      heard.push(`click Blog → ${await page.title()}`);
      await expect(controls.mainNavigation(page).getByRole('link', { name: 'Blog' })).toHaveAttribute(
        'aria-current',
        'page',
      );

      // A footer link to a path with no page: the not-found page, titled so.
      await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Documentation' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Page not found/);
      heard.push(`click Documentation → ${await page.title()}`);

      expectTranscript('home-announcements-1280', heard.join('\n'));
    },
  );

  test(
    `menu at 390px (up to ${MOBILE_MENU_MAX_WIDTH}px): open, move through, Escape, focus back on the toggle`,
    wcag('2.1.1', '2.1.2', '2.4.3', '4.1.2'),
    async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/');
      await waitForAppReady(page);
      const toggle = controls.menuToggle(page);
      await toggle.focus();
      const heard = [`focus Menu → ${await focusAnnouncement(page)}`];
      await page.keyboard.press('Enter');
      // Focus moves into the menu once its code has arrived (fetched when the toggle took focus): on a busy
      // machine that can be later than the two frames announcements() waits.
      await expect(controls.menu(page).getByRole('button', { name: ui.menu.close })).toBeFocused();
      heard.push(`Enter → ${await focusAnnouncement(page)}`);
      heard.push(...(await announcements(page, ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab'])));
      // Focus stays inside the modal menu while it is open.
      expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"], dialog'))).toBe(true);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      // Focus goes back to the toggle that opened the menu (once the drawer's closing has run).
      await expect(toggle).toBeFocused();
      heard.push(`Escape → ${await focusAnnouncement(page)}`);
      expectTranscript('menu-390', heard.join('\n'));
    },
  );

  test(
    'a notice at 1280px: said once by the live region, then read where it shows; Keep says its state, Dismiss the notice, Escape that it has gone',
    wcag('4.1.2', '4.1.3', '1.3.1'),
    async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/');
      await waitForAppReady(page);
      const region = page.locator(`#${NOTICES_ANNOUNCER_ID}`);
      const stack = page.locator(`#${NOTICES_ID}`);
      const trigger = page.getByRole('main').getByRole('button', { name: home.hero.learnLabel });
      await trigger.focus();
      const heard = [`focus ${home.hero.learnLabel} → ${await focusAnnouncement(page)}`];
      await page.keyboard.press('Enter');
      await expect(region).not.toBeEmpty();
      heard.push(`Enter → live region: ${(await region.textContent()) ?? ''}`);
      // Once said, the region lets go: the notice's text is read where the notice shows, once.
      await expect(region).toBeEmpty();
      heard.push(`the notices, in the tree:\n${await stack.ariaSnapshot()}`);
      const keep = stack.getByRole('button', { name: ui.notices.keepName });
      await keep.focus();
      heard.push(`focus Keep → ${await focusAnnouncement(page)}`);
      heard.push(...(await announcements(page, ['Enter', 'Enter', 'Tab'])));
      await page.keyboard.press('Escape');
      await expect(stack.locator('> *')).toHaveCount(0);
      await expect(trigger).toBeFocused();
      heard.push(`Escape → ${await focusAnnouncement(page)}`);
      await expect(region).not.toBeEmpty();
      heard.push(`then the live region: ${(await region.textContent()) ?? ''}`);
      expectTranscript('notice-1280', heard.join('\n'));
    },
  );
});
