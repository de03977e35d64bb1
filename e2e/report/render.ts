// Renders the auditor's report (reports/accessibility/index.html) from what the suites recorded.
// Every value from axe or the page is escaped: node snippets are markup and must show as text.
import { escapeHtml, slug } from '../../src/text/markup.mjs';
import { successCriteria as criteriaOfTags, type AxeRuleResult } from '../axe';
import { states } from '../scenarios';
import type { BehaviourResult, ReportModel, ScenarioRecord, StateRecord } from './model';
import { criterionLabel, manualChecks, notApplicable } from './wcag';

export { escapeHtml };

/** Tagged template that escapes every interpolated value unless it is already rendered HTML. */
class Html {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}
function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  let out = strings[0]!;
  values.forEach((value, index) => {
    out += render(value) + strings[index + 1]!;
  });
  return new Html(out);
}
function render(value: unknown): string {
  if (value instanceof Html) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(value);
}

function criteriaList(criteria: string[]): Html {
  if (criteria.length === 0) return html`<span class="muted">best practice (no WCAG criterion)</span>`;
  return html`${criteria.map((criterion, index) => html`${index > 0 ? ', ' : ''}${criterionLabel(criterion)}`)}`;
}

function scenarioTitle(record: ScenarioRecord): string {
  return `${record.screen.label} (${record.screen.path}), ${record.viewport.width}px, ${record.scheme}`;
}

