// The rows of the other standards' tables (standards.ts), from the WCAG rows of the same run and the evaluators'
// judgements: a clause that reads WCAG rows takes the weakest of them and names it (after what a judgement of it says
// the clause is on this product, which can bring it down); one the standard excepts is Not
// Applicable while the rows show its condition; one judged on its own takes its judgement, brought down by any WCAG
// row it rests on that falls short, and by a known issue that names it.
import { checkClaims, claimsOutcome, type ClaimCheck } from './claims';
import type { ConformanceRow } from './conformance';
import { clauseKey, type Chapter, type Clause, type Standard } from './standards';
import type { ReportInput } from './types';
import {
  isDefect,
  issueRemark,
  weaker,
  type Evaluation,
  type KnownIssue,
  type Measure,
  type Outcome,
  type Verdict,
} from './verdicts';
import { criterionLabel, type Level } from './wcag';

/**
 * The evaluators' judgement of clauses that map to no WCAG criterion: a self-assessment, says its method. Recorded as
 * an evaluation is (who, when, how, on what evidence), without environments.
 */
export interface Judgement extends Pick<
  Evaluation,
  'id' | 'title' | 'evaluator' | 'person' | 'date' | 'method' | 'evidence'
> {
  /**
   * Each clause's outcome and remark, by key ("508 302.1", "EN 301 549 4.2.1"), with the WCAG criteria it also
   * rests on (`restsOn`: any of them that falls short brings the clause down) and the measurements of a remark
   * that says every, all or no.
   */
  criteria: Record<string, { outcome: Outcome; remark: string; restsOn?: string[]; measured?: Measure[] }>;
}

export interface ClauseRow {
  /** "508 302.1". */
  key: string;
  standard: Standard;
  chapter: Chapter;
  clause: Clause;
  /** A clause that is a WCAG criterion: its level. */
  level?: Level;
  verdict: Verdict;
  remarks: string[];
  /** The WCAG rows it reads or rests on. */
  rows: ConformanceRow[];
  judgement?: Judgement;
  issues: KnownIssue[];
  claims: ClaimCheck[];
}

export const outcomeVerdict: Record<Outcome, Verdict> = {
  pass: 'Supports',
  partial: 'Partially Supports',
  fail: 'Does Not Support',
  'not applicable': 'Not Applicable',
};

const met = (verdict: Verdict) => verdict === 'Supports' || verdict === 'Not Applicable';

/**
 * A WCAG row as a standard of an earlier WCAG reads it: WCAG 2.2 made 4.1.1 obsolete, but WCAG 2.0 and 2.1 count it
 * at level A. Their errata (2023) say it is always satisfied by content in HTML or XML: so it Supports where the
 * built pages are HTML and no check of this run failed, unless an evaluation judged it otherwise.
 */
export function asEarlierWcag(input: ReportInput, row: ConformanceRow): { verdict: Verdict; remarks: string[] } {
  if (!row.obsolete) return { verdict: row.verdict, remarks: row.remarks };
  if (row.automated === 'fail')
    return { verdict: 'Does Not Support', remarks: ['An automated check failed in this run (see the evidence).'] };
  const judged = input.evaluations.results.filter((evaluation) => row.criterion in evaluation.criteria);
  if (judged.length > 0) {
    return {
      verdict: judged.map((evaluation) => outcomeVerdict[evaluation.criteria[row.criterion]!.outcome]).reduce(weaker),
      remarks: judged.map((evaluation) => evaluation.criteria[row.criterion]!.remark),
    };
  }
  const pages = input.results.technologies.pages.length;
  return pages > 0
    ? {
        verdict: 'Supports',
        remarks: [
          `Counted at level A, as WCAG 2.0 and 2.1 define it. Their errata (2023) say it is always satisfied by content in HTML or XML, and the ${pages} built pages this run read are HTML.`,
        ],
      }
    : { verdict: 'Not Evaluated', remarks: ['Not evaluated: this run read no built page.'] };
}

