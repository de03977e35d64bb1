// The one source of the accessibility statement (/accessibility) and the auditor's conformance report
// (npm run a11y:report): the evaluations the maintainers made (accessibility/evaluations.json), the
// known issues with the dates of their fixes, the scope and method of the evaluation, and the verdict each
// WCAG 2.2 criterion takes from them. The report adds its own run's automated results to the same rows.
import evaluationsFile from '../../accessibility/evaluations.json' with { type: 'json' };
import evidenceRunFile from '../../accessibility/evidence/run.json' with { type: 'json' };
import { pages } from '../app/pages.mjs';
import { site } from './site';
import {
  criterionIri,
  criterionLabel,
  levels,
  obsoleteCriteria,
  successCriteria,
  wcagVersion,
  type Level,
  type WcagVersion,
} from './wcag';

export { criterionIri, criterionLabel, levels, successCriteria, type Level };

/** The ITI VPAT 2.5 conformance terms, and "Not Evaluated" where no evaluation covers a criterion. */
export type Verdict = 'Supports' | 'Partially Supports' | 'Does Not Support' | 'Not Applicable' | 'Not Evaluated';

/** What an evaluation found for one criterion. */
type Outcome = 'pass' | 'partial' | 'fail' | 'not applicable';

/** A browser, engine or assistive technology of the tested matrix. */
export interface Environment {
  id: string;
  kind: 'browser' | 'screen reader' | 'checker';
  name: string;
  /** The version the evidence run used, as the program gave it (accessibility/evidence/run.json). */
  version: string;
  /** The browser engine, for browsers. */
  engine?: string;
  /** How the checks drove it. */
  driver: string;
}

interface Evidence {
  label: string;
  /** From the repository's root: a measurement, a screenshot or a transcript. */
  path: string;
}

/**
 * A figure of the evidence a remark rests on, which the report checks in its own run: the value at `figure` (a JSON
 * pointer into the evidence file `file`; `*` stands for every key or item, `length` for an array's) must be `is`,
 * or at least `atLeast`, or at most `atMost`. Or a browser test of the same run (`test`: its spec file and a part
 * of its title, "e2e/behaviour.spec.ts: every target"), which must pass.
 */
export type Measure =
  | { file: string; figure: string; is?: number | string | boolean | null; atLeast?: number; atMost?: number }
  | { test: string };

/** One check: a script the maintainers ran and read (or, with `person`, a check a named person made by hand). */
export interface Evaluation {
  id: string;
  title: string;
  /** Who recorded the verdicts: the project's maintainers. */
  evaluator: string;
  /** The person who made the check by hand, by name: only then is it a manual evaluation. */
  person?: string;
  date: string;
  method: string;
  /** Ids of the environments (browsers and assistive technology) the check used. */
  environments: string[];
  /** (Left out of the statement's JavaScript, which does not show it: build/vite/statement-data.ts.) */
  evidence: Evidence[];
  /** The automated suites whose results this check also reads, by name (the report links their results). */
  automated?: string[];
  /** Each criterion's outcome and remark; a remark that says every, all or no names the figures it rests on. */
  criteria: Record<string, { outcome: Outcome; remark: string; measured?: Measure[] }>;
}

interface EvaluationsFile {
  environments: Omit<Environment, 'version'>[];
  notTested: string[];
  results: Evaluation[];
}

/** The scripted checks' last run (npm run a11y:evidence): when, on which sources, in which versions. */
export interface EvidenceRun {
  startedAt: string;
  finishedAt: string;
  /** The stamp of what a visitor gets (e2e/evidence/stamp.ts) the checks ran on. */
  stamp: string;
  commit: string;
  uncommittedChanges: boolean;
  /** Each environment's version, by id, as the program gave it at run time. */
  versions: Record<string, string>;
  /** The drivers and runtime, by name. */
  tools: Record<string, string>;
}

const file = evaluationsFile as unknown as EvaluationsFile;
export const evidenceRun = evidenceRunFile as EvidenceRun;

