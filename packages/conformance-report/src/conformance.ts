// The conformance tables' rows: for each criterion, the evidence this run recorded (axe rules with their counts,
// the tests tagged with it, by name) and the verdict the evaluations give, which a failure in this run overrides; and
// why a report cannot be signed.
import { checkClaims, claimProblems, claimsOutcome, type ClaimCheck } from './claims';
import { clauseRows, type ClauseRow } from './clauses';
import type { ReportedTest, ReportInput, TestStatus } from './types';
import {
  createConformance,
  isDefect,
  issueProblems,
  type AutomatedOutcome,
  type Conformance,
  type CriterionVerdict,
} from './verdicts';

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
  tests: ReportedTest[];
  /** The remarks that say every, all or no, with what their measurements found in this run. */
  claims: ClaimCheck[];
}

/** WCAG success criteria named by an axe rule's tags: "wcag143" → "1.4.3". */
export function criteriaOfTags(tags: readonly string[]): string[] {
  return tags
    .map((tag) => /^wcag(\d)(\d)(\d+)$/.exec(tag))
    .filter((match): match is RegExpExecArray => match !== null)
    .map(([, principle, guideline, criterion]) => `${principle}.${guideline}.${criterion}`);
}

/** A test that was planned but never ran to an outcome: skipped, or not started (the run stopped, or filtered). */
export const didNotRun = (outcome: TestStatus) => outcome === 'skipped' || outcome === 'not run';

/**
 * Some tests' outcomes, counted one way for every place that says them: passed (on a retry among them), failed,
 * not run.
 */
export function tally(tests: readonly ReportedTest[]) {
  const passed = tests.filter((test) => test.outcome === 'passed');
  const notRun = tests.filter((test) => didNotRun(test.outcome));
  const failed = tests.filter((test) => test.outcome !== 'passed' && !didNotRun(test.outcome));
  return {
    total: tests.length,
    passed: passed.length,
    flaky: passed.filter((test) => test.flaky).length,
    failed,
    notRun: notRun.length,
    ran: tests.length - notRun.length,
  };
}

/** The verdicts of the input's evaluations. */
export const conformanceOf = (input: ReportInput): Conformance =>
  createConformance({
    criteria: input.criteria,
    evaluations: input.evaluations.results,
    knownIssues: input.evaluations.knownIssues,
  });

/** Whether the evidence was measured on the sources reported: without it, a report gives no verdicts. */
export const givesVerdicts = (input: ReportInput) => input.results.evidence.changes.length === 0;

