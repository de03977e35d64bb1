// The report's parts an auditor signs: the front matter of the ITI VPAT 2.5 (WCAG edition), one table per level
// with a verdict, remarks and evidence on every row, WCAG-EM's scope, sample, baseline, technologies and
// techniques, the evaluations, and the automated evidence behind each criterion.
import { conformanceOf, didNotRun, givesVerdicts, tally, type ConformanceRow } from './conformance';
import { columnHeads, html, slug, type Html } from './html';
import type { Technologies } from './technologies';
import type { ReportedTest, ReportInput } from './types';
import {
  complianceStatus,
  counted as countedRows,
  isDefect,
  verdictCounts,
  type Evaluation,
  type Verdict,
} from './verdicts';
import { levels, type Level } from './wcag';

/** The terms as VPAT 2.5 defines them. */
const verdictTerms: readonly { term: Verdict; definition: string }[] = [
  {
    term: 'Supports',
    definition:
      'The functionality of the product has at least one method that meets the criterion without known defects or meets with equivalent facilitation.',
  },
  { term: 'Partially Supports', definition: 'Some functionality of the product does not meet the criterion.' },
  { term: 'Does Not Support', definition: 'The majority of product functionality does not meet the criterion.' },
  { term: 'Not Applicable', definition: 'The criterion is not relevant to the product.' },
  {
    term: 'Not Evaluated',
    definition:
      'The product has not been evaluated against the criterion. VPAT 2.5 allows it for level AAA only; here it blocks a release at any level.',
  },
];

/** Where the adapter copies an evidence file, relative to the report. */
const evidenceHref = (path: string) => `evidence/${path}`;

/** Evidence files as links, separated by commas. */
export const evidenceLinks = (files: readonly { path: string; label: string }[]) =>
  files.map((file, index) => html`${index > 0 ? ', ' : ''}<a href="${evidenceHref(file.path)}">${file.label}</a>`);

const levelTitle: Record<Level, string> = {
  A: 'Table 1: Success Criteria, Level A',
  AA: 'Table 2: Success Criteria, Level AA',
  AAA: 'Table 3: Success Criteria, Level AAA',
};

/** "22 November 2026". */
export const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
/** "23 Nov 2026": dates in the tables' narrow cells. */
export const cellDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(iso),
  );

/** How the product was evaluated, as it was: the first thing an auditor reads, on the cover and in the methods. */
export function howEvaluated(input: ReportInput): Html {
  const { product, evaluations } = input;
  const run = input.results.evidence.run;
  const evaluators = [...new Set(evaluations.results.map((evaluation) => evaluation.evaluator))].join(' and ');
  const byHand = evaluations.results.filter((evaluation) => evaluation.person);
  const judged = evaluations.judgements?.length ?? 0;
  return html`<p class="self-assessment">
    <strong>${evaluations.selfAssessment ? 'A self-assessment.' : 'An evaluation.'}</strong>
    ${evaluations.selfAssessment ? `${product.organisation} evaluated this product itself: ` : ''}${evaluators} ran
    automated tools (axe-core and browser tests) and ${evaluations.results.length - byHand.length} scripted
    checks${byHand.length > 0 ? `, and ${byHand.length} checks were made by hand by the people named with them` : ''}.
    The evaluators wrote each verdict and remark from what the checks found, and keep them with the product’s sources;
    this run measured again each figure a remark rests on${run ? ` (${longDate(run.finishedAt)})` : ''}, and a figure
    that no longer holds brings its verdict down.
    ${
      judged > 0
        ? 'The other standards’ clauses that no check measures are the evaluators’ own judgements, made by reading the product (by hand, in EARL’s terms). '
        : ''
    }${evaluations.selfAssessment ? 'No third party audited it. ' : ''}${
      byHand.length === 0
        ? 'No check of a WCAG criterion was made by a person by hand or with their own assistive technology.'
        : ''
    }
  </p>`;
}

/** A row's criterion, with its level and the version of WCAG that added it. */
const criterionCell = (input: ReportInput, row: ConformanceRow) =>
  html`<a href="${conformanceOf(input).criterionIri(row.criterion)}">${row.criterion} ${row.name}</a>
    <span class="level">(Level ${row.level}, WCAG ${row.version})</span>`;

