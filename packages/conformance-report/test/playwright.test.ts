// The collector lists every test of the run, whatever its file, with its section, project, criteria, transcripts
// and final outcome (a failed first try kept beside a pass), and the axe gate's failures.
import { describe, expect, it } from 'vitest';
import { TestCollector } from '../src/playwright';

type TestCase = Parameters<TestCollector['add']>[0];
type TestResult = Parameters<TestCollector['add']>[1];

const root = '/repo';

function test(
  file: string,
  title: string,
  options: { group?: string; wcag?: string[]; browser?: string; project?: string; retries?: number } = {},
): TestCase {
  const annotations = [
    ...(options.wcag ?? []).map((description) => ({ type: 'wcag', description })),
    ...(options.browser ? [{ type: 'browser', description: options.browser }] : []),
  ];
  const project = options.project ?? 'chromium';
  return {
    title,
    location: { file: `${root}/${file}`, line: 1, column: 1 },
    annotations,
    retries: options.retries ?? 0,
    parent: { title: options.group ?? '', project: () => ({ name: project }) },
    titlePath: () => ['', project, file, options.group ?? '', title],
  } as unknown as TestCase;
}

const result = (
  status: TestResult['status'],
  retry = 0,
  message?: string,
  annotations?: { type: string; description?: string }[],
) =>
  ({
    status,
    retry,
    errors: message ? [{ message: `\u001b[31m${message}\u001b[39m` }] : [],
    ...(annotations ? { annotations } : {}),
  }) as unknown as TestResult;

const collector = () =>
  new TestCollector({
    root,
    groupPrefixes: { 'landing.spec.ts': 'Links: ' },
    section: ({ project }) => (project.startsWith('orca') ? 'Orca' : project === 'engines' ? 'Engines' : 'Chromium'),
    gateSuite: 'a11y-gate.spec.ts',
    rerun: (file, title, project) => `npx playwright test ${file} --project=${project} -g "${title}"`,
    simulations: { 'landing.spec.ts': 'a simulated reader' },
  });