/** "1.4.3 Contrast (Minimum) (AA)". */
const labelOf = (input: ReportInput, row: ConformanceRow) => criterionLabel(input.criteria, row.criterion);

/** What the rows a clause reads say, in a sentence: their verdicts counted, the weakest named. */
function readRemark(input: ReportInput, read: readonly { row: ConformanceRow; verdict: Verdict }[]): string {
  if (read.length === 1) {
    const { row, verdict } = read[0]!;
    // 4.1.1, obsolete in the WCAG 2.2 table, is read as the earlier WCAG of the standard counts it.
    return verdict === row.verdict
      ? `Reads ${labelOf(input, row)} in the WCAG table: ${verdict}.`
      : `Reads ${labelOf(input, row)}, ${row.verdict} in the WCAG 2.2 table, as the earlier WCAG this standard is on counts it: ${verdict}.`;
  }
  const counts = new Map<Verdict, number>();
  for (const { verdict } of read) counts.set(verdict, (counts.get(verdict) ?? 0) + 1);
  const weakest = read.map(({ verdict }) => verdict).reduce(weaker);
  const short = read.filter(({ verdict }) => !met(verdict));
  return (
    `Reads ${read.length} rows of the WCAG table: ${[...counts].map(([verdict, count]) => `${count} ${verdict}`).join(', ')}.` +
    (short.length > 0
      ? ` Weakest, ${weakest}: ${read
          .filter(({ verdict }) => verdict === weakest)
          .map(({ row }) => labelOf(input, row))
          .join(', ')}.`
      : '')
  );
}

