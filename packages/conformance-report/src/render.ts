// Renders the report page from the input: every value from axe or the page is escaped (node snippets are markup
// and must show as text).
import {
  conformanceOf,
  conformanceRows,
  criteriaOfTags,
  didNotRun,
  givesVerdicts,
  reportProblems,
  tally,
  type ConformanceRow,
} from './conformance';
import { clauseRows } from './clauses';
import { columnHeads, html, Html, slug } from './html';
import { judgementsSection, standardId, standardSections } from './intEdition';
import { reportCss } from './reportCss';
import type { AxeRule, ReportedTest, ReportInput, ScenarioRecord, StateRecord, Transcript } from './types';
import {
  automatedEvidenceSection,
  builtState,
  conformanceTables,
  evaluationSection,
  frontMatter,
  howEvaluated,
  testTableId,
} from './vpat';

type Label = (criterion: string) => string;

function criteriaList(criteria: readonly string[], criterionLabel: Label): Html {
  if (criteria.length === 0) return html`<span class="muted">best practice (no WCAG criterion)</span>`;
  return html`${criteria.map((criterion, index) => html`${index > 0 ? ', ' : ''}${criterionLabel(criterion)}`)}`;
}

function scenarioTitle(record: ScenarioRecord): string {
  return `${record.screen.label} (${record.screen.path}), ${record.where}`;
}

function ruleDetails(rule: AxeRule, kind: 'violation' | 'needs review', label: Label): Html {
  return html`
    <li class="rule">
      <p><strong>${rule.id}</strong>: ${rule.help} (${kind}, impact ${rule.impact ?? 'none'})</p>
      <p>
        WCAG: ${criteriaList(criteriaOfTags(rule.tags), label)}.
        <a href="${rule.helpUrl}">Rule documentation: ${rule.id}</a>
      </p>
      <details>
        <summary>${rule.nodes.length} node(s)</summary>
        <ol>
          ${rule.nodes.map(
            (node) => html`
              <li>
                <p>Target: <code>${node.target.join(' ')}</code></p>
                <pre><code>${node.html}</code></pre>
                <pre class="summary">${node.failureSummary ?? ''}</pre>
              </li>
            `,
          )}
        </ol>
      </details>
    </li>
  `;
}

/** The result and rule counts of one state: two table cells. */
function stateCells(state: StateRecord | undefined, reason: string | undefined): Html {
  if (!state && reason) return html`<td class="muted" colspan="2">Not reachable: ${reason}</td>`;
  if (!state)
    return html`<td class="fail" colspan="2"><strong>Not run</strong>: the scenario stopped before this state</td>`;
  const { violations, incomplete, passes, inapplicable } = state.results;
  const painted = state.paintedContrastFailures?.length ?? 0;
  const ok = violations.length === 0 && painted === 0;
  return html`<td class="${ok ? 'pass' : 'fail'}">
      <strong>${ok ? 'Pass' : 'Fail'}</strong>: ${violations.length}
      violation(s)${painted ? `, ${painted} painted-contrast failure(s)` : ''}
    </td>
    <td>${passes.length} passed, ${incomplete.length} needs review, ${inapplicable.length} inapplicable</td>`;
}

function screenSection(
  records: readonly ScenarioRecord[],
  stateLabels: readonly { id: string; label: string }[],
  label: Label,
): Html {
  const first = records[0]!;
  const withFindings = records.filter((record) =>
    record.states.some(
      (state) =>
        state.results.violations.length > 0 ||
        state.results.incomplete.length > 0 ||
        (state.paintedContrastFailures?.length ?? 0) > 0,
    ),
  );
  return html`
    <section aria-labelledby="${slug('screen', first.screen.id)}">
      <h3 id="${slug('screen', first.screen.id)}">${first.screen.label} <code>${first.screen.path}</code></h3>
      <div class="tables">
        ${records.map((record) => {
          const tableId = slug('results', record.screen.id, record.where);
          return html`
            <table id="${tableId}">
              <caption>
                ${record.where}
              </caption>
              ${columnHeads('State', 'Result', 'Rules')}
              <tbody>
                ${stateLabels.map(
                  (state) => html`
                    <tr>
                      <th scope="row">${state.label}</th>
                      ${stateCells(
                        record.states.find((candidate) => candidate.id === state.id),
                        record.unreachable.find((candidate) => candidate.id === state.id)?.reason,
                      )}
                    </tr>
                  `,
                )}
              </tbody>
            </table>
          `;
        })}
      </div>
      ${withFindings.map(
        (record) => html`
          <h4>Findings: ${scenarioTitle(record)}</h4>
          ${record.states
            .filter(
              (state) =>
                state.results.violations.length > 0 ||
                state.results.incomplete.length > 0 ||
                (state.paintedContrastFailures?.length ?? 0) > 0,
            )
            .map(
              (state) => html`
                <h5>${state.label}</h5>
                <ul class="rules">
                  ${state.results.violations.map((rule) => ruleDetails(rule, 'violation', label))}
                  ${state.results.incomplete.map((rule) => ruleDetails(rule, 'needs review', label))}
                  ${(state.paintedContrastFailures ?? []).map(
                    (failure) => html`<li class="rule">Painted contrast under forced colours: ${failure}</li>`,
                  )}
                </ul>
              `,
            )}
        `,
      )}
    </section>
  `;
}

