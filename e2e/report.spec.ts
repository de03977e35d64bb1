// The site's conformance report, as the reporter (e2e/report/reporter.ts) makes it with the conformance-report
// package: the page passes axe and runs no value as markup, its verdicts are the published statement's, EARL
// names the site's public pages. Whether every figure a remark rests on is one the scripted checks of the run wrote
// is the reporter's check, at the end of the run that wrote them. The package's own tests
// (packages/conformance-report/test/) hold what the report says and refuses to say.
import { expect, test } from './test';
import { conformanceRows, renderReport, technologiesOf, toEarl, type ReportInput } from 'conformance-report';
import { axeRun, contrastViolation as violation, hostile } from 'conformance-report/testing';
import { axeBuilder, axeTags, describeViolations, experimentalRules } from './axe';
import { criterionLabel, evaluations, statementRows } from '../src/content/accessibility';
import { site } from '../src/content/site';
import { axeMethod, criteria, evaluationData, product, standards, transcriptsNote } from './report/site';

/** The site's report input with one run's results, hostile values among them. */
const input: ReportInput = {
  product,
  criteria,
  // The INT edition, as the reporter writes it: the Section 508 and EN 301 549 tables are on the page axe checks.
  standards,
  evaluations: evaluationData,
  results: {
    generatedAt: '2026-01-01T00:00:00.000Z',
    command: 'npm run a11y:report',
    provenance: { commit: '0123abc', dirty: false, node: 'v20.19.0', os: 'Linux 6.1 (linux x64)' },
    evidence: {
      run: {
        startedAt: '2026-01-01T00:00:00.000Z',
        finishedAt: '2026-01-01T00:05:00.000Z',
        commit: '0123abc',
        uncommittedChanges: false,
        versions: { chromium: '151.0.2', firefox: '153.7.0', webkit: '2.50.1', orca: '43.1' },
        tools: { Playwright: '1.0' },
      },
      changes: [],
    },
    versions: { chromium: '151.0.2', firefox: '153.7.0', orca: '43.1' },
    tools: { 'axe-core': '4.13.0', Playwright: '1.0' },
    axeVersion: '4.13.0',
    axeMethod,
    axe: {
      tags: axeTags,
      experimentalRules,
      disabledRules: {},
      stateRuleExceptions: { 'forced-colours': { 'color-contrast': `reason ${hostile}` } },
      reviewedIncompletes: [],
    },
    states: [
      { id: 'top', label: 'Top of page' },
      { id: 'tooltip', label: 'Tooltip open' },
      { id: 'menu', label: 'Mobile menu open' },
    ],
    expectedScenarios: 32,
    scenarios: [
      {
        screen: { id: 'home', label: 'Home', path: '/' },
        viewport: { width: 320, height: 640 },
        scheme: 'dark',
        where: '320px dark',
        states: [
          { id: 'top', label: 'Top of page', results: axeRun({ violations: [violation] }) },
          { id: 'tooltip', label: 'Tooltip open', results: axeRun({ incomplete: [violation] }) },
        ],
        unreachable: [{ id: 'menu', label: 'Mobile menu open', reason: 'not below 900px' }],
      },
    ],
    gateFailures: [{ title: 'blog 320px light', error: hostile }],
    tests: [
      {
        file: 'e2e/behaviour.spec.ts',
        section: 'Browser tests in headless Chromium',
        group: 'skip link',
        project: 'chromium',
        title: `passes ${hostile}`,
        criteria: ['2.4.1'],
        outcome: 'passed',
      },
      {
        file: 'e2e/behaviour.spec.ts',
        section: 'Browser tests in headless Chromium',
        group: 'skip link',
        project: 'chromium',
        title: 'fails',
        criteria: ['2.4.3'],
        outcome: 'failed',
        error: hostile,
        rerun: 'npm run build && npx playwright test e2e/behaviour.spec.ts -g "fails"',
      },
      {
        file: 'e2e/orca/orca.spec.ts',
        section: 'A real screen reader: Orca 43.1 in Firefox ESR and Chromium',
        group: 'Orca in firefox',
        project: 'orca',
        title: 'the matrix at 390px, zoomed: T to it, then Down through it',
        criteria: [],
        outcome: 'passed',
        flaky: `heard nothing ${hostile}`,
        transcripts: ['accessibility/transcripts/orca/firefox/matrix-390.txt'],
      },
    ],
    evidenceFiles: {},
    technologies: technologiesOf([{ path: 'index.html', html: '<html lang="en"><body><main></main></body></html>' }]),
    transcripts: {
      note: transcriptsNote,
      files: [
        { name: 'home-reading', path: 'accessibility/transcripts/home-reading.txt', text: `link, Skip\n${hostile}` },
        {
          name: 'orca/firefox/matrix-390',
          path: 'accessibility/transcripts/orca/firefox/matrix-390.txt',
          text: `Impact matrix table\n${hostile}`,
        },
      ],
    },
  },
};