/** The browsers a run used, with their versions: "Chromium 156…, Firefox ESR 153…". */
function testedIn(input: ReportInput, versions: Record<string, string>): string {
  const used = input.evaluations.environments.filter(
    (environment) => versions[environment.id] && environment.kind !== 'screen reader',
  );
  return used.map((environment) => `${environment.name} ${versions[environment.id]}`).join(', ') || 'no browser';
}

/** After a build's commit: whether the tree it was built from had changes not yet committed, said either way. */
export const builtState = (dirty: boolean) =>
  dirty ? ', modified: built with changes not yet committed' : ', exactly as committed';

export function frontMatter(input: ReportInput, rows: readonly ConformanceRow[]): Html {
  const { product, evaluations, results } = input;
  const counts = verdictCounts(rows);
  const counted = countedRows(rows);
  const levelSize = (level: Level) => counted.filter((row) => row.level === level).length;
  const obsolete = rows.filter((row) => row.obsolete).map((row) => `${row.criterion} ${row.name}`);
  const run = results.evidence.run;
  const alsoMet = rows.filter((row) => row.level === 'AAA' && row.verdict === 'Supports');
  /** A and AA rows left unjudged by this run: no conformance term applies until they are judged. */
  const notEvaluated = counted.filter((row) => row.level !== 'AAA' && row.verdict === 'Not Evaluated');
  const runs = results.scenarios.reduce((sum, record) => sum + record.states.length, 0);
  return html`
    <section aria-labelledby="front-matter">
      <h2 id="front-matter">About this report</h2>
      <dl class="front">
        <dt>Name of product and version</dt>
        <dd>
          ${product.name}, version ${product.version} (build
          <code>${results.provenance.commit.slice(0, 12)}</code>${builtState(results.provenance.dirty)})
        </dd>
        <dt>Report date</dt>
        <dd>
          ${longDate(results.generatedAt)} (automated checks, this run);
          ${run ? `scripted checks run on ${longDate(run.finishedAt)}` : 'the scripted checks have no recorded run'}
        </dd>
        <dt>Product description</dt>
        <dd>${product.description}</dd>
        <dt>Contact information</dt>
        <dd>
          ${product.organisation}: <a href="mailto:${product.contact.email}">${product.contact.email}</a>${
            product.contact.phone
              ? html`, <a href="${product.contact.phone.href}">${product.contact.phone.display}</a>`
              : ''
          }
          ${product.contact.note ? html`<p>${product.contact.note}</p>` : ''}
        </dd>
        <dt>Notes</dt>
        <dd>
          <p>Scope: ${product.scope}</p>
          <p>
            Conformance target: <strong>${evaluations.target}</strong>.
            ${
              givesVerdicts(input) && notEvaluated.length > 0
                ? html`<strong>No claim against it from this run</strong>: ${notEvaluated.length} criteria at levels A
                    and AA were not evaluated, as checks they rest on did not run
                    (${notEvaluated.map(
                      (row, index) =>
                        html`${index > 0 ? ', ' : ''}<a href="#${slug('sc', row.criterion)}">${row.criterion}</a>`,
                    )}).`
                : givesVerdicts(input)
                  ? html`Against it the product is <strong>${complianceStatus(rows)}</strong>.
                      ${
                        alsoMet.length > 0
                          ? html`Also met, beyond the target: ${alsoMet.length} criteria of level AAA
                            (${alsoMet.map(
                              (row, index) =>
                                html`${index > 0 ? ', ' : ''}<a href="#${slug('sc', row.criterion)}"
                                    >${row.criterion}</a
                                  >`,
                            )}).`
                          : ''
                      }`
                  : html`<strong>No verdict is given</strong>: the scripted checks’ evidence was measured on other
                      sources than these (see the summary).`
            }
          </p>
          ${
            product.statementUrl
              ? html`<p>The public accessibility statement (${product.statementUrl}) is made from the same data.</p>`
              : ''
          }
        </dd>
        <dt>Evaluation methods used</dt>
        <dd>
          ${howEvaluated(input)}
          <ul>
            <li>
              Automated (earl:automatic): axe-core ${results.axeVersion} on every page, width, scheme and state (${runs}
              runs in this report), and ${results.tests.length} tests, each tagged with the criteria it holds
              (${tally(results.tests).ran} of them ran in this run;
              <a href="#tests">each is listed</a>). The
              ${results.tests.filter((test) => test.transcripts?.length).length} of them that compare what a screen
              reader said with a reviewed transcript are semi-automatic (earl:semiAuto).
            </li>
            <li>
              Scripted checks read by their evaluators (earl:semiAuto): ${evaluations.results.length} checks
              (<code>${evaluations.commands.evidence}</code>) in ${testedIn(input, run?.versions ?? {})}, each writing
              what it measured and saw; the evaluators read that output and recorded an outcome and a remark for each
              criterion.${run ? ` Last run ${longDate(run.finishedAt)}.` : ''}
            </li>
            ${
              (evaluations.judgements ?? []).length > 0
                ? html`<li>
                    Judgements${evaluations.selfAssessment ? ' (a self-assessment)' : ''}:
                    ${(evaluations.judgements ?? []).reduce(
                      (sum, judgement) => sum + Object.keys(judgement.criteria).length,
                      0,
                    )}
                    clauses of the other standards that map to no WCAG criterion, each judged by
                    ${[...new Set((evaluations.judgements ?? []).map((judgement) => judgement.person ?? judgement.evaluator))].join(' and ')}
                    from the WCAG rows and the evidence it names (listed with the checks below).
                  </li>`
                : ''
            }
            ${
              evaluations.commands.screenReader
                ? html`<li>
                    A screen reader, scripted: its keys pressed by the test harness and its speech compared with
                    reviewed transcripts (<code>${evaluations.commands.screenReader}</code>).
                  </li>`
                : ''
            }
          </ul>
          <p>Not tested: ${evaluations.notTested.join('; ')}.</p>
        </dd>
      </dl>
      <table class="standards">
        <caption>
          Applicable standards and guidelines
        </caption>
        ${columnHeads('Standard or guideline', 'Included in report')}
        <tbody>
          ${['2.0', '2.1', '2.2'].map(
            (version) => html`
              <tr>
                <th scope="row">Web Content Accessibility Guidelines ${version}</th>
                <td>
                  Level A (Yes), Level AA (Yes), Level AAA (Yes): the rows marked WCAG
                  ${version}${version === '2.0' ? '' : ' and earlier'}
                </td>
              </tr>
            `,
          )}
          ${(input.standards ?? []).map(
            (standard) => html`
              <tr>
                <th scope="row">${standard.reference}</th>
                <td>Yes: <a href="#${slug('standard', standard.id)}">${standard.title} report</a></td>
              </tr>
            `,
          )}
        </tbody>
      </table>
      <p>
        The tables below report against WCAG 2.2, whose criteria include those of 2.0 and 2.1; each row names the
        version that added its criterion.
        ${obsolete.length > 0 ? `${obsolete.join(', ')}: obsolete in WCAG 2.2, not counted (its row stays for readers of 2.0 and 2.1 reports).` : ''}
        ${
          givesVerdicts(input)
            ? `Verdicts of WCAG 2.2’s ${counted.length} criteria: level A (${levelSize('A')}) ${countText(counts.A)}; level AA (${levelSize('AA')}) ${countText(counts.AA)}; level AAA (${levelSize('AAA')}) ${countText(counts.AAA)}.`
            : ''
        }
      </p>
      <h3>Terms</h3>
      <dl class="terms">
        ${verdictTerms.map(
          (term) =>
            html`<dt>${term.term}</dt>
              <dd>${term.definition}</dd>`,
        )}
      </dl>
      <h3>Legal disclaimer</h3>
      <p>
        This report describes the product as published at the commit named above and evaluated on the dates given.
        ${
          evaluations.selfAssessment
            ? `It is a self-assessment: ${product.organisation}’s own evaluation, made in good faith; it is not a certification or an audit by a third party,`
            : 'It is not a certification,'
        }
        and later changes to the product may change its conformance. “VPAT” is a registered service mark of the
        Information Technology Industry Council (ITI).
      </p>
    </section>
  `;
}

