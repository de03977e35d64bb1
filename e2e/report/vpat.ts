// The report's parts an auditor signs: the front matter of the ITI VPAT 2.5 (WCAG edition), one table per level
// with a verdict, remarks and evidence on every row, WCAG-EM's scope, sample, baseline, technologies and
// techniques, the maintainers' evaluations, and the automated evidence behind each criterion.
import { slug } from '../../src/text/markup.mjs';
import { site } from '../../src/content/site';
import type { Evaluation, Level } from '../../src/content/accessibility';
import { rerunCommand, type ConformanceRow } from './conformance';
import { html, type Html } from './html';
import type { ReportModel } from './model';
import type { Technologies } from './technologies';
import {
  accessibilityStatement,
  complianceStatus,
  criterionIri,
  criterionLabel,
  environmentLabel,
  environments,
  evaluationScope,
  evaluations,
  formatDate,
  knownIssues,
  levels,
  notTested,
  verdictCounts,
} from './wcag';
import type { Verdict } from '../../src/content/accessibility';

/** The terms as VPAT 2.5 defines them, for the report's and the statement's glossary. */
const verdictTerms: readonly { term: Verdict; definition: string }[] = [
  {
    term: 'Supports',
    definition:
      'The functionality of the product has at least one method that meets the criterion without known defects or meets with equivalent facilitation.',
  },
  {
    term: 'Partially Supports',
    definition: 'Some functionality of the product does not meet the criterion.',
  },
  {
    term: 'Does Not Support',
    definition: 'The majority of product functionality does not meet the criterion.',
  },
  {
    term: 'Not Applicable',
    definition: 'The criterion is not relevant to the product.',
  },
  {
    term: 'Not Evaluated',
    definition:
      'The product has not been evaluated against the criterion. VPAT 2.5 allows it for level AAA only; here it blocks a release at any level.',
  },
];

/** WCAG-EM's description, scope and techniques: the report's alone (the technologies are read from the pages). */
const reportScope = {
  description: `The public website of the ${site.name}. ${site.description} Every page is prerendered HTML that works before and without JavaScript; a small inline script answers the first presses, and the React application takes over after the first interaction.`,
  scope: `Every page served from ${site.origin}: the home page, the blog, this accessibility statement and the not-found page (served for every address without a page, among them the footer’s links to pages not yet published), and the error screen. No third-party content.`,
  techniques: [
    'G18 and G145 (contrast), held by the theme’s contrast contract',
    'H42 and ARIA11 (headings and landmarks), H44 (labels for the Theme menu’s radios), H57 (language of page)',
    'G1 and SCR28 (skip link), H64 (titles), G149 and C40 (focus ring), C31 and C32 (reflow)',
    'ARIA22 (status messages with a live region), ARIA4 and ARIA5 (state of controls)',
    'C36 and C35 (text spacing), C28 (sizes in rem), G180-style control of a time limit for notices',
    'H28 (abbreviations), G62 (glossary), G86 (summaries at a lower reading level)',
  ],
};

/** Where the reporter copies an evidence file, relative to the report. */
const evidenceHref = (path: string) => `evidence/${path}`;

const levelTitle: Record<Level, string> = {
  A: 'Table 1: Success Criteria, Level A',
  AA: 'Table 2: Success Criteria, Level AA',
  AAA: 'Table 3: Success Criteria, Level AAA',
};

const shortDate = (iso: string) => formatDate(iso);
/** "23 Nov 2026": dates in the tables' narrow cells. */
const cellDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(iso),
  );

/** The conformance target ("WCAG 2.2 AA"); the criteria of level AAA met are listed beside it as also met. */
const target = evaluationScope.target;

/** Whether the evidence was measured on the sources reported: without it, the report gives no verdicts. */
export const givesVerdicts = (model: ReportModel) => model.evidence.changes.length === 0;

/** How the site was evaluated, as it was: the first thing an auditor reads, on the cover and in the methods. */
export function selfAssessment(model: ReportModel): Html {
  const run = model.evidence.run;
  return html`<p class="self-assessment">
    <strong>A self-assessment.</strong> The ${site.name}’s own maintainers evaluated their website: automated tools
    (axe-core and browser tests) on every change, and ${evaluations.length} scripted checks whose output they read
    before recording each verdict${run ? html` (last run ${shortDate(run.finishedAt)})` : ''}. No third party audited
    it, and no check was made by a person by hand or with their own assistive technology.
  </p>`;
}

