// Notices at any zoom in Firefox and WebKit, the walk Chromium takes (e2e/notices.spec.ts, e2e/noticeWalk.ts):
// raised by the keyboard, a pointer or a finger, at 400% zoom (320×256 and 341×192), on a phone and on a desktop
// (each size one way in each engine: noticeWalk.ts's engineRaisings), a notice never covers the control that has focus, lies within the viewport with all its text reachable, and
// Escape dismisses the newest one wherever focus is.
import { home } from '../../src/content/home';
import { ui } from '../../src/content/ui';
import { NOTICE_ATTRIBUTE, NOTICE_KEEP_ATTRIBUTE, NOTICES_ID } from '../../src/startup/contract';
import { engineRaisings, noticeButtonsHidden, noticeViewports, noticeWalkTitle } from '../noticeWalk';
import { FOCUS_RING_REACH_PX } from '../../src/app/constants';
import {
  stackProblems,
  stackScrollProblems,
  stackStop,
  walkPastStack,
  type WalkDriver,
} from '@foundation/page-measures';
import { wcag } from '../wcag';
import type { EnginePage } from '@foundation/browsers';
import { engineNames, expect, startApp, test, visit } from './fixtures';
import type { Target } from '@foundation/page-measures';

const trigger: Target = { css: `[${NOTICE_ATTRIBUTE}]`, name: home.hero.learnLabel, within: 'main' };
/** The next button on the page that raises a notice (another notice: the same button twice raises one). */
const nextTrigger: Target = { css: `[${NOTICE_ATTRIBUTE}]`, name: home.researchFocus.comingSoonLabel, within: 'main' };
const keepEverywhere: Target = { css: `[${NOTICE_KEEP_ATTRIBUTE}]`, name: ui.notices.keepEverywhere, within: 'footer' };

const driverOf = (tab: EnginePage): WalkDriver => ({
  press: (key) => tab.press(key),
  evaluate: (fn, arg) => tab.evaluate(fn, arg),
});

const shownNotices = (tab: EnginePage) =>
  tab.evaluate((id) => document.getElementById(id)!.childElementCount, NOTICES_ID);

/** Presses the element at its centre, with the pointer or a finger. */
async function pressOn(tab: EnginePage, target: Target, by: 'pointer' | 'touch') {
  const centre = await tab.evaluate((found) => window.__engines!.centre(found), target);
  if (!centre) throw new Error(`Nothing shown to press: ${JSON.stringify(target)}`);
  if (by === 'touch') await tab.tap(centre.x, centre.y);
  else await tab.click(centre.x, centre.y);
}

for (const [engineIndex, engine] of engineNames.entries()) {
  test.describe(`${engine}: notices at any zoom`, () => {
    test.use({ engine });
    for (const { viewport, by, phase } of engineRaisings(engineIndex)) {
      test(
        noticeWalkTitle(viewport, by, phase),
        wcag('2.4.11', '2.4.12', '1.4.10', '2.1.1', '2.2.1'),
        async ({ tab, site }) => {
          if (by !== 'keyboard') {
            // A pointer's notice leaves after its time: the visitor has chosen, at the foot of a page, to keep notices.
            await visit(tab, site, '/accessibility', { viewport, app: 'held' });
            await pressOn(tab, keepEverywhere, by);
            await tab.waitFor(
              "the statement's Keep to be pressed",
              (target) => window.__engines!.find({ ...target, css: `${target.css}[aria-pressed="true"]` }),
              keepEverywhere,
            );
          }
          await visit(tab, site, '/', { viewport, app: 'held' });
          if (phase === 'after the app') await startApp(tab, site);
          if (by === 'keyboard') {
            // From the top of the page, as a keyboard visitor gets there, two notices: Enter on the button, then
            // on the next button that raises one.
            for (const target of [trigger, nextTrigger]) {
              for (let presses = 0; presses < 40; presses++) {
                if (await tab.evaluate((found) => window.__engines!.hasFocus(found), target)) break;
                await tab.press('Tab');
              }
              await tab.waitFor('focus on the button', (found) => window.__engines!.hasFocus(found), target);
              await tab.press('Enter');
            }
            await expect.poll(() => shownNotices(tab)).toBe(2);
          } else {
            // Tab goes on from the button pressed, focused or not (the sequential focus navigation starting point).
            await pressOn(tab, trigger, by);
            await expect.poll(() => shownNotices(tab)).toBe(1);
          }
          const stops = await walkPastStack(driverOf(tab), NOTICES_ID);
          const last = stops.at(-1)!;
          expect(last.inStack, `the walk came to the notices' own buttons (it ended on ${last.focused})`).toBe(true);
          expect(stops.length).toBeGreaterThan(10);
          expect(stops.flatMap(stackProblems)).toEqual([]);
          // Where the notices scroll inside their box, their box is the first stop in them, and the arrow keys scroll it.
          expect(await stackScrollProblems(driverOf(tab), NOTICES_ID)).toEqual([]);

          // Back to the page's last control, and Escape there: the newest notice goes, focus stays.
          await tab.press('Shift+Tab');
          const before = await stackStop(driverOf(tab), NOTICES_ID);
          expect(before.inStack).toBe(false);
          await tab.evaluate(
            (id) => document.getElementById(id)!.firstElementChild!.setAttribute('data-oldest', ''),
            NOTICES_ID,
          );
          await tab.press('Escape');
          await expect.poll(() => shownNotices(tab)).toBe(before.shown - 1);
          if (before.shown > 1)
            expect(
              await tab.evaluate(
                (id) => document.getElementById(id)!.firstElementChild!.hasAttribute('data-oldest'),
                NOTICES_ID,
              ),
            ).toBe(true);
          expect((await stackStop(driverOf(tab), NOTICES_ID)).focused).toBe(before.focused);
        },
      );
    }

    for (const viewport of noticeViewports) {
      test(
        `Keep and Dismiss show without scrolling inside the notice, at ${viewport.width}×${viewport.height}`,
        wcag('2.2.1', '1.4.10'),
        async ({ tab, site }) => {
          await visit(tab, site, '/', { viewport, app: 'held' });
          // Two notices with no time limit (Enter), the longest first: at 400% zoom each is taller than the stack.
          for (const target of [trigger, nextTrigger]) {
            await tab.evaluate(
              ({ css, name, within }) =>
                [...document.querySelectorAll<HTMLElement>(css)]
                  .find((button) => button.closest(within!) && button.textContent?.trim() === name)
                  ?.focus(),
              target,
            );
            await tab.waitFor('focus on the button', (found) => window.__engines!.hasFocus(found), target);
            await tab.press('Enter');
          }
          await expect.poll(() => shownNotices(tab)).toBe(2);
          expect(
            await tab.evaluate(noticeButtonsHidden, { stackId: NOTICES_ID, ringReach: FOCUS_RING_REACH_PX }),
          ).toEqual([]);
        },
      );
    }
  });
}
