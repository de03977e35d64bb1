// Notices at any zoom, in Chromium (Firefox and WebKit: e2e/engines/notices.spec.ts, the same walk): raised by the
// keyboard, a pointer or a finger, at 400% zoom (320×256 and 341×192), on a phone and on a desktop, a notice
// never covers the control that has focus, lies within the viewport with all its text reachable, and Escape
// dismisses the newest one wherever focus is.
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './test';
import { home } from '../src/content/home';
import { ui } from '../src/content/ui';
import { NOTICES_ID } from '../src/startup/contract';
import { contrastRatio } from '../theme/contrast';
import { desktop } from './scenarios';
import { noticeButtonsHidden, noticeViewports, noticeWalkTitle, raisings } from './noticeWalk';
import { FOCUS_RING_REACH_PX } from '../src/app/constants';
import {
  stackProblems,
  stackScrollProblems,
  stackStop,
  walkPastStack,
  type WalkDriver,
} from '@foundation/page-measures';
import { controls, holdAppChunk, waitForAppReady } from './support';
import { wcag } from './wcag';

const driverOf = (page: Page): WalkDriver => ({
  press: (key) => page.keyboard.press(key),
  evaluate: <A, T>(fn: (arg: A) => T | Promise<T>, arg: A) =>
    page.evaluate(fn as unknown as (arg: unknown) => T | Promise<T>, arg),
});

for (const viewport of noticeViewports) {
  for (const { by, phase } of raisings) {
    test.describe(() => {
      test.use({ viewport, hasTouch: by === 'touch' });
      test(
        noticeWalkTitle(viewport, by, phase),
        wcag('2.4.11', '2.4.12', '1.4.10', '2.1.1', '2.2.1'),
        async ({ page }) => {
          const release = await holdAppChunk(page);
          const press = (target: Locator) => (by === 'touch' ? target.tap() : target.click());
          if (by !== 'keyboard') {
            // A pointer's notice leaves after its time: the visitor has chosen, at the foot of a page, to keep notices.
            await page.goto('/accessibility');
            const keepEverywhere = page
              .getByRole('contentinfo')
              .getByRole('button', { name: ui.notices.keepEverywhere });
            await press(keepEverywhere);
            await expect(keepEverywhere).toHaveAttribute('aria-pressed', 'true');
          }
          await page.goto('/');
          if (phase === 'after the app') {
            release();
            await waitForAppReady(page);
          }
          const trigger = page.getByRole('main').getByRole('button', { name: home.hero.learnLabel });
          const notices = controls.notices(page);
          if (by === 'keyboard') {
            // From the top of the page, as a keyboard visitor gets there, two notices: Enter on the button, then on
            // the next button that raises one (the same button twice raises one notice).
            const tabTo = async (target: Locator) => {
              for (
                let presses = 0;
                presses < 40 && !(await target.evaluate((b) => b === document.activeElement));
                presses++
              )
                await page.keyboard.press('Tab');
              await expect(target).toBeFocused();
            };
            await tabTo(trigger);
            await page.keyboard.press('Enter');
            await tabTo(page.getByRole('main').getByRole('button', { name: home.researchFocus.comingSoonLabel }));
            await page.keyboard.press('Enter');
            await expect(notices).toHaveCount(2);
          } else {
            await press(trigger);
            await expect(notices).toHaveCount(1);
          }
          const stops = await walkPastStack(driverOf(page), NOTICES_ID);
          const last = stops.at(-1)!;
          expect(last.inStack, `the walk came to the notices' own buttons (it ended on ${last.focused})`).toBe(true);
          expect(stops.length).toBeGreaterThan(10);
          expect(stops.flatMap(stackProblems)).toEqual([]);
          // Where the notices scroll inside their box, their box is the first stop in them, and the arrow keys scroll it.
          expect(await stackScrollProblems(driverOf(page), NOTICES_ID)).toEqual([]);

          // Back to the page's last control, and Escape there: the newest notice goes, focus stays.
          await page.keyboard.press('Shift+Tab');
          const before = await stackStop(driverOf(page), NOTICES_ID);
          expect(before.inStack).toBe(false);
          const shown = before.shown;
          await notices.first().evaluate((oldest) => oldest.setAttribute('data-oldest', ''));
          await page.keyboard.press('Escape');
          await expect(notices).toHaveCount(shown - 1);
          if (shown > 1) await expect(notices.first()).toHaveAttribute('data-oldest');
          expect((await stackStop(driverOf(page), NOTICES_ID)).focused).toBe(before.focused);
          release();
        },
      );
    });
  }
}

