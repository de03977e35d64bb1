// axe in Firefox and WebKit: every page of the site (src/app/pages.mjs) has no violation before the app and after
// it, with the rules the Chromium gate runs (e2e/axe.ts). axe-core's own build is put into the page by the driver.
import axe from 'axe-core';
import { pages } from '../../src/app/pages.mjs';
import { axeTags, describeViolations, disabledRules, experimentalRules, type AxeRuleResult } from '../axe';
import type { EnginePage } from '@foundation/browsers';
import { engineNames, expect, startApp, test, visit } from './fixtures';

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
  await tab.run(axe.source);
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
  });
}
