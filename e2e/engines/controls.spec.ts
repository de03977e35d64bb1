// The bar's theme menu, a notice and a tooltip in Firefox and WebKit. The theme menu and the notices are the page
// script's before the app and after it (src/controls/color-scheme/pageColorScheme.ts,
// src/controls/notices/notices.ts); tooltips are the app's.
import { colorSchemeAttribute } from '../../theme/colorScheme';
import {
  COLOR_MODE_ATTRIBUTE,
  COLOR_SCHEME_INPUT_NAME,
  COLOR_SCHEME_POPOVER_ID,
  COLOR_SCHEME_TOGGLE_ATTRIBUTE,
} from '../../src/controls/color-scheme/colorSchemeNames';
import { actions } from '../../src/content/actions';
import { home } from '../../src/content/home';
import { colorSchemeButtonName, ui } from '../../src/content/ui';
import {
  NOTICE_ATTRIBUTE,
  NOTICE_DISMISS_ATTRIBUTE,
  NOTICES_ANNOUNCER_ID,
  NOTICES_ID,
} from '../../src/startup/contract';
import { ringProblem } from '../keyboard';
import { noticeSelector } from '../support';
import type { EnginePage } from '@foundation/browsers';
import { clickOn, engineNames, expect, hoverOn, pointOverPage, startApp, test, visit } from './fixtures';
import type { Target } from '@foundation/page-measures';

type Mode = keyof typeof ui.colorScheme.choices;

const themeButton = (mode: Mode): Target => ({
  css: `header [${COLOR_SCHEME_TOGGLE_ATTRIBUTE}]`,
  name: colorSchemeButtonName(mode),
});
const radio = (mode: Mode): Target => ({
  css: `#${COLOR_SCHEME_POPOVER_ID} input[name="${COLOR_SCHEME_INPUT_NAME}"][value="${mode}"]`,
});

/** The theme menu's choices as the page shows them: each radio's label, and which is checked. */
function themeChoices(tab: EnginePage) {
  return tab.evaluate(
    ({ popover, input }) =>
      [...document.querySelectorAll<HTMLInputElement>(`#${popover} input[name="${input}"]`)].map((choice) => ({
        label: choice.closest('label')?.textContent?.trim(),
        checked: choice.checked,
      })),
    { popover: COLOR_SCHEME_POPOVER_ID, input: COLOR_SCHEME_INPUT_NAME },
  );
}

/** The scheme applied: the visitor's choice, the scheme in force, and the page's background colour. */
function schemeApplied(tab: EnginePage) {
  return tab.evaluate(
    ({ choice, scheme }) => ({
      choice: document.documentElement.getAttribute(choice),
      scheme: document.documentElement.getAttribute(scheme),
      colorScheme: getComputedStyle(document.documentElement).colorScheme,
      background: getComputedStyle(document.body).backgroundColor,
    }),
    { choice: COLOR_MODE_ATTRIBUTE, scheme: colorSchemeAttribute },
  );
}

/** Whether the theme button says, by aria-expanded, that its menu is in the given state (run in the page). */
const expandedIs = ({ toggle, state }: { toggle: string; state: string }) =>
  document.querySelector(`header [${toggle}]`)?.getAttribute('aria-expanded') === state;

const learnMore = actions.learnAboutCogniGuard;
const noticeTrigger: Target = { css: `[${NOTICE_ATTRIBUTE}]`, name: home.hero.learnLabel };

