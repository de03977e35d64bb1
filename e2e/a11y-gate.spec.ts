// The axe gate: zero violations on every screen, at every width, in both schemes and in every state.
// One page load per screen × width × scheme; the states are stepped through on that load.
import { writeFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { describeViolations, runAxe } from './axe';
import { openScenario, scenarioName, scenarios, walkStates } from './scenarios';
import { installA11yProbes } from './probes';
import type { ScenarioRecord, StateRecord } from './report/model';

/** Set by `npm run a11y:report`: where each scenario's raw axe results are written for the report. */
const reportDir = process.env.A11Y_REPORT_DIR;

test.describe('axe gate', () => {
  for (const scenario of scenarios) {
    test(scenarioName(scenario), async ({ page, browser }) => {
      await openScenario(page, scenario);
      const record: ScenarioRecord = {
        screen: { id: scenario.screen.id, label: scenario.screen.label, path: scenario.screen.path },
        viewport: scenario.viewport,
        scheme: scenario.scheme,
        browserVersion: browser.version(),
        states: [],
        unreachable: [],
      };
      const skipped = await walkStates(page, scenario, async (state) => {
        const results = await runAxe(page, state.id);
        const stateRecord: StateRecord = { id: state.id, label: state.label, results };
        record.states.push(stateRecord);
        expect
          .soft(results.violations, `${state.label}:\n${describeViolations(results.violations)}`)
          .toEqual([]);
        if (state.id === 'forced-colours') {
          // Stands in for axe's color-contrast here (see stateRuleExceptions in axe.ts).
          await installA11yProbes(page);
          const failures = await page.evaluate(() => window.__a11yProbes!.forcedColourContrastFailures());
          stateRecord.paintedContrastFailures = failures;
          expect.soft(failures, 'painted text contrast under forced colours').toEqual([]);
        }
      });
      record.unreachable = skipped.map(({ state, reason }) => ({ id: state.id, label: state.label, reason }));
      if (reportDir) {
        const file = join(reportDir, 'raw', `${scenarioName(scenario).replace(/\s+/g, '-')}.json`);
        await mkdir(join(reportDir, 'raw'), { recursive: true });
        await writeFile(file, JSON.stringify(record));
      }
    });
  }
});
