// Each criterion's verdict from the evaluations, in the terms of the ITI VPAT 2.5: the one rule that a public
// statement and the report both apply, so the two never disagree. Pure and small: a statement page's JavaScript
// imports it (conformance-report/verdicts) without the report's renderer.
import { criterionIri, criterionLabel, type Criteria, type Level, type WcagVersion } from './wcag';

/** The ITI VPAT 2.5 conformance terms, and "Not Evaluated" where no evaluation covers a criterion. */
export type Verdict = 'Supports' | 'Partially Supports' | 'Does Not Support' | 'Not Applicable' | 'Not Evaluated';

/** What an evaluation found for one criterion. */
export type Outcome = 'pass' | 'partial' | 'fail' | 'not applicable';

/** A browser, engine or assistive technology of the tested matrix. */
export interface Environment {
  id: string;
  kind: 'browser' | 'screen reader' | 'checker';
  name: string;
  /** The browser engine, for browsers. */
  engine?: string;
  /** How the checks drove it. */
  driver?: string;
}

/** A file an evaluation cites: a measurement, a screenshot or a transcript. */
export interface Evidence {
  label: string;
  /** Where it is, from the project's root; the report links it beside itself. */
  path: string;
}

/**
 * A figure of the evidence a remark rests on, which the report checks in its own run: the value at `figure` (a JSON
 * pointer into the evidence file `file`; `*` stands for every key or item, `length` for an array's) must be `is`,
 * or at least `atLeast`, or at most `atMost` (without any, it is only shown). Or the tests of the same run in a
 * file whose title contains a text (`test`: "e2e/behaviour.spec.ts: every target"), which must all pass.
 */
export type Measure =
  | { file: string; figure: string; is?: number | string | boolean | null; atLeast?: number; atMost?: number }
  | { test: string };

/** One check: a script its evaluator ran and read (or, with `person`, a check a named person made by hand). */
export interface Evaluation {
  id: string;
  title: string;
  /** Who recorded the verdicts. */
  evaluator: string;
  /** The person who made the check by hand, by name: only then is it a manual evaluation. */
  person?: string;
  /** When the verdicts were recorded (ISO date). */
  date: string;
  method: string;
  /** Ids of the environments the check used. */
  environments: string[];
  evidence: Evidence[];
  /** The automated suites whose results this check also reads, by name. */
  automated?: string[];
  /** Each criterion's outcome and remark; a remark that says every, all or no names the figures it rests on. */
  criteria: Record<string, { outcome: Outcome; remark: string; measured?: Measure[] }>;
}

/**
 * A problem not fixed yet, or an exception the statement names (content outside its scope, a criterion's own
 * exception): one list, which the statement and the report both read, each entry with the date it was found.
 */
export interface KnownIssue {
  /** What it concerns: WCAG criteria by number ("1.4.3"), and clauses of other standards by key ("508 603.3"). */
  criteria: string[];
  /** What a visitor meets, in their words. */
  summary: string;
  /** When it was found (ISO date). */
  found: string;
  /** What will be done. */
  plan: string;
  /** When the fix is due (ISO date); an exception has none. */
  fixBy?: string;
  /**
   * An issue (the default) is a defect: the rows it names cannot say Supports (VPAT 2.5: "without known defects"),
   * but Partially Supports, or `verdict`. An exception leaves their verdict as it is, and is said beside it.
   */
  kind?: 'issue' | 'exception';
  /** How far an issue brings its rows down: Partially Supports unless it says Does Not Support. */
  verdict?: 'Partially Supports' | 'Does Not Support';
}

/** Whether an entry of the known issues is a defect (not an exception the statement names). */
export const isDefect = (issue: KnownIssue) => issue.kind !== 'exception';

/** What a known issue's remark says: the issue, when it was found, and when its fix is due. */
export function issueRemark(issue: KnownIssue, formatDate: (isoDate: string) => string = longDate): string {
  const valid = (date: string | undefined): date is string => !!date && !Number.isNaN(Date.parse(date));
  const found = valid(issue.found) ? formatDate(issue.found) : 'on a date not recorded';
  return isDefect(issue)
    ? `Known issue, found ${found}: ${issue.summary}${valid(issue.fixBy) ? ` Fix due ${formatDate(issue.fixBy)}.` : ''}`
    : `Exception, noted ${found}: ${issue.summary}`;
}