describe('TestCollector', () => {
  it('lists every test by section and group with its project, criteria and outcome, whatever its file', () => {
    const run = collector();
    run.add(
      test('e2e/landing.spec.ts', 'lands on the heading', { group: 'skip link', wcag: ['2.4.1'] }),
      result('passed'),
    );
    run.add(
      test('e2e/behaviour.spec.ts', 'closes on Escape', { group: 'menu', wcag: ['2.1.2'] }),
      result('failed', 0, 'Expected: closed'),
    );
    // A file no option names, in a project no option names: listed all the same.
    run.add(
      test('e2e/engines/notices.spec.ts', 'no Tab stop after it is covered', {
        group: 'notices at any zoom',
        wcag: ['2.4.11'],
        browser: 'Firefox 140.5.0esr',
        project: 'engines',
      }),
      result('passed'),
    );
    run.add(test('e2e/feed.spec.ts', 'serves Atom', { project: 'nowhere-listed' }), result('passed'));
    expect(run.tests).toEqual([
      {
        file: 'e2e/feed.spec.ts',
        title: 'serves Atom',
        outcome: 'passed',
        section: 'Chromium',
        group: 'e2e/feed.spec.ts',
        project: 'nowhere-listed',
        criteria: [],
        rerun: 'npx playwright test e2e/feed.spec.ts --project=nowhere-listed -g "serves Atom"',
      },
      {
        file: 'e2e/landing.spec.ts',
        title: 'lands on the heading',
        outcome: 'passed',
        section: 'Chromium',
        group: 'Links: skip link',
        project: 'chromium',
        criteria: ['2.4.1'],
        rerun: 'npx playwright test e2e/landing.spec.ts --project=chromium -g "lands on the heading"',
        simulation: 'a simulated reader',
      },
      {
        file: 'e2e/behaviour.spec.ts',
        title: 'closes on Escape',
        outcome: 'failed',
        section: 'Chromium',
        group: 'menu',
        project: 'chromium',
        criteria: ['2.1.2'],
        error: 'Expected: closed',
        rerun: 'npx playwright test e2e/behaviour.spec.ts --project=chromium -g "closes on Escape"',
      },
      {
        file: 'e2e/engines/notices.spec.ts',
        title: 'no Tab stop after it is covered',
        outcome: 'passed',
        section: 'Engines',
        group: 'notices at any zoom',
        project: 'engines',
        criteria: ['2.4.11'],
        rerun: 'npx playwright test e2e/engines/notices.spec.ts --project=engines -g "no Tab stop after it is covered"',
      },
    ]);
    expect([...run.products]).toEqual(['Firefox 140.5.0esr']);
    expect([...run.projectsRun]).toEqual(['chromium', 'engines', 'nowhere-listed']);
  });

  it('links a test to the transcripts it compared with, added while it ran, each once', () => {
    const run = collector();
    const orca = test('e2e/orca/orca.spec.ts', 'the matrix at 390px', { group: 'Orca in firefox', project: 'orca' });
    const path = 'accessibility/transcripts/orca/firefox/matrix-390.txt';
    run.add(
      orca,
      result('passed', 0, undefined, [
        { type: 'transcript', description: path },
        { type: 'transcript', description: path },
      ]),
    );
    expect(run.tests.map(({ section, transcripts }) => ({ section, transcripts }))).toEqual([
      { section: 'Orca', transcripts: [path] },
    ]);
  });

  it('keeps the axe gate’s failures, and a failed try that a retry passed as the test’s first error', () => {
    const run = collector();
    run.add(test('e2e/a11y-gate.spec.ts', 'home 390px light'), result('timedOut', 0, 'Timeout'));
    const flaky = test('e2e/orca/orca.spec.ts', 'hears the menu', { project: 'orca', retries: 1 });
    run.add(flaky, result('failed', 0, 'heard nothing\nmore'));
    run.add(flaky, result('passed', 1));
    const failing = test('e2e/orca/orca.spec.ts', 'hears the notice', { project: 'orca', retries: 1 });
    run.add(failing, result('failed', 0, 'silence'));
    const differs = 'differs from notice.txt\n\n- Expected  - 1\n+ Received  + 1\n\n  » open /\n-   Dismiss\n+   Keep';
    run.add(failing, result('failed', 1, differs));
    expect(run.gateFailures).toEqual([{ title: 'home 390px light', error: 'Timeout' }]);
    expect(run.retried).toEqual([
      'orca › e2e/orca/orca.spec.ts ›  › hears the menu: heard nothing',
      'orca › e2e/orca/orca.spec.ts ›  › hears the notice: silence',
    ]);
    // A log whose end alone is kept (CI's) still says what differed.
    expect(run.failed).toEqual([
      'chromium › e2e/a11y-gate.spec.ts ›  › home 390px light: Timeout',
      'orca › e2e/orca/orca.spec.ts ›  › hears the notice: differs from notice.txt\n      -   Dismiss\n      +   Keep',
    ]);
    const outcome = (title: string) =>
      run.tests.filter((t) => t.title === title).map(({ outcome, error, flaky }) => ({ outcome, error, flaky }));
    expect(outcome('hears the menu')).toEqual([{ outcome: 'passed', error: undefined, flaky: 'heard nothing\nmore' }]);
    expect(outcome('hears the notice')).toEqual([{ outcome: 'failed', error: differs, flaky: undefined }]);
  });

  it('reports a planned test that never ended as not run, in the list and the gate’s', () => {
    const run = collector();
    const ran = test('e2e/behaviour.spec.ts', 'closes on Escape', { group: 'menu', wcag: ['2.1.2'] });
    const stopped = test('e2e/behaviour.spec.ts', 'opens on Enter', { group: 'menu', wcag: ['4.1.2'] });
    const gate = test('e2e/a11y-gate.spec.ts', 'home 320px dark');
    run.plan([ran, stopped, gate]);
    run.add(ran, result('passed'));
    expect(run.tests.map((t) => `${t.title}: ${t.outcome}`)).toEqual([
      'home 320px dark: not run',
      'closes on Escape: passed',
      'opens on Enter: not run',
    ]);
    expect(run.gateFailures).toEqual([{ title: 'home 320px dark', error: 'not run' }]);
  });
});
