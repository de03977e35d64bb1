// What the axe gate records per scenario for the report (written as JSON by a11y-gate.spec.ts); the reporter
// (reporter.ts) turns it into the conformance-report package's ScenarioRecord.
import type { AxeResults } from '../axe';
import type { Phase } from '../scenarios';

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