/** What a test's result cell says: passed (on a retry, with the first try's error), failed, or did not run. */
function testResult(test: ReportedTest): Html {
  if (test.outcome === 'passed' && test.flaky)
    return html`<td class="pass">
      <strong>Pass on a retry (flaky)</strong>: the first try failed.
      <pre class="summary">${test.flaky}</pre>
    </td>`;
  if (test.outcome === 'passed') return html`<td class="pass"><strong>Pass</strong></td>`;
  const what = didNotRun(test.outcome) ? 'Did not run' : 'Fail';
  return html`<td class="fail">
    <strong>${what}</strong> (${test.outcome})
    ${test.error && test.error !== test.outcome ? html`<pre class="summary">${test.error}</pre>` : ''}
  </td>`;
}

/** Where a transcript is shown on the page. */
const transcriptId = (transcript: Pick<Transcript, 'name'>) => slug('transcript', transcript.name);

/** Every test of the run, a table per group under a heading per section. */
function testTables(model: ReportInput['results'], label: Label): Html {
  const byPath = new Map(model.transcripts.files.map((transcript) => [transcript.path, transcript]));
  const sections = [...new Set(model.tests.map((test) => test.section))];
  return html`${sections.map((section) => {
    const inSection = model.tests.filter((test) => test.section === section);
    const groups = [...new Set(inSection.map((test) => test.group))];
    return html`
      <h3 id="${slug('tests', section)}">${section}</h3>
      <p>${testCounts(inSection)}</p>
      ${groups.map((group) => {
        const tests = inSection.filter((test) => test.group === group);
        return html`
          <div>
            <table id="${testTableId({ section, group })}">
              <caption>
                ${group}
              </caption>
              ${columnHeads('Check', 'Ran in', 'WCAG success criteria', 'Result')}
              <tbody>
                ${tests.map(
                  (test) => html`
                    <tr>
                      <th scope="row">
                        ${test.title}
                        ${
                          test.transcripts?.length
                            ? html`<span class="transcript-links"
                                >Compared with:
                                ${test.transcripts.map((path, index) => {
                                  const transcript = byPath.get(path);
                                  return html`${index > 0 ? ', ' : ''}${
                                    transcript
                                      ? html`<a href="#${transcriptId(transcript)}">${transcript.name}</a>`
                                      : html`<code>${path}</code> (not among the transcripts read)`
                                  }`;
                                })}</span
                              >`
                            : ''
                        }
                      </th>
                      <td>${test.project ?? ''}</td>
                      <td>
                        ${
                          test.criteria.length > 0
                            ? criteriaList(test.criteria, label)
                            : html`<span class="muted">none tagged</span>`
                        }
                      </td>
                      ${testResult(test)}
                    </tr>
                  `,
                )}
              </tbody>
            </table>
          </div>
        `;
      })}
    `;
  })}`;
}

/** How many of some tests passed (on a retry among them), failed and did not run: one sentence. */
function testCounts(tests: readonly ReportedTest[]): string {
  const { total, passed, flaky, failed, notRun } = tally(tests);
  return (
    `${total} test(s): ${passed} passed${flaky > 0 ? ` (${flaky} of them on a retry)` : ''}, ` +
    `${failed.length} failed, ${notRun} did not run.`
  );
}

