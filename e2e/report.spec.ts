// The report renderer: values from axe and the page show as text, never as markup, and the page passes axe.
import { expect, test } from '@playwright/test';
import { axeBuilder, axeTags, describeViolations, experimentalRules, type AxeResults } from './axe';
import type { ReportModel, ScenarioRecord } from './report/model';
import { escapeHtml, renderReport } from './report/render';

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
    { group: 'skip link', title: `passes ${hostile}`, criteria: ['2.4.1'], outcome: 'passed' },
    { group: 'skip link', title: 'fails', criteria: ['2.4.3'], outcome: 'failed', error: hostile },
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
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cognitive Resilience Foundation website');
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
