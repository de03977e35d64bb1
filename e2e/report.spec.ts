// The report renderer: values from axe and the page show as text, never as markup, and the page passes axe.
import { expect, test } from '@playwright/test';
import { axeBuilder, axeTags, describeViolations, experimentalRules, type AxeResults } from './axe';
import type { ReportModel, ScenarioRecord } from './report/model';
import { escapeHtml, renderReport } from './report/render';
import { toEarl } from './report/earl';
import { conformanceRows, reportProblems } from './report/conformance';
import { criterionLabel, evaluations, evidenceRun, statementRows } from './report/wcag';
import { checkClaims, claimProblems, measuredFiles, valuesAt } from './report/claims';
import { technologiesOf } from './report/technologies';
import jsonld from 'jsonld';
import { readFileSync } from 'node:fs';
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

/** The evidence the remarks' measurements read, as the reporter copies it. */
const evidenceFiles = Object.fromEntries(
  measuredFiles(evaluations).map((path) => [path, JSON.parse(readFileSync(path, 'utf8')) as unknown]),
);

const model: ReportModel = {
  generatedAt: '2026-01-01T00:00:00.000Z',
  provenance: { commit: '0123abc', dirty: false, node: 'v20.19.0', os: 'Linux 6.1 (linux x64)' },
  evidence: {
    run: { ...evidenceRun, versions: { ...evidenceRun.versions, chromium: '150.0.1', firefox: '153.7.0esr' } },
    changes: [],
  },
  versions: { chromium: '151.0.2', firefox: '153.7.0esr', orca: '43.1' },
  tests: [],
  evidenceFiles,
  technologies: technologiesOf([
    {
      path: 'index.html',
      html: '<html lang="en"><body><nav aria-label="Main"><a href="/">Home</a></nav></body></html>',
    },
  ]),
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
    await expect(page.getByText('Not settled: no review covers it, which fails the gate.')).toBeVisible();
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
  const before = reportProblems(rows);
  const blank = rows.map((row) =>
    row.criterion === '2.4.2' ? { ...row, verdict: 'Not Evaluated' as const, remarks: [], evaluations: [] } : row,
  );
  expect(reportProblems(blank).filter((problem) => !before.includes(problem))).toEqual([
    `${criterionLabel('2.4.2')}: no remark`,
    `${criterionLabel('2.4.2')}: Not Evaluated`,
    `${criterionLabel('2.4.2')}: no evidence`,
    `${criterionLabel('2.4.2')}: Not Evaluated here, Supports in the statement`,
  ]);
});

test('flags a remark that says every, all or no unless a measurement of this run holds it', () => {
  const evaluation = (
    remark: string,
    measured?: Parameters<typeof checkClaims>[0][number]['criteria'][string]['measured'],
  ) => ({
    ...evaluations[0]!,
    id: 'sample',
    criteria: { '2.5.8': { outcome: 'pass' as const, remark, ...(measured ? { measured } : {}) } },
  });
  const evidence = {
    'accessibility/evidence/target-size.json': {
      results: { '/ 390px': { under24: [] }, '/blog 390px': { under24: [{ name: 'Mail' }] } },
    },
  };
  const tests = [{ file: 'e2e/behaviour.spec.ts', title: 'every target is at least 24px', outcome: 'passed' as const }];
  const problems = (remark: string, measured?: Parameters<typeof evaluation>[1]) =>
    claimProblems(checkClaims([evaluation(remark, measured)], evidence, tests), criterionLabel);
  // A remark that claims nothing of the whole needs no measurement.
  expect(problems('Targets on the home page are 44 px tall.')).toEqual([]);
  // One that does names the figure it rests on, which this run's evidence must hold.
  expect(problems('Every target is at least 24 by 24 px.')).toEqual([
    `${criterionLabel('2.5.8')} (sample): says “every” but names no measurement it rests on (“measured” in accessibility/evaluations.json)`,
  ]);
  const everyPage = { file: 'accessibility/evidence/target-size.json', figure: '/results/*/under24/length', is: 0 };
  expect(problems('No target is under 24 px.', [everyPage])).toEqual([
    `${criterionLabel('2.5.8')} (sample): accessibility/evidence/target-size.json /results/*/under24/length is 0, but found 0, 1 (2 values)`,
  ]);
  expect(problems('No target is under 24 px.', [{ ...everyPage, figure: '/results/~1 390px/under24/length' }])).toEqual(
    [],
  );
  expect(problems('All targets are 24 px.', [{ ...everyPage, figure: '/results/missing' }])[0]).toContain(
    'no such figure in the evidence',
  );
  expect(
    problems('All targets are 24 px.', [{ test: 'e2e/behaviour.spec.ts: every target is at least 24px' }]),
  ).toEqual([]);
  expect(problems('All targets are 24 px.', [{ test: 'e2e/behaviour.spec.ts: a test not run' }])[0]).toContain(
    'not run in this run',
  );
  expect(valuesAt({ a: [1, 2, 3], b: { c: true } }, '/a/length')).toEqual([3]);
  expect(valuesAt({ a: { x: { n: 1 }, y: { n: 2 } } }, '/a/*/n')).toEqual([1, 2]);
});