/** The tested matrix: every browser, engine and assistive technology, with the version the evidence run used. */
export const environments: readonly Environment[] = file.environments.map((environment) => ({
  ...environment,
  version: evidenceRun.versions[environment.id] ?? 'not recorded',
}));
export const evaluations: readonly Evaluation[] = file.results;
/** What no check used: the assistive technology and ways of use the evaluation leaves out. */
export const notTested: readonly string[] = file.notTested;

export function environmentLabel(id: string): string {
  const environment = environments.find((candidate) => candidate.id === id);
  if (!environment) return id;
  return `${environment.name} ${environment.version}${environment.engine ? ` (${environment.engine})` : ''}`;
}

export interface KnownIssue {
  criteria: string[];
  /** What a visitor meets, in their words. */
  summary: string;
  /** What we will do. */
  plan: string;
  /** When the fix is due (ISO date). */
  fixBy: string;
}

/** Problems at levels A and AA we know of and have not fixed yet. Remove an entry in the commit that fixes it. */
export const knownIssues: readonly KnownIssue[] = [];

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

/** What the automated suites said about a criterion in one run: no such evidence, all passed, or a failure. */
export type AutomatedOutcome = 'none' | 'pass' | 'fail';

export interface CriterionVerdict {
  criterion: string;
  name: string;
  level: Level;
  /** The version of WCAG that added the criterion. */
  version: WcagVersion;
  verdict: Verdict;
  /** The remarks and explanations: at least one on every row. */
  remarks: string[];
  /** The evaluations that judged it. */
  evaluations: Evaluation[];
  issues: KnownIssue[];
}

const longDate = (isoDate: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(isoDate));
export { longDate as formatDate };

/**
 * One row of the conformance tables. The statement has no test run: it takes every automated check as passing,
 * as a release requires (npm test fails otherwise). The report gives its own run's outcome.
 */
