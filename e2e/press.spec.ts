// The press test: each kind of control a visitor presses, in every phase they can meet the page in (scenarios.ts),
// is answered. The kinds, and what shows each has answered, are the bench's (scripts/bench/taps.mjs), which times
// the same presses. Without JavaScript the controls that need a script are hidden, not dead, and links work; before
// the app the page answers by itself; while it starts, a press in the first frame of hydration is answered by the
// page before hydration ends (React would otherwise hydrate the whole page first); after it, by the app.
import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { tapKinds } from '../scripts/bench/taps.mjs';
import * as colorSchemeNames from '../src/controls/color-scheme/colorSchemeNames';
import * as menuNames from '../src/controls/menu/menuNames';
import * as startupNames from '../src/startup/contract';
import { openInPhase, openWithTheAppHeld } from './phases';
import { phases, phone, screens, type Scenario } from './scenarios';
import { startHydratingSlowly } from './support';

const kinds = tapKinds({ ...startupNames, ...menuNames, ...colorSchemeNames });
const home = screens.find((screen) => screen.id === 'home')!;
/** The kinds that need a script: without one, their control is hidden. */
const needScript = new Set(['menu', 'scheme', 'notice']);

/** Where a visitor presses the control: its middle. */
async function middleOf(page: Page, control: string) {
  const box = await page.locator(control).first().boundingBox();
  expect(box, `${control} is on screen`).not.toBeNull();
  return { x: box!.x + box!.width / 2, y: box!.y + box!.height / 2 };
}

/** A raw press there: nothing asks the page first (while it hydrates, that would wait behind its busy thread). */
async function press(page: Page, { x, y }: { x: number; y: number }) {
  await page.mouse.click(x, y);
}

const answered = (page: Page, condition: string) => page.evaluate<boolean>(condition);

for (const phase of phases) {
  test.describe(`a press ${phase}`, () => {
    for (const kind of kinds) {
      const scenario: Scenario = { screen: home, viewport: phone, scheme: 'light', phase };
      if (phase === 'without JavaScript' && needScript.has(kind.id)) {
        test(`${kind.label}: the control needs a script, so it is hidden`, async ({
          page: fixturePage,
          browser,
          baseURL,
        }) => {
          const { page, done } = await openInPhase({ page: fixturePage, browser, baseURL: baseURL! }, scenario);
          // The one the other phases press (a notice button shown as disabled, aria-disabled, may stay).
          await expect(page.locator(kind.control).first()).toBeHidden();
          await done();
        });
        continue;
      }
      if (phase === 'while it starts') {
        test(`${kind.label}: pressed in the first frame of hydration, answered before it ends`, async ({ page }) => {
          const release = await openWithTheAppHeld(page, scenario);
          await expect(page.locator(kind.control).first()).toBeVisible();
          // Found before hydration starts, which moves nothing (the page is the server's).
          const control = await middleOf(page, kind.control);
          // In the page: whether hydration had ended at the press.
          await page.evaluate((measure) => {
            const seen: { hydrated?: boolean } = {};
            (window as unknown as { __pressed: typeof seen }).__pressed = seen;
            const note = () => (seen.hydrated ??= performance.getEntriesByName(measure).length > 0);
            window.addEventListener('pointerdown', note, true);
          }, startupNames.HYDRATED_MEASURE);
          const finishHydration = await startHydratingSlowly(page, release);
          await press(page, control);
          // Checked in every frame; in the first that shows the answer, whether hydration had ended.
          const atAnswer = await page.waitForFunction(
            `(${kind.answered}) && { pressed: window.__pressed.hydrated, answered: performance.getEntriesByName('${startupNames.HYDRATED_MEASURE}').length > 0 }`,
            undefined,
            { polling: 'raf' },
          );
          expect(await atAnswer.jsonValue(), 'hydrated when pressed, when answered').toEqual({
            pressed: false,
            answered: false,
          });
          await finishHydration();
          expect(await answered(page, kind.answered), 'still answered once the app runs').toBe(true);
        });
        continue;
      }
      test(`${kind.label}: answered`, async ({ page: fixturePage, browser, baseURL }) => {
        const { page, done } = await openInPhase({ page: fixturePage, browser, baseURL: baseURL! }, scenario);
        await press(page, await middleOf(page, kind.control));
        await expect.poll(() => answered(page, kind.answered)).toBe(true);
        await done();
      });
    }
  });
}
