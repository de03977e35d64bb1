// What the axe gate records per scenario for the report (written as JSON by a11y-gate.spec.ts): the
// conformance-report package's records, with axe's full results, the phase and the browser's version.
import type { ScenarioRecord as ReportScenario, StateRecord as ReportState } from 'conformance-report';
import type { AxeResults } from '../axe';
import type { Phase } from '../scenarios';

export interface StateRecord extends ReportState {
  results: AxeResults;
}

export interface ScenarioRecord extends Omit<ReportScenario, 'where' | 'scheme' | 'phase' | 'states'> {
  scheme: 'light' | 'dark';
  phase: Phase;
  browserVersion: string;
  states: StateRecord[];
}
