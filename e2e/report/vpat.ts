// The report's parts an auditor signs: the front matter of the ITI VPAT 2.5 (WCAG edition), one table per level
// with a verdict, remarks and evidence on every row, WCAG-EM's scope, sample, baseline, technologies and
// techniques, the maintainers' evaluations, and the automated evidence behind each criterion.
import { slug } from '../../src/text/markup.mjs';
import { site } from '../../src/content/site';
import type { Evaluation, Level } from '../../src/content/accessibility';
import { rerunCommand, type ConformanceRow } from './conformance';
import { html, type Html } from './html';
import type { ReportModel } from './model';
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
  lastTested,
  levels,
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

/** WCAG-EM's technologies relied upon and techniques: the report's alone (the statement does not list them). */
const reportScope = {
  description: `The public website of the ${site.name}. ${site.description} Every page is prerendered HTML that works before and without JavaScript; a small inline script answers the first presses, and the React application takes over after the first interaction.`,
  scope: `Every page served from ${site.origin}: the home page, the blog, this accessibility statement and the not-found page (served for every address without a page, among them the footer’s links to pages not yet published), and the error screen. No third-party content.`,
  reliedUpon: [
    'HTML (the living standard), with the popover attribute (the Theme menu and the phone menu before the application starts), the dialog role, <template> and the inert attribute',
    'CSS, with custom properties, :focus-visible, anchor positioning, scroll-padding and the prefers-color-scheme, prefers-reduced-motion and forced-colors media features',
    'WAI-ARIA 1.2: landmarks, aria-label, aria-describedby, aria-live (the notices), aria-expanded, aria-current and aria-hidden',
    'JavaScript: the inline page script and the React application; every page’s content and links also work without it',
    'SVG, for the illustrations and icons',
  ],
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

export function frontMatter(model: ReportModel, rows: readonly ConformanceRow[]): Html {
  const counts = verdictCounts(rows);
  const status = complianceStatus(rows);
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
          ${shortDate(model.generatedAt)} (automated run); evaluations by a person last made on ${shortDate(lastTested)}
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
          Scope: ${reportScope.scope} Conformance target: ${evaluationScope.target}. Against level AA the site is
          <strong>${status}</strong>. The public accessibility statement (${site.origin}/accessibility) is generated
          from the same data as this report.
        </dd>
        <dt>Evaluation methods used</dt>
        <dd>
          <ul>
            <li>
              Automated: axe-core ${model.axeVersion} in Chromium ${model.browserVersion} on every page, width, scheme
              and state (${model.scenarios.reduce((sum, record) => sum + record.states.length, 0)} runs in this report),
              and ${model.behaviour.length} browser tests of keyboard, focus, reflow, text size, spacing, targets,
              timing and speech, each mapped to the criteria it holds.
            </li>
            <li>
              The theme’s contrast contract: every colour pair the theme paints, in both schemes, measured on every
              change.
            </li>
            <li>
              A screen reader: Orca ${environments.find((environment) => environment.id === 'orca')?.version ?? ''}
              reading the built site in Firefox ESR and Chromium, its speech kept as reviewed transcripts.
            </li>
            <li>
              Evaluation by a person: ${evaluations.length} checks by the project’s maintainers in Chromium, Firefox ESR
              and WebKitGTK, each with its method, date, browser and assistive technology, and its evidence (below).
            </li>
          </ul>
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
                <td>Level A (Yes), Level AA (Yes), Level AAA (Yes)</td>
              </tr>
            `,
          )}
        </tbody>
      </table>
      <p>
        The tables below report against WCAG 2.2, whose criteria include those of 2.0 and 2.1 (4.1.1, removed in 2.2,
        keeps its row). Verdicts: level A ${countText(counts.A)}; level AA ${countText(counts.AA)}; level AAA
        ${countText(counts.AAA)}.
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
        the ${site.name}’s own evaluation, made in good faith by its maintainers; it is not a certification by a third
        party, and later changes to the website may change its conformance. “VPAT” is a registered service mark of the
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
            Checked by ${[...new Set(row.evaluations.map((evaluation) => evaluation.evaluator))].join(', ')}:
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

export function conformanceTables(rows: readonly ConformanceRow[]): Html {
  return html`
    <section aria-labelledby="conformance">
      <h2 id="conformance">WCAG 2.2 report</h2>
      <p>
        One row per success criterion, in the terms of the ITI VPAT 2.5: Supports, Partially Supports, Does Not Support,
        Not Applicable, and Not Evaluated where nobody has checked a criterion (which blocks a release at levels A and
        AA). Each verdict comes from the maintainers’ evaluations (src/content/accessibility.ts and
        accessibility/evaluations.json), which the public statement reads too; an automated failure in this run
        turns it into Does Not Support.
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
                    <th scope="row">
                      <a href="${criterionIri(row.criterion)}">${row.criterion} ${row.name}</a>
                      <span class="level">(Level ${row.level})</span>
                    </th>
                    <td class="verdict ${slug('verdict', row.verdict)}">${row.verdict}</td>
                    <td>${row.remarks.map((remark) => html`<p>${remark}</p>`)}</td>
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

export function evaluationSection(): Html {
  return html`
    <section aria-labelledby="wcag-em">
      <h2 id="wcag-em">How the site was evaluated (WCAG-EM)</h2>
      <dl class="front">
        <dt>Scope</dt>
        <dd>${reportScope.scope}</dd>
        <dt>Public origin</dt>
        <dd>
          <code>${evaluationScope.origin}</code> (the report’s browsers load the same build from a local static server)
        </dd>
        <dt>Conformance target</dt>
        <dd>${evaluationScope.target}</dd>
        <dt>Sample</dt>
        <dd>
          ${evaluationScope.sample.map(
            (page, index) => html`${index > 0 ? ', ' : ''}${page.label} (<code>${page.path}</code>)`,
          )},
          and the error screen. ${evaluationScope.sampleReason}
        </dd>
        <dt>Accessibility support baseline</dt>
        <dd>${evaluationScope.baseline}</dd>
        <dt>Technologies relied upon</dt>
        <dd>
          <ul>
            ${reportScope.reliedUpon.map((technology) => html`<li>${technology}</li>`)}
          </ul>
        </dd>
        <dt>Techniques used</dt>
        <dd>
          <ul>
            ${reportScope.techniques.map((technique) => html`<li>${technique}</li>`)}
          </ul>
        </dd>
      </dl>
      <table class="matrix">
        <caption>
          Tested matrix
        </caption>
        <thead>
          <tr>
            <th scope="col">Browser or assistive technology</th>
            <th scope="col">Version</th>
            <th scope="col">Engine</th>
            <th scope="col">Driven by</th>
            <th scope="col">What was tested with it</th>
          </tr>
        </thead>
        <tbody>
          ${environments.map(
            (environment) => html`
              <tr>
                <th scope="row">${environment.name}</th>
                <td>${environment.version}</td>
                <td>${environment.engine ?? '—'}</td>
                <td>${environment.driver}</td>
                <td>
                  ${evaluations
                    .filter((evaluation) => evaluation.environments.includes(environment.id))
                    .map((evaluation, index) => html`${index > 0 ? '; ' : ''}${evaluationLink(evaluation)}`)}
                </td>
              </tr>
            `,
          )}
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
      <h3>The maintainers’ evaluations</h3>
      <p>
        Each check names who made it, when, how, in which browser and with which assistive technology, the criteria it
        judges and its evidence: measurements (JSON), screenshots at the size, zoom or spacing tested, and screen-reader
        transcripts. Re-run the scripted part with <code>npm run a11y:evidence</code> (Orca:
        <code>npx playwright test --project='orca*' --no-deps</code>).
      </p>
      ${evaluations.map(
        (evaluation) => html`
          <article class="check" aria-labelledby="${slug('check', evaluation.id)}">
            <h4 id="${slug('check', evaluation.id)}">${evaluation.title}</h4>
            <dl>
              <dt>Evaluator</dt>
              <dd>${evaluation.evaluator}</dd>
              <dt>Date</dt>
              <dd>${shortDate(evaluation.date)}</dd>
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