/** A row's criterion, with its level and the version of WCAG that added it. */
const criterionCell = (row: Pick<ConformanceRow, 'criterion' | 'name' | 'level' | 'version'>) =>
  html`<a href="${criterionIri(row.criterion)}">${row.criterion} ${row.name}</a>
    <span class="level">(Level ${row.level}, WCAG ${row.version})</span>`;

export function frontMatter(model: ReportModel, rows: readonly ConformanceRow[]): Html {
  const counts = verdictCounts(rows);
  const status = complianceStatus(rows);
  const run = model.evidence.run;
  const alsoMet = rows.filter((row) => row.level === 'AAA' && row.verdict === 'Supports');
  const runs = model.scenarios.reduce((sum, record) => sum + record.states.length, 0);
  return html`
    <section aria-labelledby="front-matter">
      <h2 id="front-matter">About this report</h2>
      <dl class="front">
        <dt>Name of product and version</dt>
        <dd>
          ${evaluationScope.product}, version ${evaluationScope.version} (commit
          <code>${model.provenance.commit.slice(0, 12)}</code
          >${model.provenance.dirty ? ', with uncommitted changes' : ''})
        </dd>
        <dt>Report date</dt>
        <dd>
          ${shortDate(model.generatedAt)} (automated checks, this run);
          ${run ? `scripted checks run on ${shortDate(run.finishedAt)}` : 'the scripted checks have no recorded run'}
        </dd>
        <dt>Product description</dt>
        <dd>${reportScope.description}</dd>
        <dt>Contact information</dt>
        <dd>
          ${site.name}: <a href="mailto:${site.email}">${site.email}</a>,
          <a href="${site.phone.href}">${site.phone.display}</a>
        </dd>
        <dt>Notes</dt>
        <dd>
          <p>Scope: ${reportScope.scope}</p>
          <p>
            Conformance target: <strong>${target}</strong>.
            ${
              givesVerdicts(model)
                ? html`Against it the site is <strong>${status}</strong>.
                    ${
                      alsoMet.length > 0
                        ? html`Also met, beyond the target: ${alsoMet.length} criteria of level AAA
                          (${alsoMet.map((row, index) => html`${index > 0 ? ', ' : ''}<a href="#${slug('sc', row.criterion)}">${row.criterion}</a>`)}).`
                        : ''
                    }`
                : html`<strong>No verdict is given</strong>: the scripted checks’ evidence was measured on other sources
                    than these (see the summary).`
            }
          </p>
          <p>
            The public accessibility statement (${site.origin}/accessibility) is generated from the same data as this
            report.
          </p>
        </dd>
        <dt>Evaluation methods used</dt>
        <dd>
          ${selfAssessment(model)}
          <ul>
            <li>
              Automated (<span lang="en">earl:automatic</span>): axe-core ${model.axeVersion} in Chromium
              ${model.versions.chromium ?? model.browserVersion} on every page, width, scheme and state (${runs} runs in
              this report), and ${model.behaviour.length} browser tests of keyboard, focus, reflow, text size, spacing,
              targets, timing and speech, each mapped to the criteria it holds; the theme’s contrast contract on every
              change.
            </li>
            <li>
              Scripted checks the maintainers read (<span lang="en">earl:semiAuto</span>): ${evaluations.length} checks
              (<code>npm run a11y:evidence</code>) in ${testedIn(model, 'evidence')}, each writing what it measured and
              saw; the maintainers read that output and recorded an outcome and a remark for each criterion.
              ${run ? `Last run ${shortDate(run.finishedAt)}, on the sources this report describes.` : ''}
            </li>
            <li>
              A screen reader, scripted: Orca reading the built site in Firefox ESR and Chromium, its keys pressed by
              the test harness and its speech compared with transcripts the maintainers reviewed.
            </li>
          </ul>
          <p>Not tested: ${notTested.join('; ')}.</p>
        </dd>
      </dl>
      <table class="standards">
        <caption>
          Applicable standards and guidelines
        </caption>
        <thead>
          <tr>
            <th scope="col">Standard or guideline</th>
            <th scope="col">Included in report</th>
          </tr>
        </thead>
        <tbody>
          ${['2.0', '2.1', '2.2'].map(
            (version) => html`
              <tr>
                <th scope="row">Web Content Accessibility Guidelines ${version}</th>
                <td>
                  Level A (Yes), Level AA (Yes), Level AAA (Yes): the rows marked WCAG
                  ${version}${version === '2.0' ? '' : ` and earlier`}
                </td>
              </tr>
            `,
          )}
        </tbody>
      </table>
      <p>
        The tables below report against WCAG 2.2, whose criteria include those of 2.0 and 2.1; each row names the
        version that added its criterion (4.1.1, removed in 2.2, keeps its row).
        ${
          givesVerdicts(model)
            ? `Verdicts: level A ${countText(counts.A)}; level AA ${countText(counts.AA)}; level AAA ${countText(counts.AAA)}.`
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
        This report describes the website as published at the commit named above and evaluated on the dates given. It is
        a self-assessment: the ${site.name}’s own evaluation, made in good faith by its maintainers; it is not a
        certification or an audit by a third party, and later changes to the website may change its conformance. “VPAT”
        is a registered service mark of the Information Technology Industry Council (ITI).
      </p>
    </section>
  `;
}

