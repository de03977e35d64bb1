// The page without JavaScript in Firefox (its javascript.enabled preference) and WebKit (MiniBrowser's
// --enable-javascript=false): every page's content is there to read, no control that needs a script shows (the menu
// toggle, the theme button, a notice's button: hidden by `@media (scripting: none)`), the menu toggle's stand-in
// opens the page's menu as a native popover, by keyboard and by pointer, and links are followed, to another page's
// section and within the page, landing below the bar.
import { ANCHOR_SCROLL_OFFSET_PX } from '../../src/app/constants';
import { pages } from '../../src/app/pages.mjs';
import { COLOR_SCHEME_TOGGLE_ATTRIBUTE } from '../../src/controls/color-scheme/colorSchemeNames';
import {
  MENU_CLOSE_ATTRIBUTE,
  MENU_TOGGLE_ATTRIBUTE,
  MENU_TOGGLE_WITHOUT_SCRIPT_ATTRIBUTE,
  PAGE_MENU_ID,
} from '../../src/controls/menu/menuNames';
import { home } from '../../src/content/home';
import { footerColumns, primaryNavigation } from '../../src/content/navigation';
import { postById } from '../../src/content/postLookup';
import { ui } from '../../src/content/ui';
import { NOTICE_ATTRIBUTE } from '../../src/startup/contract';
import type { EnginePage } from '@foundation/browsers';
import type { Target } from '@foundation/page-measures';
import { clickOn, desktop, engineNames, expect, installHelpers, narrow, test, visit } from './fixtures';

/** What the page shows of itself: its h1, text that is not rendered, and the controls shown that need a script. */
function pageAsShown(tab: EnginePage) {
  return tab.evaluate(
    ({ scripted }) => {
      const h1 = document.querySelector('h1');
      const box = h1?.getBoundingClientRect();
      const unreadable = [...document.querySelectorAll('main :is(h1, h2, h3, h4, p, li, a), footer :is(h2, h3, p, a)')]
        .filter((element) => !element.closest('.visually-hidden, [aria-hidden="true"], [data-notice]'))
        .filter((element) => {
          const shown = element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
          const { width, height } = element.getBoundingClientRect();
          return !shown || width === 0 || height === 0;
        })
        .map((element) => `${element.tagName.toLowerCase()}: ${element.textContent?.slice(0, 50)}`);
      // A control shown as unavailable (aria-disabled, its reason in the page) is no dead control.
      const needScript = [...document.querySelectorAll(scripted)]
        .filter((element) => element.checkVisibility() && element.getAttribute('aria-disabled') !== 'true')
        .map((element) => element.getAttribute('aria-label') ?? element.textContent);
      return {
        scriptingOff: matchMedia('(scripting: none)').matches,
        h1: h1?.textContent?.trim() ?? '',
        h1InView: !!box && box.height > 0 && box.top >= 0 && box.bottom <= innerHeight,
        unreadable,
        needScript,
      };
    },
    {
      scripted: [
        `[${MENU_TOGGLE_ATTRIBUTE}]`,
        `[${COLOR_SCHEME_TOGGLE_ATTRIBUTE}]`,
        `[${NOTICE_ATTRIBUTE}]`,
        'button:not([disabled], [popovertarget], [commandfor])',
      ].join(', '),
    },
  );
}

/** The section's top edge, in whole px below the viewport's top. */
const topOf = (tab: EnginePage, id: string) =>
  tab.evaluate((target) => Math.round(document.getElementById(target)?.getBoundingClientRect().top ?? NaN), id);

const team = primaryNavigation.find((item) => item.href === '#team')!;
const mission = primaryNavigation.find((item) => item.href === '#mission')!;
const blog = primaryNavigation.find((item) => item.href === '/blog')!;
const menuButton: Target = { css: `header [${MENU_TOGGLE_WITHOUT_SCRIPT_ATTRIBUTE}]`, name: ui.menu.toggle };
const inMenu = (name: string): Target => ({ css: 'a[href]', name, within: `#${PAGE_MENU_ID}` });
const menuClose: Target = { css: `[${MENU_CLOSE_ATTRIBUTE}]`, name: ui.menu.close, within: `#${PAGE_MENU_ID}` };

const hasFocus = (tab: EnginePage, target: Target) =>
  tab.evaluate((found) => window.__engines!.hasFocus(found), target);
/** Tab until focus is on the target, at most `presses` times; whether it got there. */
async function tabTo(tab: EnginePage, target: Target, presses: number) {
  for (let press = 0; press < presses && !(await hasFocus(tab, target)); press++) await tab.press('Tab');
  return hasFocus(tab, target);
}
/** The menu has shown and slid in. */
const menuShown = (tab: EnginePage) =>
  tab.waitFor('the menu to show', (name) => window.__engines!.dialogAtRest(name), ui.menu.title);