for (const engine of engineNames) {
  test.describe(`${engine}: the bar's theme menu, notices and tooltips`, () => {
    test.use({ engine });

    for (const app of ['before the app', 'after the app'] as const) {
      test(`${app}: the theme menu opens on a click, its radios change the scheme by arrow keys, Escape closes it with focus back`, async ({
        tab,
        site,
      }) => {
        await visit(tab, site, '/', { app: 'held' });
        if (app === 'after the app') await startApp(tab, site);
        const atFirst = await schemeApplied(tab);
        expect(atFirst).toMatchObject({ choice: 'system', scheme: 'light' });

        await clickOn(tab, themeButton('system'));
        await tab.waitFor(
          'the theme menu to open',
          (id) => !!document.getElementById(id)?.matches(':popover-open'),
          COLOR_SCHEME_POPOVER_ID,
        );
        expect(await themeChoices(tab)).toEqual(
          Object.values(ui.colorScheme.choices).map((label, index) => ({ label, checked: index === 0 })),
        );
        // The button says its popup is open (WCAG 4.1.2), and closed again below.
        await tab.waitFor('the button to say its menu is open', expandedIs, {
          toggle: COLOR_SCHEME_TOGGLE_ATTRIBUTE,
          state: 'true',
        });
        await tab.waitFor(
          'focus on the choice in force',
          (choice) => window.__engines!.hasFocus(choice),
          radio('system'),
        );

        // The arrow keys move the choice, and each applies at once.
        await tab.press('ArrowDown');
        await tab.waitFor('Light to be chosen', (choice) => window.__engines!.hasFocus(choice), radio('light'));
        await expect.poll(() => schemeApplied(tab)).toMatchObject({ choice: 'light', scheme: 'light' });
        await tab.press('ArrowDown');
        await tab.waitFor('Dark to be chosen', (choice) => window.__engines!.hasFocus(choice), radio('dark'));
        await expect
          .poll(() => schemeApplied(tab))
          .toMatchObject({ choice: 'dark', scheme: 'dark', colorScheme: expect.stringContaining('dark') });
        expect((await schemeApplied(tab)).background).not.toBe(atFirst.background);

        // Escape closes it; focus is back on the button, which names the choice now in force.
        await tab.press('Escape');
        await tab.waitFor(
          'the theme menu to close',
          (id) => !document.getElementById(id)?.matches(':popover-open'),
          COLOR_SCHEME_POPOVER_ID,
        );
        await tab.waitFor(
          'focus back on the button',
          (button) => window.__engines!.hasFocus(button),
          themeButton('dark'),
        );
        await tab.waitFor('the button to say its menu is closed', expandedIs, {
          toggle: COLOR_SCHEME_TOGGLE_ATTRIBUTE,
          state: 'false',
        });
        const focus = await tab.evaluate((name) => window.__engines!.focusState(name), ui.menu.title);
        expect(focus.focusVisible, 'the button focused after Escape shows its ring').toBe(true);
        expect(ringProblem(focus.probe)).toEqual([]);
      });

      test(`${app}: a notice shows on a click, is said by a polite live region, and its dismiss button removes it`, async ({
        tab,
        site,
      }) => {
        await visit(tab, site, '/', { app: 'held' });
        if (app === 'after the app') await startApp(tab, site);
        await clickOn(tab, noticeTrigger);
        const notice = { css: noticeSelector };
        await tab.waitFor('the notice to show', (shown) => window.__engines!.find(shown), notice);
        expect(await tab.evaluate((id) => document.getElementById(id)?.textContent, NOTICES_ID)).toContain(
          learnMore.message,
        );
        // Said once, by the polite live region beside the stack.
        await tab.waitFor(
          'the live region to say the notice',
          ({ id, message }) => !!document.getElementById(id)?.textContent?.includes(message),
          { id: NOTICES_ANNOUNCER_ID, message: learnMore.message },
        );
        expect(
          await tab.evaluate((id) => document.getElementById(id)?.getAttribute('aria-live'), NOTICES_ANNOUNCER_ID),
        ).toBe('polite');

        await clickOn(tab, {
          css: `[${NOTICE_DISMISS_ATTRIBUTE}]`,
          name: ui.notices.dismiss,
          within: `#${NOTICES_ID}`,
        });
        await tab.waitFor('the notice to go', (shown) => !window.__engines!.find(shown), notice);
        // Then the live region says which notice has gone, and that only: by its button's name, not its words again.
        await tab.waitFor(
          'the live region to say the notice was dismissed',
          ({ id, words }) => document.getElementById(id)?.textContent === words,
          { id: NOTICES_ANNOUNCER_ID, words: ui.notices.dismissed(home.hero.learnLabel) },
        );
        await tab.waitFor('focus back on its button', (button) => window.__engines!.hasFocus(button), noticeTrigger);
      });
    }

    test('after the app: a tooltip shows while the pointer rests on its control, and Escape hides it', async ({
      tab,
      site,
    }) => {
      await visit(tab, site, '/', { app: 'held' });
      await startApp(tab, site);
      const tooltip: Target = { css: '[role="tooltip"]', name: home.researchFocus.comingSoonTooltip };
      await hoverOn(tab, { css: 'button', name: home.researchFocus.comingSoonLabel });
      await tab.waitFor('the tooltip to show', (shown) => window.__engines!.find(shown), tooltip);
      await tab.press('Escape');
      await tab.waitFor('the tooltip to go', (shown) => !window.__engines!.find(shown), tooltip);
      await pointOverPage(tab);
    });
  });
}
