// The menu where the bar is too narrow for its items, in Firefox and WebKit: before the app (the page's own menu,
// a popover the page script answers, src/controls/menu/pageMenu.ts) and after it (MUI's Drawer). Each opens on a
// click and on Enter, is a dialog named as the menu, puts focus on its close button, keeps Tab inside itself and
// never on the dialog itself, shows a ring on every stop, closes on Escape with focus back on the toggle and on a
// tap on the dimmed page beside it, and a link chosen in it is followed. Presses while the app hydrates are each
// answered.
import {
  MENU_CLOSE_ATTRIBUTE,
  MENU_DRAWER_ID,
  MENU_TOGGLE_ATTRIBUTE,
  PAGE_MENU_ID,
} from '../../src/controls/menu/menuNames';
import { primaryNavigation } from '../../src/content/navigation';
import { ui } from '../../src/content/ui';
import { HYDRATED_MEASURE, HYDRATING_MARK } from '../../src/startup/contract';
import { ringProblem } from '../keyboard';
import { fullSpeed, slowStart, slowWhileHydrating } from '../slowPhone';
import type { EnginePage, KeyName } from '@foundation/browsers';
import {
  appStartedInPage,
  clickOn,
  engineNames,
  expect,
  hydratedInPage,
  narrow,
  pointOverPage,
  startApp,
  test,
  visit,
} from './fixtures';
import type { Target } from '@foundation/page-measures';

const menuDialog = `[role="dialog"][aria-label="${ui.menu.title}"]`;
const toggle: Target = { css: `header [${MENU_TOGGLE_ATTRIBUTE}]`, name: ui.menu.toggle };
const closeButton: Target = { css: `[${MENU_CLOSE_ATTRIBUTE}]`, name: ui.menu.close, within: menuDialog };
const blog = primaryNavigation.find((item) => item.href === '/blog')!;
/**
 * A phone on its side: the menu is taller than the viewport and scrolls, and Firefox makes a box that scrolls a tab
 * stop of its own (the menu itself, where Tab is left to the browser).
 */
const phoneOnItsSide = { width: narrow.width, height: 420 };

/** The id of the menu that shows, named as the menu and a dialog; null while none shows. */
const openMenu = (tab: EnginePage) => tab.evaluate((name) => window.__engines!.openDialog(name), ui.menu.title);

/** Resolves once the menu shows, slid in (where a pointer finds its items). */
async function menuOpens(tab: EnginePage) {
  await tab.waitFor('the menu to show', (name) => window.__engines!.dialogAtRest(name), ui.menu.title);
}

async function menuCloses(tab: EnginePage) {
  await tab.waitFor('the menu to close', (name) => window.__engines!.openDialog(name) === null, ui.menu.title);
}

/** Whether the open menu is taller than the viewport: it scrolls. */
const menuScrolls = (tab: EnginePage) =>
  tab.evaluate((name) => {
    const menu = document.getElementById(window.__engines!.openDialog(name) ?? '');
    return !!menu && menu.scrollHeight > menu.clientHeight;
  }, ui.menu.title);

/** Resolves once focus is in the open menu, or on the menu itself. */
async function focusMovesIn(tab: EnginePage) {
  await tab.waitFor(
    'focus to move into the menu',
    (name) => {
      const state = window.__engines!.focusState(name);
      return state.inDialog || state.isDialog;
    },
    ui.menu.title,
  );
}

/** The focused element, described as the helpers describe it. */
const focusedElement = async (tab: EnginePage) =>
  (await tab.evaluate((name) => window.__engines!.focusState(name), ui.menu.title)).description;
const closeName = `button "${ui.menu.close}"`;

async function focusReaches(tab: EnginePage, target: Target) {
  await tab.waitFor(`focus on ${target.name ?? target.css}`, (wanted) => window.__engines!.hasFocus(wanted), target);
}

/** Presses the key again and again inside the open menu: where focus goes each time, and what is wrong there. */
async function tabAround(tab: EnginePage, key: KeyName, presses: number) {
  const problems: string[] = [];
  for (let press = 1; press <= presses; press++) {
    await tab.press(key);
    const focus = await tab.evaluate((name) => window.__engines!.focusState(name), ui.menu.title);
    const where = `${key} ×${press}: ${focus.description}`;
    if (focus.isDialog) problems.push(`${where} is the dialog itself`);
    else if (!focus.inDialog) problems.push(`${where} is outside the menu`);
    else if (!focus.focusVisible) problems.push(`${where}: :focus-visible does not match`);
    else problems.push(...ringProblem(focus.probe).map((problem) => `${key} ×${press}: ${problem}`));
  }
  return problems;
}

