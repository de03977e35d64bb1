// The report renderer: values from axe and the page show as text, never as markup, and the page passes axe.
import { expect, test } from '@playwright/test';
import { axeBuilder, axeTags, describeViolations, experimentalRules, type AxeResults } from './axe';
import type { ReportModel, ScenarioRecord } from './report/model';
import { escapeHtml, renderReport } from './report/render';
import { toEarl } from './report/earl';
import jsonld from 'jsonld';
import { site } from '../src/content/site';

const hostile = '<img src=x onerror="window.__pwned = true"><script>window.__pwned = true</script>';

function results(overrides: Partial<AxeResults>): AxeResults {
  return {
    testEngine: { name: 'axe-core', version: '4.13.0' },
    testRunner: { name: 'axe' },
    testEnvironment: { userAgent: 'test', windowWidth: 1280, windowHeight: 800 },
    url: 'http://127.0.0.1/',
    timestamp: '2026-01-01T00:00:00.000Z',
    toolOptions: {},
    passes: [],
    violations: [],
    incomplete: [],
    inapplicable: [],
    ...overrides,
  };
}

const violation = {
  id: 'color-contrast',
  impact: 'serious',
  tags: ['wcag2aa', 'wcag143'],
  description: 'contrast',
  help: `Elements must meet contrast ${hostile}`,
  helpUrl: 'https://dequeuniversity.com/rules/axe/4.13/color-contrast',
  nodes: [
    {
      html: hostile,
      target: ['#x > img'],
      failureSummary: `Fix any of the following:\n  ${hostile}`,
      any: [],
      all: [],
      none: [],
      impact: 'serious',
    },
  ],
} as unknown as AxeResults['violations'][number];

const record: ScenarioRecord = {
  screen: { id: 'home', label: 'Home', path: '/' },
  viewport: { width: 320, height: 640 },
  scheme: 'dark',
  browserVersion: '1.0',
  states: [
    { id: 'top', label: 'Top of page', results: results({ violations: [violation] }) },
    { id: 'tooltip', label: 'Tooltip open', results: results({ incomplete: [violation] }) },
  ],
  unreachable: [{ id: 'menu', label: 'Mobile menu open', reason: 'not below 900px' }],
};

const model: ReportModel = {
  generatedAt: '2026-01-01T00:00:00.000Z',
  provenance: { commit: '0123abc', dirty: false, node: 'v20.19.0', os: 'Linux 6.1 (linux x64)' },
  transcripts: [{ name: 'home-reading', text: `link, Skip to main content\n${hostile}` }],
  axeVersion: '4.13.0',
  browserVersion: '1.0',
  playwrightVersion: '1.0',
  configuration: {
    tags: axeTags,
    experimentalRules,
    disabledRules: {},
    stateRuleExceptions: { 'forced-colours': { 'color-contrast': `reason ${hostile}` } },
    reviewedIncompletes: [],
  },
  expectedScenarios: 32,
  scenarios: [record],
  gateFailures: [{ title: 'blog 320px light', error: hostile }],
  behaviour: [
    {
      file: 'behaviour.spec.ts',
      group: 'skip link',
      title: `passes ${hostile}`,
      criteria: ['2.4.1'],
      outcome: 'passed',
    },
    {
      file: 'behaviour.spec.ts',
      group: 'skip link',
      title: 'fails',
      criteria: ['2.4.3'],
      outcome: 'failed',
      error: hostile,
    },
  ],
};

