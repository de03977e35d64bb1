// What a Playwright reporter needs to feed a report: every test of the run with its outcome, its project, the
// criteria and transcripts its annotations name and a failed first try, the browsers the tests said they drove, the
// axe gate's failures, the tries that were tried again; and the report page's own axe check in a browser the caller launches. Playwright is the caller's:
// this names only the parts of its objects it reads, so that it depends on no version of it.
import { relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ReportedTest, SelfCheck, TestStatus } from './types';

/** What the collector reads of Playwright's TestCase. */
interface TestCase {
  title: string;
  location: { file: string };
  annotations: readonly Annotation[];
  retries: number;
  parent: { title: string; project(): { name: string } | undefined };
  titlePath(): string[];
}

type Annotation = { type: string; description?: string };

/** What the collector reads of Playwright's TestResult. */
interface TestResult {
  status: Exclude<TestStatus, 'not run'>;
  retry: number;
  errors: readonly { message?: string }[];
  /** The test's annotations with those added while it ran (Playwright 1.52 and later). */
  annotations?: readonly Annotation[];
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
   * The words put before a suite's describe block's title to name its group, by file name ("landing.spec.ts":
   * "Links and landing: "). Every test is listed, whatever its file; one without words here is grouped by its
   * describe block's title, or its file's.
   */
  groupPrefixes?: Readonly<Record<string, string>>;
  /**
   * The section the report lists a test in, from its file (from the root) and project: what kind of check it is and
   * what it ran in ("A real screen reader: Orca in Firefox ESR and Chromium"). Read when the tests are, at the end of
   * the run. By default, the project's name.
   */
  section?: (test: { file: string; project: string }) => string;
  /** The axe gate's suite, by file name ending ("a11y-gate.spec.ts"): its failures are listed as the gate's. */
  gateSuite: string;
  /** The command that re-runs one test, from its file (from the root), title and project. */
  rerun: (file: string, title: string, project: string) => string;
  /**
   * The suites that drive a simulation in place of the real program, by file name, with what they drive
   * ("screen-reader.spec.ts": "a simulated screen reader (@guidepup/virtual-screen-reader), not a real one").
   */
  simulations?: Readonly<Record<string, string>>;
}

/** How many changed lines of a diff `briefly` keeps. */
const DIFF_LINES = 12;

/**
 * An error in a few lines: its first, then the lines a diff of expected and received text changed (Playwright's
 * "- " and "+ " lines, without their header), at most DIFF_LINES of them.
 */
export function briefly(error: string, status: string): string {
  const lines = error.split('\n');
  const changed = lines.filter((line) => /^[-+] /.test(line) && !/^[-+] (Expected|Received)\b/.test(line));
  const kept = changed.slice(0, DIFF_LINES).map((line) => `\n      ${line}`);
  const more = changed.length > DIFF_LINES ? `\n      (${changed.length - DIFF_LINES} more changed lines)` : '';
  return `${lines.find(Boolean) ?? status}${kept.join('')}${more}`;
}

/**
 * Collects a run's tests, one call of `add` per Playwright `onTestEnd`. A test names the product it drove in an
 * annotation of type "browser" ("Firefox 140.5.0esr"), for the run's versions; the criteria it holds in annotations
 * of type "wcag" ("1.4.3"); each reviewed transcript it compared what it heard with in one of type "transcript" (its
 * path from the root).
 */
export class TestCollector {
  /** Each product a test named as its browser, as it gave its version. */
  readonly products = new Set<string>();
  /** The projects in which at least one test ran. */
  readonly projectsRun = new Set<string>();
  /** Tries that failed and were tried again, each with the first line of its error and the lines a diff changed. */
  readonly retried: string[] = [];
  /** Tests whose last try failed, each as `retried` gives a try: a run's log whose end alone is kept still says why. */
  readonly failed: string[] = [];
  /** Every test planned or ended, by its title path, with its final outcome once it has one. */
  private readonly entries = new Map<
    string,
    { test: TestCase; outcome: TestStatus; error: string; annotations: readonly Annotation[] }
  >();
  /** The first failed try's error, by title path, of each test that was tried again. */
  private readonly firstErrors = new Map<string, string>();