/** The check a review on file names as settling a "needs review" result, found by the review's reason. */
export const settledBy = (model: ReportInput['results'], reason: string) =>
  model.axe.reviewedIncompletes.find((review) => review.reason === reason)?.settledBy;

function incompleteSection(model: ReportInput['results']): Html {
  // Group every "needs review" node by the review that covers it (or by rule, when none does).
  const groups = new Map<string, { rule: string; reason: string | null; nodes: number; where: Set<string> }>();
  for (const record of model.scenarios) {
    for (const state of record.states) {
      const reviews =
        state.incompleteReviews ??
        state.results.incomplete.flatMap((rule) =>
          rule.nodes.map((node) => ({ rule: rule.id, target: node.target.join(' '), reason: null })),
        );
      for (const node of reviews) {
        const key = `${node.rule}|${node.reason ?? ''}`;
        const group = groups.get(key) ?? { rule: node.rule, reason: node.reason, nodes: 0, where: new Set<string>() };
        group.nodes += 1;
        group.where.add(`${record.screen.label} ${record.where}, ${state.label}`);
        groups.set(key, group);
      }
    }
  }
  const used = new Set([...groups.values()].map((group) => group.reason));
  const unused = model.axe.reviewedIncompletes.filter((review) => !used.has(review.reason));
  return html`
    <p>
      axe answers “needs review” when it cannot decide a rule by itself. The gate fails on any such node that no review
      on file covers. A review on file is the evaluators’ note in the gate’s configuration: why axe cannot decide there,
      and the check that settles it instead, named below.
    </p>
    ${
      groups.size === 0
        ? html`<p class="pass"><strong>No results need review</strong> in any scenario or state of this run.</p>`
        : html`<table class="settled">
            <caption>
              How each “needs review” result of this run was settled
            </caption>
            ${columnHeads('Rule', 'Where', 'How it was settled')}
            <tbody>
              ${[...groups.values()].map(
                (group) =>
                  html`<tr>
                    <th scope="row">${group.rule}</th>
                    <td>
                      <details>
                        <summary>${group.nodes} node(s) in ${group.where.size} state(s)</summary>
                        <ul>
                          ${[...group.where].map((where) => html`<li>${where}</li>`)}
                        </ul>
                      </details>
                    </td>
                    <td>
                      ${
                        group.reason
                          ? html`${settledBy(model, group.reason) ? html`<p>Settled by ${settledBy(model, group.reason)}.</p>` : ''}
                            ${group.reason}`
                          : html`<strong class="fail-text"
                              >Not settled: no review covers it, which fails the gate.</strong
                            >`
                      }
                    </td>
                  </tr>`,
              )}
            </tbody>
          </table>`
    }
    ${
      unused.length > 0
        ? html`<p>Reviews on file that no result needed in this run:</p>
            <ul>
              ${unused.map((review) => html`<li><strong>${review.rule}</strong> in <code>${review.within}</code>: ${review.reason}</li>`)}
            </ul>`
        : ''
    }
  `;
}

const css = new Html(reportCss);

/** Sums over the run that the summary and the conformance tables both use. */
function totals(model: ReportInput['results']) {
  const nodes = (rules: readonly AxeRule[]) => rules.reduce((sum, rule) => sum + rule.nodes.length, 0);
  const states = model.scenarios.flatMap((record) => record.states);
  const violations = states.reduce(
    (sum, state) => sum + nodes(state.results.violations) + (state.paintedContrastFailures?.length ?? 0),
    0,
  );
  const incomplete = states.reduce((sum, state) => sum + state.results.incomplete.length, 0);
  const complete = model.scenarios.length === model.expectedScenarios && model.gateFailures.length === 0;
  // Every test of the run, those tied to no criterion too: a failure anywhere is one the summary names.
  const { failed: testsFailed, notRun } = tally(model.tests);
  const allPass = complete && violations === 0 && testsFailed.length === 0 && notRun === 0;
  return { axeRuns: states.length, violations, incomplete, testsFailed, allPass };
}

