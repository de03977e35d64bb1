// What a Playwright reporter needs to feed a report: every test's outcome, the behaviour tests with the criteria
// their annotations name, the browsers the tests said they drove, the axe gate's failures, the tries that were
// tried again; and the report page's own axe check in a browser the caller launches. Playwright is the caller's:
// this names only the parts of its objects it reads, so that it depends on no version of it.
import { relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BehaviourResult, SelfCheck, TestOutcome, TestStatus } from './types';

/** What the collector reads of Playwright's TestCase. */
interface TestCase {
  title: string;
  location: { file: string };
  annotations: readonly { type: string; description?: string }[];
  retries: number;
  parent: { title: string; project(): { name: string } | undefined };
  titlePath(): string[];
}

/** What the collector reads of Playwright's TestResult. */
interface TestResult {
  status: Exclude<TestStatus, 'not run'>;
  retry: number;
  errors: readonly { message?: string }[];
}

/** What the report page's check uses of Playwright's Browser and Page. */
interface Page {
  goto(url: string): Promise<unknown>;
  close(): Promise<void>;
}
interface Browser<P extends Page> {
  newPage(options: { viewport: { width: number; height: number } }): Promise<P>;
  close(): Promise<void>;
}

// eslint-disable-next-line no-control-regex -- strips the ANSI colour codes from Playwright's error messages
const stripAnsi = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '');

export interface TestCollectorOptions {
  /** The project's root: test files are named from it ("e2e/behaviour.spec.ts"). */
  root: string;
  /**
   * The suites whose tests the report lists by criterion, by file name ("behaviour.spec.ts"), each with the words
   * put before its describe block's title to name the group ("Screen reader: "; "" for none). A test names its
   * criteria in annotations of type "wcag" ("1.4.3").
   */
  behaviourSuites: Readonly<Record<string, string>>;
  /** The axe gate's suite, by file name ending ("a11y-gate.spec.ts"): its failures are listed as the gate's. */
  gateSuite: string;
  /** The command that re-runs one test, from its file name and title. */
  rerun: (file: string, title: string) => string;
  /**
   * The behaviour suites that drive a simulation in place of the real program, by file name, with what they drive
   * ("screen-reader.spec.ts": "a simulated screen reader (@guidepup/virtual-screen-reader), not a real one").
   */
  simulations?: Readonly<Record<string, string>>;
}

/**
 * Collects a run's tests, one call of `add` per Playwright `onTestEnd`. A test names the product it drove in an
 * annotation of type "browser" ("Firefox 140.5.0esr"), for the run's versions.
 */
export class TestCollector {
  /** Each product a test named as its browser, as it gave its version. */
  readonly products = new Set<string>();
  /** The projects in which at least one test ran. */
  readonly projectsRun = new Set<string>();
  /** Tries that failed and were tried again, each with the first line of its error. */
  readonly retried: string[] = [];
  /** Every test planned or ended, by its title path, with its final outcome once it has one. */
  private readonly entries = new Map<string, { test: TestCase; outcome: TestStatus; error: string }>();

  constructor(private readonly options: TestCollectorOptions) {}

  /**
   * The tests this run means to run (Playwright's `onBegin` suite's `allTests()`): one that never ends (the run
   * stopped first) is reported as "not run", so that nothing it would have held is claimed.
   */
  plan(tests: readonly TestCase[]): void {
    for (const test of tests) {
      const key = test.titlePath().join('\u0000');
      if (!this.entries.has(key)) this.entries.set(key, { test, outcome: 'not run', error: '' });
    }
  }

  add(test: TestCase, result: TestResult): void {
    const error = result.errors
      .map((failure) => stripAnsi(failure.message ?? ''))
      .join('\n')
      .slice(0, 2000);
    // A try that will be tried again: kept for the summary, not reported as the outcome.
    if (result.status !== 'passed' && result.status !== 'skipped' && result.retry < test.retries) {
      this.retried.push(
        `${test.titlePath().slice(1).join(' › ')}: ${error.split('\n').find(Boolean) ?? result.status}`,
      );
      return;
    }
    this.entries.set(test.titlePath().join('\u0000'), { test, outcome: result.status, error });
    if (result.status !== 'skipped') this.projectsRun.add(test.parent.project()?.name ?? '');
    for (const annotation of test.annotations) {
      if (annotation.type === 'browser' && annotation.description) this.products.add(annotation.description);
    }
  }

  private get ended() {
    return [...this.entries.values()].map(({ test, outcome, error }) => ({
      test,
      outcome,
      error,
      file: relative(this.options.root, test.location.file),
    }));
  }

  /** Every test's final outcome ("not run" for one planned that never ended). */
  get tests(): TestOutcome[] {
    return this.ended.map(({ file, test, outcome }) => ({ file, title: test.title, outcome }));
  }

  /** The axe gate's failed tests, or those that did not run, by title (a gate test is titled by its scenario). */
  get gateFailures(): { title: string; error: string }[] {
    return this.ended
      .filter(({ file, outcome }) => file.endsWith(this.options.gateSuite) && outcome !== 'passed')
      .map(({ test, outcome, error }) => ({ title: test.title, error: error || outcome }));
  }

  /** The behaviour tests, by group and title, those that did not run among them. */
  get behaviour(): BehaviourResult[] {
    return this.ended
      .flatMap(({ file, test, outcome, error }): BehaviourResult[] => {
        const name = file.split('/').pop()!;
        const prefix = this.options.behaviourSuites[name];
        if (prefix === undefined) return [];
        return [
          {
            file,
            group: `${prefix}${test.parent.title}`,
            title: test.title,
            criteria: test.annotations
              .filter((annotation) => annotation.type === 'wcag')
              .map((a) => a.description ?? ''),
            outcome,
            rerun: this.options.rerun(name, test.title),
            ...(this.options.simulations?.[name] ? { simulation: this.options.simulations[name] } : {}),
            ...(outcome === 'passed' ? {} : { error: error || outcome }),
          },
        ];
      })
      .sort((a, b) => a.group.localeCompare(b.group) || a.title.localeCompare(b.title));
  }
}

/** An axe run's rules, as far as the report page's check reads them. */
interface AxeSummary {
  violations: readonly { id: string; help: string; nodes: readonly unknown[] }[];
  incomplete: readonly { id: string; help: string; nodes: readonly unknown[] }[];
  passes: readonly unknown[];
}

/**
 * The report page's own check: `analyze` (axe, as the caller configures it) on the page at each width, in a
 * browser `launch` starts and this closes.
 */
export async function checkReportPage<P extends Page>(
  path: string,
  options: { launch: () => Promise<Browser<P>>; analyze: (page: P) => Promise<AxeSummary>; widths?: number[] },
): Promise<SelfCheck> {
  const browser = await options.launch();
  const check: SelfCheck = { violations: [], incomplete: [], passes: 0, widths: options.widths ?? [1280, 320] };
  const summary = (rule: AxeSummary['violations'][number]) => ({
    id: rule.id,
    help: rule.help,
    nodes: rule.nodes.length,
  });
  try {
    for (const width of check.widths) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await page.goto(pathToFileURL(path).href);
      const results = await options.analyze(page);
      check.violations.push(...results.violations.map(summary));
      check.incomplete.push(...results.incomplete.map(summary));
      check.passes = Math.max(check.passes, results.passes.length);
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return check;
}