test('refuses to give verdicts when the evidence was measured on other sources', async ({ page }) => {
  const stale: ReportModel = {
    ...model,
    evidence: { ...model.evidence, changes: ['src/sections/Hero.tsx', 'npm:react 19.3.1 → 19.3.2'] },
  };
  await page.setContent(renderReport(stale));
  await expect(page.getByRole('table', { name: /^Table 1: Success Criteria/ })).toHaveCount(0);
  await expect(page.locator('td.verdict')).toHaveCount(0);
  await expect(page.locator('#conformance').locator('..')).toContainText('No verdicts');
  await expect(page.locator('#conformance').locator('..')).toContainText('src/sections/Hero.tsx');
  await expect(page.locator('#conformance').locator('..')).toContainText('npm run a11y:evidence');
  await expect(page.getByText(/Against it the site is/)).toHaveCount(0);
  const earl = JSON.stringify(toEarl(stale, site.origin));
  expect(earl).not.toContain('WCAG22/Understanding');
  expect(earl).toContain('earl:automatic');
});

test('says it is a self-assessment, how each result was reached, and what was not tested', async ({ page }) => {
  await page.setContent(renderReport(model));
  await expect(page.locator('header')).toContainText('A self-assessment.');
  await expect(page.locator('#front-matter').locator('..')).toContainText('A self-assessment.');
  await expect(page.locator('#wcag-em').locator('..')).toContainText('A self-assessment.');
  await expect(page.locator('body')).not.toContainText(/evaluation by a person/i);
  await expect(page.locator('body')).not.toContainText(/checks by the project’s maintainers/i);
  for (const what of ['Windows and macOS', 'phones and tablets', 'speech recognition', 'voice control']) {
    await expect(page.locator('#wcag-em').locator('..')).toContainText(what);
  }
  await expect(page.getByRole('article').first()).toContainText(
    'A scripted check whose output the maintainers read (semi-automatic)',
  );
  // The matrix gives the versions as the programs gave them, both where the two runs differ.
  const chromium = page.getByRole('table', { name: /^Tested matrix/ }).getByRole('row', { name: /^Chromium / });
  await expect(chromium).toContainText('150.0.1');
  await expect(chromium).toContainText('151.0.2');
  await expect(chromium).toContainText('(differs)');
  const webkit = page.getByRole('table', { name: /^Tested matrix/ }).getByRole('row', { name: /WebKitGTK/ });
  await expect(webkit).toContainText('not used in this run');
});

test('marks each row with its WCAG version, aims at WCAG 2.2 AA and lists the AAA criteria also met', async ({
  page,
}) => {
  await page.setContent(renderReport(model));
  const row = (criterion: string) => page.locator(`#sc-${criterion.replace(/\./g, '-')}`);
  await expect(row('1.1.1').getByRole('rowheader')).toContainText('(Level A, WCAG 2.0)');
  await expect(row('1.4.10').getByRole('rowheader')).toContainText('(Level AA, WCAG 2.1)');
  await expect(row('2.4.11').getByRole('rowheader')).toContainText('(Level AA, WCAG 2.2)');
  const notes = page.getByRole('definition').filter({ hasText: 'Conformance target' });
  await expect(notes).toContainText('Conformance target: WCAG 2.2 AA.');
  const met = statementRows().filter((candidate) => candidate.level === 'AAA' && candidate.verdict === 'Supports');
  await expect(notes).toContainText(`Also met, beyond the target: ${met.length} criteria of level AAA`);
  for (const criterion of met)
    await expect(notes.getByRole('link', { name: criterion.criterion, exact: true })).toBeVisible();
});

