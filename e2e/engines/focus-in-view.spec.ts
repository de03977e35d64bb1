// A focused control is wholly in view, its ring too, at 400% zoom (320×256 and 341×192 CSS px), in Firefox and
// WebKit: the walk Chromium takes (e2e/focus-in-view.spec.ts, the measure in e2e/focusInView.ts). Tab through the
// statement and the home page, Shift+Tab round the phone menu, before the app and after it (each size in one phase
// in each engine: focusInView.ts's engineFocusWalks). Before the html's and the menu's scroll padding, Firefox left a control 18 to 19 px outside the window.
import { MENU_TOGGLE_ATTRIBUTE } from '../../src/controls/menu/menuNames';
import { ui } from '../../src/content/ui';
import { engineFocusWalks, ringReach, walkFocus } from '../focusInView';
import { wcag } from '../wcag';
import type { EnginePage } from '@foundation/browsers';
import type { Target } from '@foundation/page-measures';
import { clickOn, engineNames, expect, startApp, test, visit } from './fixtures';

const menuToggle: Target = { css: `header [${MENU_TOGGLE_ATTRIBUTE}]`, name: ui.menu.toggle };
const menuDialog = `[role="dialog"][aria-label="${ui.menu.title}"]`;

/** Presses the key up to `stops` times; each place focus comes to that is not wholly in view (e2e/focusInView.ts). */
const walk = (tab: EnginePage, key: 'Tab' | 'Shift+Tab', stops: number) =>
  walkFocus({ press: (key) => tab.press(key), run: (fn) => tab.evaluate(fn, ringReach) }, key, stops);

/** The tab stops shown within `scope`. */
const stopsIn = (tab: EnginePage, scope: string) =>
  tab.evaluate(
    (within) =>
      [...document.querySelectorAll(`${within} :is(a[href], button, input, [tabindex="0"])`)].filter((stop) =>
        stop.checkVisibility(),
      ).length,
    scope,
  );

for (const [engineIndex, engine] of engineNames.entries()) {
  test.describe(`${engine}: focus in view at 400% zoom`, () => {
    test.use({ engine });
    for (const { viewport, app } of engineFocusWalks(engineIndex)) {
      const at = `${viewport.width}×${viewport.height}, ${app}`;
      for (const path of ['/accessibility', '/']) {
        test(
          `${at}: Tab through ${path}, every control focused wholly in view, its ring too`,
          wcag('2.4.11', '2.4.12', '1.4.10'),
          async ({ tab, site }) => {
            await visit(tab, site, path, { viewport, app: 'held' });
            if (app === 'after the app') await startApp(tab, site);
            const stops = await stopsIn(tab, 'body');
            expect(stops).toBeGreaterThan(20);
            expect(await walk(tab, 'Tab', stops)).toEqual([]);
          },
        );
      }
      test(
        `${at}: Shift+Tab round the phone menu, every control focused wholly in view, its ring too`,
        wcag('2.4.11', '2.4.12', '1.4.10'),
        async ({ tab, site }) => {
          await visit(tab, site, '/', { viewport, app: 'held' });
          if (app === 'after the app') await startApp(tab, site);
          await clickOn(tab, menuToggle);
          await tab.waitFor('the menu to show', (name) => window.__engines!.dialogAtRest(name), ui.menu.title);
          const stops = await stopsIn(tab, menuDialog);
          expect(stops).toBeGreaterThan(3);
          // Twice round, so each stop is reached coming from the top of the menu too.
          expect(await walk(tab, 'Shift+Tab', 2 * stops + 1)).toEqual([]);
        },
      );
    }
  });
}