export function conformanceRows(input: ReportInput): ConformanceRow[] {
  const { results } = input;
  const rules = new Map<string, Map<string, RuleEvidence>>();
  for (const record of results.scenarios) {
    for (const state of record.states) {
      const kinds = [
        ['passes', state.results.passes],
        ['violations', state.results.violations],
        ['incomplete', state.results.incomplete],
      ] as const;
      for (const [kind, found] of kinds) {
        for (const rule of found) {
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
  const incompleteRun = results.scenarios.length !== results.expectedScenarios || results.gateFailures.length > 0;
  const claims = checkClaims(input.evaluations.results, results.evidenceFiles, results.tests);
  const { verdictFor } = conformanceOf(input);
  return Object.keys(input.criteria).map((criterion) => {
    const ruleEvidence = [...(rules.get(criterion)?.values() ?? [])].sort((a, b) => a.rule.localeCompare(b.rule));
    const tests = results.tests.filter((test) => test.criteria.includes(criterion));
    const rowClaims = claims.filter((claim) => claim.criterion === criterion);
    const claimed = claimsOutcome(rowClaims);
    const failed =
      ruleEvidence.some((rule) => rule.violationNodes > 0) ||
      tests.some((test) => test.outcome !== 'passed' && !didNotRun(test.outcome)) ||
      claimed === 'fail';
    // A test that did not run, or a remark whose measurement is missing, vouches for nothing: the row may not
    // say Supports on it.
    const notRun = tests.some((test) => didNotRun(test.outcome)) || claimed === 'not run';
    const anyEvidence = ruleEvidence.length > 0 || tests.length > 0;
    // A run that stopped early cannot vouch for any criterion: its missing scenarios may hold the failure.
    const automated: AutomatedOutcome = failed
      ? 'fail'
      : notRun
        ? 'not run'
        : anyEvidence && !incompleteRun
          ? 'pass'
          : 'none';
    return {
      ...verdictFor(criterion, automated),
      automated,
      rules: ruleEvidence,
      tests,
      claims: rowClaims,
    };
  });
}

/**
 * Why this report cannot be signed; empty when it can be. With evidence measured on other sources: that alone,
 * naming what changed. Otherwise an A or AA row Not Evaluated, without a remark or without evidence, any row
 * without a remark, a remark that says every, all or no without a measurement that holds in this run, a row whose
 * checks failed or did not run in this run, or a verdict that differs from the one a statement publishes (which
 * assumes a passing run).
 */
export function reportProblems(
  input: ReportInput,
  rows: readonly ConformanceRow[] = conformanceRows(input),
  clauses: readonly ClauseRow[] = clauseRows(input, rows),
): string[] {
  const { evidence } = input.results;
  if (!givesVerdicts(input)) {
    const shown = evidence.changes.slice(0, 12);
    const more = evidence.changes.length - shown.length;
    return [
      `the scripted checks' evidence was measured on other sources than these, so this report gives no verdicts. ` +
        `Changed since${evidence.run ? ` the evidence run of ${evidence.run.finishedAt}` : ''}: ${shown.join(', ')}${
          more > 0 ? ` and ${more} more` : ''
        }. Run \`${input.evaluations.commands.evidence}\`, read what it wrote, and commit it with any verdict it changes.`,
    ];
  }
  const conformance = conformanceOf(input);
  // A verdict recorded before the evidence run it rests on was not read from that run.
  const measuredOn = evidence.run?.finishedAt.slice(0, 10);
  const early = measuredOn ? input.evaluations.results.filter((evaluation) => evaluation.date < measuredOn) : [];
  const dated = early.map(
    (evaluation) =>
      `${evaluation.title}: its verdicts are dated ${evaluation.date}, before the evidence run of ${measuredOn} they rest on`,
  );
  // A row this run could not evaluate is said once below, with why, rather than as a bare "Not Evaluated".
  const unrun = new Set(rows.filter((row) => row.automated === 'not run').map((row) => row.criterion));
  const problems = conformance.conformanceProblems(
    rows.filter((row) => !unrun.has(row.criterion)),
    (criterion) => {
      const row = rows.find((candidate) => candidate.criterion === criterion);
      return !!row && (row.tests.length > 0 || row.rules.length > 0);
    },
  );
  problems.push(...dated);
  problems.push(
    ...claimProblems(
      rows.flatMap((row) => row.claims),
      conformance.criterionLabel,
    ),
  );
  problems.push(...issueProblems(input.evaluations.knownIssues));
  // A row of the target levels (A and AA) that falls short from what its evaluations found (not from a failure of
  // this run, said below) is a known defect: one entry of the known issues says what a visitor meets, and when it
  // was found. A level AAA row beyond the target that is not met is reported as such, with its remark.
  for (const row of rows) {
    const short = row.verdict === 'Partially Supports' || row.verdict === 'Does Not Support';
    if (short && row.level !== 'AAA' && row.automated !== 'fail' && !row.issues.some(isDefect)) {
      problems.push(
        `${conformance.criterionLabel(row.criterion)}: ${row.verdict}, and no known issue describes it with the date it was found`,
      );
    }
  }
  problems.push(...clauseProblems(clauses));
  for (const row of rows) {
    if (row.automated === 'fail' || row.automated === 'not run') {
      const tests = row.tests.filter((test) => test.outcome !== 'passed');
      const which = tests.map((test) => `${test.title}: ${test.outcome}`).join('; ');
      const what = row.automated === 'fail' ? 'a check failed in this run' : 'a check it rests on did not run';
      problems.push(
        `${conformance.criterionLabel(row.criterion)}: ${row.verdict}, as ${what}${which ? ` (${which})` : ''}`,
      );
      continue;
    }
    const published = conformance.verdictFor(row.criterion).verdict;
    if (published !== row.verdict) {
      problems.push(`${conformance.criterionLabel(row.criterion)}: ${row.verdict} here, ${published} in the statement`);
    }
  }
  return problems;
}

/**
 * Why the other standards' rows cannot be signed: a row Not Evaluated, a row that falls short with no known issue
 * (its own, or one of the WCAG rows it reads) dated when found, a remark that says every, all or no without a
 * measurement that holds, a judgement resting on a criterion the report does not hold.
 */
export function clauseProblems(clauses: readonly ClauseRow[]): string[] {
  return clauses.flatMap((row) => {
    const where = `${row.standard.title} ${row.clause.id} ${row.clause.name}`;
    const problems: string[] = [];
    if (row.verdict === 'Not Evaluated') problems.push(`${where}: Not Evaluated (${row.remarks[0] ?? 'no remark'})`);
    const short = row.verdict === 'Partially Supports' || row.verdict === 'Does Not Support';
    const failedRun = row.rows.some((read) => read.automated === 'fail');
    if (short && !failedRun && !row.issues.some(isDefect)) {
      problems.push(`${where}: ${row.verdict}, and no known issue describes it with the date it was found`);
    }
    if (row.remarks.some((remark) => remark.startsWith('Rests on criteria the report does not hold'))) {
      problems.push(`${where}: ${row.remarks.find((remark) => remark.startsWith('Rests on criteria'))}`);
    }
    problems.push(...claimProblems(row.claims, () => where));
    return problems;
  });
}