  constructor(private readonly options: TestCollectorOptions) {}

  /**
   * The tests this run means to run (Playwright's `onBegin` suite's `allTests()`): one that never ends (the run
   * stopped first) is reported as "not run", so that nothing it would have held is claimed.
   */
  plan(tests: readonly TestCase[]): void {
    for (const test of tests) {
      const key = test.titlePath().join('\u0000');
      if (!this.entries.has(key))
        this.entries.set(key, { test, outcome: 'not run', error: '', annotations: test.annotations });
    }
  }

  add(test: TestCase, result: TestResult): void {
    const error = result.errors
      .map((failure) => stripAnsi(failure.message ?? ''))
      .join('\n')
      .slice(0, 2000);
    const key = test.titlePath().join('\u0000');
    // A try that will be tried again: kept for the summary and, should a later try pass, as the test's first error.
    const failedTry = result.status !== 'passed' && result.status !== 'skipped';
    const told = () => `${test.titlePath().slice(1).join(' › ')}: ${briefly(error, result.status)}`;
    if (failedTry && result.retry < test.retries) {
      this.retried.push(told());
      if (!this.firstErrors.has(key)) this.firstErrors.set(key, error || result.status);
      return;
    }
    if (failedTry && result.status !== 'interrupted') this.failed.push(told());
    const annotations = result.annotations ?? test.annotations;
    this.entries.set(key, { test, outcome: result.status, error, annotations });
    if (result.status !== 'skipped') this.projectsRun.add(test.parent.project()?.name ?? '');
    for (const annotation of annotations) {
      if (annotation.type === 'browser' && annotation.description) this.products.add(annotation.description);
    }
  }

  private get ended() {
    return [...this.entries.entries()].map(([key, { test, outcome, error, annotations }]) => ({
      test,
      outcome,
      error,
      annotations,
      firstError: outcome === 'passed' ? this.firstErrors.get(key) : undefined,
      file: relative(this.options.root, test.location.file),
    }));
  }

  /**
   * Every test of the run, by section, group and title, each with its final outcome ("not run" for one planned that
   * never ended), its project, its criteria and transcripts, and the first error of a flaky one.
   */
  get tests(): ReportedTest[] {
    const { groupPrefixes = {}, section = ({ project }) => project, simulations = {} } = this.options;
    return this.ended
      .map(({ file, test, outcome, error, annotations, firstError }): ReportedTest => {
        const name = file.split('/').pop()!;
        const project = test.parent.project()?.name ?? '';
        const named = (type: string) =>
          annotations
            .filter((annotation) => annotation.type === type)
            .map((annotation) => annotation.description ?? '');
        const transcripts = [...new Set(named('transcript'))];
        return {
          file,
          title: test.title,
          outcome,
          section: section({ file, project }),
          group: `${groupPrefixes[name] ?? ''}${test.parent.title || file}`,
          ...(project ? { project } : {}),
          criteria: named('wcag'),
          ...(outcome === 'passed' ? {} : { error: error || outcome }),
          ...(firstError ? { flaky: firstError } : {}),
          ...(transcripts.length > 0 ? { transcripts } : {}),
          rerun: this.options.rerun(file, test.title, project),
          ...(simulations[name] ? { simulation: simulations[name] } : {}),
        };
      })
      .sort(
        (a, b) =>
          a.section.localeCompare(b.section) ||
          a.group.localeCompare(b.group) ||
          a.title.localeCompare(b.title) ||
          (a.project ?? '').localeCompare(b.project ?? ''),
      );
  }

  /** The axe gate's failed tests, or those that did not run, by title (a gate test is titled by its scenario). */
  get gateFailures(): { title: string; error: string }[] {
    return this.ended
      .filter(({ file, outcome }) => file.endsWith(this.options.gateSuite) && outcome !== 'passed')
      .map(({ test, outcome, error }) => ({ title: test.title, error: error || outcome }));
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
