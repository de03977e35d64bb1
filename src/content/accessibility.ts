// The one source of the accessibility statement (/accessibility) and the auditor's conformance report
// (npm run a11y:report): the evaluations the maintainers made (accessibility/evaluations.json), the
// known issues with the dates of their fixes, the scope and method of the evaluation, and the verdict each
// WCAG 2.2 criterion takes from them, by the rule of the conformance-report package (packages/), which the
// report applies too. The report adds its own run's automated results to the same rows.
import evaluationsFile from '../../accessibility/evaluations.json' with { type: 'json' };
import knownIssuesFile from '../../accessibility/known-issues.json' with { type: 'json' };
import {
  complianceStatus,
  createConformance,
  isDefect,
  verdictCounts,
  type ComplianceStatus,
  type CriterionVerdict,
  type Environment as MatrixEnvironment,
  type Evaluation,
  type KnownIssue,
  type Verdict,
} from 'conformance-report/verdicts';
import { levels, wcag22 } from 'conformance-report/wcag';
import { NOTICE_DURATION_MS } from '../app/constants';
import { pages } from '../app/pages.mjs';
import { siteBuild } from '../app/siteBuild';
import { footerColumns, legalLinks } from './navigation';
import { site } from './site';
import { sitePlaceholders } from './standIns';
import { listed } from '../text/listed';
import { typeScale } from '../../theme/tokens';
import { fluidWidths, zoomThatDoublesAllText } from '../../theme/typography';
import { ui } from './ui';

export { complianceStatus, isDefect, levels, verdictCounts };
export type { ComplianceStatus, CriterionVerdict, Evaluation, KnownIssue, Verdict };

/** A browser, engine or assistive technology of the tested matrix; the report names the version each run used. */
export type Environment = MatrixEnvironment;

interface EvaluationsFile {
  environments: MatrixEnvironment[];
  /** Without a date: each verdict holds for the build the run that tests it measured, and is dated by that build. */
  results: Omit<Evaluation, 'date'>[];
}

/**
 * The footer's links (on every page) to an address of this site that has no page: the spec links them before the
 * pages exist, so each shows the not-found page. Read from the footer's link list and the site's page list.
 */
export const footerLinksWithoutPage: readonly { label: string; href: string }[] = [
  ...footerColumns.flatMap((column) => column.links),
  ...legalLinks,
]
  .filter((link) => link.href.startsWith('/'))
  .filter((link) => !pages.some((page) => page.status === 200 && page.url === link.href.split('#')[0]));

const numberWords = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/**
 * What a remark in evaluations.json may name by a placeholder rather than type, so that it stays true when the
 * data it describes changes. A placeholder not on this list is an error (the unit tests look for any left).
 */
export const remarkFacts: Readonly<Record<string, string>> = {
  '{footer links without a page: count}':
    numberWords[footerLinksWithoutPage.length] ?? `${footerLinksWithoutPage.length}`,
  '{footer links without a page: names}': listed(footerLinksWithoutPage.map((link) => link.label)),
  '{footer links without a page: paths}': listed(footerLinksWithoutPage.map((link) => link.href)),
  '{keep notices switch}': ui.notices.keepEverywhere,
  '{notice delay: seconds}': `${NOTICE_DURATION_MS / 1000}`,
  // Browser zoom (1.4.4): fluid type has its largest size from this width, so a window twice as wide keeps it at 200%.
  '{fluid type: largest at px}': `${fluidWidths.largest}`,
  '{fluid type: window px}': `${fluidWidths.largest * 2}`,
  '{fluid type: zoom that doubles all text}': `${zoomThatDoublesAllText(typeScale)}%`,
  '{site name}': site.name,
};

/** A text with its placeholders filled in from remarkFacts. */
export const withFacts = (text: string) =>
  Object.entries(remarkFacts).reduce((result, [placeholder, value]) => result.replaceAll(placeholder, value), text);

const file = evaluationsFile as unknown as EvaluationsFile;

/** The success criteria of WCAG 2.2, each with its level and the version that added it. */
export const successCriteria = wcag22;

/** The tested matrix: every browser, engine and assistive technology (the report adds the versions its run used). */
export const environments: readonly Environment[] = file.environments;
/**
 * An evaluation or a judgement as this build states it: dated by the build (a verdict holds for a build only as far
 * as the run that tests it measured it: npm test fails where a measured remark does not hold), its remarks'
 * placeholders filled in from the data they name (remarkFacts).
 */
export function asOfThisBuild<Stated extends { criteria: { [key: string]: { remark: string } } }>(
  record: Stated,
): Stated & { date: string } {
  return {
    ...record,
    date: siteBuild.date,
    criteria: Object.fromEntries(
      Object.entries(record.criteria).map(([key, result]) => [key, { ...result, remark: withFacts(result.remark) }]),
    ),
  };
}

/** The evaluations, as this build states them. */
export const evaluations: readonly Evaluation[] = file.results.map(asOfThisBuild);

/**
 * The known issues and the exceptions the statement names, each with the date it was found
 * (accessibility/known-issues.json): one list, which the statement and the report both read. An entry that holds
 * while the contact details are stand-ins is left out once they are real. Remove an issue in the commit that fixes it.
 */
