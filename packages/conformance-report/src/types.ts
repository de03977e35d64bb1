// What a report is made from: the product, the criteria, the evaluations, and the results of one run. Every field
// is data; nothing here reads a file or runs a browser (the adapter that calls the report does).
import type { Judgement } from './clauses';
import type { Standard } from './standards';
import type { Technologies } from './technologies';
import type { Environment, Evaluation, KnownIssue } from './verdicts';
import type { Criteria } from './wcag';

/** The product the report is about. */
export interface Product {
  /** "Cognitive Resilience Foundation website". */
  name: string;
  /** Who makes it and evaluated it: "Cognitive Resilience Foundation". */
  organisation: string;
  version: string;
  /** Where visitors reach it ("https://example.org"): EARL names its pages there. */
  origin: string;
  description: string;
  /** WCAG-EM's scope, in a sentence or two. */
  scope: string;
  /** `note`: said beside them, such as that they are stand-ins that reach no one yet. */
  contact: { email: string; phone?: { href: string; display: string }; note?: string };
  /** The public accessibility statement made from the same data, if there is one. */
  statementUrl?: string;
}

/** The evaluations and what WCAG-EM asks to be said of them. */
export interface EvaluationData {
  /** The tested matrix's browsers and assistive technology (their versions come from the runs). */
  environments: readonly Environment[];
  /** What no check used: assistive technology and ways of use left out. */
  notTested: readonly string[];
  results: readonly Evaluation[];
  /**
   * The judgements of the clauses of other standards that map to no WCAG criterion (functional performance,
   * documentation, support services), by clause key: a self-assessment where no person is named.
   */
  judgements?: readonly Judgement[];
  /** Known issues and the exceptions a statement names, each with the date it was found: one list. */
  knownIssues: readonly KnownIssue[];
  /** The conformance target: "WCAG 2.2 AA". */
  target: string;
  sample: readonly { path: string; label: string }[];
  sampleReason: string;
  baseline: string;
  techniques: readonly string[];
  /** Whether the people who made the product evaluated it themselves: the report says so on its cover. */
  selfAssessment: boolean;
  /** The commands that re-run the scripted checks and the screen-reader checks. */
  commands: { evidence: string; screenReader?: string };
}

/** The scripted checks' last run: when, on which sources, in which versions. */
export interface EvidenceRun {
  startedAt: string;
  finishedAt: string;
  /** The stamp of the sources the checks ran on, when they ran apart from the report's run (stamp.ts). */
  stamp?: string;
  /** The build the checks measured: its commit, and whether its tree differed from it. */
  commit: string;
  uncommittedChanges: boolean;
  /** Each environment's version, by id, as the program gave it at run time. */
  versions: Record<string, string>;
  /** The drivers and runtime, by name. */
  tools: Record<string, string>;
}

/** The scripted checks' evidence the verdicts rest on, and whether it was measured on the sources reported. */
export interface EvidenceState {
  run: EvidenceRun | null;
  /** What a visitor gets that differs from what the evidence was measured on: empty when they match. */
  changes: readonly string[];
}

/** One axe rule's result, as axe-core gives it (only the fields the report reads). */
export interface AxeRule {
  id: string;
  impact?: string | null;
  tags: readonly string[];
  description: string;
  help: string;
  helpUrl: string;
  nodes: readonly { html: string; target: readonly unknown[]; failureSummary?: string }[];
}

/** One axe run, as axe-core gives it (only the fields the report reads). */
export interface AxeRun {
  testEngine: { version: string };
  timestamp: string;
  passes: readonly AxeRule[];
  violations: readonly AxeRule[];
  incomplete: readonly AxeRule[];
  inapplicable: readonly AxeRule[];
}

export interface StateRecord {
  id: string;
  label: string;
  results: AxeRun;
  /** Each "needs review" node and the review that covers it (null when none does). */
  incompleteReviews?: readonly { rule: string; target: string; reason: string | null }[];
  /** Text whose painted colour falls short, where axe cannot measure (forced colours). */
  paintedContrastFailures?: readonly string[];
}

/** One page checked at one width, scheme and phase, in each state reached. */
export interface ScenarioRecord {
  screen: { id: string; label: string; path: string };
  viewport: { width: number; height: number };
  scheme: string;
  /** Where it was checked, as a reader says it: "390px dark, before the app". */
  where: string;
  /** The phase it was checked in, if the site has several ("before the app"). */
  phase?: string;
  states: readonly StateRecord[];
  /** States this scenario cannot reach, with the reason. */
  unreachable: readonly { id: string; label: string; reason: string }[];
}

