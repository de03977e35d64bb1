// The report renderer: values from axe and the page show as text, never as markup, and the page passes axe.
import { expect, test } from '@playwright/test';
import { axeBuilder, axeTags, describeViolations, experimentalRules, type AxeResults } from './axe';
import type { ReportModel, ScenarioRecord } from './report/model';
import { escapeHtml, renderReport } from './report/render';
import { toEarl } from './report/earl';
import { conformanceRows, reportProblems } from './report/conformance';
import { criterionLabel, evaluations, statementRows } from './report/wcag';
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
  expect(page).toContain('1.4.3 Contrast (Minimum)');
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

test('has a VPAT front matter and one table per level, each row with a verdict, remarks and evidence', async ({
  page,
}) => {
  await page.setContent(renderReport(model));
  for (const term of ['Name of product and version', 'Report date', 'Product description', 'Contact information']) {
    await expect(page.getByRole('term').filter({ hasText: term })).toHaveCount(1);
  }
  await expect(page.getByText(site.email).first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Applicable standards and guidelines' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Legal disclaimer' })).toBeVisible();
  const counts = { A: 32, AA: 24, AAA: 31 };
  const tables = {
    A: page.getByRole('table', { name: /^Table 1: Success Criteria, Level A / }),
    AA: page.getByRole('table', { name: /^Table 2: Success Criteria, Level AA / }),
    AAA: page.getByRole('table', { name: /^Table 3: Success Criteria, Level AAA / }),
  };
  for (const [level, table] of Object.entries(tables)) {
    // A header row and one row per criterion; every row has a remark and evidence.
    await expect(table.getByRole('row')).toHaveCount(counts[level as keyof typeof counts] + 1);
    for (const row of await table.locator('tbody tr').all()) {
      await expect(row.locator('td').nth(1)).not.toBeEmpty();
      await expect(row.locator('td').nth(2)).not.toBeEmpty();
    }
  }
  const a = tables.A;
  await expect(a.getByRole('row', { name: /^4\.1\.1 / })).toContainText('Not Applicable');
  await expect(a.getByRole('row', { name: /^4\.1\.1 / })).toContainText('Obsolete and removed in WCAG 2.2');
  await expect(a.getByRole('row', { name: /^3\.3\.2 / })).toContainText('Supports');
  await expect(page.locator('td.verdict').filter({ hasText: 'Not Evaluated' })).toHaveCount(0);
  // The contrast violation fails 1.4.3 and links its evidence; the failed test fails 2.4.3, with the command to
  // re-run it in the automated evidence.
  const contrast = tables.AA.getByRole('row', { name: /^1\.4\.3 / });
  await expect(contrast).toContainText('Does Not Support');
  await contrast.getByRole('link', { name: /axe: 1 rule/ }).click();
  await expect(page.locator('#automated-1-4-3').getByRole('link', { name: 'color-contrast' })).toHaveAttribute(
    'href',
    violation.helpUrl,
  );
  await expect(a.getByRole('row', { name: /^2\.4\.3 / })).toContainText('Does Not Support');
  await expect(page.locator('#automated-2-4-3 code')).toContainText(
    'npx playwright test e2e/behaviour.spec.ts -g "fails"',
  );
  // A person's evaluation: who, when, and evidence beside the report.
  const reflow = tables.AA.getByRole('row', { name: /^1\.4\.10 / });
  await expect(reflow).toContainText("the project's maintainers");
  await expect(reflow.getByRole('link', { name: 'findings (JSON)' })).toHaveAttribute(
    'href',
    'evidence/accessibility/evidence/reflow-and-zoom.json',
  );
  // WCAG-EM: the public origin, the sample, the baseline and the tested matrix.
  const method = page.locator('#wcag-em').locator('..');
  await expect(method).toContainText(site.origin);
  await expect(page.getByRole('table', { name: 'Tested matrix' }).getByRole('row', { name: /^Orca / })).toContainText(
    '43.1',
  );
  await expect(page.getByText('0123abc').first()).toBeVisible();
  await expect(page.getByText('v20.19.0')).toBeVisible();
});

test('fails its own check when an A or AA row lacks a verdict, a remark or evidence', () => {
  const rows = conformanceRows({ ...model, behaviour: [], scenarios: [], gateFailures: [] });
  expect(reportProblems(rows)).toEqual([]);
  const blank = rows.map((row) =>
    row.criterion === '2.4.2' ? { ...row, verdict: 'Not Evaluated' as const, remarks: [], evaluations: [] } : row,
  );
  expect(reportProblems(blank)).toEqual([
    `${criterionLabel('2.4.2')}: no remark`,
    `${criterionLabel('2.4.2')}: Not Evaluated`,
    `${criterionLabel('2.4.2')}: no evidence`,
    `${criterionLabel('2.4.2')}: Not Evaluated here, Supports in the statement`,
  ]);
});

test('agrees line for line with the published statement', async ({ page }) => {
  const rows = conformanceRows({ ...model, behaviour: [], scenarios: [], gateFailures: [] });
  expect(rows.map((row) => [row.criterion, row.verdict, row.remarks])).toEqual(
    statementRows().map((row) => [row.criterion, row.verdict, row.remarks]),
  );
  await page.goto('/accessibility');
  const statement = page.locator('main');
  for (const row of rows) {
    await expect(statement).toContainText(`${criterionLabel(row.criterion)}: ${row.verdict}.`);
    // The statement explains the criteria not met; the report explains them all.
    if (!['Supports', 'Not Applicable'].includes(row.verdict))
      await expect(statement).toContainText(row.remarks.join(' '));
  }
  for (const evaluation of evaluations) await expect(statement).toContainText(evaluation.title);
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
    'http://127.0.0.1:4173/#maintainers',
  ]);
  const subjects = ofType('TestSubject');
  expect(subjects.length).toBeGreaterThan(1);
  for (const subject of subjects) expect(String(subject['@id'])).toMatch(/^http:\/\/127\.0\.0\.1:4173\//);
  const criteria = expanded.filter((node) => {
    const test = (node['http://www.w3.org/ns/earl#test'] as { '@id'?: string }[] | undefined)?.[0]?.['@id'];
    return test?.startsWith('https://www.w3.org/WAI/WCAG22/Understanding/');
  });
  expect(criteria).toHaveLength(87);
  // A criterion a person judged is asserted by the maintainers, with the date they judged it.
  const judged = criteria.filter((node) =>
    JSON.stringify(node['http://www.w3.org/ns/earl#assertedBy']).includes('#maintainers'),
  );
  expect(judged.length).toBeGreaterThan(80);
  // Every assertion names an assertor the graph describes.
  const assertions = JSON.stringify(expanded);
  expect(assertions).not.toContain('"assertor"');
});