test('escapes every value it prints', () => {
  expect(escapeHtml(`<a href="x" title='y'>&`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;');
  const page = renderReport(model);
  expect(page).not.toContain(hostile);
  expect(page).toContain(escapeHtml(hostile));
  expect(page).toContain('1.4.3 Contrast (Minimum) (AA)');
});

test('shows findings, failures and unreachable states, and passes axe at 320 and 1280px', async ({ page }) => {
  for (const width of [320, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.setContent(renderReport(model));
    expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${site.name} website`);
    await expect(page.getByText('Some checks fail or did not run')).toBeVisible();
    await expect(page.getByText('Not explained: this fails the gate.')).toBeVisible();
    await expect(page.getByText('not reachable: not below 900px').first()).toBeVisible();
    await page.getByText('1 node(s)').first().click();
    await expect(page.locator('pre code').first()).toHaveText(hostile);
    const axe = await axeBuilder(page).analyze();
    expect(axe.violations, describeViolations(axe.violations)).toEqual([]);
    expect(axe.incomplete, describeViolations(axe.incomplete)).toEqual([]);
  }
});

test('has one conformance row per WCAG 2.2 A and AA criterion, with verdicts, remarks and evidence links', async ({
  page,
}) => {
  await page.setContent(renderReport(model));
  const table = page.getByRole('table', { name: 'Conformance by success criterion' });
  const rows = table.getByRole('row');
  // A header row, 55 criteria and 4.1.1 marked obsolete.
  await expect(rows).toHaveCount(57);
  for (const criterion of ['1.4.5', '2.2.2', '2.5.2', '3.1.1', '3.2.1', '3.2.2']) {
    await expect(
      table.getByRole('rowheader', { name: new RegExp(`^${criterion.replace(/\./g, '\\.')} `) }),
    ).toHaveCount(1);
  }
  await expect(table.getByRole('row', { name: /^4\.1\.1 / })).toContainText('Not Applicable');
  await expect(table.getByRole('row', { name: /^4\.1\.1 / })).toContainText(/obsolete/i);
  // The contrast violation fails 1.4.3 and links its rule; the failed test fails 2.4.3, with the command to re-run it.
  const contrast = table.getByRole('row', { name: /^1\.4\.3 / });
  await expect(contrast).toContainText('Does Not Support');
  await expect(contrast.getByRole('link', { name: 'color-contrast' })).toHaveAttribute('href', violation.helpUrl);
  const focusOrder = table.getByRole('row', { name: /^2\.4\.3 / });
  await expect(focusOrder).toContainText('Does Not Support');
  await expect(focusOrder.locator('code')).toContainText('npx playwright test e2e/behaviour.spec.ts -g "fails"');
  // Without a person's result, a criterion a person must judge is not evaluated, and the report claims nothing.
  await expect(table.getByRole('row', { name: /^1\.3\.2 / })).toContainText('Not Evaluated');
  await expect(page.getByText('This report is no conformance claim')).toBeVisible();
  await expect(page.getByText('0123abc')).toBeVisible();
  await expect(page.getByText('v20.19.0')).toBeVisible();
});

test('EARL keeps its assertors and subjects when expanded, and keys each criterion to its WCAG IRI', async () => {
  const earl = toEarl(model, 'http://127.0.0.1:4173/');
  const expanded = await jsonld.expand(earl);
  const ofType = (type: string) =>
    expanded.filter((node) => (node['@type'] as string[] | undefined)?.includes(`http://www.w3.org/ns/earl#${type}`));
  const assertors = ofType('Assertor').map((node) => node['@id']);
  expect(assertors).toEqual([
    'https://github.com/dequelabs/axe-core/releases/tag/v4.13.0',
    'http://127.0.0.1:4173/#assertor',
  ]);
  const subjects = ofType('TestSubject');
  expect(subjects.length).toBeGreaterThan(1);
  for (const subject of subjects) expect(String(subject['@id'])).toMatch(/^http:\/\/127\.0\.0\.1:4173\//);
  const criteria = expanded.filter((node) => {
    const test = (node['http://www.w3.org/ns/earl#test'] as { '@id'?: string }[] | undefined)?.[0]?.['@id'];
    return test?.startsWith('https://www.w3.org/WAI/WCAG22/Understanding/');
  });
  expect(criteria).toHaveLength(56);
  // Every assertion names an assertor the graph describes.
  const assertions = JSON.stringify(expanded);
  expect(assertions).not.toContain('"assertor"');
});