test('lists the technologies the built pages use, and only those', async ({ page }) => {
  const found = technologiesOf(
    [
      {
        path: 'index.html',
        html: '<!doctype html><html lang="en"><head><style>:root{--ink:#000} a:focus-visible{outline:2px solid}</style></head><body><button aria-pressed="false" popover>Keep</button><svg><title>x</title></svg><template><div role="dialog" aria-modal="true"></div></template></body></html>',
      },
      {
        path: 'blog/index.html',
        html: '<html lang="en"><body><main><p>Text</p></main><script>1</script></body></html>',
      },
    ],
    () => undefined,
  );
  expect(found.aria).toEqual({ 'aria-modal': 1, 'aria-pressed': 1 });
  expect(found.aria['aria-expanded']).toBeUndefined();
  expect(found.roles).toEqual({ dialog: 1 });
  expect(found.htmlAttributes).toEqual({ lang: 2, popover: 1 });
  expect(found.html.template).toBe(1);
  expect(found.html.title).toBeUndefined(); // SVG's title is not HTML's
  expect(found.css).toEqual({ 'custom properties': 1, ':focus-visible': 1 });
  expect(found.svg).toBe(1);
  expect(found.scripts).toEqual({ inline: 1, files: 0, types: ['text/javascript'] });
  await page.setContent(renderReport({ ...model, technologies: found }));
  const listed = page.getByRole('definition').filter({ hasText: 'Read from the 2 built pages' });
  await expect(listed).toContainText('WAI-ARIA: the attributes aria-modal (1 of 2 pages), aria-pressed (1 of 2 pages)');
  await expect(listed).not.toContainText('aria-expanded');
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
  const earl = toEarl(model, site.origin);
  const expanded = await jsonld.expand(earl);
  const ofType = (type: string) =>
    expanded.filter((node) => (node['@type'] as string[] | undefined)?.includes(`http://www.w3.org/ns/earl#${type}`));
  const origin = new URL('/', site.origin).href;
  const assertors = ofType('Assertor').map((node) => node['@id']);
  expect(assertors).toEqual([
    'https://github.com/dequelabs/axe-core/releases/tag/v4.13.0',
    `${origin}#assertor`,
    `${origin}#scripted-checks`,
    `${origin}#maintainers`,
    `${origin}#maintainers-reading-scripted-checks`,
  ]);
  // The subjects are the site's pages at its public origin, not the local server that stood in for it.
  const subjects = ofType('TestSubject');
  expect(subjects.length).toBeGreaterThan(1);
  for (const subject of subjects) expect(String(subject['@id']).startsWith(origin)).toBe(true);
  expect(JSON.stringify(expanded)).not.toContain('127.0.0.1');
  const criteria = expanded.filter((node) => {
    const test = (node['http://www.w3.org/ns/earl#test'] as { '@id'?: string }[] | undefined)?.[0]?.['@id'];
    return test?.startsWith('https://www.w3.org/WAI/WCAG22/Understanding/');
  });
  expect(criteria).toHaveLength(87);
  const mode = (node: (typeof criteria)[number]) =>
    (node['http://www.w3.org/ns/earl#mode'] as { '@id': string }[])[0]!['@id'];
  // A criterion the maintainers judged from a scripted check is semi-automatic and theirs; none is manual, for no
  // person made a check by hand; the rest is the report's own, automatic.
  const judged = criteria.filter((node) =>
    JSON.stringify(node['http://www.w3.org/ns/earl#assertedBy']).includes('#maintainers-reading-scripted-checks'),
  );
  expect(judged.length).toBeGreaterThan(80);
  for (const node of judged) expect(mode(node)).toBe('http://www.w3.org/ns/earl#semiAuto');
  expect(criteria.map(mode)).not.toContain('http://www.w3.org/ns/earl#manual');
  for (const node of criteria.filter((candidate) => !judged.includes(candidate))) {
    expect(mode(node)).toBe('http://www.w3.org/ns/earl#automatic');
  }
  // Every assertion names an assertor the graph describes.
  const assertions = JSON.stringify(expanded);
  expect(assertions).not.toContain('"assertor"');
});
