// Why: the accessibility statement and the auditor's report read one data file, but the statement's JavaScript
// must carry only what the page shows: the bundle budget has no room for the methods and the evidence.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * The accessibility statement shows each criterion's verdict, the remarks on those not met, and who tested what,
 * when and with which browser (src/pages/AccessibilityPage.tsx); how each check was made, its evidence and the
 * remarks on criteria met are the auditor's report's (accessibility/evaluations.json). In the client build this
 * loads that file without them.
 */
export function statementData(): Plugin {
  const file = fileURLToPath(new URL('../../accessibility/evaluations.json', import.meta.url));
  type Result = { criteria: Record<string, { outcome: string; remark: string }> } & Record<string, unknown>;
  return {
    name: 'crf:statement-data',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    load(id) {
      if (id.split('?')[0] !== file) return null;
      const data = JSON.parse(readFileSync(file, 'utf8')) as {
        environments: Record<string, unknown>[];
        notTested: string[];
        results: Result[];
      };
      const met = new Set(['pass', 'not applicable']);
      // What the page shows, named: a field added to the file stays out of the page until it is named here.
      const results = data.results.map(({ id, title, evaluator, date, environments, criteria }) => ({
        id,
        title,
        evaluator,
        date,
        environments,
        criteria: Object.fromEntries(
          Object.entries(criteria).map(([criterion, { outcome, remark }]) => [
            criterion,
            { outcome, remark: met.has(outcome) ? '' : remark },
          ]),
        ),
      }));
      const environments = data.environments.map(({ id, kind, name, engine }) => ({ id, kind, name, engine }));
      return JSON.stringify({ environments, notTested: data.notTested, results });
    },
  };
}