for (const viewport of noticeViewports) {
  test(
    `Keep and Dismiss show without scrolling inside the notice, at ${viewport.width}×${viewport.height}`,
    wcag('2.2.1', '1.4.10'),
    async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      // Two notices with no time limit (Enter), the longest first: at 400% zoom each is taller than the stack.
      for (const name of [home.hero.learnLabel, home.researchFocus.comingSoonLabel]) {
        await page.getByRole('main').getByRole('button', { name }).focus();
        await page.keyboard.press('Enter');
      }
      await expect(controls.notices(page)).toHaveCount(2);
      expect(await page.evaluate(noticeButtonsHidden, { stackId: NOTICES_ID, ringReach: FOCUS_RING_REACH_PX })).toEqual(
        [],
      );
    },
  );
}

/** How a Keep toggle looks: its fill, word and border colours, the surface around it, and its check mark. */
function lookOf(toggle: Locator) {
  return toggle.evaluate((element) => {
    const style = getComputedStyle(element);
    let around = element.parentElement;
    while (around && /rgba\(.*, 0\)|transparent/.test(getComputedStyle(around).backgroundColor))
      around = around.parentElement;
    const mark = element.querySelector('svg');
    return {
      fill: style.backgroundColor,
      word: style.color,
      border: style.borderTopColor,
      borderWidth: parseFloat(style.borderTopWidth),
      surface: around ? getComputedStyle(around).backgroundColor : 'rgb(255, 255, 255)',
      mark: !!mark?.checkVisibility({ visibilityProperty: true }),
    };
  });
}

for (const scheme of ['light', 'dark'] as const) {
  test(
    `the Keep toggles show their state: pressed, filled with a check mark at 3:1 or more against the surface; not pressed, outlined (${scheme})`,
    wcag('1.4.11', '4.1.2', '1.4.1'),
    async ({ page }) => {
      await page.setViewportSize(desktop);
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      /** Both states of the toggle, seen with nothing else on it (no pointer, no focus). */
      const states = async (toggle: Locator) => {
        const seen = async () => {
          await toggle.evaluate((element) => (element as HTMLElement).blur());
          await page.mouse.move(0, 0);
          return { look: await lookOf(toggle), shot: await toggle.screenshot({ animations: 'disabled' }) };
        };
        const before = await seen();
        const pressed = (await toggle.getAttribute('aria-pressed')) === 'true';
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-pressed', String(!pressed));
        const after = await seen();
        return pressed ? { on: before, off: after } : { on: after, off: before };
      };
      const expectShown = ({ on, off }: Awaited<ReturnType<typeof states>>, where: string) => {
        expect(off.look.mark, `${where}: no check mark while not pressed`).toBe(false);
        expect(on.look.mark, `${where}: a check mark while pressed`).toBe(true);
        expect(on.shot.equals(off.shot), `${where}: the two states look different`).toBe(false);
        const ratio = (foreground: string, background: string) => contrastRatio({ foreground, background });
        expect(
          ratio(on.look.fill, on.look.surface),
          `${where}: the pressed fill against the surface`,
        ).toBeGreaterThanOrEqual(3);
        expect(ratio(on.look.word, on.look.fill), `${where}: the word on the pressed fill`).toBeGreaterThanOrEqual(4.5);
        expect(off.look.borderWidth, `${where}: an outline while not pressed`).toBeGreaterThanOrEqual(1);
        expect(
          ratio(off.look.border, off.look.surface),
          `${where}: the outline against the surface`,
        ).toBeGreaterThanOrEqual(3);
      };

      // The one at the foot of every page, which a visitor sets before any notice shows.
      await page.goto('/accessibility');
      await waitForAppReady(page);
      expectShown(
        await states(page.getByRole('contentinfo').getByRole('button', { name: ui.notices.keepEverywhere })),
        'at the foot of the page',
      );

      // A notice's: the choice made at the foot of the page shows there pressed.
      await page.goto('/');
      await waitForAppReady(page);
      await page.getByRole('main').getByRole('button', { name: home.hero.learnLabel }).focus();
      await page.keyboard.press('Enter');
      const keep = page.locator(`#${NOTICES_ID}`).getByRole('button', { name: ui.notices.keepName });
      await expect(keep).toHaveAttribute('aria-pressed', 'true');
      expectShown(await states(keep), 'in a notice');
    },
  );
}