function ruleDetails(rule: AxeRuleResult, kind: 'violation' | 'needs review'): Html {
  return html`
    <li class="rule">
      <p><strong>${rule.id}</strong>: ${rule.help} (${kind}, impact ${rule.impact ?? 'none'})</p>
      <p>
        WCAG: ${criteriaList(criteriaOfTags(rule.tags))}. <a href="${rule.helpUrl}">Rule documentation: ${rule.id}</a>
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

function screenSection(records: ScenarioRecord[], stateLabels: { id: string; label: string }[]): Html {
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
          const tableId = slug('results', record.screen.id, record.viewport.width, record.scheme);
          return html`
            <table id="${tableId}">
              <caption>
                ${record.viewport.width}px wide, ${record.scheme}
              </caption>
              <thead>
                <tr>
                  <th scope="col">State</th>
                  <th scope="col">Result</th>
                  <th scope="col">Rules</th>
                </tr>
              </thead>
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
                  ${state.results.violations.map((rule) => ruleDetails(rule, 'violation'))}
                  ${state.results.incomplete.map((rule) => ruleDetails(rule, 'needs review'))}
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

function behaviourTable(results: BehaviourResult[]): Html {
  const groups = [...new Set(results.map((result) => result.group))];
  return html`${groups.map((group) => {
    const id = slug('behaviour', group);
    return html`
      <div>
        <table id="${id}">
          <caption>
            ${group}
          </caption>
          <thead>
            <tr>
              <th scope="col">Check</th>
              <th scope="col">WCAG success criteria</th>
              <th scope="col">Result</th>
            </tr>
          </thead>
          <tbody>
            ${results
              .filter((result) => result.group === group)
              .map(
                (result) => html`
                  <tr>
                    <th scope="row">${result.title}</th>
                    <td>${criteriaList(result.criteria)}</td>
                    <td class="${result.outcome === 'passed' ? 'pass' : 'fail'}">
                      <strong>${result.outcome === 'passed' ? 'Pass' : result.outcome}</strong>
                      ${result.error ? html`<pre class="summary">${result.error}</pre>` : ''}
                    </td>
                  </tr>
                `,
              )}
          </tbody>
        </table>
      </div>
    `;
  })}`;
}

function incompleteSection(model: ReportModel): Html {
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
        group.where.add(`${record.screen.label} ${record.viewport.width}px ${record.scheme}, ${state.label}`);
        groups.set(key, group);
      }
    }
  }
  const used = new Set([...groups.values()].map((group) => group.reason));
  const unused = model.configuration.reviewedIncompletes.filter((review) => !used.has(review.reason));
  return html`
    <p>
      axe answers “needs review” when it cannot decide a rule by itself. The gate fails on any such node that no review
      covers, so each is either fixed or explained here by a person’s review.
    </p>
    ${
      groups.size === 0
        ? html`<p class="pass"><strong>No results need review</strong> in any scenario or state of this run.</p>`
        : html`<ul>
            ${[...groups.values()].map(
              (group) =>
                html`<li>
                  <p>
                    <strong>${group.rule}</strong>: ${group.nodes} node(s) in ${group.where.size} state(s).
                    ${group.reason ? '' : html`<strong class="fail-text">Not explained: this fails the gate.</strong>`}
                  </p>
                  ${group.reason ? html`<p>Review: ${group.reason}</p>` : ''}
                  <details>
                    <summary>Where (${group.where.size})</summary>
                    <ul>
                      ${[...group.where].map((where) => html`<li>${where}</li>`)}
                    </ul>
                  </details>
                </li>`,
            )}
          </ul>`
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

export function renderReport(model: ReportModel): string {
  const stateLabels = states.map(({ id, label }) => ({ id, label }));
  const screens = [...new Set(model.scenarios.map((record) => record.screen.id))];
  const axeRuns = model.scenarios.reduce((sum, record) => sum + record.states.length, 0);
  const violations = model.scenarios.reduce(
    (sum, record) =>
      sum +
      record.states.reduce(
        (count, state) =>
          count +
          state.results.violations.reduce((nodes, rule) => nodes + rule.nodes.length, 0) +
          (state.paintedContrastFailures?.length ?? 0),
        0,
      ),
    0,
  );
  const incomplete = model.scenarios.reduce(
    (sum, record) => sum + record.states.reduce((count, state) => count + state.results.incomplete.length, 0),
    0,
  );
  const behaviourPassed = model.behaviour.filter((result) => result.outcome === 'passed').length;
  const complete = model.scenarios.length === model.expectedScenarios && model.gateFailures.length === 0;
  const allPass = complete && violations === 0 && behaviourPassed === model.behaviour.length;
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
      .map((record) => `${record.screen.label} ${record.viewport.width}px ${record.scheme}`);
  }
  const exceptions = Object.entries(model.configuration.stateRuleExceptions).flatMap(([state, rules]) =>
    Object.entries(rules).map(([rule, reason]) => ({ state, rule, reason })),
  );

  const page = html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Accessibility report: Cognitive Resilience Foundation website</title>
        <style>
          :root {
            color-scheme: light;
            --ink: #15142b;
            --muted: #4a4966;
            --line: #c9c8dc;
            --pass: #14532d;
            --pass-bg: #dcfce7;
            --fail: #7f1d1d;
            --fail-bg: #fee2e2;
            --link: #3730a3;
          }
          * {
            box-sizing: border-box;
          }
          body {
            margin: 0;
            font:
              1rem/1.6 system-ui,
              -apple-system,
              'Segoe UI',
              Roboto,
              sans-serif;
            color: var(--ink);
            background: #fff;
          }
          header,
          main,
          footer {
            max-width: 72rem;
            margin: 0 auto;
            padding: 1.5rem 1rem;
          }
          a {
            color: var(--link);
          }
          a:focus-visible,
          summary:focus-visible {
            outline: 3px solid var(--link);
            outline-offset: 2px;
          }
          h1 {
            font-size: 2rem;
            line-height: 1.2;
            margin: 0 0 0.5rem;
          }
          h2 {
            margin-top: 2.5rem;
            border-top: 1px solid var(--line);
            padding-top: 1.5rem;
          }
          .muted {
            color: var(--muted);
          }
          .tables {
            display: grid;
            gap: 0 1rem;
            grid-template-columns: repeat(auto-fill, minmax(min(100%, 24rem), 1fr));
          }
          table {
            border-collapse: collapse;
            width: 100%;
            margin: 1rem 0;
            font-size: 0.9375rem;
          }
          caption {
            text-align: left;
            font-weight: 700;
            padding: 0.5rem 0;
          }
          th,
          td {
            border: 1px solid var(--line);
            padding: 0.5rem;
            text-align: left;
            vertical-align: top;
            overflow-wrap: anywhere;
          }
          thead th {
            background: #f1f0f8;
          }
          td.pass,
          p.pass {
            background: var(--pass-bg);
            color: var(--pass);
          }
          td.fail,
          p.fail {
            background: var(--fail-bg);
            color: var(--fail);
          }
          .fail-text {
            color: var(--fail);
          }
          p.pass,
          p.fail {
            padding: 0.75rem 1rem;
            border-radius: 0.5rem;
          }
          pre {
            white-space: pre-wrap;
            overflow-wrap: anywhere;
            background: #f6f6fa;
            padding: 0.5rem;
            border-radius: 0.25rem;
            margin: 0.25rem 0;
          }
          pre.summary {
            background: transparent;
            padding: 0;
          }
          code {
            overflow-wrap: anywhere;
          }
          dl {
            display: grid;
            grid-template-columns: max-content 1fr;
            gap: 0.25rem 1rem;
          }
          dt {
            font-weight: 700;
          }
          dd {
            margin: 0;
          }
          summary {
            cursor: pointer;
            min-height: 24px;
          }
          ul.rules > li {
            margin-bottom: 1rem;
          }
          @media (max-width: 40rem) {
            dl {
              grid-template-columns: 1fr;
            }
            dd {
              margin-bottom: 0.5rem;
            }
          }
        </style>
      </head>
      <body>
        <header>
          <p class="muted">Accessibility report</p>
          <h1>Cognitive Resilience Foundation website</h1>
          <p>
            Generated ${model.generatedAt} by <code>npm run a11y:report</code> against the production build served as a
            static host serves it.
          </p>
        </header>
        <main>
          <section aria-labelledby="summary">
            <h2 id="summary">Summary</h2>
            <p class="${allPass ? 'pass' : 'fail'}">
              <strong>${allPass ? 'All automated checks pass.' : 'Some checks fail or did not run: see below.'}</strong>
              ${violations} axe violation node(s) in ${axeRuns} axe run(s) over ${model.scenarios.length} of
              ${model.expectedScenarios} scenario(s); ${incomplete} “needs review” result(s); ${behaviourPassed} of
              ${model.behaviour.length} behaviour check(s) pass.
            </p>
            <dl>
              <dt>Date</dt>
              <dd>${model.generatedAt}</dd>
              <dt>axe-core</dt>
              <dd>${model.axeVersion}</dd>
              <dt>Browser</dt>
              <dd>Chromium ${model.browserVersion}</dd>
              <dt>Playwright</dt>
              <dd>${model.playwrightVersion}</dd>
              <dt>Rule tags</dt>
              <dd>${model.configuration.tags.join(', ')}</dd>
              <dt>Experimental rules on</dt>
              <dd>${model.configuration.experimentalRules.join(', ')}</dd>
              <dt>Screens</dt>
              <dd>
                ${screens.length}:
                ${[...new Set(model.scenarios.map((record) => `${record.screen.label} (${record.screen.path})`))].join('; ')}
              </dd>
              <dt>Widths</dt>
              <dd>
                ${[...new Set(model.scenarios.map((record) => record.viewport.width))].map((width) => `${width}px`).join(', ')}
              </dd>
              <dt>Schemes</dt>
              <dd>light and dark (prefers-color-scheme)</dd>
              <dt>States</dt>
              <dd>${stateLabels.map((state) => state.label).join('; ')}</dd>
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

          <section aria-labelledby="method">
            <h2 id="method">How the pages were checked</h2>
            <p>
              Each screen is loaded once per width and colour scheme in Chromium; the suite then steps through the
              states below and runs axe after each, on the whole page. Passed and inapplicable rules are counted per
              rule (axe's
              <code>resultTypes</code> option lists one example node for them); violations and “needs review” results
              list every node. The error screen is reached through a test-only drill: a sessionStorage key set by the
              test plus the <code>?error-drill</code> query make the home page fail after it has loaded, as an
              unexpected error would; visitors cannot set the key by accident and nothing links to it.
            </p>
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
              Object.keys(model.configuration.disabledRules).length === 0
                ? html`<p>No rule is switched off in any state except those listed here.</p>`
                : html`<ul>
                    ${Object.entries(model.configuration.disabledRules).map(
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

          <section aria-labelledby="axe-results">
            <h2 id="axe-results">axe results by page, state, width and scheme</h2>
            ${screens.map((id) =>
              screenSection(
                model.scenarios.filter((record) => record.screen.id === id),
                stateLabels,
              ),
            )}
          </section>

          <section aria-labelledby="needs-review">
            <h2 id="needs-review">Needs review (axe “incomplete”)</h2>
            ${incompleteSection(model)}
          </section>

          <section aria-labelledby="behaviour">
            <h2 id="behaviour">Behaviour axe cannot see</h2>
            <p>
              Browser tests of keyboard paths, focus, landmarks, motion, reflow, text spacing and target size, each
              mapped to the success criteria it holds.
            </p>
            ${behaviourTable(model.behaviour)}
          </section>

          <section aria-labelledby="manual">
            <h2 id="manual">Criteria that need a person</h2>
            <p>
              Automated checks support these criteria but cannot settle them. Test each as described, on the deployed
              site.
            </p>
            <ul>
              ${manualChecks.map(
                (check) =>
                  html`<li>
                    <p><strong>${check.what}</strong> ${criteriaList(check.criteria)}</p>
                    <p>How: ${check.how}</p>
                  </li>`,
              )}
            </ul>
            <h3>Not applicable</h3>
            <ul>
              ${notApplicable.map((entry) => html`<li>${criteriaList(entry.criteria)}: ${entry.why}.</li>`)}
            </ul>
          </section>
        </main>
        <footer>
          <p class="muted">
            Raw axe results: <a href="results.json">results.json</a>. EARL (JSON-LD):
            <a href="earl.jsonld">earl.jsonld</a>.
          </p>
        </footer>
      </body>
    </html> `;
  return page.value;
}

function selfCheckText(model: ReportModel): string {
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
