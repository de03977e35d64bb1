// Playwright reporter that writes the auditor's report: reports/accessibility/index.html, results.json
// (axe's raw results per scenario and state) and earl.jsonld. Used by `npm run a11y:report` and `npm test`
// (playwright.config.ts adds it when A11Y_REPORT_DIR is set). It adapts this run's results to the
// conformance-report package (packages/conformance-report), which makes the report, then runs axe on the report
// page itself. The report gives no verdict when the scripted checks' evidence was measured on other sources than
// these (e2e/evidence/stamp.ts).
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { execFileSync } from 'node:child_process';
import { release, type } from 'node:os';
import { basename, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import type { FullConfig, FullResult, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';
import {
  measuredFiles,
  renderReport,
  reportProblems,
  technologiesOf,
  toEarl,
  type BehaviourResult,
  type EvidenceState,
  type ReportInput,
  type SelfCheck,
  type TestOutcome,
  type TestStatus,
} from 'conformance-report';
import {
  axeBuilder,
  axeTags,
  disabledRules,
  experimentalRules,
  reviewedIncompletes,
  stateRuleExceptions,
} from '../axe';
import { chromiumArgs, chromiumExecutablePath } from '../chromium';
import { currentStamp, stampChanges, type Stamp } from '../evidence/stamp';
import { packageVersion, programVersion, versionsOf } from '../evidence/versions';
import { scenarioName, scenarios, scenarioWhere, states } from '../scenarios';
import { transcriptsDir, transcriptText } from '../screen-reader';
import { evaluations, evidenceRun } from '../../src/content/accessibility';
import type { ScenarioRecord } from './model';
import { axeMethod, criteria, evaluationData, product, transcriptsNote } from './site';

const root = resolve(import.meta.dirname, '../..');

// eslint-disable-next-line no-control-regex -- strips the ANSI colour codes from Playwright's error messages
const stripAnsi = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '');

/** The command this run was started with, as npm names it ("npm run a11y:report"), else Playwright's. */
function runCommand(): string {
  const script = process.env.npm_lifecycle_event;
  return script && script !== 'npx' ? `npm run ${script}` : 'npx playwright test';
}

/** The command that re-runs one test by its title. */
function rerunCommand(file: string, title: string): string {
  return `npm run build && npx playwright test e2e/${file} -g "${title.replace(/[.*+?^${}()|[\]\\"]/g, '\\$&')}"`;
}

export default class AccessibilityReporter implements Reporter {
  private readonly dir: string;
  private version = 'unknown';
  private readonly behaviour: BehaviourResult[] = [];
  private readonly tests: TestOutcome[] = [];
  /** Each product a test named as its browser (annotation "browser"), as it gave its version. */
  private readonly products = new Set<string>();
  private readonly projectsRun = new Set<string>();
  private readonly gateFailures: { title: string; error: string }[] = [];
  /** Tests whose first try failed and that were tried again: each with the first line of its error. */
  private readonly retried: string[] = [];

  constructor(options: { outputDir?: string } = {}) {
    this.dir = resolve(options.outputDir ?? process.env.A11Y_REPORT_DIR ?? 'reports/accessibility');
  }

  printsToStdio() {
    return false;
  }

  onBegin(config: FullConfig, _suite: Suite) {
    this.version = config.version;
    // Raw results from an earlier run must not leak into this report. Synchronous: Playwright does not
    // await onBegin, and the first test may write its raw results at once.
    rmSync(join(this.dir, 'raw'), { recursive: true, force: true });
    mkdirSync(join(this.dir, 'raw'), { recursive: true });
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const file = test.location.file;
    const error = result.errors
      .map((failure) => stripAnsi(failure.message ?? ''))
      .join('\n')
      .slice(0, 2000);
    // A try that will be tried again (the screen-reader tests): kept for the summary, not reported as the outcome.
    if (result.status !== 'passed' && result.status !== 'skipped' && result.retry < test.retries) {
      this.retried.push(
        `${test.titlePath().slice(1).join(' › ')}: ${error.split('\n').find(Boolean) ?? result.status}`,
      );
      return;
    }
    const outcome: TestStatus = result.status;
    this.tests.push({ file: relative(root, file), title: test.title, outcome });
    if (outcome !== 'skipped') this.projectsRun.add(test.parent.project()?.name ?? '');
    for (const annotation of test.annotations) {
      if (annotation.type === 'browser' && annotation.description) this.products.add(annotation.description);
    }
    const spec = basename(file);
    const groupPrefix: Record<string, string> = {
      'behaviour.spec.ts': '',
      'keyboard-walk.spec.ts': '',
      'press.spec.ts': '',
      'landing.spec.ts': 'Links and landing: ',
      'screen-reader.spec.ts': 'Screen reader: ',
      'first-moment.spec.ts': 'Before the app starts, and while it starts: ',
      'conformance.spec.ts': 'Conformance gates: ',
    };
    if (spec in groupPrefix) {
      this.behaviour.push({
        file: relative(root, file),
        group: `${groupPrefix[spec]}${test.parent.title}`,
        title: test.title,
        criteria: test.annotations.filter((annotation) => annotation.type === 'wcag').map((a) => a.description ?? ''),
        outcome,
        rerun: rerunCommand(spec, test.title),
        ...(outcome === 'passed' ? {} : { error: error || outcome }),
      });
    } else if (file.endsWith('a11y-gate.spec.ts') && outcome !== 'passed') {
      this.gateFailures.push({ title: test.title, error: error || outcome });
    }
  }

  async onEnd(result: FullResult): Promise<{ status?: FullResult['status'] } | undefined> {
    const records: ScenarioRecord[] = [];
    for (const name of (await readdir(join(this.dir, 'raw'))).sort()) {
      records.push(JSON.parse(await readFile(join(this.dir, 'raw', name), 'utf8')) as ScenarioRecord);
    }
    const order = scenarios.map(scenarioName);
    records.sort((a, b) => order.indexOf(scenarioName(a)) - order.indexOf(scenarioName(b)));
    // A gate test (titled by scenarioName) that recorded its scenario is reported through its record; keep only
    // those that did not.
    const recorded = new Set(records.map(scenarioName));
    const input: ReportInput = {
      product,
      criteria,
      evaluations: evaluationData,
      results: {
        generatedAt: new Date().toISOString(),
        command: runCommand(),
        provenance: provenance(),
        evidence: evidenceState(),
        versions: this.versionsOfThisRun(records),
        tools: {
          'axe-core': records[0]?.states[0]?.results.testEngine.version ?? 'not run',
          Playwright: this.version,
          '@guidepup/virtual-screen-reader': packageVersion('@guidepup/virtual-screen-reader'),
        },
        axeVersion: records[0]?.states[0]?.results.testEngine.version ?? 'not run',
        axeMethod,
        axe: { tags: axeTags, experimentalRules, disabledRules, stateRuleExceptions, reviewedIncompletes },
        states: states.map(({ id, label }) => ({ id, label })),
        expectedScenarios: scenarios.length,
        scenarios: records.map((record) => ({ ...record, where: scenarioWhere(record) })),
        gateFailures: this.gateFailures.filter((failure) => !recorded.has(failure.title)),
        behaviour: this.behaviour.sort((a, b) => a.group.localeCompare(b.group) || a.title.localeCompare(b.title)),
        tests: this.tests,
        evidenceFiles: Object.fromEntries(
          measuredFiles(evaluations)
            .filter((path) => existsSync(join(root, path)))
            .map((path) => [path, JSON.parse(readFileSync(join(root, path), 'utf8')) as unknown]),
        ),
        technologies: await builtTechnologies(),
        transcripts: { note: transcriptsNote, files: await readTranscripts() },
      },
    };

    await writeFile(
      join(this.dir, 'results.json'),
      JSON.stringify(
        records.flatMap((record) =>
          record.states.map((state) => ({
            screen: record.screen,
            viewport: record.viewport,
            scheme: record.scheme,
            phase: record.phase ?? 'after the app',
            state: { id: state.id, label: state.label },
            results: state.results,
          })),
        ),
      ),
    );
    // EARL's subjects are the site's pages at its public address, which the local server stood in for.
    await writeFile(join(this.dir, 'earl.jsonld'), JSON.stringify(toEarl(input)));
    // The evaluations' evidence (measurements, screenshots, transcripts) beside the report, which links it.
    rmSync(join(this.dir, 'evidence'), { recursive: true, force: true });
    const missingEvidence: string[] = [];
    for (const path of new Set(evaluations.flatMap((evaluation) => evaluation.evidence.map((file) => file.path)))) {
      if (existsSync(path)) cpSync(path, join(this.dir, 'evidence', path), { recursive: true });
      else missingEvidence.push(path);
    }
    const indexPath = join(this.dir, 'index.html');
    await writeFile(indexPath, renderReport(input));

    // The report page itself must pass the same axe configuration.
    const selfCheck = await checkReportPage(indexPath);
    input.results.selfCheck = selfCheck;
    await writeFile(indexPath, renderReport(input));
    const passes = selfCheck.violations.length === 0 && selfCheck.incomplete.length === 0;
    // The report fails its own check when a level A or AA row lacks a verdict, a remark or evidence, when a
    // remark's measurement does not hold, and when the evidence was measured on other sources (then only that).
    const stale = input.results.evidence.changes.length > 0;
    const problems = [
      ...reportProblems(input),
      ...(stale ? [] : missingEvidence.map((path) => `missing evidence: ${path}`)),
    ];
    console.log(
      `\nAccessibility report: ${pathToFileURL(indexPath).href}\n` +
        `  ${records.length}/${scenarios.length} scenarios, ${records.reduce((n, r) => n + r.states.length, 0)} axe runs, ` +
        `${this.behaviour.filter((b) => b.outcome === 'passed').length}/${this.behaviour.length} behaviour checks passed; ` +
        `report page: ${passes ? 'passes axe' : 'FAILS axe: ' + [...selfCheck.violations, ...selfCheck.incomplete].map((v) => v.id).join(', ')}; ` +
        (problems.length === 0
          ? 'every A and AA row has a verdict, a remark and evidence, and every measured remark holds'
          : stale
            ? `NO VERDICTS:\n    ${problems.join('\n    ')}`
            : `CANNOT BE SIGNED:\n    ${problems.join('\n    ')}`) +
        (this.retried.length === 0
          ? ''
          : `\n  Tried again (first try failed; see test-results/):\n    ${this.retried.join('\n    ')}`),
    );
    if ((!passes || problems.length > 0) && result.status === 'passed') return { status: 'failed' };
    return undefined;
  }

  /**
   * The versions this run used, as the programs gave them: Chromium's from the axe gate's browser, the other
   * browsers' from the tests that drove them, Orca's (and, if no test named them, its browsers') from --version
   * when the screen-reader suite ran.
   */
  private versionsOfThisRun(records: readonly ScenarioRecord[]) {
    const products = [...this.products, ...records.map((record) => `Chromium ${record.browserVersion}`)];
    if ([...this.projectsRun].some((project) => project.startsWith('orca'))) {
      const named = versionsOf(products);
      products.push(programVersion('orca', 'Orca') ?? 'Orca (version unknown)');
      if (!named.chromium) products.push(programVersion(chromiumExecutablePath() ?? 'chromium', 'Chromium') ?? '');
      if (!named.firefox) products.push(programVersion(process.env.FIREFOX_PATH ?? 'firefox-esr', 'Firefox') ?? '');
    }
    return versionsOf(products);
  }
}

/** Whether the evidence was measured on the sources this report describes: the stamps compared. */
function evidenceState(): EvidenceState {
  const stampFile = join(root, 'accessibility/evidence/stamp.json');
  if (!existsSync(stampFile)) {
    return { run: null, changes: ['accessibility/evidence/stamp.json (missing: no evidence run recorded a stamp)'] };
  }
  const recorded = JSON.parse(readFileSync(stampFile, 'utf8')) as Stamp;
  const changes = stampChanges(recorded, currentStamp(root));
  if (evidenceRun.stamp !== recorded.hash)
    changes.push('accessibility/evidence/run.json (from another run than stamp.json)');
  return { run: evidenceRun, changes };
}

/** The built pages (dist/), as a browser receives them: what they use. */
async function builtTechnologies() {
  const dist = join(root, 'dist');
  const files = existsSync(dist)
    ? (await readdir(dist, { recursive: true }))
        .map(String)
        .filter((file) => file.endsWith('.html'))
        .sort()
    : [];
  const pages = await Promise.all(
    files.map(async (path) => ({ path, html: await readFile(join(dist, path), 'utf8') })),
  );
  return technologiesOf(pages, (href) => {
    const file = join(dist, href.replace(/^\//, ''));
    return href.startsWith('/') && existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  });
}

function git(...args: string[]): string {
  try {
    return execFileSync('git', args, { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

function provenance() {
  return {
    commit: git('rev-parse', 'HEAD'),
    dirty: git('status', '--porcelain', '--untracked-files=no') !== '',
    node: process.version,
    os: `${type()} ${release()} (${process.platform} ${process.arch})`,
  };
}

async function readTranscripts() {
  const names = (await readdir(transcriptsDir)).filter((name) => name.endsWith('.txt')).sort();
  return names.map((name) => ({ name: name.replace(/\.txt$/, ''), text: transcriptText(join(transcriptsDir, name)) }));
}

async function checkReportPage(path: string): Promise<SelfCheck> {
  const browser = await chromium.launch({ executablePath: chromiumExecutablePath(), args: chromiumArgs });
  const check: SelfCheck = { violations: [], incomplete: [], passes: 0, widths: [1280, 320] };
  try {
    for (const width of check.widths) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await page.goto(pathToFileURL(path).href);
      const results = await axeBuilder(page).analyze();
      const summary = (rule: (typeof results.violations)[number]) => ({
        id: rule.id,
        help: rule.help,
        nodes: rule.nodes.length,
      });
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