/** Why an entry of the known issues cannot be published: no description, no date found, no criterion. */
export function issueProblems(issues: readonly KnownIssue[]): string[] {
  const isoDate = /^\d{4}-\d{2}-\d{2}$/;
  return issues.flatMap((issue) => {
    const which = `known issue “${issue.summary || '(no summary)'}” (${issue.criteria.join(', ') || 'no criterion'})`;
    return [
      ...(issue.summary ? [] : [`${which}: no description`]),
      ...(typeof issue.found === 'string' && isoDate.test(issue.found) ? [] : [`${which}: no date found`]),
      ...(issue.fixBy === undefined || isoDate.test(issue.fixBy) ? [] : [`${which}: its fix date is not a date`]),
      ...(issue.criteria.length > 0 ? [] : [`${which}: names no criterion or clause`]),
    ];
  });
}

/**
 * What the automated suites said about a criterion in one run: no such evidence, all passed, a failure, or checks
 * it rests on that did not run (a test skipped or never started, a measurement its remark names missing).
 */
export type AutomatedOutcome = 'none' | 'pass' | 'fail' | 'not run';

export interface CriterionVerdict {
  criterion: string;
  name: string;
  level: Level;
  /** The version of WCAG that added the criterion. */
  version: WcagVersion;
  /** Removed from WCAG 2.2 (4.1.1 Parsing): the row stays for 2.0 and 2.1 readers, but no count includes it. */
  obsolete: boolean;
  verdict: Verdict;
  /** The remarks and explanations: at least one on every row. */
  remarks: string[];
  /** The evaluations that judged it. */
  evaluations: Evaluation[];
  issues: KnownIssue[];
}

export type ComplianceStatus = 'fully compliant' | 'partially compliant' | 'not compliant';

const outcomeVerdict: Record<Outcome, Verdict> = {
  pass: 'Supports',
  partial: 'Partially Supports',
  fail: 'Does Not Support',
  'not applicable': 'Not Applicable',
};
const severity: readonly Verdict[] = [
  'Not Applicable',
  'Supports',
  'Partially Supports',
  'Does Not Support',
  'Not Evaluated',
];

/** The weaker of two verdicts: Not Applicable, Supports, Partially Supports, Does Not Support, Not Evaluated. */
export const weaker = (a: Verdict, b: Verdict): Verdict => (severity.indexOf(b) > severity.indexOf(a) ? b : a);

/** What the verdicts are made from. */
export interface ConformanceData {
  criteria: Criteria;
  evaluations: readonly Evaluation[];
  knownIssues: readonly KnownIssue[];
  /** How a date reads in a remark ("22 November 2026"). */
  formatDate?: (isoDate: string) => string;
}

const longDate = (isoDate: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(isoDate));