function countText(counts: Record<string, number>): string {
  const order = ['Supports', 'Partially Supports', 'Does Not Support', 'Not Applicable', 'Not Evaluated'];
  return order.map((verdict) => `${counts[verdict] ?? 0} ${verdict}`).join(', ');
}

function evaluationLink(evaluation: Evaluation): Html {
  return html`<a href="#${slug('check', evaluation.id)}">${evaluation.title}</a>`;
}

/**
 * The screen reader a set of rows rests on as this run heard it: for each reviewed transcript the rows' evaluations
 * cite, the tests of this run that compared what the reader said with it, and the reader, browser and version they
 * ran (each named by its environment's id in the transcript's path, "…/orca/firefox/…", its version this run's).
 */
function heardInThisRun(input: ReportInput, rows: readonly ConformanceRow[]) {
  const { environments } = input.evaluations;
  const { versions, tests } = input.results;
  const readers = environments.filter((environment) => environment.kind === 'screen reader');
  const paths = new Set(
    rows.flatMap((row) =>
      row.evaluations
        .filter((evaluation) => evaluation.environments.some((id) => readers.some((reader) => reader.id === id)))
        .flatMap((evaluation) => evaluation.evidence.map((file) => file.path)),
    ),
  );
  const heard = new Map<string, { reader: string; browser: string; passed: number; total: number }>();
  for (const test of tests) {
    for (const path of test.transcripts ?? []) {
      if (!paths.has(path) || didNotRun(test.outcome)) continue;
      const segments = path.split('/');
      const reader = readers.find((candidate) => segments.includes(candidate.id));
      const browser = environments.find((candidate) => candidate.kind === 'browser' && segments.includes(candidate.id));
      if (!reader) continue;
      const name = (environment: { id: string; name: string }) =>
        `${environment.name}${versions[environment.id] ? ` ${versions[environment.id]}` : ''}`;
      const key = `${reader.id}|${browser?.id ?? ''}`;
      const entry = heard.get(key) ?? {
        reader: name(reader),
        browser: browser ? name(browser) : 'a browser its transcripts do not name',
        passed: 0,
        total: 0,
      };
      entry.total += 1;
      if (test.outcome === 'passed') entry.passed += 1;
      heard.set(key, entry);
    }
  }
  return { transcripts: paths, heard: [...heard.values()] };
}