export function verdictFor(criterion: string, automated: AutomatedOutcome = 'pass'): CriterionVerdict {
  const { name, level } = successCriteria[criterion] ?? { name: criterion, level: 'A' as Level };
  const base = { criterion, name, level, version: wcagVersion(criterion) };
  if (obsoleteCriteria.includes(criterion)) {
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
  // Empty in the statement's JavaScript for a criterion met (build/vite/statement-data.ts), which it does not show.
  const remarks = judged.map((evaluation) => evaluation.criteria[criterion]!.remark).filter(Boolean);
  for (const issue of issues) remarks.push(`Known issue: ${issue.summary} Fix due ${longDate(issue.fixBy)}.`);
  let verdict: Verdict =
    judged.length === 0
      ? 'Not Evaluated'
      : judged
          .map((evaluation) => outcomeVerdict[evaluation.criteria[criterion]!.outcome])
          .reduce((worst, next) => (severity.indexOf(next) > severity.indexOf(worst) ? next : worst));
  if (automated === 'fail' && verdict !== 'Not Applicable') {
    verdict = 'Does Not Support';
    remarks.unshift('An automated check failed in this run (see the evidence).');
  }
  if (judged.length === 0) remarks.push('Not evaluated: no person has checked this criterion yet.');
  return { ...base, verdict, remarks, evaluations: judged, issues };
}

/** Every criterion's row as the statement sees it, in WCAG's order. */
export function statementRows(): CriterionVerdict[] {
  return Object.keys(successCriteria).map((criterion) => verdictFor(criterion));
}

/** What stops a set of rows from being signed: an A or AA row without a verdict, remark or evidence. */
export function conformanceProblems(
  rows: readonly CriterionVerdict[],
  hasAutomatedEvidence: (criterion: string) => boolean = () => false,
): string[] {
  return rows.flatMap((row) => {
    const problems: string[] = [];
    const label = criterionLabel(row.criterion);
    if (row.remarks.length === 0) problems.push(`${label}: no remark`);
    if (row.level === 'AAA') return problems;
    if (row.verdict === 'Not Evaluated') problems.push(`${label}: Not Evaluated`);
    const evidence =
      obsoleteCriteria.includes(row.criterion) ||
      row.evaluations.some((evaluation) => evaluation.evidence.length > 0) ||
      hasAutomatedEvidence(row.criterion);
    if (!evidence) problems.push(`${label}: no evidence`);
    return problems;
  });
}

export type ComplianceStatus = 'fully compliant' | 'partially compliant' | 'not compliant';

/** GOV.UK's three terms, from the A and AA rows: fully only when each supports or does not apply. */
export function complianceStatus(rows: readonly CriterionVerdict[]): ComplianceStatus {
  const aa = rows.filter((row) => row.level !== 'AAA');
  if (aa.every((row) => row.verdict === 'Supports' || row.verdict === 'Not Applicable')) return 'fully compliant';
  if (aa.some((row) => row.verdict === 'Supports' || row.verdict === 'Partially Supports')) {
    return 'partially compliant';
  }
  return 'not compliant';
}

/** Counts of each verdict at each level. */
export function verdictCounts(rows: readonly CriterionVerdict[]): Record<Level, Record<Verdict, number>> {
  const empty = () => Object.fromEntries(severity.map((verdict) => [verdict, 0])) as Record<Verdict, number>;
  const counts = { A: empty(), AA: empty(), AAA: empty() };
  for (const row of rows) counts[row.level][row.verdict] += 1;
  return counts;
}

/** When the site was last tested: the day the scripted checks last ran on it. */
export const lastTested = evidenceRun.finishedAt.slice(0, 10);
/** Who tested it. */
export const evaluators = [...new Set(evaluations.map((evaluation) => evaluation.evaluator))];

/** What each environment of the tested matrix was used for: the titles of the checks made with it. */
export function testedWith(environmentId: string): string[] {
  return evaluations
    .filter((evaluation) => evaluation.environments.includes(environmentId))
    .map((evaluation) => evaluation.title);
}

/**
 * WCAG-EM: the scope, the sample and why, the baseline, and what was not tested (the report adds the
 * technologies and techniques). In plain words: the statement shows them too.
 */
export const evaluationScope = {
  product: `${site.name} website`,
  origin: site.origin,
  version: '1.0.0',
  target: 'WCAG 2.2 AA',
  sample: pages.map((page) => ({ path: page.url, label: page.label })),
  sampleReason:
    'The site is small enough to test whole, so the sample is all of it. We tested each page in each state a visitor can put it in: at the top and scrolled down, with a tooltip, a notice, the phone menu or the Theme menu open, in high contrast mode (forced colours), with text twice as big, and with the text spaced out. We tested on screens from 320 to 1280 pixels wide, in light and dark colours, and both before and after the page’s scripts start.',
  baseline:
    'We tested with the browsers and the screen reader listed below. The browsers were Chromium, Firefox Extended Support Release (ESR) and WebKitGTK, on Debian 12 Linux. WebKitGTK is built on WebKit, the engine of Safari. We used the Orca screen reader in Firefox and in Chromium.',
  /** What no check used: no verdict and no promise of the statement rests on any of these. */
  notTested: [
    'screen readers on Windows and macOS, such as NonVisual Desktop Access (NVDA), Job Access With Speech (JAWS) and VoiceOver',
    'screen readers on phones and tablets, such as VoiceOver on iPhone and TalkBack on Android',
    'speech recognition software, such as Dragon',
    'voice control, such as Voice Control on Apple devices and Voice Access on Android',
    'screen magnifiers, such as ZoomText',
    'disabled visitors: none has tested the website for us yet',
  ],
} as const;

/** The statement's facts that the report states too: how to reach us, how soon we reply, and its dates. */
export const accessibilityStatement = {
  reportEmail: site.email,
  phone: site.phone,
  responseDays: 5,
  preparedOn: '2026-11-22',
  lastReviewed: '2026-11-26',
} as const;