function summarySection(input: ReportInput, rows: ConformanceRow[]): Html {
  const model = input.results;
  const { axeRuns, violations, incomplete, testsFailed, allPass } = totals(model);
  const stateLabels = model.states.map((state) => state.label);
  const screens = [...new Set(model.scenarios.map((record) => `${record.screen.label} (${record.screen.path})`))];
  const problems = givesVerdicts(input) ? reportProblems(input, rows) : [];
  const environmentName = (id: string) =>
    input.evaluations.environments.find((environment) => environment.id === id)?.name ?? id;
  return html`
    <section aria-labelledby="summary">
      <h2 id="summary">Summary of this run</h2>
      <p class="${allPass ? 'pass' : 'fail'}">
        <strong>${allPass ? 'All automated checks pass.' : 'Some checks fail or did not run: see below.'}</strong>
        ${violations} axe violation node(s) in ${axeRuns} axe run(s) over ${model.scenarios.length} of
        ${model.expectedScenarios} scenario(s); ${incomplete} “needs review” result(s). Of all the tests of the run (<a
          href="#tests"
          >each listed below</a
        >), ${testCounts(model.tests)}
      </p>
      ${
        testsFailed.length > 0
          ? html`<p class="fail">Failed in this run, whether or not a criterion rests on it:</p>
              <ul>
                ${testsFailed.map((test) => html`<li><code>${test.file}</code>: ${test.title} (${test.outcome})</li>`)}
              </ul>`
          : ''
      }
      ${
        !givesVerdicts(input)
          ? html`<div class="fail">
              <p>
                <strong>This report gives no verdicts</strong>: ${model.evidence.changes.length} file(s) a visitor gets
                changed since the scripted checks measured the site. Run
                <code>${input.evaluations.commands.evidence}</code>.
              </p>
              <ul>
                ${model.evidence.changes.slice(0, 20).map((change) => html`<li><code>${change}</code></li>`)}
                ${model.evidence.changes.length > 20 ? html`<li>and ${model.evidence.changes.length - 20} more</li>` : ''}
              </ul>
            </div>`
          : problems.length === 0
            ? html`<p class="pass">
                <strong>Every level A and AA row has a verdict, a remark and evidence</strong>, every remark that says
                “every”, “all” or “no” rests on a measurement that holds in this run’s evidence, and every verdict
                agrees with the published
                statement.${
                  (input.standards ?? []).length > 0
                    ? ' Every row of the other standards has a verdict and a remark, and each one short of Supports a known issue with the date it was found.'
                    : ''
                }
              </p>`
            : html`<div class="fail">
                <p>
                  <strong>This report cannot be signed</strong>: ${problems.length} problem(s): rows that lack a
                  verdict, a remark or evidence, remarks whose measurement is missing or does not hold, or verdicts that
                  disagree with the statement.
                </p>
                <ul>
                  ${problems.map((problem) => html`<li>${problem}</li>`)}
                </ul>
              </div>`
      }
      <dl>
        <dt>Date</dt>
        <dd>${model.generatedAt}</dd>
        <dt>Build</dt>
        <dd><code>${model.provenance.commit}</code>${builtState(model.provenance.dirty)}</dd>
        <dt>Tools</dt>
        <dd>
          ${Object.entries(model.tools)
            .map(([tool, version]) => (version ? `${tool} ${version}` : tool))
            .join(', ')}
        </dd>
        <dt>Browsers and assistive technology</dt>
        <dd>
          ${
            Object.entries(model.versions)
              .map(([id, version]) => `${environmentName(id)} ${version}`)
              .join(', ') || 'none named'
          }
          (as each program gave its version in this run)
        </dd>
        <dt>Node</dt>
        <dd>${model.provenance.node}</dd>
        <dt>OS</dt>
        <dd>${model.provenance.os}</dd>
        <dt>Rule tags</dt>
        <dd>${model.axe.tags.join(', ')}</dd>
        <dt>Experimental rules on</dt>
        <dd>${model.axe.experimentalRules.join(', ') || 'none'}</dd>
        <dt>Screens</dt>
        <dd>${screens.length}: ${screens.join('; ')}</dd>
        <dt>Widths</dt>
        <dd>
          ${[...new Set(model.scenarios.map((record) => record.viewport.width))].map((width) => `${width}px`).join(', ')}
        </dd>
        <dt>Schemes</dt>
        <dd>${[...new Set(model.scenarios.map((record) => record.scheme))].join(', ')}</dd>
        <dt>States</dt>
        <dd>${stateLabels.join('; ')}</dd>
        <dt>This page</dt>
        <dd>${selfCheckText(model)}</dd>
      </dl>
      ${
        model.gateFailures.length > 0
          ? html`<p class="fail">Scenarios that stopped before recording:</p>
              <ul>
                ${model.gateFailures.map(
                  (failure) =>
                    html`<li>
                      ${failure.title}
                      <pre class="summary">${failure.error}</pre>
                    </li>`,
                )}
              </ul>`
          : ''
      }
    </section>
  `;
}

