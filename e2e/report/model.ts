// What the axe gate records per scenario for the report (written as JSON by a11y-gate.spec.ts).
import type { AxeResults, IncompleteReview } from '../axe';
import type { Phase } from '../scenarios';
import type { EvidenceRun } from '../../src/content/accessibility';
import type { Technologies } from './technologies';

export interface StateRecord {
  id: string;
  label: string;
  results: AxeResults;
  /** Each "needs review" node and the review that covers it (null when none does: the gate fails). */
  incompleteReviews?: { rule: string; target: string; reason: string | null }[];
  /** Forced colours only: text whose painted colour falls short of 4.5:1 (3:1 large) on its background. */
  paintedContrastFailures?: string[];
}

export interface ScenarioRecord {
  screen: { id: string; label: string; path: string };
  viewport: { width: number; height: number };
  scheme: 'light' | 'dark';
  /** The phase the screen was checked in (scenarios.ts); after the app where absent. */
  phase?: Phase;
  browserVersion: string;
  states: StateRecord[];
  /** States this scenario cannot reach, with the reason. */
  unreachable: { id: string; label: string; reason: string }[];
}

export type Outcome = 'passed' | 'failed' | 'timedOut' | 'skipped' | 'interrupted' | 'not run';

/** One behaviour check: a Playwright test named after what it holds, with the criteria it maps to. */
export interface BehaviourResult {
  /** The spec file, from e2e/ (behaviour.spec.ts, screen-reader.spec.ts). */
  file: string;
  group: string;
  title: string;
  criteria: string[];
  outcome: Outcome;
  error?: string;
}

export interface SelfCheck {
  violations: { id: string; help: string; nodes: number }[];
  incomplete: { id: string; help: string; nodes: number }[];
  passes: number;
  widths: number[];
}

/** Where the report came from: enough to rebuild it. */
interface Provenance {
  commit: string;
  /** Uncommitted changes in the working tree when the report was made. */
  dirty: boolean;
  node: string;
  os: string;
}

/** A reviewed transcript of what a screen reader hears (accessibility/transcripts/). */
interface Transcript {
  name: string;
  text: string;
}

/** A test of this run, any suite: what a remark's measurement can name. */
export interface TestOutcome {
  /** From the repository's root: "e2e/behaviour.spec.ts". */
  file: string;
  title: string;
  outcome: Outcome;
}

/** The scripted checks' evidence the verdicts rest on, and whether it was measured on the sources reported. */
export interface EvidenceState {
  /** The evidence run's record (accessibility/evidence/run.json), if there is one. */
  run: EvidenceRun | null;
  /** The files a visitor gets that differ from those the evidence was measured on: empty when they match. */
  changes: string[];
}

export interface ReportModel {
  generatedAt: string;
  provenance: Provenance;
  evidence: EvidenceState;
  /** This run's tested matrix: each environment's version by id, as the programs gave it. */
  versions: Record<string, string>;
  /** Every test of this run, for the measurements remarks name. */
  tests: TestOutcome[];
  /** The figures the remarks rest on, read from the evidence files by path. */
  evidenceFiles: Record<string, unknown>;
  /** What the built pages use, read from dist/. */
  technologies: Technologies;
  transcripts: Transcript[];
  axeVersion: string;
  browserVersion: string;
  playwrightVersion: string;
  configuration: {
    tags: readonly string[];
    experimentalRules: readonly string[];
    disabledRules: Readonly<Record<string, string>>;
    stateRuleExceptions: Readonly<Record<string, Readonly<Record<string, string>>>>;
    reviewedIncompletes: readonly IncompleteReview[];
  };
  /** Expected scenarios (screen × width × scheme) and how many the run recorded. */
  expectedScenarios: number;
  scenarios: ScenarioRecord[];
  /** Gate tests that failed before recording (crash, timeout), by title. */
  gateFailures: { title: string; error: string }[];
  behaviour: BehaviourResult[];
  selfCheck?: SelfCheck;
}