/** The browsers and assistive technology a run used, with their versions: "Chromium 156…, Firefox ESR 153…". */
function testedIn(model: ReportModel, which: 'evidence' | 'this run'): string {
  const versions = which === 'evidence' ? (model.evidence.run?.versions ?? {}) : model.versions;
  const used = environments.filter(
    (environment) => versions[environment.id] && (which === 'this run' || environment.kind !== 'screen reader'),
  );
  return used.map((environment) => `${environment.name} ${versions[environment.id]}`).join(', ') || 'no browser';
}

function countText(counts: Record<string, number>): string {
  const order = ['Supports', 'Partially Supports', 'Does Not Support', 'Not Applicable', 'Not Evaluated'];
  return order.map((verdict) => `${counts[verdict] ?? 0} ${verdict}`).join(', ');
}

function evaluationLink(evaluation: Evaluation): Html {
  return html`<a href="#${slug('check', evaluation.id)}">${evaluation.title}</a>`;
}

function evidenceCell(row: ConformanceRow): Html {
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
            Scripted check read by
            ${[...new Set(row.evaluations.map((evaluation) => evaluation.evaluator))].join(', ')}:
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
            ${unique
              .slice(0, 3)
              .map(
                (file, index) => html`${index > 0 ? ', ' : ''}<a href="${evidenceHref(file.path)}">${file.label}</a>`,
              )}${unique.length > 3 ? html`, and ${unique.length - 3} more with the check` : ''}.
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
    ${
      row.evaluations.length === 0 && automatedParts.length === 0
        ? html`<p class="muted">None needed: ${row.remarks[0] ?? ''}</p>`
        : ''
    }
  </td>`;
}

export function conformanceTables(model: ReportModel, rows: readonly ConformanceRow[]): Html {
  if (!givesVerdicts(model)) {
    return html`
      <section aria-labelledby="conformance">
        <h2 id="conformance">WCAG 2.2 report</h2>
        <div class="fail">
          <p>
            <strong>No verdicts</strong>: the scripted checks’ evidence (accessibility/evidence/) was measured on other
            sources than the ones this report describes, so it says nothing of this build. What a visitor gets has
            changed in ${model.evidence.changes.length} place(s) since
            ${model.evidence.run ? `the evidence run of ${model.evidence.run.finishedAt}` : 'any recorded evidence run'}:
          </p>
          <ul>
            ${model.evidence.changes.map((change) => html`<li><code>${change}</code></li>`)}
          </ul>
          <p>
            Run <code>npm run a11y:evidence</code>, read what it wrote, record any verdict it changes in
            accessibility/evaluations.json, and run the report again. The automated results of this run follow.
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
        AA); each names the version of WCAG that added it. Each verdict comes from the maintainers’ reading of the
        scripted checks (accessibility/evaluations.json), which the public statement reads too; an automated failure in
        this run turns it into Does Not Support. A remark that says “every”, “all” or “no” names the figures of the
        evidence it rests on, and the report shows what this run’s evidence holds for each.
      </p>
      ${levels.map((level) => {
        const ofLevel = rows.filter((row) => row.level === level);
        return html`
          <table class="conformance" id="${slug('table', level)}">
            <caption>
              ${levelTitle[level]} (${ofLevel.length} criteria)
            </caption>
            <colgroup>
              <col class="col-criterion" />
              <col class="col-verdict" />
              <col class="col-remarks" />
              <col class="col-evidence" />
            </colgroup>
            <thead>
              <tr>
                <th scope="col">Criteria</th>
                <th scope="col">Conformance level</th>
                <th scope="col">Remarks and explanations</th>
                <th scope="col">Evidence</th>
              </tr>
            </thead>
            <tbody>
              ${ofLevel.map(
                (row) => html`
                  <tr id="${slug('sc', row.criterion)}">
                    <th scope="row">${criterionCell(row)}</th>
                    <td class="verdict ${slug('verdict', row.verdict)}">${row.verdict}</td>
                    <td>${row.remarks.map((remark) => html`<p>${remark}</p>`)} ${claimsList(row)}</td>
                    ${evidenceCell(row)}
                  </tr>
                `,
              )}
            </tbody>
          </table>
        `;
      })}
    </section>
  `;
}

/** What this run's evidence holds for a row's measured remarks. */
function claimsList(row: ConformanceRow): Html {
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

const technologyList = (found: Record<string, number>, pages: number) =>
  Object.entries(found)
    .map(([name, count]) => (count === pages ? name : `${name} (${count} of ${pages} pages)`))
    .join(', ');

/** WCAG-EM's technologies relied upon: what the built pages hold, read from them. */
function technologiesList(technologies: Technologies): Html {
  const pages = technologies.pages.length;
  if (pages === 0) return html`<p class="fail-text">No built pages were found in dist/ to read.</p>`;
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
        named by the pages (types ${technologies.scripts.types.join(', ')})
      </li>
    </ul>`;
}

