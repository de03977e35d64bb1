// Playwright reporter that writes the auditor's report: reports/accessibility/index.html, results.json
// (axe's raw results per scenario and state) and earl.jsonld. Used by `npm run a11y:report` and `npm test`
// (playwright.config.ts adds it when A11Y_REPORT_DIR is set). It hands this run's results, with what the report
// says of this site (site.ts), to the conformance-report package (packages/conformance-report), which collects the
// tests, makes the report and checks its page. The scripted checks (e2e/evidence/) measure the same build in the same
// run; the report gives no verdict when they did not finish. The report is then published with the build it reports,
// at dist/accessibility/report/, where the statement links to it.
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import type { FullConfig, FullResult, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';
import type { ReportInput } from 'conformance-report';
import type { EvidenceRun } from 'conformance-report';
import {
  builtTechnologies,
  readEvidenceFiles,
  readTranscripts,
  reportSummary,
  runProvenance,
  writeReport,
} from 'conformance-report/node';
import { checkReportPage, TestCollector } from 'conformance-report/playwright';
import {
  axeBuilder,
  axeTags,
  disabledRules,
  experimentalRules,
  reviewedIncompletes,
  stateRuleExceptions,
} from '../axe';
import { chromiumExecutablePath, chromiumFlags } from '@foundation/browsers/executables';
import { builtSite, evidenceDir, evidenceRunFile, root } from '../evidence/files';
import { packageVersion, programVersion, versionsOf } from '../evidence/versions';
import { scenarioName, scenarios, scenarioWhere, states } from '../scenarios';
import { transcriptsDir, transcriptText } from '../screen-reader';
import { reportPath } from '../../src/content/statement';
import { buildName } from '../../src/app/siteBuild';
import type { ScenarioRecord } from './model';
import { axeMethod, criteria, evaluationData, product, standards, transcriptsNote } from './site';

/** The command this run was started with, as npm names it ("npm run a11y:report"), else Playwright's. */
function runCommand(): string {
  const script = process.env.npm_lifecycle_event;
  return script && script !== 'npx' ? `npm run ${script}` : 'npx playwright test';
}

export default class AccessibilityReporter implements Reporter {
  private readonly dir: string;
  private version = 'unknown';
  /** This run's versions, by environment id, once the run has ended: the sections' titles name Orca's. */
  private versions: Record<string, string> = {};
  private readonly run = new TestCollector({
    root,
    groupPrefixes: {
      'landing.spec.ts': 'Links and landing: ',
      'screen-reader.spec.ts': 'Simulated screen reader: ',
      'first-moment.spec.ts': 'Before the app starts, and while it starts: ',
      'conformance.spec.ts': 'Conformance gates: ',
    },
    // Every test of the run is listed, in a section per kind of check and what it ran in.
    section: ({ file, project }) => {
      if (project.startsWith('orca'))
        return `A real screen reader: Orca${this.versions.orca ? ` ${this.versions.orca}` : ''} in Firefox ESR and Chromium`;
      if (project === 'engines') return 'Firefox ESR and WebKitGTK';
      if (file.endsWith('a11y-gate.spec.ts'))
        return 'axe on every page, phase, width, scheme and state (headless Chromium)';
      if (project === 'chromium') return 'Browser tests in headless Chromium';
      if (project === 'nginx') return 'The production server’s configuration (nginx)';
      if (project === 'evidence') return 'The scripted checks the maintainers read (Chromium, Firefox ESR, WebKitGTK)';
      return `Project ${project}`;
    },
    gateSuite: 'a11y-gate.spec.ts',
    // It drives @guidepup/virtual-screen-reader in Chromium: what a screen reader would say, read from the DOM, not
    // what one does say (Orca's transcripts are the real reader's, listed with the evaluations that used it).
    simulations: {
      'screen-reader.spec.ts': 'a simulated screen reader (@guidepup/virtual-screen-reader), not a real one',
    },
    rerun: (file, title, project) =>
      `npm run build:preview && npx playwright test ${file} --project=${project} --no-deps -g "${title.replace(/[.*+?^${}()|[\]\\"]/g, '\\$&')}"`,
  });

  constructor(options: { outputDir?: string } = {}) {
    this.dir = resolve(options.outputDir ?? process.env.A11Y_REPORT_DIR ?? 'reports/accessibility');
  }

  printsToStdio() {
    return false;
  }

  onBegin(config: FullConfig, suite: Suite) {
    this.version = config.version;
    // Every test this run means to run: one that never ends (the run stopped) is reported as not run, and the
    // rows it would have held say Not Evaluated rather than Supports.
    this.run.plan(suite.allTests());
    // Raw results from an earlier run must not leak into this report. Synchronous: Playwright does not
    // await onBegin, and the first test may write its raw results at once (a11y-gate.spec.ts).
    rmSync(join(this.dir, 'raw'), { recursive: true, force: true });
    mkdirSync(join(this.dir, 'raw'), { recursive: true });
    // Nor an earlier run's measurements: a remark reads only what the scripted checks of this run wrote.
    rmSync(evidenceDir, { recursive: true, force: true });
  }

  onTestEnd(test: TestCase, result: TestResult) {
    this.run.add(test, result);
  }

  async onEnd(result: FullResult): Promise<{ status?: FullResult['status'] } | undefined> {
    const records: ScenarioRecord[] = [];
    for (const name of (await readdir(join(this.dir, 'raw'))).sort()) {
      records.push(JSON.parse(await readFile(join(this.dir, 'raw', name), 'utf8')) as ScenarioRecord);
    }
    const order = scenarios.map(scenarioName);
    records.sort((a, b) => order.indexOf(scenarioName(a)) - order.indexOf(scenarioName(b)));
    // A gate test (titled by scenarioName) that recorded its scenario is reported through its record.
    const recorded = new Set(records.map(scenarioName));
    const axeVersion = records[0]?.states[0]?.results.testEngine.version ?? 'not run';
    this.versions = this.versionsOfThisRun(records);
    const build = builtSite();
    const evidence = existsSync(evidenceRunFile)
      ? (JSON.parse(readFileSync(evidenceRunFile, 'utf8')) as EvidenceRun)
      : null;
    const input: ReportInput = {
      product,
      criteria,
      standards,
      evaluations: evaluationData,
      results: {
        generatedAt: new Date().toISOString(),
        command: runCommand(),
        // The build this run tested, as it names itself: the statement in dist/ names the same one.
        provenance: { ...runProvenance(root), commit: build.commit, dirty: build.modified },
        evidence: evidence
          ? { run: evidence, changes: [] }
          : { run: null, changes: ['reports/evidence/run.json (the scripted checks did not finish in this run)'] },
        versions: this.versions,
        tools: {
          'axe-core': axeVersion,
          Playwright: this.version,
          '@guidepup/virtual-screen-reader': packageVersion('@guidepup/virtual-screen-reader'),
        },
        axeVersion,
        axeMethod,
        axe: { tags: axeTags, experimentalRules, disabledRules, stateRuleExceptions, reviewedIncompletes },
        states: states.map(({ id, label }) => ({ id, label })),
        expectedScenarios: scenarios.length,
        scenarios: records.map((record) => ({ ...record, where: scenarioWhere(record) })),
        gateFailures: this.run.gateFailures.filter((failure) => !recorded.has(failure.title)),
        tests: this.run.tests,
        evidenceFiles: readEvidenceFiles(root, [...evaluationData.results, ...(evaluationData.judgements ?? [])]),
        technologies: await builtTechnologies(join(root, 'dist')),
        transcripts: {
          note: transcriptsNote,
          files: await readTranscripts(transcriptsDir, { root, read: transcriptText }),
        },
      },
    };
    // The report page passes the same axe configuration as the site's pages, at a desktop's and a phone's width.
    const written = await writeReport(this.dir, input, {
      root,
      // The record of the evidence run (when, which build, which versions) goes with what it measured.
      records: existsSync(evidenceRunFile) ? [relative(root, evidenceRunFile)] : [],
      checkPage: (path) =>
        checkReportPage(path, {
          launch: () => chromium.launch({ executablePath: chromiumExecutablePath(), args: chromiumFlags }),
          analyze: (page) => axeBuilder(page).analyze(),
        }),
    });
    // Published with the build it reports, in place of the page the build left there.
    const published = join(root, 'dist', reportPath);
    rmSync(published, { recursive: true, force: true });
    for (const file of ['index.html', 'earl.jsonld', 'results.json', 'evidence'])
      if (existsSync(join(this.dir, file))) cpSync(join(this.dir, file), join(published, file), { recursive: true });
    console.log(reportSummary(input, written, this.run));
    // The statement a visitor reads names the build this report tested, or the two describe different builds.
    const statement = readFileSync(join(root, 'dist/accessibility/index.html'), 'utf8');
    const sameBuild = statement.includes(buildName(build));
    console.log(
      sameBuild
        ? `  Published with build ${buildName(build)}, which its statement names: dist${reportPath}`
        : `  THE STATEMENT IN dist/ DOES NOT NAME BUILD ${buildName(build)}, which this report tested`,
    );
    if (!sameBuild && result.status === 'passed') return { status: 'failed' };
    // The report fails its own check when a level A or AA row lacks a verdict, a remark or evidence, when a
    // remark's measurement does not hold, and when the evidence was measured on other sources (then only that).
    if ((!written.passes || written.problems.length > 0) && result.status === 'passed') return { status: 'failed' };
    return undefined;
  }

  /**
   * The versions this run used, as the programs gave them: Chromium's from the axe gate's browser, the other
   * browsers' from the tests that drove them, Orca's (and, if no test named them, its browsers') from --version
   * when the screen-reader suite ran.
   */
  private versionsOfThisRun(records: readonly ScenarioRecord[]) {
    const products = [...this.run.products, ...records.map((record) => `Chromium ${record.browserVersion}`)];
    if ([...this.run.projectsRun].some((project) => project.startsWith('orca'))) {
      const named = versionsOf(products);
      products.push(programVersion('orca', 'Orca') ?? 'Orca (version unknown)');
      if (!named.chromium) products.push(programVersion(chromiumExecutablePath() ?? 'chromium', 'Chromium') ?? '');
      if (!named.firefox) products.push(programVersion(process.env.FIREFOX_PATH ?? 'firefox-esr', 'Firefox') ?? '');
    }
    return versionsOf(products);
  }
}