/**
 * Which screen reader a row rests on: a real one (an evaluation that used an environment of that kind, with its
 * transcripts), named with the browser and versions this run heard it in, or only a simulation (its browser tests
 * drive one), said so that neither passes for the other.
 */
export function screenReaderNote(input: ReportInput, rows: readonly ConformanceRow[]): Html {
  const readers = input.evaluations.environments.filter((environment) => environment.kind === 'screen reader');
  const real = [
    ...new Set(
      rows.flatMap((row) =>
        row.evaluations.filter((evaluation) =>
          evaluation.environments.some((id) => readers.some((reader) => reader.id === id)),
        ),
      ),
    ),
  ];
  const simulations = [
    ...new Set(rows.flatMap((row) => row.tests.flatMap((test) => (test.simulation ? [test.simulation] : [])))),
  ];
  if (real.length === 0 && simulations.length === 0) return html``;
  const names = [
    ...new Set(
      real.flatMap((evaluation) =>
        readers.filter((reader) => evaluation.environments.includes(reader.id)).map((reader) => reader.name),
      ),
    ),
  ];
  const transcripts = [
    ...new Map(
      real
        .flatMap((evaluation) => evaluation.evidence)
        .filter((file) => /transcript/i.test(file.path))
        .map((file) => [file.path, file]),
    ).values(),
  ];
  const { heard } = heardInThisRun(input, rows);
  return html`<p class="screen-reader">
    ${
      real.length > 0
        ? html`Real screen reader:
          ${names.join(', ')}${
            transcripts.length > 0
              ? html`, transcripts
                ${evidenceLinks(transcripts.slice(0, 4))}${transcripts.length > 4 ? ` and ${transcripts.length - 4} more` : ''}`
              : ''
          }.
          ${
            heard.length > 0
              ? `Heard in this run: ${heard
                  .map(
                    (entry) => `${entry.reader} in ${entry.browser} (${entry.passed} of ${entry.total} tests passed)`,
                  )
                  .join('; ')}.`
              : 'Not heard in this run: no test of it compared what the reader said with these transcripts.'
          }`
        : html`No real screen reader’s transcript for this criterion.`
    }
    ${simulations.length > 0 ? html` Its browser tests use ${simulations.join('; ')}: a simulation.` : ''}
  </p>`;
}

