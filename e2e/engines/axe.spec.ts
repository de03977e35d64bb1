// axe in Firefox and WebKit: every page of the site (src/app/pages.mjs) has no violation before the app and after
// it, with the rules the Chromium gate runs (e2e/axe.ts). axe-core's own build is put into the page by the driver.
import axe from 'axe-core';
import { pages } from '../../src/app/pages.mjs';
import { axeTags, describeViolations, disabledRules, experimentalRules, type AxeRuleResult } from '../axe';
import type { EnginePage } from '@foundation/browsers';
import { engineNames, expect, startApp, test, visit } from './fixtures';
import { home } from '../../src/content/home';
import { ui } from '../../src/content/ui';
import { NOTICE_ATTRIBUTE, NOTICES_ID } from '../../src/startup/contract';

const options = {
  runOnly: { type: 'tag', values: [...axeTags] },
  rules: Object.fromEntries<{ enabled: boolean }>([
    ...experimentalRules.map((id) => [id, { enabled: true }] as const),
    ...Object.keys(disabledRules).map((id) => [id, { enabled: false }] as const),
  ]),
  resultTypes: ['violations'],
};

declare global {
  interface Window {
    axe?: { run(context: Document, options: unknown): Promise<{ violations: AxeRuleResult[] }> };
  }
}

async function violations(tab: EnginePage): Promise<AxeRuleResult[]> {
  // Once a document: half a megabyte through the driver each time was a good part of a run (e2e/axe.ts, loadAxe).
  if (await tab.evaluate(() => !window.axe)) await tab.run(axe.source);
  return tab.evaluate(async (runOptions) => (await window.axe!.run(document, runOptions)).violations, options);
}

for (const engine of engineNames) {
  test.describe(`${engine}: axe`, () => {
    test.use({ engine });
    for (const page of pages) {
      test(`${page.url} has no violation before the app and after it`, async ({ tab, site }) => {
        await visit(tab, site, page.url, { app: 'held' });
        const before = await violations(tab);
        expect(before, `before the app:\n${describeViolations(before)}`).toEqual([]);
        await startApp(tab, site);
        const after = await violations(tab);
        expect(after, `after the app:\n${describeViolations(after)}`).toEqual([]);
      });
    }

    test('/ with a notice showing has no violation on the whole page: the notice is inside a named region', async ({
      tab,
      site,
    }) => {
      await visit(tab, site, '/', { app: 'held' });
      // Raised from the keyboard, it stays while axe runs.
      await tab.evaluate(
        ({ css, name }) =>
          [...document.querySelectorAll<HTMLElement>(css)]
            .find((button) => button.textContent?.trim() === name)
            ?.focus(),
        { css: `main [${NOTICE_ATTRIBUTE}]`, name: home.hero.learnLabel },
      );
      await tab.press('Enter');
      await tab.waitFor(
        'the notice, in its region',
        ({ id, name }) => {
          const stack = document.getElementById(id);
          return !!stack?.childElementCount && stack.closest('section')?.getAttribute('aria-label') === name;
        },
        { id: NOTICES_ID, name: ui.notices.stackName },
      );
      const found = await violations(tab);
      expect(found, describeViolations(found)).toEqual([]);
    });
  });
}
