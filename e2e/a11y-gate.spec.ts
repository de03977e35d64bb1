// The axe gate: zero violations on every screen, in every phase a visitor meets it in (without JavaScript, before
// the app, while it starts, after it), at the bar's two layouts, in both schemes and in every state each reaches.
// One page load per scenario (scenarios.ts); the states are stepped through on that load.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from './test';
import { describeViolations, reviewIncompletes, runAxe } from './axe';
import { installA11yProbes } from './probes';
import type { ScenarioRecord, StateRecord } from './report/model';
import { openInPhase } from './phases';
import { scenarioName, scenarios, states, walkStates } from './scenarios';

/** Set for `npm run a11y:report` and `npm test`: where each scenario's raw axe results go for the report. */
const reportDir = process.env.A11Y_REPORT_DIR;

test.describe('axe gate', () => {
  // One test walks up to seven states with a full axe run in each: minutes, not seconds, on a busy machine.
  test.describe.configure({ timeout: 240_000 });
  for (const scenario of scenarios) {
    test(scenarioName(scenario), async ({ page: fixturePage, browser, baseURL }) => {
      const record: ScenarioRecord = {
        screen: { id: scenario.screen.id, label: scenario.screen.label, path: scenario.screen.path },
        viewport: scenario.viewport,
        scheme: scenario.scheme,
        phase: scenario.phase,
        browserVersion: browser.version(),
        states: [],
        unreachable: states.flatMap((state) => {
          const reason = state.unreachable(scenario);
          return reason ? [{ id: state.id, label: state.label, reason }] : [];
        }),
      };
      try {
        const { page, done } = await openInPhase({ page: fixturePage, browser, baseURL: baseURL! }, scenario);
        await walkStates(page, scenario, async (state) => {
          const results = await runAxe(page, state.id, state.checked, state.wholePage);
          // The report says where axe looked when a state is checked where it changes the page.
          const wholePage = state.wholePage?.length ? `; ${state.wholePage.join(', ')} on the whole page` : '';
          const label = state.checked ? `${state.label} (axe on ${state.checked.join(', ')}${wholePage})` : state.label;
          const stateRecord: StateRecord = { id: state.id, label, results };
          record.states.push(stateRecord);
          expect.soft(results.violations, `${state.label}:\n${describeViolations(results.violations)}`).toEqual([]);
          const reviewed = await reviewIncompletes(page, state.id, results);
          stateRecord.incompleteReviews = reviewed;
          const unexplained = reviewed.filter((node) => node.reason === null);
          expect
            .soft(unexplained, `${state.label}: needs review, with no review in e2e/axe.ts (reviewedIncompletes)`)
            .toEqual([]);
          if (state.id === 'forced-colours') {
            // Stands in for axe's color-contrast in this state (see stateRuleExceptions in axe.ts).
            await installA11yProbes(page);
            const failures = await page.evaluate(() => window.__a11yProbes!.forcedColourContrastFailures());
            stateRecord.paintedContrastFailures = failures;
            expect.soft(failures, `${state.label}: painted text contrast`).toEqual([]);
          }
        });
        await done();
      } finally {
        if (reportDir) {
          await mkdir(join(reportDir, 'raw'), { recursive: true });
          await writeFile(
            join(reportDir, 'raw', `${scenarioName(scenario).replace(/\s+/g, '-')}.json`),
            JSON.stringify(record),
          );
        }
      }
    });
  }
});