function evidenceCell(input: ReportInput, row: ConformanceRow): Html {
  const automatedParts: string[] = [];
  if (row.rules.length > 0) {
    const runs = Math.max(...row.rules.map((rule) => rule.passedRuns + rule.reviewRuns));
    const violations = row.rules.reduce((sum, rule) => sum + rule.violationNodes, 0);
    automatedParts.push(`axe: ${row.rules.length} rule(s), up to ${runs} run(s), ${violations} violation node(s)`);
  }
  if (row.tests.length > 0) {
    const passed = row.tests.filter((test) => test.outcome === 'passed').length;
    automatedParts.push(`tests: ${passed} of ${row.tests.length} passed`);
  }
  const files = row.evaluations.flatMap((evaluation) => evaluation.evidence);
  const unique = [...new Map(files.map((file) => [file.path, file])).values()];
  return html`<td class="evidence">
    ${
      row.evaluations.length > 0
        ? html`<p>
            ${row.evaluations.some((evaluation) => evaluation.person) ? 'Checked by' : 'Scripted check read by'}
            ${[...new Set(row.evaluations.map((evaluation) => evaluation.person ?? evaluation.evaluator))].join(', ')}:
            ${row.evaluations.map(
              (evaluation, index) =>
                html`${index > 0 ? '; ' : ''}${evaluationLink(evaluation)} (${cellDate(evaluation.date)})`,
            )}.
          </p>`
        : ''
    }
    ${
      unique.length > 0
        ? html`<p>
            Evidence:
            ${evidenceLinks(unique.slice(0, 3))}${unique.length > 3 ? html`, and ${unique.length - 3} more with the check` : ''}.
          </p>`
        : ''
    }
    ${
      automatedParts.length > 0
        ? html`<p>
            Automated, this run:
            <a href="#${slug('automated', row.criterion)}">${automatedParts.join('; ')}</a>.
          </p>`
        : ''
    }
    ${screenReaderNote(input, [row])}
    ${
      row.evaluations.length === 0 && automatedParts.length === 0
        ? html`<p class="muted">None needed: ${row.remarks[0] ?? ''}</p>`
        : ''
    }
  </td>`;
}

/** A row of a conformance table: its id, its head (the criterion or clause), its verdict and remarks, its evidence. */
export interface TableRow {
  id: string;
  head: unknown;
  row: Pick<ConformanceRow, 'verdict' | 'remarks' | 'claims'>;
  evidence: Html;
}

/** A conformance table in the VPAT's four columns, for WCAG's levels and the other standards' chapters alike. */
export function conformanceTable(id: string, caption: unknown, rows: readonly TableRow[]): Html {
  return html`
    <table class="conformance" id="${id}">
      <caption>
        ${caption}
      </caption>
      <colgroup>
        <col class="col-criterion" />
        <col class="col-verdict" />
        <col class="col-remarks" />
        <col class="col-evidence" />
      </colgroup>
      ${columnHeads('Criteria', 'Conformance level', 'Remarks and explanations', 'Evidence')}
      <tbody>
        ${rows.map(
          ({ id: rowId, head, row, evidence }) => html`
            <tr id="${rowId}">
              <th scope="row">${head}</th>
              <td class="verdict ${slug('verdict', row.verdict)}">${row.verdict}</td>
              <td>${row.remarks.map((remark) => html`<p>${remark}</p>`)} ${claimsList(row)}</td>
              ${evidence}
            </tr>
          `,
        )}
      </tbody>
    </table>
  `;
}

/** What this run's evidence holds for a row's measured remarks. */
function claimsList(row: Pick<ConformanceRow, 'claims'>): Html {
  const measures = row.claims.flatMap((claim) => claim.measures);
  const unmeasured = row.claims.filter((claim) => claim.words.length > 0 && claim.measures.length === 0);
  if (measures.length === 0 && unmeasured.length === 0) return html``;
  return html`<ul class="measured">
    ${measures.map(
      (measure) =>
        html`<li class="${measure.holds ? '' : 'fail-text'}">
          ${measure.holds ? 'Measured' : 'Does not hold'}: ${measure.what}; this run’s evidence: ${measure.found}.
        </li>`,
    )}
    ${unmeasured.map(
      (claim) =>
        html`<li class="fail-text">Names no measurement for “${claim.words.join('”, “')}” (${claim.evaluation}).</li>`,
    )}
  </ul>`;
}