export type TestStatus = 'passed' | 'failed' | 'timedOut' | 'skipped' | 'interrupted' | 'not run';

/** A test of this run, any suite: what a remark's measurement can name. */
export interface TestOutcome {
  /** From the project's root: "e2e/behaviour.spec.ts". */
  file: string;
  title: string;
  outcome: TestStatus;
}

/**
 * A test of this run as the report lists it: every test, whatever its file, in its section and group, with the
 * criteria it is tagged with (a criterion's row counts it).
 */
export interface ReportedTest extends TestOutcome {
  /** Where the report lists it: the kind of check and what it ran in ("A real screen reader: Orca 43.1 …"). */
  section: string;
  group: string;
  /** The Playwright project it ran in ("chromium", "orca", "engines"), which names its browser. */
  project?: string;
  criteria: readonly string[];
  error?: string;
  /** The first error of a try that failed before a later try passed: the test is flaky, not clean. */
  flaky?: string;
  /** The reviewed transcripts it compared what it heard with, by path from the project's root. */
  transcripts?: readonly string[];
  /** The command that re-runs it. */
  rerun?: string;
  /** What it drives in place of the real thing, when it is a simulation ("a simulated screen reader, …"). */
  simulation?: string;
}

/** A reviewed transcript of what a screen reader says. */
export interface Transcript {
  /** From the transcripts' folder, without ".txt": "orca/firefox/home-reading". */
  name: string;
  /** From the project's root, as a test's "transcript" annotation names it. */
  path: string;
  text: string;
}

/** The report page's own axe check. */
export interface SelfCheck {
  violations: { id: string; help: string; nodes: number }[];
  incomplete: { id: string; help: string; nodes: number }[];
  passes: number;
  widths: number[];
}

/** A "needs review" result's review, as the gate's configuration holds it. */
export interface IncompleteReview {
  rule: string;
  within: string;
  /** Why axe cannot decide there, and what the check that settles it holds. */
  reason: string;
  /** The check that settles it, by path or command ("theme/contrast.test.ts, a unit test of the theme's tokens"). */
  settledBy?: string;
}

/** What one run of the automated checks found, and what it ran in. */
export interface RunResults {
  generatedAt: string;
  /** The command that made the report ("npm run a11y:report"). */
  command: string;
  provenance: { commit: string; dirty: boolean; node: string; os: string };
  evidence: EvidenceState;
  /** This run's tested matrix: each environment's version by id, as the programs gave it. */
  versions: Record<string, string>;
  /** The tools and their versions: "axe-core": "4.13.0". */
  tools: Record<string, string>;
  axeVersion: string;
  /** How each page was checked with axe, in a paragraph. */
  axeMethod: string;
  axe: {
    tags: readonly string[];
    experimentalRules: readonly string[];
    disabledRules: Readonly<Record<string, string>>;
    /** Rules off in one state, by state id, with the reason. */
    stateRuleExceptions: Readonly<Record<string, Readonly<Record<string, string>>>>;
    reviewedIncompletes: readonly IncompleteReview[];
  };
  /** Every state a page can be put in, in order. */
  states: readonly { id: string; label: string }[];
  /** How many scenarios the run should have recorded. */
  expectedScenarios: number;
  scenarios: readonly ScenarioRecord[];
  /** Scenarios that failed before recording, by title. */
  gateFailures: readonly { title: string; error: string }[];
  /** Every test of the run: the report lists each one, its rows count those tagged with a criterion. */
  tests: readonly ReportedTest[];
  /** The evidence files the measurements read, by path, as parsed JSON. */
  evidenceFiles: Readonly<Record<string, unknown>>;
  /** What the built pages use. */
  technologies: Technologies;
  transcripts: { note: string; files: readonly Transcript[] };
  selfCheck?: SelfCheck;
}

/** Everything a report is made from: criteria, evaluations and results in; HTML and EARL out. */
export interface ReportInput {
  product: Product;
  criteria: Criteria;
  /**
   * The standards reported besides WCAG (`section508(criteria)`, `en301549(criteria)`): with any, the report takes
   * the form of the VPAT 2.5 INT edition; without, the WCAG edition.
   */
  standards?: readonly Standard[];
  evaluations: EvaluationData;
  results: RunResults;
}
