// The collector keeps each test's final outcome, lists the behaviour suites' tests by criterion and the axe
// gate's failures, and keeps a try that will be tried again out of the outcomes.
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
  return {
    title,
    location: { file: `${root}/${file}`, line: 1, column: 1 },
    annotations,
    retries: options.retries ?? 0,
    parent: { title: options.group ?? '', project: () => ({ name: options.project ?? 'chromium' }) },
    titlePath: () => ['', options.project ?? 'chromium', file, title],
  } as unknown as TestCase;
}

const result = (status: TestResult['status'], retry = 0, message?: string) =>
  ({ status, retry, errors: message ? [{ message: `\u001b[31m${message}\u001b[39m` }] : [] }) as unknown as TestResult;

const collector = () =>
  new TestCollector({
    root,
    behaviourSuites: { 'behaviour.spec.ts': '', 'landing.spec.ts': 'Links: ' },
    gateSuite: 'a11y-gate.spec.ts',
    rerun: (file, title) => `npx playwright test e2e/${file} -g "${title}"`,
    simulations: { 'landing.spec.ts': 'a simulated reader' },
  });

describe('TestCollector', () => {
  it('lists behaviour tests by group with their criteria, and every test’s outcome', () => {
    const run = collector();
    run.add(
      test('e2e/landing.spec.ts', 'lands on the heading', { group: 'skip link', wcag: ['2.4.1'] }),
      result('passed'),
    );
    run.add(
      test('e2e/behaviour.spec.ts', 'closes on Escape', { group: 'menu', wcag: ['2.1.2'] }),
      result('failed', 0, 'Expected: closed'),
    );
    run.add(
      test('e2e/feed.spec.ts', 'serves Atom', { browser: 'Firefox 140.5.0esr', project: 'engines' }),
      result('passed'),
    );
    expect(run.behaviour).toEqual([
      {
        file: 'e2e/landing.spec.ts',
        group: 'Links: skip link',
        title: 'lands on the heading',
        criteria: ['2.4.1'],
        outcome: 'passed',
        rerun: 'npx playwright test e2e/landing.spec.ts -g "lands on the heading"',
        simulation: 'a simulated reader',
      },
      {
        file: 'e2e/behaviour.spec.ts',
        group: 'menu',
        title: 'closes on Escape',
        criteria: ['2.1.2'],
        outcome: 'failed',
        rerun: 'npx playwright test e2e/behaviour.spec.ts -g "closes on Escape"',
        error: 'Expected: closed',
      },
    ]);
    expect(run.tests.map((t) => `${t.file}: ${t.outcome}`)).toEqual([
      'e2e/landing.spec.ts: passed',
      'e2e/behaviour.spec.ts: failed',
      'e2e/feed.spec.ts: passed',
    ]);
    expect([...run.products]).toEqual(['Firefox 140.5.0esr']);
    expect([...run.projectsRun]).toEqual(['chromium', 'engines']);
  });

  it('keeps the axe gate’s failures, and a try tried again only in the summary', () => {
    const run = collector();
    run.add(test('e2e/a11y-gate.spec.ts', 'home 390px light'), result('timedOut', 0, 'Timeout'));
    const flaky = test('e2e/orca/orca.spec.ts', 'hears the menu', { project: 'orca', retries: 1 });
    run.add(flaky, result('failed', 0, 'heard nothing\nmore'));
    run.add(flaky, result('passed', 1));
    expect(run.gateFailures).toEqual([{ title: 'home 390px light', error: 'Timeout' }]);
    expect(run.retried).toEqual(['orca › e2e/orca/orca.spec.ts › hears the menu: heard nothing']);
    expect(run.tests.filter((t) => t.title === 'hears the menu')).toEqual([
      { file: 'e2e/orca/orca.spec.ts', title: 'hears the menu', outcome: 'passed' },
    ]);
  });

  it('reports a planned test that never ended as not run, in the behaviour list and the gate’s', () => {
    const run = collector();
    const ran = test('e2e/behaviour.spec.ts', 'closes on Escape', { group: 'menu', wcag: ['2.1.2'] });
    const stopped = test('e2e/behaviour.spec.ts', 'opens on Enter', { group: 'menu', wcag: ['4.1.2'] });
    const gate = test('e2e/a11y-gate.spec.ts', 'home 320px dark');
    run.plan([ran, stopped, gate]);
    run.add(ran, result('passed'));
    expect(run.behaviour.map((t) => `${t.title}: ${t.outcome}`)).toEqual([
      'closes on Escape: passed',
      'opens on Enter: not run',
    ]);
    expect(run.tests.map((t) => t.outcome)).toEqual(['passed', 'not run', 'not run']);
    expect(run.gateFailures).toEqual([{ title: 'home 320px dark', error: 'not run' }]);
  });
});