export function conformanceTables(input: ReportInput, rows: readonly ConformanceRow[]): Html {
  const { results, evaluations } = input;
  if (!givesVerdicts(input)) {
    return html`
      <section aria-labelledby="conformance">
        <h2 id="conformance">WCAG 2.2 report</h2>
        <div class="fail">
          <p>
            <strong>No verdicts</strong>: the scripted checks’ evidence was measured on other sources than the ones this
            report describes, so it says nothing of this build. What a visitor gets has changed in
            ${results.evidence.changes.length} place(s) since
            ${results.evidence.run ? `the evidence run of ${results.evidence.run.finishedAt}` : 'any recorded evidence run'}:
          </p>
          <ul>
            ${results.evidence.changes.map((change) => html`<li><code>${change}</code></li>`)}
          </ul>
          <p>
            Run <code>${evaluations.commands.evidence}</code>, read what it wrote, record any verdict it changes, and
            run the report again. The automated results of this run follow.
          </p>
        </div>
      </section>
    `;
  }
  return html`
    <section aria-labelledby="conformance">
      <h2 id="conformance">WCAG 2.2 report</h2>
      <p>
        One row per success criterion, in the terms of the ITI VPAT 2.5: Supports, Partially Supports, Does Not Support,
        Not Applicable, and Not Evaluated where nobody has checked a criterion (which blocks a release at levels A and
        AA); each names the version of WCAG that added it. Each verdict comes from the evaluations, which a public
        statement can read too; an automated failure in this run turns it into Does Not Support, and a check it rests on
        that did not run in this run into Not Evaluated. A remark that says “every”, “all” or “no” names the figures of
        the evidence it rests on, and the report shows what this run’s evidence holds for each.
      </p>
      ${levels.map((level) => {
        const ofLevel = rows.filter((row) => row.level === level);
        const notCounted = ofLevel.filter((row) => row.obsolete).map((row) => `${row.criterion} ${row.name}`);
        return html`
          ${conformanceTable(
            slug('table', level),
            html`${levelTitle[level]} (${countedRows(ofLevel).length}
            criteria${notCounted.length > 0 ? `; and ${notCounted.join(', ')}, obsolete in WCAG 2.2, not counted` : ''})`,
            ofLevel.map((row) => ({
              id: slug('sc', row.criterion),
              head: criterionCell(input, row),
              row,
              evidence: evidenceCell(input, row),
            })),
          )}
        `;
      })}
    </section>
  `;
}

const technologyList = (found: Record<string, number>, pages: number) =>
  Object.entries(found)
    .map(([name, count]) => (count === pages ? name : `${name} (${count} of ${pages} pages)`))
    .join(', ');

/** WCAG-EM's technologies relied upon: what the built pages hold, read from them. */
function technologiesList(technologies: Technologies): Html {
  const pages = technologies.pages.length;
  if (pages === 0) return html`<p class="fail-text">No built pages were read.</p>`;
  return html`<p>
      Read from the ${pages} built pages (${technologies.pages.join(', ')}) as a browser receives them, before any
      script runs:
    </p>
    <ul>
      <li>
        HTML: the elements ${technologyList(technologies.html, pages)}; the attributes
        ${technologyList(technologies.htmlAttributes, pages)}
      </li>
      <li>
        WAI-ARIA: the attributes ${technologyList(technologies.aria, pages) || 'none'}; the roles
        ${technologyList(technologies.roles, pages) || 'none'}
      </li>
      <li>CSS: ${technologyList(technologies.css, pages) || 'no feature listed'}</li>
      <li>SVG: inline on ${technologies.svg} of ${pages} pages</li>
      <li>
        JavaScript: ${technologies.scripts.inline} inline script(s) and ${technologies.scripts.files} script file(s)
        named in a src attribute (types ${technologies.scripts.types.join(', ')}); files that a script loads by itself
        are not counted here
      </li>
    </ul>`;
}

