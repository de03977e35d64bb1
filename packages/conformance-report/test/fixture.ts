// A small product with two evaluations and one run, for the tests: each test overrides what it is about.
import type { Evaluation, ReportInput } from '../src';
import { technologiesOf, wcag22 } from '../src';
import { axeRun, contrastViolation, hostile } from '../src/testing';

export { axeRun, contrastViolation, hostile };

/** Every criterion judged: the whole of level A, AA and AAA passes or does not apply, on a keyboard check. */
const everyCriterion: Evaluation = {
  id: 'everything',
  title: 'Everything, by script',
  evaluator: 'the maintainers',
  date: '2026-01-02',
  method: 'A script visits every page and measures what each criterion asks.',
  environments: ['chromium', 'orca'],
  evidence: [{ label: 'measurements (JSON)', path: 'evidence/everything.json' }],
  criteria: Object.fromEntries(
    Object.keys(wcag22).map((criterion) => [criterion, { outcome: 'pass' as const, remark: `Holds (${criterion}).` }]),
  ),
};

export function input(
  overrides: { results?: Partial<ReportInput['results']> } & Partial<ReportInput> = {},
): ReportInput {
  const { results, ...rest } = overrides;
  return {
    product: {
      name: 'Example website',
      organisation: 'Example Foundation',
      version: '1.0.0',
      origin: 'https://example.org',
      description: 'A small site.',
      scope: 'Every page of https://example.org.',
      contact: { email: 'hello@example.org', phone: { href: 'tel:+10000000000', display: '+1 000 000 0000' } },
    },
    criteria: wcag22,
    evaluations: {
      environments: [
        { id: 'chromium', kind: 'browser', name: 'Chromium', engine: 'Blink', driver: 'Playwright' },
        { id: 'webkit', kind: 'browser', name: 'WebKitGTK', engine: 'WebKit', driver: 'WebDriver' },
        { id: 'orca', kind: 'screen reader', name: 'Orca', driver: 'AT-SPI' },
      ],
      notTested: ['screen readers on Windows and macOS', 'speech recognition', 'voice control'],
      results: [everyCriterion],
      knownIssues: [],
      target: 'WCAG 2.2 AA',
      sample: [{ label: 'Home', path: '/' }],
      sampleReason: 'The site has one page.',
      baseline: 'Chromium with Orca.',
      techniques: ['G18 (contrast)'],
      selfAssessment: true,
      commands: { evidence: 'npm run evidence' },
    },
    ...rest,
    results: {
      generatedAt: '2026-01-03T00:00:00.000Z',
      command: 'npm run report',
      provenance: { commit: '0123abc', dirty: false, node: 'v20.19.0', os: 'Linux 6.1 (linux x64)' },
      evidence: {
        run: {
          startedAt: '2026-01-02T00:00:00.000Z',
          finishedAt: '2026-01-02T00:05:00.000Z',
          stamp: 'abc123',
          commit: '0123abc',
          uncommittedChanges: false,
          versions: { chromium: '150.0.1', orca: '43.1' },
          tools: { Playwright: '1.0.0' },
        },
        changes: [],
      },
      versions: { chromium: '151.0.2', orca: '43.1' },
      tools: { 'axe-core': '4.13.0' },
      axeVersion: '4.13.0',
      axeMethod: 'Each page is loaded at each width and scheme; axe runs in each state.',
      axe: {
        tags: ['wcag2a', 'wcag2aa'],
        experimentalRules: [],
        disabledRules: {},
        stateRuleExceptions: { 'forced-colours': { 'color-contrast': `reason ${hostile}` } },
        reviewedIncompletes: [],
      },
      states: [
        { id: 'top', label: 'Top of page' },
        { id: 'tooltip', label: 'Tooltip open' },
        { id: 'menu', label: 'Mobile menu open' },
      ],
      expectedScenarios: 1,
      scenarios: [
        {
          screen: { id: 'home', label: 'Home', path: '/' },
          viewport: { width: 320, height: 640 },
          scheme: 'dark',
          where: '320px dark',
          states: [
            { id: 'top', label: 'Top of page', results: axeRun() },
            { id: 'tooltip', label: 'Tooltip open', results: axeRun({ incomplete: [contrastViolation] }) },
          ],
          unreachable: [{ id: 'menu', label: 'Mobile menu open', reason: 'not below 900px' }],
        },
      ],
      gateFailures: [],
      tests: [
        {
          file: 'e2e/behaviour.spec.ts',
          section: 'Browser tests in headless Chromium',
          group: 'skip link',
          project: 'chromium',
          title: `passes ${hostile}`,
          criteria: ['2.4.1'],
          outcome: 'passed',
          rerun: 'npx playwright test e2e/behaviour.spec.ts -g "passes"',
        },
      ],
      evidenceFiles: {},
      technologies: technologiesOf([
        {
          path: 'index.html',
          html: '<html lang="en"><body><nav aria-label="Main"><a href="/">Home</a></nav></body></html>',
        },
      ]),
      transcripts: {
        note: 'What the screen reader said.',
        files: [{ name: 'home', path: 'transcripts/home.txt', text: `link, Skip\n${hostile}` }],
      },
      ...results,
    },
  };
}

/** The report page as a document, to query. */
export function parse(page: string): Document {
  return new DOMParser().parseFromString(page, 'text/html');
}