test('the report page runs no value as markup, and passes axe at 320 and 1280px', async ({ page }) => {
  // The INT edition's page holds some 300 rows (WCAG, Section 508, EN 301 549): axe at two widths on it outlasted
  // the default timeout on a busy two-core machine.
  test.slow();
  for (const width of [320, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.setContent(renderReport(input));
    expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${site.name} website`);
    await expect(page.getByText('Some checks fail or did not run')).toBeVisible();
    await expect(page.getByText('Not settled: no review covers it, which fails the gate.')).toBeVisible();
    await expect(page.getByText('not reachable: not below 900px').first()).toBeVisible();
    await page.getByText('1 node(s)').first().click();
    await expect(page.locator('pre code').first()).toHaveText(hostile);
    // A failure in this run fails its criterion, with the command that re-runs the test.
    await expect(page.locator('#sc-1-4-3 td.verdict')).toHaveText('Does Not Support');
    await expect(page.locator('#automated-2-4-3 code')).toContainText('-g "fails"');
    // Every test is listed, the screen reader's in a section of their own, linked to the transcript it compared with;
    // a transcript no test compared with is named as such.
    const orca = page.getByRole('table', { name: 'Orca in firefox' });
    await expect(page.getByRole('heading', { name: /A real screen reader: Orca 43.1/ })).toBeVisible();
    await expect(orca.getByRole('row', { name: /the matrix at 390px/ })).toContainText('Pass on a retry (flaky)');
    await orca.getByRole('link', { name: 'orca/firefox/matrix-390' }).click();
    await expect(page.locator('#transcript-orca-firefox-matrix-390 summary')).toContainText('compared by 1 test(s)');
    await expect(page.locator('#transcript-home-reading summary')).toContainText('no test of this run compared');
    const axe = await axeBuilder(page).analyze();
    expect(axe.violations, describeViolations(axe.violations)).toEqual([]);
    expect(axe.incomplete, describeViolations(axe.incomplete)).toEqual([]);
  }
});

test('the built statement shows every row as the statement’s rows give it', async ({ page }) => {
  // That the report of a run gives each row the statement's verdict is the reporter's check, at the end of the run
  // whose scripted checks it reads ("… here, … in the statement" makes it unsignable).
  await page.goto('/accessibility');
  const statement = page.locator('main');
  for (const row of statementRows()) {
    await expect(statement).toContainText(`${criterionLabel(row.criterion)}: ${row.verdict}.`);
    // The statement explains the criteria not met; the report explains them all.
    if (!['Supports', 'Not Applicable'].includes(row.verdict))
      await expect(statement).toContainText(row.remarks.join(' '));
  }
  for (const evaluation of evaluations) await expect(statement).toContainText(evaluation.title);
});

test('a row whose tests did not run in this run says neither Supports nor earl:passed', () => {
  // This run has none of the tests the site's remarks name (tests: []): each row that rests on one is untested.
  const rows = conformanceRows(input);
  const linkRow = rows.find((row) => row.criterion === '2.4.9')!;
  expect(linkRow.automated).toBe('not run');
  expect(linkRow.verdict).toBe('Not Evaluated');
  const earl = toEarl(input)['@graph'] as { test?: { title?: string }; result?: { outcome?: string } }[];
  expect(earl.find((node) => node.test?.title?.startsWith('2.4.9 '))?.result?.outcome).toBe('earl:untested');
});

test('EARL names the site’s pages at its public origin, not the local server', () => {
  const earl = JSON.stringify(toEarl(input));
  expect(earl).toContain(`"@base":"${new URL('/', site.origin).href}"`);
  expect(earl).toContain(`"${new URL('/', site.origin).href}"`);
  expect(earl).not.toContain('127.0.0.1');
});
