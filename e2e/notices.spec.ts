// Notices at any zoom, in Chromium (Firefox and WebKit: e2e/engines/notices.spec.ts, the same walk): raised by the
// keyboard, a pointer or a finger, at 400% zoom (320×256 and 341×192), on a phone and on a desktop, a notice
// never covers the control that has focus, lies within the viewport with all its text reachable, and Escape
// dismisses the newest one wherever focus is.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { home } from '../src/content/home';
import { ui } from '../src/content/ui';
import { NOTICES_ID } from '../src/startup/contract';
import { noticeProblems, noticeStop, noticeViewports, walkPastNotices, type WalkDriver } from './noticeWalk';
import { holdAppChunk, waitForAppReady } from './support';
import { wcag } from './wcag';

const driverOf = (page: Page): WalkDriver => ({
  press: (key) => page.keyboard.press(key),
  evaluate: <A, T>(fn: (arg: A) => T | Promise<T>, arg: A) =>
    page.evaluate(fn as unknown as (arg: unknown) => T | Promise<T>, arg),
});

/** How a visitor raises the notices, and in which phase the page meets them (the page script owns both). */
const raisings = [
  { by: 'keyboard', phase: 'before the app' },
  { by: 'pointer', phase: 'after the app' },
  { by: 'touch', phase: 'before the app' },
] as const;

for (const viewport of noticeViewports) {
  for (const { by, phase } of raisings) {
    test.describe(() => {
      test.use({ viewport, hasTouch: by === 'touch' });
      test(
        `${viewport.width}×${viewport.height}, raised by ${by} ${phase}: no Tab stop after it is covered, the notice shows all its text in the viewport, Escape dismisses the newest from where focus is`,
        wcag('2.4.11', '2.4.12', '1.4.10', '2.1.1', '2.2.1'),
        async ({ page }) => {
          const release = await holdAppChunk(page);
          const press = (target: Locator) => (by === 'touch' ? target.tap() : target.click());
          if (by !== 'keyboard') {
            // A pointer's notice leaves after its time: the visitor has chosen, on the statement, to keep notices.
            await page.goto('/accessibility');
            const keepEverywhere = page.getByRole('button', { name: ui.notices.keepEverywhere });
            await press(keepEverywhere);
            await expect(keepEverywhere).toHaveAttribute('aria-pressed', 'true');
          }
          await page.goto('/');
          if (phase === 'after the app') {
            release();
            await waitForAppReady(page);
          }
          const trigger = page.getByRole('main').getByRole('button', { name: home.hero.learnLabel });
          const notices = page.locator(`#${NOTICES_ID} > *`);
          if (by === 'keyboard') {
            // From the top of the page, as a keyboard visitor gets there; pressed twice, two notices.
            for (
              let presses = 0;
              presses < 40 && !(await trigger.evaluate((b) => b === document.activeElement));
              presses++
            )
              await page.keyboard.press('Tab');
            await expect(trigger).toBeFocused();
            await page.keyboard.press('Enter');
            await page.keyboard.press('Enter');
            await expect(notices).toHaveCount(2);
          } else {
            await press(trigger);
            await expect(notices).toHaveCount(1);
          }
          const stops = await walkPastNotices(driverOf(page));
          const last = stops.at(-1)!;
          expect(last.inNotices, `the walk came to the notices' own buttons (it ended on ${last.focused})`).toBe(true);
          expect(stops.length).toBeGreaterThan(10);
          expect(stops.flatMap(noticeProblems)).toEqual([]);

          // Back to the page's last control, and Escape there: the newest notice goes, focus stays.
          await page.keyboard.press('Shift+Tab');
          const before = await noticeStop(driverOf(page));
          expect(before.inNotices).toBe(false);
          const shown = before.shown;
          await notices.first().evaluate((oldest) => oldest.setAttribute('data-oldest', ''));
          await page.keyboard.press('Escape');
          await expect(notices).toHaveCount(shown - 1);
          if (shown > 1) await expect(notices.first()).toHaveAttribute('data-oldest');
          expect((await noticeStop(driverOf(page))).focused).toBe(before.focused);
          release();
        },
      );
    });
  }
}