/** The report page: one HTML document, its style inside it. */
export function renderReport(input: ReportInput): string {
  const model = input.results;
  const { product, evaluations } = input;
  const label = conformanceOf(input).criterionLabel;
  const rows = conformanceRows(input);
  // The other standards' rows read the WCAG rows: where those give no verdict (evidence of other sources), nor do they.
  const standards = givesVerdicts(input) ? (input.standards ?? []) : [];
  const clauses = clauseRows(input, rows, standards);
  // ITI's names of the editions, as its templates title them.
  const edition = (input.standards ?? []).length > 0 ? 'International Edition (INT)' : 'WCAG Edition';
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Accessibility Conformance Report: ${product.name}</title>
        <style>
          ${css}
        </style>
      </head>
      <body>
        <header>
          <p class="muted">Accessibility Conformance Report, ${edition} (based on VPAT® Version 2.5, November 2023)</p>
          <h1>${product.name}</h1>
          ${howEvaluated(input)}
          <p>
            Conformance target: ${evaluations.target}. Generated ${model.generatedAt} by <code>${model.command}</code>.
          </p>
          ${
            givesVerdicts(input)
              ? ''
              : html`<p class="fail">
                  <strong>No verdicts</strong>: the scripted checks’ evidence was measured on other sources than these.
                  Run <code>${evaluations.commands.evidence}</code> (see the summary).
                </p>`
          }
          <nav aria-label="Contents">
            <ul class="contents">
              <li><a href="#front-matter">About this report</a></li>
              <li><a href="#summary">Summary of this run</a></li>
              <li><a href="#table-a">Level A</a></li>
              <li><a href="#table-aa">Level AA</a></li>
              <li><a href="#table-aaa">Level AAA</a></li>
              ${standards.map((standard) => html`<li><a href="#${standardId(standard)}">${standard.title}</a></li>`)}
              <li><a href="#wcag-em">How the site was evaluated</a></li>
              <li><a href="#automated-evidence">Automated evidence</a></li>
              <li><a href="#axe-results">axe results</a></li>
              <li><a href="#tests">Every test of this run</a></li>
              <li><a href="#transcripts">Transcripts</a></li>
            </ul>
          </nav>
        </header>
        <main>
          ${frontMatter(input, rows)} ${summarySection(input, rows)} ${conformanceTables(input, rows)}
          ${standardSections({ ...input, standards }, clauses)}
          ${evaluationSection(input, judgementsSection(input, clauses))} ${automatedEvidenceSection(input, rows)}
          ${methodSection(model)} ${axeSection(model, label)}
          <section aria-labelledby="needs-review">
            <h2 id="needs-review">Needs review (axe “incomplete”)</h2>
            ${incompleteSection(model)}
          </section>
          ${testsSection(model, label)} ${transcriptsSection(model)}
        </main>
        <footer>
          <p class="muted">
            Raw axe results: <a href="results.json">results.json</a>. EARL (JSON-LD):
            <a href="earl.jsonld">earl.jsonld</a>.
          </p>
        </footer>
      </body>
    </html> `.value;
}

function methodSection(model: ReportInput['results']): Html {
  const stateLabels = model.states;
  const unreachable = [
    ...new Map(
      model.scenarios.flatMap((record) =>
        record.unreachable.map((state) => [
          `${state.id}|${state.reason}`,
          { label: state.label, reason: state.reason, scenarios: [] as string[] },
        ]),
      ),
    ).values(),
  ];
  for (const entry of unreachable) {
    entry.scenarios = model.scenarios
      .filter((record) =>
        record.unreachable.some((state) => state.label === entry.label && state.reason === entry.reason),
      )
      .map((record) => `${record.screen.label} ${record.where}`);
  }
  const exceptions = Object.entries(model.axe.stateRuleExceptions).flatMap(([state, rules]) =>
    Object.entries(rules).map(([rule, reason]) => ({ state, rule, reason })),
  );
  return html`
    <section aria-labelledby="method">
      <h2 id="method">How the pages were checked</h2>
      <p>${model.axeMethod}</p>
      <h3>States that cannot be reached</h3>
      <ul>
        ${unreachable.map(
          (entry) =>
            html`<li>
              <strong>${entry.label}</strong>: ${entry.reason}. (${entry.scenarios.length} scenario(s):
              ${entry.scenarios.join('; ')})
            </li>`,
        )}
      </ul>
      <h3>Rules switched off</h3>
      ${
        Object.keys(model.axe.disabledRules).length === 0
          ? html`<p>No rule is switched off in any state except those listed here.</p>`
          : html`<ul>
              ${Object.entries(model.axe.disabledRules).map(
                ([rule, reason]) => html`<li><strong>${rule}</strong> (everywhere): ${reason}</li>`,
              )}
            </ul>`
      }
      <ul>
        ${exceptions.map(
          (exception) =>
            html`<li>
              <strong>${exception.rule}</strong> in the state
              “${stateLabels.find((state) => state.id === exception.state)?.label ?? exception.state}”:
              ${exception.reason}
            </li>`,
        )}
      </ul>
    </section>
  `;
}

function axeSection(model: ReportInput['results'], label: Label): Html {
  const stateLabels = model.states;
  const screens = [...new Set(model.scenarios.map((record) => record.screen.id))];
  return html`
    <section aria-labelledby="axe-results">
      <h2 id="axe-results">axe results by page, state, width and scheme</h2>
      ${screens.map((id) =>
        screenSection(
          model.scenarios.filter((record) => record.screen.id === id),
          stateLabels,
          label,
        ),
      )}
    </section>
  `;
}

function testsSection(model: ReportInput['results'], label: Label): Html {
  return html`
    <section aria-labelledby="tests">
      <h2 id="tests">Every test of this run</h2>
      <p>
        Every test the run meant to run, in every browser and with the screen reader, each with where it ran, the
        success criteria it is tagged with (a criterion’s row counts it) and its result. A test that failed once and
        passed when tried again is marked flaky, with the first try’s error. A test tagged with no criterion is listed
        too: its failure still fails the run.
      </p>
      ${testTables(model, label)}
    </section>
  `;
}

function transcriptsSection(model: ReportInput['results']): Html {
  const comparedBy = (transcript: Transcript) =>
    model.tests.filter((test) => test.transcripts?.includes(transcript.path));
  const unused = model.transcripts.files.filter((transcript) => comparedBy(transcript).length === 0);
  return html`
    <section aria-labelledby="transcripts">
      <h2 id="transcripts">What a screen reader hears: reviewed transcripts</h2>
      <p>${model.transcripts.note}</p>
      <p>
        ${model.transcripts.files.length} transcript(s); ${model.transcripts.files.length - unused.length} compared with
        by a test of this run.
        ${
          unused.length > 0
            ? html`No test of this run compared with these ${unused.length}:
              ${unused.map((transcript, index) => html`${index > 0 ? ', ' : ''}<code>${transcript.path}</code>`)}.`
            : ''
        }
      </p>
      ${model.transcripts.files.map((transcript) => {
        const tests = comparedBy(transcript);
        return html`
          <details id="${transcriptId(transcript)}">
            <summary>
              ${transcript.name}:
              ${tests.length > 0 ? `compared by ${tests.length} test(s)` : 'no test of this run compared with it'}
            </summary>
            <p><code>${transcript.path}</code></p>
            ${
              tests.length > 0
                ? html`<ul>
                    ${tests.map(
                      (test) =>
                        html`<li>
                          <a href="#${testTableId(test)}">${test.group}</a> › ${test.title} (${test.project ?? ''}):
                          ${test.outcome}${test.flaky ? ', on a retry' : ''}
                        </li>`,
                    )}
                  </ul>`
                : ''
            }
            <pre>${transcript.text}</pre>
          </details>
        `;
      })}
    </section>
  `;
}

function selfCheckText(model: ReportInput['results']): string {
  const check = model.selfCheck;
  if (!check) return 'checked by axe with the same configuration after it is written (result in the console)';
  if (check.violations.length === 0 && check.incomplete.length === 0) {
    return `this report page passes the same axe configuration at ${check.widths.join('px and ')}px: 0 violations, ${check.passes} rules passed`;
  }
  return `this report page has ${check.violations.length} axe violation(s) and ${check.incomplete.length} needs-review result(s): ${[
    ...check.violations,
    ...check.incomplete,
  ]
    .map((rule) => rule.id)
    .join(', ')}`;
}
