// The conformance tables' rows: for each WCAG 2.2 criterion, the evidence this run recorded (axe rules with
// their counts, behaviour and screen-reader tests by name) and the verdict src/content/accessibility.ts gives
// from the maintainers' evaluations, which a failure in this run overrides.
import { successCriteria as criteriaOfTags } from '../axe';
import { checkClaims, claimProblems, type ClaimCheck } from './claims';
import type { BehaviourResult, ReportModel } from './model';
import { conformanceProblems, criterionLabel, evaluations, statementRows, successCriteria, verdictFor } from './wcag';
import type { AutomatedOutcome, CriterionVerdict } from '../../src/content/accessibility';

interface RuleEvidence {
  rule: string;
  helpUrl: string;
  /** axe runs in which the rule passed, failed (violation nodes counted) or needed review. */
  passedRuns: number;
  violationNodes: number;
  reviewRuns: number;
}

export interface ConformanceRow extends CriterionVerdict {
  automated: AutomatedOutcome;
  rules: RuleEvidence[];
  tests: BehaviourResult[];
  /** The remarks that say every, all or no, with what their measurements found in this run. */
  claims: ClaimCheck[];
}

/** The command that re-runs one test by its title. */
export function rerunCommand(test: BehaviourResult): string {
  const title = test.title.replace(/[.*+?^${}()|[\]\\"]/g, '\\$&');
  return `npm run build && npx playwright test e2e/${test.file} -g "${title}"`;
}

export function conformanceRows(model: ReportModel): ConformanceRow[] {
  const rules = new Map<string, Map<string, RuleEvidence>>();
  for (const record of model.scenarios) {
    for (const state of record.states) {
      const kinds = [
        ['passes', state.results.passes],
        ['violations', state.results.violations],
        ['incomplete', state.results.incomplete],
      ] as const;
      for (const [kind, results] of kinds) {
        for (const rule of results) {
          for (const criterion of criteriaOfTags(rule.tags)) {
            const byRule = rules.get(criterion) ?? new Map<string, RuleEvidence>();
            const evidence = byRule.get(rule.id) ?? {
              rule: rule.id,
              helpUrl: rule.helpUrl,
              passedRuns: 0,
              violationNodes: 0,
              reviewRuns: 0,
            };
            if (kind === 'passes') evidence.passedRuns += 1;
            else if (kind === 'violations') evidence.violationNodes += rule.nodes.length;
            else evidence.reviewRuns += 1;
            byRule.set(rule.id, evidence);
            rules.set(criterion, byRule);
          }
        }
      }
    }
  }
  const incompleteRun = model.scenarios.length !== model.expectedScenarios || model.gateFailures.length > 0;
  const claims = checkClaims(evaluations, model.evidenceFiles, model.tests);
  return Object.keys(successCriteria).map((criterion) => {
    const ruleEvidence = [...(rules.get(criterion)?.values() ?? [])].sort((a, b) => a.rule.localeCompare(b.rule));
    const tests = model.behaviour.filter((test) => test.criteria.includes(criterion));
    const failed =
      ruleEvidence.some((rule) => rule.violationNodes > 0) || tests.some((test) => test.outcome !== 'passed');
    const anyEvidence = ruleEvidence.length > 0 || tests.length > 0;
    // A run that stopped early cannot vouch for any criterion: its missing scenarios may hold the failure.
    const automated: AutomatedOutcome = failed ? 'fail' : anyEvidence && !incompleteRun ? 'pass' : 'none';
    return {
      ...verdictFor(criterion, automated),
      automated,
      rules: ruleEvidence,
      tests,
      claims: claims.filter((claim) => claim.criterion === criterion),
    };
  });
}

/**
 * Why this report cannot be signed: an A or AA row Not Evaluated, without a remark or without evidence, any
 * row without a remark, a remark that says every, all or no without a measurement that holds in this run, or a
 * verdict that differs from the published statement's (which assumes a passing run). Empty when it can be. The
 * reporter fails the run on any.
 */
export function reportProblems(rows: readonly ConformanceRow[]): string[] {
  const problems = conformanceProblems(rows, (criterion) => {
    const row = rows.find((candidate) => candidate.criterion === criterion);
    return !!row && (row.tests.length > 0 || row.rules.length > 0);
  });
  problems.push(
    ...claimProblems(
      rows.flatMap((row) => row.claims),
      criterionLabel,
    ),
  );
  const statement = new Map(statementRows().map((row) => [row.criterion, row.verdict]));
  for (const row of rows) {
    if (row.automated === 'fail') continue;
    const published = statement.get(row.criterion);
    if (published !== row.verdict) {
      problems.push(`${criterionLabel(row.criterion)}: ${row.verdict} here, ${published} in the statement`);
    }
  }
  return problems;
}
