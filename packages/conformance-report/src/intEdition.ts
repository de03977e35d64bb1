// The parts of the VPAT 2.5 INT edition after the WCAG tables: one section per standard (the Revised Section 508,
// EN 301 549), a table per chapter, a row per clause with its conformance level, its remarks and its evidence; and
// the judgements the clauses that map to no WCAG criterion rest on.
import { outcomeVerdict, type ClauseRow, type Judgement } from './clauses';
import { html, slug, type Html } from './html';
import type { Standard } from './standards';
import type { ReportInput } from './types';
import { cellDate, conformanceTable, evidenceLinks, longDate, screenReaderNote } from './vpat';
import { isDefect, type Verdict } from './verdicts';

/** Where a clause's row is on the page. */
export const clauseId = (row: Pick<ClauseRow, 'key'>) => slug('clause', row.key);
/** Where a standard's section is. */
export const standardId = (standard: Pick<Standard, 'id'>) => slug('standard', standard.id);
const judgementId = (judgement: Pick<Judgement, 'id'>) => slug('judgement', judgement.id);

const order: readonly Verdict[] = [
  'Supports',
  'Partially Supports',
  'Does Not Support',
  'Not Applicable',
  'Not Evaluated',
];

/** "12 Supports, 0 Partially Supports, …" of some rows. */
function clauseCounts(rows: readonly ClauseRow[]): string {
  return order.map((verdict) => `${rows.filter((row) => row.verdict === verdict).length} ${verdict}`).join(', ');
}

/** The most WCAG rows a clause's evidence names one by one (a judged clause rests on up to eight). */
const MOST_ROWS_NAMED = 12;

function evidenceCell(input: ReportInput, row: ClauseRow): Html {
  const { judgement } = row;
  const files = judgement ? [...new Map(judgement.evidence.map((file) => [file.path, file])).values()] : [];
  // A clause that reads a whole table (9.6: 50 rows) points to the tables; one that rests on a few rows names each.
  const manyRows = row.rows.length > MOST_ROWS_NAMED;
  return html`<td class="evidence">
    ${
      judgement
        ? html`<p>
            Judged by
            ${judgement.person ?? judgement.evaluator}${
              judgement.person || !input.evaluations.selfAssessment ? '' : ' (a self-assessment)'
            },
            ${cellDate(judgement.date)}: <a href="#${judgementId(judgement)}">${judgement.title}</a>.
          </p>`
        : ''
    }
    ${
      files.length > 0
        ? html`<p>
            Evidence:
            ${evidenceLinks(files.slice(0, 3))}${files.length > 3 ? html`, and ${files.length - 3} more with the judgement` : ''}.
          </p>`
        : ''
    }
    ${
      row.rows.length === 0
        ? ''
        : manyRows
          ? html`<p>
              WCAG rows: the ${row.rows.length} it reads in the tables of
              <a href="#table-a">level A</a> and <a href="#table-aa">level AA</a>, each with its evidence.
            </p>`
          : html`<p>
              WCAG rows:
              ${row.rows.map(
                (read, index) =>
                  html`${index > 0 ? ', ' : ''}<a href="#${slug('sc', read.criterion)}">${read.criterion}</a>`,
              )},
              each with its evidence.
            </p>`
    }
    ${
      // The remark says each issue; this points to the list where each has its dates and its plan.
      row.issues.length > 0
        ? html`<p>
            ${row.issues.some(isDefect) ? 'Known issue' : 'Exception'}: see the
            <a href="#known-issues">list of known issues and exceptions</a>.
          </p>`
        : ''
    }
    ${
      // A clause judged on its own names the screen reader its rows were heard with; one that reads many rows
      // (501.1, 9.6) leaves that to them.
      'reads' in row.clause.kind && manyRows ? '' : screenReaderNote(input, row.rows)
    }
  </td>`;
}

/** One section per standard, a table per chapter. */
export function standardSections(input: ReportInput, clauses: readonly ClauseRow[]): Html {
  return html`${(input.standards ?? []).map((standard) => {
    const ofStandard = clauses.filter((row) => row.standard === standard);
    return html`
      <section aria-labelledby="${standardId(standard)}">
        <h2 id="${standardId(standard)}">${standard.title} report</h2>
        <p>
          ${standard.reference}. Its rows, in the terms above: ${clauseCounts(ofStandard)}. A clause that maps to WCAG
          reads the WCAG ${standard.wcag} rows of the tables above, of the same run, and takes the weakest of them,
          named; one that does not is judged on its own, with the evidence it rests on, or is Not Applicable, with the
          reason.
        </p>
        ${standard.chapters.map((chapter) => {
          const rows = ofStandard.filter((row) => row.chapter === chapter);
          return html`
            ${chapter.note ? html`<p>${chapter.note}</p>` : ''}
            ${conformanceTable(
              slug('chapter', standard.id, chapter.id),
              `${standard.title}, ${chapter.title} (${rows.length} ${rows.length === 1 ? 'row' : 'rows'})`,
              rows.map((row) => ({
                id: clauseId(row),
                head: html`${row.clause.id}
                ${row.clause.name}${row.level ? html` <span class="level">(Level ${row.level})</span>` : ''}`,
                row,
                evidence: evidenceCell(input, row),
              })),
            )}
          `;
        })}
      </section>
    `;
  })}`;
}

/** The judgements of the clauses that map to no WCAG criterion: who, when, how, on what, and each clause's outcome. */
export function judgementsSection(input: ReportInput, clauses: readonly ClauseRow[]): Html {
  const judgements = input.evaluations.judgements ?? [];
  if (judgements.length === 0) return html``;
  return html`
    <h3>The judgements of the other standards’ clauses</h3>
    <p>
      Clauses that map to no WCAG criterion (functional performance, documentation and support services, the chapters on
      hardware and software) are judged on their own: the evaluators read the rows and the evidence each names and
      recorded an outcome and a remark. A WCAG row it rests on that falls short in this run brings it down.
    </p>
    ${judgements.map(
      (judgement) => html`
        <article class="check" aria-labelledby="${judgementId(judgement)}">
          <h4 id="${judgementId(judgement)}">${judgement.title}</h4>
          <dl>
            <dt>How</dt>
            <dd>
              ${
                judgement.person
                  ? `By hand, by ${judgement.person} (manual)`
                  : `A judgement by ${judgement.evaluator}${input.evaluations.selfAssessment ? ': a self-assessment' : ''}, naming no single person`
              }
            </dd>
            <dt>Verdicts recorded by</dt>
            <dd>${judgement.evaluator}, ${longDate(judgement.date)}</dd>
            <dt>Method</dt>
            <dd>${judgement.method}</dd>
            <dt>Clauses</dt>
            <dd>
              ${Object.entries(judgement.criteria).map(([key, result], index) => {
                const row = clauses.find((candidate) => candidate.key === key);
                // The row says the verdict: what a known issue or a WCAG row it rests on brought down, it names too.
                const judged = outcomeVerdict[result.outcome];
                return html`${index > 0 ? '; ' : ''}${
                  row ? html`<a href="#${clauseId(row)}">${key}</a>` : html`${key} (no such clause in this report)`
                }:
                ${result.outcome}${row && row.verdict !== judged ? ` as judged; ${row.verdict} in this build (see its row)` : ''}`;
              })}
            </dd>
            <dt>Evidence</dt>
            <dd>${evidenceLinks(judgement.evidence)}</dd>
          </dl>
        </article>
      `,
    )}
  `;
}