for (const engine of engineNames) {
  test.describe(`${engine}: the menu`, () => {
    test.use({ engine });

    for (const app of ['before the app', 'after the app'] as const) {
      const menuId = app === 'before the app' ? PAGE_MENU_ID : MENU_DRAWER_ID;

      test(`${app}: a click and Enter open it; focus stays inside with a ring; Escape and a click beside it close it; a link in it is followed`, async ({
        tab,
        site,
      }) => {
        await visit(tab, site, '/', { viewport: phoneOnItsSide, app: 'held' });
        if (app === 'after the app') await startApp(tab, site);

        // Opened by a click: focus moves into it, to its close button, not to the dialog itself (no ring yet: the
        // visitor used the pointer). Soft: what Tab does next is checked either way.
        await clickOn(tab, toggle);
        await menuOpens(tab);
        expect(await openMenu(tab)).toBe(menuId);
        expect(await menuScrolls(tab), 'the menu is taller than the viewport').toBe(true);
        await focusMovesIn(tab);
        expect.soft(await focusedElement(tab), 'focus once the menu has opened').toBe(closeName);
        // Tab and Shift+Tab go round its stops (the close button, the links and the actions), each with its ring,
        // and never leave it nor stop on the dialog itself.
        const stops = await tab.evaluate(
          (dialog) =>
            [...document.querySelectorAll(`${dialog} :is(a[href], button)`)].filter((stop) => stop.checkVisibility())
              .length,
          menuDialog,
        );
        expect(stops).toBeGreaterThan(primaryNavigation.length);
        expect.soft(await tabAround(tab, 'Tab', stops + 2)).toEqual([]);
        expect(await tabAround(tab, 'Shift+Tab', stops + 2)).toEqual([]);

        // Escape: closed, focus back on the toggle.
        await tab.press('Escape');
        await menuCloses(tab);
        await focusReaches(tab, toggle);

        // Enter on the toggle: open again, focus on the close button, with its ring (the visitor uses the keys).
        await tab.press('Enter');
        await menuOpens(tab);
        await focusReaches(tab, closeButton);
        const onClose = await tab.evaluate((name) => window.__engines!.focusState(name), ui.menu.title);
        expect(onClose.focusVisible, 'the close button focused from the keyboard shows its ring').toBe(true);
        expect(ringProblem(onClose.probe)).toEqual([]);

        // A tap on the dimmed page beside the menu closes it.
        const height = await tab.evaluate(() => innerHeight);
        await tab.tap(10, Math.round(height / 2));
        await menuCloses(tab);

        // A link chosen in the menu is followed.
        await clickOn(tab, toggle);
        await menuOpens(tab);
        await clickOn(tab, { css: 'a[href]', name: blog.label, within: menuDialog });
        await expect.poll(async () => new URL(await tab.url()).pathname).toBe(blog.href);
      });
    }

    test('presses while the app hydrates: the toggle and the close button are each answered', async ({ tab, site }) => {
      await visit(tab, site, '/', { viewport: narrow, app: 'held' });
      // A slow start (slowPhone.ts): hydration lasts seconds, so that the presses below come while React hydrates.
      await tab.evaluate(slowWhileHydrating, slowStart);
      await tab.evaluate(
        ({ mark, measure }) => {
          const hydrating = () =>
            performance.getEntriesByName(mark).length > 0 && !performance.getEntriesByName(measure).length;
          const presses: boolean[] = [];
          (window as unknown as { __pressesWhileHydrating: boolean[] }).__pressesWhileHydrating = presses;
          addEventListener('pointerdown', () => presses.push(hydrating()), true);
        },
        { mark: HYDRATING_MARK, measure: HYDRATED_MEASURE },
      );
      // The first interaction asks for the app; its code comes once released.
      await pointOverPage(tab);
      site.release();
      await tab.waitFor('hydration to begin', appStartedInPage, HYDRATING_MARK);
      for (let round = 0; round < 4 && !(await tab.evaluate(hydratedInPage, HYDRATED_MEASURE)); round++) {
        await clickOn(tab, toggle);
        await menuOpens(tab);
        await clickOn(tab, closeButton);
        await menuCloses(tab);
        await focusReaches(tab, toggle);
      }
      const presses = await tab.evaluate(
        () => (window as unknown as { __pressesWhileHydrating: boolean[] }).__pressesWhileHydrating,
      );
      const whileHydrating = presses.filter(Boolean).length;
      await tab.evaluate(fullSpeed);
      await tab.waitFor('hydration to commit', hydratedInPage, HYDRATED_MEASURE);
      const hydrationMs = await tab.evaluate(
        (measure) => Math.round(performance.getEntriesByName(measure)[0]!.duration),
        HYDRATED_MEASURE,
      );
      test.info().annotations.push({
        type: 'presses while hydrating',
        description: `${whileHydrating} of ${presses.length}, each answered; hydration took ${hydrationMs} ms`,
      });
      expect(whileHydrating, `presses made while the app hydrated, of ${presses.length}`).toBeGreaterThan(0);
    });
  });
}
