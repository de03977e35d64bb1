// The one axe configuration: the browser gate (a11y-gate.spec.ts) and the report both run axe through here.
import { NOTICES_ID } from '../src/startup/contract';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import axe from 'axe-core';
import { axeTags, experimentalRules } from './axeRules';
import { hasScriptsOff } from './guards';
import { minimumRatio } from '../theme/contrast';

/** axe's own result types, as @axe-core/playwright gives them. */
export type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
export type AxeRuleResult = AxeResults['violations'][number];

export { axeTags, experimentalRules };

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

export interface IncompleteReview {
  rule: string;
  /** The review covers nodes inside elements matching this selector. */
  within: string;
  /** And only in these states (all states when absent). */
  states?: readonly string[];
  /** Why axe cannot decide there, and what the settling check holds. */
  reason: string;
  /** The check that settles it instead of axe, by path, as the report and EARL name it. */
  settledBy: string;
}

/**
 * "Needs review" (incomplete) results the maintainers settled, each scoped to where it occurs, with the check that
 * settles it instead of axe (`settledBy`). The gate fails on any incomplete node no review covers: each one is
 * either fixed or settled here, and the report prints these, in its page and in EARL.
 */
export const reviewedIncompletes: readonly IncompleteReview[] = [
  {
    rule: 'color-contrast',
    within: `#${NOTICES_ID}`,
    states: ['notice', 'notice-zoom-400'],
    reason:
      'A notice floats over the page at the bottom right, so axe will not compute a background for text stacked ' +
      'over other content. The notice paints its own opaque surface (inverse.background); the unit test holds ' +
      `inverse.text on it to ${minimumRatio.text}:1 in both schemes.`,
    settledBy:
      'theme/contrast.test.ts, a unit test of the theme’s colour tokens (npm run a11y:report and npm test run it)',
  },
  {
    rule: 'color-contrast',
    within: 'header[data-frosted="true"]',
    reason:
      'Once scrolled, the bar is frosted: a translucent surface over the page content, so axe cannot decide the ' +
      'background of the text on it. The unit test measures text.primary and primary.main on the frosted bar ' +
      `composited over both black and white (the extremes of any content below) and holds them to ${minimumRatio.text}:1 ` +
      'in both schemes.',
    settledBy:
      'theme/contrast.test.ts, a unit test of the theme’s colour tokens (npm run a11y:report and npm test run it)',
  },
];

/** Puts the one axe-core in the page, unless a run on this document already did. */
async function loadAxe(page: Page): Promise<void> {
  const absent = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'undefined');
  if (absent) await page.evaluate(axe.source);
}

/**
 * AxeBuilder with axe-core loaded once a document: AxeBuilder itself evaluates axe's source (half a megabyte) twice
 * before every run, about half of a run on a state's part of the page (0.65 s). It evaluates a no-op here instead.
 */
class AxeBuilderLoadingOnce extends AxeBuilder {
  constructor(private readonly target: Page) {
    super({ page: target, axeSource: 'void 0' });
  }

  override async analyze(): ReturnType<AxeBuilder['analyze']> {
    await loadAxe(this.target);
    return super.analyze();
  }
}

/** `off`: rules this run leaves to another (runAxe's whole-page rules, where a state checks a part of the page). */
export function axeBuilder(page: Page, stateId?: string, off: readonly string[] = []): AxeBuilder {
  const offInState = stateId ? Object.keys(stateRuleExceptions[stateId] ?? {}) : [];
  const rules: Record<string, { enabled: boolean }> = {};
  for (const id of experimentalRules) rules[id] = { enabled: true };
  for (const id of [...Object.keys(disabledRules), ...offInState, ...off]) rules[id] = { enabled: false };
  // axe.run in the page itself (legacy mode): the site has no frames, and the default (runPartial, then
  // finishRun in a second page it opens and loads axe into) costs about half a second a run.
  // The one axe-core of every suite (the root's axe-core, which package.json's overrides gives jest-axe, Storybook's
  // addon-a11y and @axe-core/playwright too), loaded by loadAxe rather than the one @axe-core/playwright would load.
  return new AxeBuilderLoadingOnce(page).setLegacyMode().options({
    runOnly: { type: 'tag', values: [...axeTags] },
    rules,
    // Every rule still runs; passed and inapplicable rules list one example node instead of all of them,
    // which halves the run time on the home page and keeps the raw results small.
    resultTypes: ['violations', 'incomplete'],
  });
}

/**
 * axe on the page, or on the parts `checked` names (a state's own layer: scenarios.ts); `wholePage`, rules that
 * judge where a part sits in the whole page, run on the whole page all the same (axe's `region`, checked within a
 * notice alone, cannot see that no landmark holds it), and their results join the others.
 */
export async function runAxe(
  page: Page,
  stateId?: string,
  checked?: readonly string[],
  wholePage: readonly string[] = [],
): Promise<AxeResults> {
  // With the page's scripts off, Playwright still evaluates in it, but no timer fires, and axe waits on
  // setTimeout between its steps: there its timers run as promise jobs (which V8 runs itself; Blink's own
  // callbacks, queueMicrotask's too, do not run), and clearing one does nothing. Its results are the same as
  // on the page with scripts on, less what a script shows (checked: 43 rules passed on both).
  if (hasScriptsOff(page))
    await page.evaluate(() => {
      window.setTimeout = ((callback: (...args: unknown[]) => void, _ms?: number, ...args: unknown[]) => {
        void Promise.resolve().then(() => callback(...args));
        return 0;
      }) as typeof window.setTimeout;
      window.clearTimeout = () => {};
    });
  const apart = checked?.length ? wholePage : [];
  const builder = axeBuilder(page, stateId, apart);
  for (const selector of checked ?? []) builder.include(selector);
  const results = await builder.analyze();
  if (!apart.length) return results;
  const whole = await axeBuilder(page, stateId)
    .withRules([...apart])
    .analyze();
  return {
    ...results,
    violations: [...results.violations, ...whole.violations],
    incomplete: [...results.incomplete, ...whole.incomplete],
    passes: [...results.passes, ...whole.passes],
    inapplicable: [...results.inapplicable, ...whole.inapplicable],
  };
}

/** Matches each "needs review" node against the reviews above, in the page (reviews are scoped by selector). */
export async function reviewIncompletes(
  page: Page,
  stateId: string,
  results: AxeResults,
): Promise<{ rule: string; target: string; reason: string | null }[]> {
  const nodes = results.incomplete.flatMap((rule) =>
    rule.nodes.map((node) => ({ rule: rule.id, target: node.target.join(' ') })),
  );
  const reviews = reviewedIncompletes.filter((review) => !review.states || review.states.includes(stateId));
  const covered = await page.evaluate(
    ({ nodes, reviews }) =>
      nodes.map(({ rule, target }) => {
        let element: Element | null = null;
        try {
          element = document.querySelector(target);
        } catch {
          element = null;
        }
        const review = reviews.find((candidate) => candidate.rule === rule && element?.closest(candidate.within));
        return review ? review.reason : null;
      }),
    { nodes, reviews },
  );
  return nodes.map((node, index) => ({ ...node, reason: covered[index] ?? null }));
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
