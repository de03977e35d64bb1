// A focused control is wholly in view, its ring too, at 400% zoom (320×256 and 341×192 CSS px), in Chromium
// (Firefox and WebKit: e2e/engines/focus-in-view.spec.ts, the same measure, e2e/focusInView.ts): Tab through the
// statement and the home page, Shift+Tab round the phone menu, before the app and after it. Before the html's and
// the menu's scroll padding, Chromium left 5 px of the ring out of view and Firefox 18 to 19 px of the control.
import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { controls, menuHasFocus, openBeforeTheApp, waitForAppReady } from './support';
import { focusViewports, ringReach, walkFocus } from './focusInView';
import { wcag } from './wcag';

/** Presses the key up to `stops` times; each place focus comes to that is not wholly in view (e2e/focusInView.ts). */
const walk = (page: Page, key: 'Tab' | 'Shift+Tab', stops: number) =>
  walkFocus({ press: (key) => page.keyboard.press(key), run: (fn) => page.evaluate(fn, ringReach) }, key, stops);

async function open(page: Page, path: string, viewport: { width: number; height: number }, app: string) {
  const release = await openBeforeTheApp(page, path, viewport);
  if (app === 'after the app') {
    release();
    await page.mouse.move(5, 100);
    await waitForAppReady(page);
  }
}

for (const viewport of focusViewports) {
  for (const app of ['before the app', 'after the app'] as const) {
    test.describe(`${viewport.width}×${viewport.height}, ${app}`, () => {
      for (const path of ['/accessibility', '/']) {
        test(
          `Tab through ${path}: every control focused is wholly in view, its ring too`,
          wcag('2.4.11', '2.4.12', '1.4.10'),
          async ({ page }) => {
            await open(page, path, viewport, app);
            const stops = await page.evaluate(
              () =>
                [...document.querySelectorAll<HTMLElement>('a[href], button, input, [tabindex="0"]')].filter(
                  (element) => element.checkVisibility(),
                ).length,
            );
            expect(stops).toBeGreaterThan(20);
            expect(await walk(page, 'Tab', stops)).toEqual([]);
          },
        );
      }

      test(
        'Shift+Tab round the phone menu: every control focused is wholly in view, its ring too',
        wcag('2.4.11', '2.4.12', '1.4.10'),
        async ({ page }) => {
          await open(page, '/', viewport, app);
          await controls.menuToggle(page).click();
          await menuHasFocus(page);
          const stops = await controls.menu(page).locator('a[href], button').count();
          // Twice round, so each stop is reached coming from the top of the menu too.
          expect(await walk(page, 'Shift+Tab', 2 * stops + 1)).toEqual([]);
        },
      );
    });
  }
}
