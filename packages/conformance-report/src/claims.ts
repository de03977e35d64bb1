// A remark that says "every", "all" or "no" claims something of the whole site: it must rest on a figure the
// evidence of this run measured, or on a test of this run, named in the evaluation's `measured` list. The report
// checks each named figure against the evidence it is given and each named test against this run's results,
// shows what it found beside the remark, and cannot be signed while a sweeping remark names no measurement or a
// measurement does not hold.
import type { TestOutcome } from './types';
import type { Evaluation, Measure } from './verdicts';

/** What a claim is read from: an evaluation, or a judgement of other standards' clauses (by key). */
type Judged = Pick<Evaluation, 'id'> & {
  criteria: Readonly<Record<string, { remark: string; measured?: readonly Measure[] }>>;
};

/** The words that make a remark a claim about all of something. */
const sweeping = /\b(every|everything|everywhere|all|no|none|nothing|never|nowhere)\b/gi;

interface MeasureResult {
  /** What was measured, as a reader can find it: the file and the figure, or the test. */
  what: string;
  /** What was found: the figures, or the tests and their outcomes. */
  found: string;
  holds: boolean;
  /** Whether it did not hold because nothing was measured (a test not run, a file or figure missing), not a failure. */
  missing: boolean;
}

export interface ClaimCheck {
  criterion: string;
  evaluation: string;
  /** The sweeping words the remark uses, lower case. */
  words: string[];
  measures: MeasureResult[];
}

/** The values at a JSON pointer ("/results/*\/under44/length"): `*` for every key or item, `length` of an array. */
export function valuesAt(data: unknown, pointer: string): unknown[] {
  const segments = pointer
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  let current: unknown[] = [data];
  for (const segment of segments) {
    current = current.flatMap((value): unknown[] => {
      if (value === null || typeof value !== 'object') return [];
      if (segment === '*') return Object.values(value);
      if (Array.isArray(value) && segment === 'length') return [value.length];
      return segment in value ? [(value as Record<string, unknown>)[segment]] : [];
    });
  }
  return current;
}

const show = (value: unknown) => (typeof value === 'string' ? `“${value}”` : JSON.stringify(value));

function expectation(measure: Extract<Measure, { file: string }>): string {
  const parts: string[] = [];
  if ('is' in measure) parts.push(`is ${show(measure.is)}`);
  if (measure.atLeast !== undefined) parts.push(`at least ${measure.atLeast}`);
  if (measure.atMost !== undefined) parts.push(`at most ${measure.atMost}`);
  return parts.join(' and ') || 'is measured';
}

/** One measurement against the evidence files (by path) and this run's tests. */
function checkMeasure(
  measure: Measure,
  evidence: Readonly<Record<string, unknown>>,
  tests: readonly TestOutcome[],
): MeasureResult {
  if ('test' in measure) {
    const [spec = '', title = ''] = measure.test.split(/:\s+(.*)/s);
    const matched = tests.filter(
      (test) => test.file.endsWith(spec) && test.title.toLowerCase().includes(title.toLowerCase()),
    );
    const failed = matched.filter((test) => test.outcome !== 'passed');
    const notRun = (outcome: string) => outcome === 'skipped' || outcome === 'not run';
    return {
      what: `the tests ${measure.test}`,
      found:
        matched.length === 0
          ? 'not run in this run'
          : `${matched.length - failed.length} of ${matched.length} passed${
              failed.length > 0 ? ` (${failed.map((test) => `${test.title}: ${test.outcome}`).join('; ')})` : ''
            }`,
      holds: matched.length > 0 && failed.length === 0,
      missing: matched.length === 0 || (failed.length > 0 && failed.every((test) => notRun(test.outcome))),
    };
  }
  const what = `${measure.file} ${measure.figure} ${expectation(measure)}`;
  if (!(measure.file in evidence)) return { what, found: 'the evidence file is missing', holds: false, missing: true };
  const values = valuesAt(evidence[measure.file], measure.figure);
  if (values.length === 0) return { what, found: 'no such figure in the evidence', holds: false, missing: true };
  const holds = values.every(
    (value) =>
      (!('is' in measure) || JSON.stringify(value) === JSON.stringify(measure.is)) &&
      (measure.atLeast === undefined || (typeof value === 'number' && value >= measure.atLeast)) &&
      (measure.atMost === undefined || (typeof value === 'number' && value <= measure.atMost)),
  );
  const distinct = [...new Set(values.map(show))];
  const found = `${distinct.slice(0, 6).join(', ')}${distinct.length > 6 ? ` and ${distinct.length - 6} more` : ''}${
    values.length > 1 ? ` (${values.length} values)` : ''
  }`;
  return { what, found, holds, missing: false };
}

/**
 * The sweeping words a remark uses (every, all, no, none, …), lower case, once each: a remark that uses one must name
 * a measurement it rests on, or its row is not evaluated. For data checks before a run, too.
 */
export function sweepingWords(remark: string): string[] {
  return [...new Set([...remark.matchAll(sweeping)].map((match) => match[0].toLowerCase()))];
}

/** Every remark that sweeps or names a measurement, with what its measurements found. */
export function checkClaims(
  evaluations: readonly Judged[],
  evidence: Readonly<Record<string, unknown>>,
  tests: readonly TestOutcome[],
): ClaimCheck[] {
  return evaluations.flatMap((evaluation) =>
    Object.entries(evaluation.criteria).flatMap(([criterion, { remark, measured = [] }]) => {
      const words = sweepingWords(remark);
      if (words.length === 0 && measured.length === 0) return [];
      return [
        {
          criterion,
          evaluation: evaluation.id,
          words,
          measures: measured.map((measure) => checkMeasure(measure, evidence, tests)),
        },
      ];
    }),
  );
}

/**
 * What a criterion's claims give its row: 'fail' when a measurement contradicts a remark, 'not run' when a sweeping
 * remark names no measurement or one measured nothing, 'pass' when every measurement holds, 'none' without claims.
 */
export function claimsOutcome(checks: readonly ClaimCheck[]): 'none' | 'pass' | 'fail' | 'not run' {
  if (checks.length === 0) return 'none';
  const measures = checks.flatMap((check) => check.measures);
  if (measures.some((measure) => !measure.holds && !measure.missing)) return 'fail';
  if (
    measures.some((measure) => measure.missing) ||
    checks.some((c) => c.words.length > 0 && c.measures.length === 0)
  ) {
    return 'not run';
  }
  return 'pass';
}

/** Why the claims cannot be signed: a sweeping remark with no measurement, or a measurement that does not hold. */
export function claimProblems(checks: readonly ClaimCheck[], label: (criterion: string) => string): string[] {
  return checks.flatMap((check) => {
    const where = `${label(check.criterion)} (${check.evaluation})`;
    if (check.words.length > 0 && check.measures.length === 0) {
      return [
        `${where}: says “${check.words.join('”, “')}” but names no measurement it rests on (its “measured” list)`,
      ];
    }
    return check.measures
      .filter((measure) => !measure.holds)
      .map((measure) => `${where}: ${measure.what}, but found ${measure.found}`);
  });
}

/** The evidence files the measurements read, by path. */
export function measuredFiles(evaluations: readonly Judged[]): string[] {
  const files = evaluations.flatMap((evaluation) =>
    Object.values(evaluation.criteria).flatMap(({ measured = [] }) =>
      measured.flatMap((measure) => ('file' in measure ? [measure.file] : [])),
    ),
  );
  return [...new Set(files)].sort();
}