export function evaluationSection(input: ReportInput, judgements: Html = html``): Html {
  const { product, evaluations, results } = input;
  const conformance = conformanceOf(input);
  const run = results.evidence.run;
  const environmentLabel = (id: string) => {
    const environment = evaluations.environments.find((candidate) => candidate.id === id);
    const version = run?.versions[id];
    return environment
      ? `${environment.name}${version ? ` ${version}` : ''}${environment.engine ? ` (${environment.engine})` : ''}`
      : id;
  };
  return html`
    <section aria-labelledby="wcag-em">
      <h2 id="wcag-em">How the site was evaluated (WCAG-EM)</h2>
      ${howEvaluated(input)}
      <dl class="front">
        <dt>Scope</dt>
        <dd>${product.scope}</dd>
        <dt>Public origin</dt>
        <dd>
          <code>${product.origin}</code> (the report’s browsers may load the same build from a local server; EARL names
          the pages at the public origin)
        </dd>
        <dt>Conformance target</dt>
        <dd>${evaluations.target}, and level AAA where the content allows (listed in the notes above as also met)</dd>
        <dt>Sample</dt>
        <dd>
          ${evaluations.sample.map(
            (page, index) => html`${index > 0 ? ', ' : ''}${page.label} (<code>${page.path}</code>)`,
          )}.
          ${evaluations.sampleReason}
        </dd>
        <dt>Accessibility support baseline</dt>
        <dd>${evaluations.baseline}</dd>
        <dt>Not tested</dt>
        <dd>
          <ul>
            ${evaluations.notTested.map((what) => html`<li>${what}</li>`)}
          </ul>
        </dd>
        <dt>Technologies relied upon</dt>
        <dd>${technologiesList(results.technologies)}</dd>
        <dt>Techniques used</dt>
        <dd>
          <ul>
            ${evaluations.techniques.map((technique) => html`<li>${technique}</li>`)}
          </ul>
        </dd>
        <dt>The scripted checks’ run</dt>
        <dd>
          ${
            run
              ? html`<code>${evaluations.commands.evidence}</code> from ${run.startedAt} to ${run.finishedAt}, on build
                  <code>${run.commit.slice(0, 12)}</code>${run.uncommittedChanges ? ', modified' : ''}${
                    run.stamp
                      ? html`: sources stamped <code>${run.stamp.slice(0, 16)}</code>,
                          ${givesVerdicts(input) ? 'the same as this report’s' : html`<strong>not</strong> this report’s`}`
                      : ', in the same run as this report'
                  }.
                  Drivers:
                  ${Object.entries(run.tools)
                    .map(([tool, version]) => `${tool} ${version}`)
                    .join(', ')}.`
              : html`<strong>none recorded</strong>`
          }
        </dd>
      </dl>
      <table class="matrix">
        <caption>
          Tested matrix: the versions each run used, as the programs gave them
        </caption>
        ${columnHeads('Browser or assistive technology', `Scripted checks${run ? ` (${longDate(run.finishedAt)})` : ''}`, `This run (${longDate(results.generatedAt)})`, 'Engine', 'Driven by', 'What was tested with it')}
        <tbody>
          ${evaluations.environments.map((environment) => {
            const then = run?.versions[environment.id];
            const now = results.versions[environment.id];
            return html`
              <tr>
                <th scope="row">${environment.name}</th>
                <td>
                  ${then ?? '—'}${
                    environment.kind === 'screen reader' && then
                      ? ' (installed; its transcripts are compared in the screen-reader checks)'
                      : ''
                  }
                </td>
                <td>
                  ${now ?? 'not used in this run'}${then && now && then !== now ? html` <strong>(differs)</strong>` : ''}
                </td>
                <td>${environment.engine ?? '—'}</td>
                <td>${environment.driver ?? '—'}</td>
                <td>
                  ${evaluations.results
                    .filter((evaluation) => evaluation.environments.includes(environment.id))
                    .map((evaluation, index) => html`${index > 0 ? '; ' : ''}${evaluationLink(evaluation)}`)}
                </td>
              </tr>
            `;
          })}
        </tbody>
      </table>
      <h3 id="known-issues">Known issues and exceptions, with the dates they were found</h3>
      <p>
        One list, which the public statement reads too. A known issue is a defect not fixed yet: the rows it names do
        not say Supports. An exception is what the statement names as outside its scope, or a criterion’s own exception:
        its rows keep their verdict, with it beside them.
      </p>
      ${
        evaluations.knownIssues.length === 0
          ? html`<p>None.</p>`
          : html`<table class="issues">
              <caption>
                Known issues and exceptions
              </caption>
              ${columnHeads('What a visitor meets', 'Rows', 'Found', 'Plan', 'Fix due')}
              <tbody>
                ${evaluations.knownIssues.map(
                  (issue) =>
                    html`<tr>
                      <th scope="row">${isDefect(issue) ? 'Known issue' : 'Exception'}: ${issue.summary}</th>
                      <td>
                        ${issue.criteria.map(
                          (row, index) =>
                            html`${index > 0 ? ', ' : ''}<a
                                href="#${row in input.criteria ? slug('sc', row) : slug('clause', row)}"
                                >${row in input.criteria ? conformance.criterionLabel(row) : row}</a
                              >`,
                        )}
                      </td>
                      <td>
                        ${issue.found ? html`<time datetime="${issue.found}">${cellDate(issue.found)}</time>` : 'not dated'}
                      </td>
                      <td>${issue.plan}</td>
                      <td>
                        ${issue.fixBy ? html`<time datetime="${issue.fixBy}">${cellDate(issue.fixBy)}</time>` : isDefect(issue) ? 'not dated' : '—'}
                      </td>
                    </tr>`,
                )}
              </tbody>
            </table>`
      }
      <h3>The scripted checks and the verdicts recorded on them</h3>
      <p>
        Each check is a script that drives the browsers named and writes what it measured (JSON) and saw (screenshots at
        the size, zoom or spacing tested); a screen-reader check compares what the reader says with reviewed
        transcripts. The evaluators read that output and recorded the outcome and remark for each criterion. Re-run the
        scripts with <code>${evaluations.commands.evidence}</code>${
          evaluations.commands.screenReader
            ? html` (the screen reader: <code>${evaluations.commands.screenReader}</code>)`
            : ''
        }.
      </p>
      ${evaluations.results.map(
        (evaluation) => html`
          <article class="check" aria-labelledby="${slug('check', evaluation.id)}">
            <h4 id="${slug('check', evaluation.id)}">${evaluation.title}</h4>
            <dl>
              <dt>How</dt>
              <dd>
                ${
                  evaluation.person
                    ? `By hand, by ${evaluation.person} (manual)`
                    : 'A scripted check whose output its evaluators read (semi-automatic)'
                }
              </dd>
              <dt>Verdicts recorded by</dt>
              <dd>${evaluation.evaluator}, ${longDate(evaluation.date)}</dd>
              ${
                evaluation.method
                  ? html`<dt>Method</dt>
                      <dd>${evaluation.method}</dd>`
                  : ''
              }
              <dt>Browser and assistive technology</dt>
              <dd>${evaluation.environments.map(environmentLabel).join('; ')}</dd>
              <dt>Criteria</dt>
              <dd>
                ${Object.entries(evaluation.criteria).map(
                  ([criterion, result], index) =>
                    html`${index > 0 ? '; ' : ''}<a href="#${slug('sc', criterion)}"
                        >${conformance.criterionLabel(criterion)}</a
                      >: ${result.outcome}`,
                )}
              </dd>
              <dt>Evidence</dt>
              <dd>
                ${evidenceLinks(evaluation.evidence)}
                ${evaluation.automated?.length ? html`; automated: ${evaluation.automated.join(', ')}` : ''}
              </dd>
            </dl>
          </article>
        `,
      )}
      ${judgements}
    </section>
  `;
}