const menuGone = (tab: EnginePage) =>
  tab.waitFor('the menu to close', (name) => !window.__engines!.openDialog(name), ui.menu.title);

const footerTeam = footerColumns.flatMap((column) => column.links).find((link) => link.href === team.href)!;

for (const engine of engineNames) {
  test.describe(`${engine} without JavaScript`, () => {
    test.use({ engine, javaScript: false });

    for (const viewport of [narrow, desktop]) {
      test(`at ${viewport.width}px every page is there to read, and no control that needs a script shows`, async ({
        tab,
        site,
      }) => {
        for (const page of pages) {
          await visit(tab, site, page.url, { viewport });
          const shown = await pageAsShown(tab);
          expect(shown.scriptingOff, 'the engine runs no script').toBe(true);
          expect(shown.h1, page.url).not.toBe('');
          expect(shown.h1InView, `${page.url}: the h1 in view`).toBe(true);
          expect(shown.unreadable, page.url).toEqual([]);
          expect(shown.needScript, page.url).toEqual([]);
        }
      });
    }

    test(`at ${narrow.width}px the menu button opens the page's menu, by keyboard and by pointer`, async ({
      tab,
      site,
    }) => {
      await visit(tab, site, '/blog', { viewport: narrow });
      // By keyboard: Tab to the button, Enter; Tab goes into the menu; Escape closes it, focus back on the button.
      expect(await tabTo(tab, menuButton, 6), 'Tab reaches the menu button').toBe(true);
      await tab.press('Enter');
      await menuShown(tab);
      await tab.press('Tab');
      expect((await tab.evaluate((name) => window.__engines!.focusState(name), ui.menu.title)).inDialog).toBe(true);
      await tab.press('Escape');
      await menuGone(tab);
      expect(await hasFocus(tab, menuButton), 'focus back on the menu button').toBe(true);
      // Space opens it too, and Enter on an item follows it.
      await tab.press('Space');
      await menuShown(tab);
      expect(await tabTo(tab, inMenu(team.label), 8), `Tab reaches ${team.label} in the menu`).toBe(true);
      await tab.press('Enter');
      await expect.poll(async () => new URL(await tab.url()).hash).toBe(team.href);
      expect(new URL(await tab.url()).pathname).toBe('/');

      // By pointer: the close button, a press outside the menu, an item.
      await installHelpers(tab);
      await clickOn(tab, menuButton);
      await menuShown(tab);
      await clickOn(tab, menuClose);
      await menuGone(tab);
      await clickOn(tab, menuButton);
      await menuShown(tab);
      await tab.click(5, Math.round(narrow.height / 2));
      await menuGone(tab);
      await clickOn(tab, menuButton);
      await menuShown(tab);
      await clickOn(tab, inMenu(blog.label));
      await expect.poll(async () => new URL(await tab.url()).pathname).toBe(blog.href);
    });

    test("links are followed: the footer's to a section of another page, the bar's within the page", async ({
      tab,
      site,
    }) => {
      await visit(tab, site, '/blog', { viewport: desktop });
      await clickOn(tab, {
        css: 'a[href]',
        name: footerTeam.label,
        within: `footer nav[aria-label="${ui.landmarks.footerNavigation}"]`,
      });
      await expect.poll(async () => new URL(await tab.url()).hash).toBe(team.href);
      expect(new URL(await tab.url()).pathname).toBe('/');
      await installHelpers(tab);
      await expect.poll(() => topOf(tab, team.href.slice(1))).toBe(ANCHOR_SCROLL_OFFSET_PX);

      await clickOn(tab, {
        css: 'a[href]',
        name: mission.label,
        within: `header nav[aria-label="${ui.landmarks.mainNavigation}"]`,
      });
      await expect.poll(async () => new URL(await tab.url()).hash).toBe(mission.href);
      await expect.poll(() => topOf(tab, mission.href.slice(1))).toBe(ANCHOR_SCROLL_OFFSET_PX);
    });

    test('"Read Full Article" opens the blog at the article it promises, below the bar', async ({ tab, site }) => {
      const { readLabel, postId } = home.featuredResearch;
      await visit(tab, site, '/', { viewport: desktop });
      await clickOn(tab, { css: 'a[href]', name: `${readLabel}: ${postById(postId).title}` });
      await expect.poll(async () => new URL(await tab.url()).hash).toBe(`#${postId}`);
      expect(new URL(await tab.url()).pathname).toBe('/blog');
      await installHelpers(tab);
      await expect.poll(() => topOf(tab, postId)).toBe(ANCHOR_SCROLL_OFFSET_PX);
    });
  });
}