export const knownIssues: readonly KnownIssue[] = (
  knownIssuesFile.entries as readonly (KnownIssue & { whileStandIns?: boolean })[]
)
  .filter((entry) => !entry.whileStandIns || sitePlaceholders.length > 0)
  .map(({ whileStandIns: _whileStandIns, ...entry }) => ({ ...entry, summary: withFacts(entry.summary) }));

const longDate = (isoDate: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(isoDate));
export { longDate as formatDate };

/**
 * The verdicts: each criterion's row (verdictFor; the statement has no test run, so it takes every automated check
 * as passing, as a release requires), every row (statementRows), what stops them from being signed
 * (conformanceProblems), and each criterion's label.
 */
export const { verdictFor, statementRows, conformanceProblems, criterionLabel } = createConformance({
  criteria: wcag22,
  evaluations,
  knownIssues,
  formatDate: longDate,
});

/** Who tested it. */
export const evaluators = [...new Set(evaluations.map((evaluation) => evaluation.evaluator))];

/** What each environment of the tested matrix was used for: the titles of the checks made with it. */
export function testedWith(environmentId: string): string[] {
  return evaluations
    .filter((evaluation) => evaluation.environments.includes(environmentId))
    .map((evaluation) => evaluation.title);
}

/**
 * WCAG-EM: the scope, the sample and why, the baseline, and what was not tested (the report adds the
 * technologies and techniques). In plain words: the statement shows them too.
 */
export const evaluationScope = {
  product: `${site.name} website`,
  origin: site.origin,
  version: '1.0.0',
  target: 'WCAG 2.2 AA',
  sample: pages.map((page) => ({ path: page.url, label: page.label })),
  sampleReason:
    'The site is small enough to test whole, so the sample is all of it. We tested each page in each state a visitor can put it in: at the top and scrolled down, with a tooltip, a notice, the phone menu or the Theme menu open, in high contrast mode (forced colours), with text twice as big, and with the text spaced out. We tested on screens from 320 to 1280 pixels wide, in light and dark colours, and both before and after the page’s scripts start.',
  baseline:
    'We tested with the browsers and the screen reader listed below. The browsers were Chromium, Firefox Extended Support Release (ESR) and WebKitGTK, on Linux (the conformance report names the system). WebKitGTK is built on WebKit, the engine of Safari; we did not test Safari itself. We used the Orca screen reader in Firefox and in Chromium.',
  /** What no check used: no verdict and no promise of the statement rests on any of these. */
  notTested: [
    'screen readers on Windows and macOS, such as NonVisual Desktop Access (NVDA), Job Access With Speech (JAWS) and VoiceOver',
    'screen readers on phones and tablets, such as VoiceOver on iPhone and TalkBack on Android',
    'speech recognition software, such as Dragon',
    'voice control, such as Voice Control on Apple devices and Voice Access on Android',
    'screen magnifiers, such as ZoomText',
    'disabled visitors: none has tested the website for us yet',
  ],
} as const;

/** The conformance report's own words of the site (e2e/report/site.ts): the product, its scope, the techniques used. */
export const conformanceReportWords = {
  description: `The public website of the ${site.name}. ${site.description} Every page is prerendered HTML whose content and links work before and without JavaScript. Without it, where the bar shows the menu button (as at 390 pixels), that button opens the site menu as the browser’s own popover, by keyboard or pointer, and Escape, the menu’s close button or a press outside closes it; without a script the menu is not modal (Tab can leave it), and choosing a section of the page it is open on moves the page there with the menu left open. The Theme button and the buttons that raise notices need a script and are hidden without one (the colours follow the system’s setting); a small inline script answers the first presses, and the React application takes over after the first interaction.`,
  scope: `Every page served from ${site.origin}: the home page, the blog, the accessibility statement and the not-found page (served for every address without a page, among them the footer’s links to pages not yet published), and the error screen. No third-party content.`,
  techniques: [
    'G18 and G145 (contrast), held by the theme’s contrast contract',
    'H42 and ARIA11 (headings and landmarks), H44 (labels for the Theme menu’s radios), H57 (language of page)',
    'G1 and SCR28 (skip link), H64 (titles), G149 and C40 (focus ring), C31 and C32 (reflow)',
    'ARIA22 (status messages with a live region), ARIA4 and ARIA5 (state of controls)',
    'C36 and C35 (text spacing), C28 (sizes in rem), G180-style control of a time limit for notices',
    'H28 (abbreviations), G62 (glossary), G86 (summaries at a lower reading level)',
  ],
};

/**
 * What no check used: the assistive technology and ways of use the evaluation leaves out. One list, which the
 * statement shows and the report's methods give.
 */
export const notTested: readonly string[] = evaluationScope.notTested;

export { placeholderContacts, sitePlaceholders } from './standIns';

/** The statement's facts that the report states too: how to reach us, how soon we reply, and its dates. */
export const accessibilityStatement = {
  reportEmail: site.email,
  phone: site.phone,
  responseDays: 5,
  preparedOn: '2026-11-22',
  /** The day a person last read the statement through. */
  lastReviewed: '2026-11-28',
} as const;
