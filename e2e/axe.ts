// The one axe configuration: the browser gate (a11y-gate.spec.ts) and the report both run axe through here.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** axe's own result types, from the axe-core that @axe-core/playwright ships (not the older one jest-axe's types pull in). */
export type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
export type AxeRuleResult = AxeResults['violations'][number];

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA, plus Deque's best practices. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] as const;

/** Experimental rules axe leaves off by default, switched on here. */
export const experimentalRules = ['label-content-name-mismatch', 'p-as-heading'] as const;

/**
 * Rules switched off, each with the reason the report prints. Empty: every rule in the tags above runs.
 * A rule may only be added here together with its reason.
 */
export const disabledRules: Readonly<Record<string, string>> = {};

/**
 * Rules switched off in one state only, each with its reason and what checks the same thing instead.
 * Keyed by state id (see scenarios.ts).
 */
export const stateRuleExceptions: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'forced-colours': {
    'color-contrast':
      'In forced-colours mode the system palette paints all text and backgrounds. Chromium paints those ' +
      'colours but still reports the author colour in the computed -webkit-text-fill-color, which axe reads ' +
      'first, so axe measures colours that are not on screen (for example #15142b text on a black Canvas for ' +
      "a button whose painted text is yellow). The gate measures what is painted instead: every text element's " +
      'computed colour against its composited background must reach 4.5:1 (3:1 for large text).',
  },
};

/**
 * Rules axe may answer "needs review" (incomplete) for, each with the person's review of it. The gate fails
 * on any other incomplete result: each one is either fixed or explained here, and the report prints these.
 */
export const reviewedIncompletes: Readonly<Record<string, string>> = {};

export function axeBuilder(page: Page, stateId?: string): AxeBuilder {
  const offInState = stateId ? Object.keys(stateRuleExceptions[stateId] ?? {}) : [];
  const rules = Object.fromEntries([
    ...experimentalRules.map((id) => [id, { enabled: true }] as const),
    ...[...Object.keys(disabledRules), ...offInState].map((id) => [id, { enabled: false }] as const),
  ]);
  return new AxeBuilder({ page }).options({
    runOnly: { type: 'tag', values: [...axeTags] },
    rules,
    // Every rule still runs; passed and inapplicable rules list one example node instead of all of them,
    // which halves the run time on the home page and keeps the raw results small.
    resultTypes: ['violations', 'incomplete'],
  });
}

export async function runAxe(page: Page, stateId?: string): Promise<AxeResults> {
  return axeBuilder(page, stateId).analyze();
}

/** WCAG success criteria named by a rule's tags: "wcag143" → "1.4.3". */
export function successCriteria(tags: readonly string[]): string[] {
  return tags
    .map((tag) => /^wcag(\d)(\d)(\d+)$/.exec(tag))
    .filter((match): match is RegExpExecArray => match !== null)
    .map(([, principle, guideline, criterion]) => `${principle}.${guideline}.${criterion}`);
}

/** A readable account of violations for a failing assertion. */
export function describeViolations(violations: readonly AxeRuleResult[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`)
        .join('\n');
      return `  ${violation.id} (${violation.impact}): ${violation.help} [${violation.nodes.length} node(s)]\n${nodes}`;
    })
    .join('\n');
}