/** Where a test's row is on the report page: its section's and group's table. */
export const testTableId = (test: Pick<ReportedTest, 'section' | 'group'>) => slug('tests', test.section, test.group);

/** Per criterion: the axe rules and the tests of this run, with the command that re-runs each test. */
export function automatedEvidenceSection(input: ReportInput, rows: readonly ConformanceRow[]): Html {
  const { criterionLabel } = conformanceOf(input);
  const withEvidence = rows.filter((row) => row.rules.length > 0 || row.tests.length > 0);
  return html`
    <section aria-labelledby="automated-evidence">
      <h2 id="automated-evidence">Automated evidence by criterion</h2>
      ${withEvidence.map(
        (row) => html`
          <div class="automated" id="${slug('automated', row.criterion)}">
            <h3>${criterionLabel(row.criterion)}</h3>
            ${
              row.rules.length > 0
                ? html`<p>axe rules:</p>
                    <ul>
                      ${row.rules.map(
                        (rule) =>
                          html`<li>
                            <a href="${rule.helpUrl}">${rule.rule}</a>: passed in ${rule.passedRuns} run(s),
                            ${rule.violationNodes} violation node(s), needs review in ${rule.reviewRuns} run(s)
                          </li>`,
                      )}
                    </ul>`
                : ''
            }
            ${
              row.tests.length > 0
                ? html`<p>Tests:</p>
                    <ul>
                      ${row.tests.map(
                        (test) =>
                          html`<li>
                            <a href="#${testTableId(test)}">${test.group}</a> › ${test.title}:
                            <strong>${test.outcome}</strong
                            >.${test.rerun ? html` Re-run: <code>${test.rerun}</code>` : ''}
                          </li>`,
                      )}
                    </ul>`
                : ''
            }
          </div>
        `,
      )}
    </section>
  `;
}