/** The verdicts of one set of evaluations, and the labels of its criteria. */
export function createConformance({ criteria, evaluations, knownIssues, formatDate = longDate }: ConformanceData) {
  /**
   * One row of the conformance tables. A statement has no test run: it takes every automated check as passing, as
   * a release requires. A report gives its own run's outcome: a failure there turns the row Does Not Support, a
   * check that did not run turns it Not Evaluated.
   */
  function verdictFor(criterion: string, automated: AutomatedOutcome = 'pass'): CriterionVerdict {
    const known = criteria[criterion];
    const base = {
      criterion,
      name: known?.name ?? criterion,
      level: known?.level ?? 'A',
      version: known?.version ?? '2.0',
      obsolete: !!known?.obsolete,
    };
    if (known?.obsolete) {
      return {
        ...base,
        verdict: 'Not Applicable',
        remarks: [
          'Obsolete and removed in WCAG 2.2. For reports against WCAG 2.0 and 2.1, their errata say to read it as Supports.',
        ],
        evaluations: [],
        issues: [],
      };
    }
    const judged = evaluations.filter((evaluation) => criterion in evaluation.criteria);
    const issues = knownIssues.filter((issue) => issue.criteria.includes(criterion));
    // A statement's JavaScript may carry empty remarks for the criteria met, which it does not show.
    const remarks = judged.map((evaluation) => evaluation.criteria[criterion]!.remark).filter(Boolean);
    for (const issue of issues) remarks.push(issueRemark(issue, formatDate));
    let verdict: Verdict =
      judged.length === 0
        ? 'Not Evaluated'
        : judged.map((evaluation) => outcomeVerdict[evaluation.criteria[criterion]!.outcome]).reduce(weaker);
    // A known defect: the row cannot say Supports (VPAT 2.5's Supports is "without known defects").
    for (const issue of issues.filter(isDefect)) verdict = weaker(verdict, issue.verdict ?? 'Partially Supports');
    if (automated === 'fail' && verdict !== 'Not Applicable') {
      verdict = 'Does Not Support';
      remarks.unshift('An automated check failed in this run (see the evidence).');
    } else if (automated === 'not run' && verdict !== 'Not Applicable') {
      // What did not run cannot vouch for the criterion: the row claims nothing until it runs.
      verdict = 'Not Evaluated';
      remarks.unshift('Not evaluated in this run: a check this row rests on did not run (see the evidence).');
    }
    if (judged.length === 0) remarks.push('Not evaluated: no check has judged this criterion yet.');
    return { ...base, verdict, remarks, evaluations: judged, issues };
  }

  const label = (criterion: string) => criterionLabel(criteria, criterion);

  return {
    criteria,
    verdictFor,
    criterionLabel: label,
    criterionIri: (criterion: string) => criterionIri(criteria, criterion),

    /** Every criterion's row as a statement sees it, in WCAG's order. */
    statementRows: (): CriterionVerdict[] => Object.keys(criteria).map((criterion) => verdictFor(criterion)),

    /** What stops a set of rows from being signed: an A or AA row without a verdict, remark or evidence. */
    conformanceProblems: (
      rows: readonly CriterionVerdict[],
      hasAutomatedEvidence: (criterion: string) => boolean = () => false,
    ): string[] => {
      return rows.flatMap((row) => {
        const problems: string[] = [];
        if (row.remarks.length === 0) problems.push(`${label(row.criterion)}: no remark`);
        if (row.level === 'AAA') return problems;
        if (row.verdict === 'Not Evaluated') problems.push(`${label(row.criterion)}: Not Evaluated`);
        const evidence =
          !!criteria[row.criterion]?.obsolete ||
          row.evaluations.some((evaluation) => evaluation.evidence.length > 0) ||
          hasAutomatedEvidence(row.criterion);
        if (!evidence) problems.push(`${label(row.criterion)}: no evidence`);
        return problems;
      });
    },
  };
}

export type Conformance = ReturnType<typeof createConformance>;

/** The rows a count includes: every criterion of WCAG 2.2, not those it made obsolete. */
export const counted = (rows: readonly CriterionVerdict[]) => rows.filter((row) => !row.obsolete);

/** GOV.UK's three terms, from the A and AA rows: fully only when each supports or does not apply. */
export function complianceStatus(rows: readonly CriterionVerdict[]): ComplianceStatus {
  const aa = counted(rows).filter((row) => row.level !== 'AAA');
  if (aa.every((row) => row.verdict === 'Supports' || row.verdict === 'Not Applicable')) return 'fully compliant';
  if (aa.some((row) => row.verdict === 'Supports' || row.verdict === 'Partially Supports')) {
    return 'partially compliant';
  }
  return 'not compliant';
}

/** Counts of each verdict at each level, of WCAG 2.2's criteria (an obsolete row is not counted). */
export function verdictCounts(rows: readonly CriterionVerdict[]): Record<Level, Record<Verdict, number>> {
  const empty = () => Object.fromEntries(severity.map((verdict) => [verdict, 0])) as Record<Verdict, number>;
  const counts = { A: empty(), AA: empty(), AAA: empty() };
  for (const row of counted(rows)) counts[row.level][row.verdict] += 1;
  return counts;
}