export function evaluationSection(model: ReportModel): Html {
  const run = model.evidence.run;
  return html`
    <section aria-labelledby="wcag-em">
      <h2 id="wcag-em">How the site was evaluated (WCAG-EM)</h2>
      ${selfAssessment(model)}
      <dl class="front">
        <dt>Scope</dt>
        <dd>${reportScope.scope}</dd>
        <dt>Public origin</dt>
        <dd>
          <code>${evaluationScope.origin}</code> (the report’s browsers load the same build from a local static server;
          EARL names the pages at the public origin)
        </dd>
        <dt>Conformance target</dt>
        <dd>${target}, and level AAA where the content allows (listed in the notes above as also met)</dd>
        <dt>Sample</dt>
        <dd>
          ${evaluationScope.sample.map(
            (page, index) => html`${index > 0 ? ', ' : ''}${page.label} (<code>${page.path}</code>)`,
          )},
          and the error screen. ${evaluationScope.sampleReason}
        </dd>
        <dt>Accessibility support baseline</dt>
        <dd>${evaluationScope.baseline}</dd>
        <dt>Not tested</dt>
        <dd>
          <ul>
            ${notTested.map((what) => html`<li>${what}</li>`)}
          </ul>
        </dd>
        <dt>Technologies relied upon</dt>
        <dd>${technologiesList(model.technologies)}</dd>
        <dt>Techniques used</dt>
        <dd>
          <ul>
            ${reportScope.techniques.map((technique) => html`<li>${technique}</li>`)}
          </ul>
        </dd>
        <dt>The scripted checks’ run</dt>
        <dd>
          ${
            run
              ? html`<code>npm run a11y:evidence</code> from ${run.startedAt} to ${run.finishedAt}, on commit
                  <code>${run.commit.slice(0, 12)}</code>${run.uncommittedChanges ? ' with uncommitted changes' : ''}:
                  sources stamped <code>${run.stamp.slice(0, 16)}</code>,
                  ${givesVerdicts(model) ? 'the same as this report’s' : html`<strong>not</strong> this report’s`}.
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
        <thead>
          <tr>
            <th scope="col">Browser or assistive technology</th>
            <th scope="col">Scripted checks${run ? ` (${shortDate(run.finishedAt)})` : ''}</th>
            <th scope="col">This run (${shortDate(model.generatedAt)})</th>
            <th scope="col">Engine</th>
            <th scope="col">Driven by</th>
            <th scope="col">What was tested with it</th>
          </tr>
        </thead>
        <tbody>
          ${environments.map((environment) => {
            const then = run?.versions[environment.id];
            const now = model.versions[environment.id];
            return html`
              <tr>
                <th scope="row">${environment.name}</th>
                <td>
                  ${then ?? '—'}${environment.kind === 'screen reader' && then ? ' (installed; its transcripts are compared in the screen-reader suite)' : ''}
                </td>
                <td>
                  ${now ?? 'not used in this run'}${then && now && then !== now ? html` <strong>(differs)</strong>` : ''}
                </td>
                <td>${environment.engine ?? '—'}</td>
                <td>${environment.driver}</td>
                <td>
                  ${evaluations
                    .filter((evaluation) => evaluation.environments.includes(environment.id))
                    .map((evaluation, index) => html`${index > 0 ? '; ' : ''}${evaluationLink(evaluation)}`)}
                </td>
              </tr>
            `;
          })}
        </tbody>
      </table>
      <h3>Known issues and the dates of their fixes</h3>
      ${
        knownIssues.length === 0
          ? html`<p>None at levels A and AA.</p>`
          : html`<ul>
              ${knownIssues.map(
                (issue) =>
                  html`<li>
                    <p>${issue.criteria.map(criterionLabel).join(', ')}: ${issue.summary}</p>
                    <p>Plan: ${issue.plan} Fix due ${shortDate(issue.fixBy)}.</p>
                  </li>`,
              )}
            </ul>`
      }
      <h3>The scripted checks and the maintainers’ verdicts</h3>
      <p>
        Each check is a script (<code>e2e/evidence/</code>, one test per check) that drives the browsers named and
        writes what it measured (JSON) and saw (screenshots at the size, zoom or spacing tested); the screen-reader
        checks compare Orca’s speech with reviewed transcripts. The maintainers read that output and recorded the
        outcome and remark for each criterion. Re-run the scripts with <code>npm run a11y:evidence</code> (Orca:
        <code>npx playwright test --project='orca*' --no-deps</code>).
      </p>
      ${evaluations.map(
        (evaluation) => html`
          <article class="check" aria-labelledby="${slug('check', evaluation.id)}">
            <h4 id="${slug('check', evaluation.id)}">${evaluation.title}</h4>
            <dl>
              <dt>How</dt>
              <dd>
                ${
                  evaluation.person
                    ? `By hand, by ${evaluation.person} (manual)`
                    : 'A scripted check whose output the maintainers read (semi-automatic)'
                }
              </dd>
              <dt>Verdicts recorded by</dt>
              <dd>${evaluation.evaluator}, ${shortDate(evaluation.date)}</dd>
              <dt>Method</dt>
              <dd>${evaluation.method}</dd>
              <dt>Browser and assistive technology</dt>
              <dd>${evaluation.environments.map(environmentLabel).join('; ')}</dd>
              <dt>Criteria</dt>
              <dd>
                ${Object.entries(evaluation.criteria).map(
                  ([criterion, result], index) =>
                    html`${index > 0 ? '; ' : ''}<a href="#${slug('sc', criterion)}">${criterionLabel(criterion)}</a>:
                      ${result.outcome}`,
                )}
              </dd>
              <dt>Evidence</dt>
              <dd>
                ${evaluation.evidence.map(
                  (file, index) => html`${index > 0 ? ', ' : ''}<a href="${evidenceHref(file.path)}">${file.label}</a>`,
                )}
                ${evaluation.automated?.length ? html`; automated: ${evaluation.automated.join(', ')}` : ''}
              </dd>
            </dl>
          </article>
        `,
      )}
      <p class="muted">Statement prepared on ${shortDate(accessibilityStatement.preparedOn)}.</p>
    </section>
  `;
}

/** Per criterion: the axe rules and the tests of this run, with the command that re-runs each test. */
export function automatedEvidenceSection(rows: readonly ConformanceRow[]): Html {
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
                            <a href="#${slug('behaviour', test.group)}">${test.group}</a> › ${test.title}:
                            <strong>${test.outcome}</strong>. Re-run: <code>${rerunCommand(test)}</code>
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