/** Each standard's rows, in its chapters' order, from the WCAG rows of the same run. */
export function clauseRows(
  input: ReportInput,
  rows: readonly ConformanceRow[],
  standards: readonly Standard[] = input.standards ?? [],
): ClauseRow[] {
  const judgements = input.evaluations.judgements ?? [];
  const byCriterion = new Map(rows.map((row) => [row.criterion, row]));
  const claims = checkClaims(judgements, input.results.evidenceFiles, input.results.tests);
  const read = (criteria: readonly string[], standard: Standard) =>
    criteria.flatMap((criterion) => {
      const row = byCriterion.get(criterion);
      if (!row) return [];
      // A standard on WCAG 2.0 or 2.1 reads 4.1.1 as they define it; one on 2.2 as 2.2 does.
      const reading =
        standard.wcag === '2.2' ? { verdict: row.verdict, remarks: row.remarks } : asEarlierWcag(input, row);
      return [{ row, ...reading }];
    });
  // An exception that covers many rows (501.1's: 17 of them) is given in full on the first, and pointed to after.
  const givenAt = new Map<string, Clause>();
  return standards.flatMap((standard) =>
    standard.chapters.flatMap((chapter) =>
      chapter.clauses.map((clause): ClauseRow => {
        const key = clauseKey(standard, clause);
        const named = input.evaluations.knownIssues.filter((issue) => issue.criteria.includes(key));
        const base = { key, standard, chapter, clause, ...(clause.level ? { level: clause.level } : {}) };
        const kind = clause.kind;
        const judgement = judgements.find((candidate) => key in candidate.criteria);
        if ('reads' in kind) {
          const readings = read(kind.reads, standard);
          const issues = [...new Set([...readings.flatMap(({ row }) => row.issues), ...named])];
          let verdict = readings.length === 0 ? 'Not Evaluated' : readings.map(({ verdict }) => verdict).reduce(weaker);
          for (const issue of named.filter(isDefect)) verdict = weaker(verdict, issue.verdict ?? 'Partially Supports');
          // A judgement of a clause that reads rows says what the clause is on this product (which documents, say):
          // said first; the rows give the verdict, which the judgement can bring down and never up.
          const about = judgement?.criteria[key];
          if (about && about.outcome !== 'not applicable') verdict = weaker(verdict, outcomeVerdict[about.outcome]);
          const single = readings.length === 1 && readings[0]!.row.obsolete ? readings[0]!.remarks : [];
          return {
            ...base,
            verdict,
            remarks: [
              ...(about ? [about.remark] : []),
              readings.length === 0
                ? 'Not evaluated: the report holds none of the WCAG rows it reads.'
                : readRemark(input, readings),
              ...single,
              ...named.map((issue) => issueRemark(issue)),
            ],
            rows: readings.map(({ row }) => row),
            ...(about ? { judgement } : {}),
            issues,
            claims: [],
          };
        }
        // A clause the standard excepts on a condition the rows do not show is judged, where a judgement names it.
        if ('exception' in kind && !judgement) {
          const { reason, when, whenAll } = kind.exception;
          const readings = read(when, standard);
          const holds = readings.every(({ verdict }) =>
            whenAll === 'met' ? met(verdict) : verdict === 'Not Applicable',
          );
          const short = readings.filter(({ verdict }) =>
            whenAll === 'met' ? !met(verdict) : verdict !== 'Not Applicable',
          );
          const first = givenAt.get(reason);
          if (!first) givenAt.set(reason, clause);
          // Named as the standard names it ("501.1’s exception"), where its reason does.
          const name = /^[^:]*exception(?=:)/.exec(reason)?.[0] ?? 'the exception';
          const given = first && `${name}, given in full at ${first.id} ${first.name} (above)`;
          return {
            ...base,
            verdict: holds && readings.length === when.length ? 'Not Applicable' : 'Not Evaluated',
            remarks: [
              holds
                ? given
                  ? `Not applicable: ${given}.`
                  : `Not applicable: ${reason}${when.length > 0 ? ` (${readRemark(input, readings)})` : '.'}`
                : given
                  ? `Not evaluated: ${given}, which this run’s rows do not show.`
                  : `Not evaluated: ${reason}, which this run’s rows do not show: ${short.map(({ row, verdict }) => `${labelOf(input, row)}, ${verdict}`).join('; ')}.`,
              ...named.map((issue) => issueRemark(issue)),
            ],
            rows: readings.map(({ row }) => row),
            issues: named,
            claims: [],
          };
        }
        const result = judgement?.criteria[key];
        if (!judgement || !result) {
          return {
            ...base,
            verdict: 'Not Evaluated',
            remarks: [
              'Not evaluated: no judgement of this clause is committed.',
              ...named.map((issue) => issueRemark(issue)),
            ],
            rows: [],
            issues: named,
            claims: [],
          };
        }
        const readings = read(result.restsOn ?? [], standard);
        const rowClaims = claims.filter((claim) => claim.criterion === key);
        let verdict = outcomeVerdict[result.outcome];
        // A row it rests on that falls short brings it down; one met leaves it as judged (Not Applicable stays).
        for (const { verdict: rowVerdict } of readings) if (!met(rowVerdict)) verdict = weaker(verdict, rowVerdict);
        for (const issue of named.filter(isDefect)) verdict = weaker(verdict, issue.verdict ?? 'Partially Supports');
        const claimed = claimsOutcome(rowClaims);
        if (claimed === 'fail' && verdict !== 'Not Applicable') verdict = 'Does Not Support';
        else if (claimed === 'not run' && verdict !== 'Not Applicable') verdict = 'Not Evaluated';
        const unknown = (result.restsOn ?? []).filter((criterion) => !byCriterion.has(criterion));
        // A known defect that brought the judged verdict down is the reason for the row's verdict: said first.
        const reasons = verdict === outcomeVerdict[result.outcome] ? [] : named.filter(isDefect);
        return {
          ...base,
          verdict,
          remarks: [
            ...reasons.map((issue) => issueRemark(issue)),
            result.remark,
            ...(readings.length > 0 ? [`Rests on the WCAG table too. ${readRemark(input, readings)}`] : []),
            ...(unknown.length > 0 ? [`Rests on criteria the report does not hold: ${unknown.join(', ')}.`] : []),
            ...named.filter((issue) => !reasons.includes(issue)).map((issue) => issueRemark(issue)),
          ],
          rows: readings.map(({ row }) => row),
          judgement,
          issues: named,
          claims: rowClaims,
        };
      }),
    ),
  );
}
