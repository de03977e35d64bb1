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
        results: Result[];
      };
      const met = new Set(['pass', 'not applicable']);
      const results = data.results.map(({ method: _method, evidence: _evidence, automated: _automated, ...shown }) => ({
        ...shown,
        criteria: Object.fromEntries(
          Object.entries(shown.criteria).map(([criterion, { outcome, remark }]) => [
            criterion,
            { outcome, remark: met.has(outcome) ? '' : remark },
          ]),
        ),
      }));
      const environments = data.environments.map(({ driver: _driver, ...shown }) => shown);
      return JSON.stringify({ environments, results });
    },
  };
}
