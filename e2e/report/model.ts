// What the axe gate records per scenario for the report (written as JSON by a11y-gate.spec.ts).
import type { AxeResults } from '../axe';

export interface StateRecord {
  id: string;
  label: string;
  results: AxeResults;
  /** Forced colours only: text whose painted colour falls short of 4.5:1 (3:1 large) on its background. */
  paintedContrastFailures?: string[];
}

export interface ScenarioRecord {
  screen: { id: string; label: string; path: string };
  viewport: { width: number; height: number };
  scheme: 'light' | 'dark';
  browserVersion: string;
  states: StateRecord[];
  /** States this scenario cannot reach, with the reason. */
  unreachable: { id: string; label: string; reason: string }[];
}
