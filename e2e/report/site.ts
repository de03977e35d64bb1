// What the conformance report says of this site, from the same data as the public statement
// (src/content/accessibility.ts): the product, the criteria and the evaluations the conformance-report package
// takes in. The reporter adds one run's results.
import type { EvaluationData, Product } from 'conformance-report';
import { site } from '../../src/content/site';
import { sitePlaceholders } from '../../src/content/standIns';
import { statement } from '../../src/content/statement';
import { builtSiteIfAny } from '../evidence/files';
import {
  conformanceReportWords,
  environments,
  evaluationScope,
  evaluations,
  knownIssues,
  notTested,
  successCriteria,
} from '../../src/content/accessibility';
import { judgements, standards } from '../../src/content/otherStandards';

export const product: Product = {
  name: evaluationScope.product,
  organisation: site.name,
  version: evaluationScope.version,
  origin: site.origin,
  description: conformanceReportWords.description,
  scope: conformanceReportWords.scope,
  // A preview's stand-in contacts are named as such, in the statement's words.
  contact: {
    email: site.email,
    phone: site.phone,
    ...(sitePlaceholders.length > 0 ? { note: statement.preview(sitePlaceholders) } : {}),
  },
  statementUrl: `${site.origin}/accessibility`,
};

export const criteria = successCriteria;

/** The standards besides WCAG 2.2 the report answers: the VPAT 2.5 INT edition. */
export { standards };

/** The build in dist/ the run tests, read once. */
const built = builtSiteIfAny();

export const evaluationData: EvaluationData = {
  // The versions are each run's, read from the programs: the matrix names only what was used.
  environments,
  notTested,
  // Dated by the build they judge, as the statement in dist/ dates them.
  results: built ? evaluations.map((evaluation) => ({ ...evaluation, date: built.date })) : evaluations,
  // Dated by the build they judge, as the evaluations are.
  judgements: built ? judgements.map((judgement) => ({ ...judgement, date: built.date })) : judgements,
  knownIssues,
  target: evaluationScope.target,
  sample: [...evaluationScope.sample, { label: 'the error screen', path: 'any page whose code fails to load' }],
  sampleReason: evaluationScope.sampleReason,
  baseline: evaluationScope.baseline,
  techniques: conformanceReportWords.techniques,
  selfAssessment: true,
  commands: {
    evidence: 'npm test',
    screenReader: "npx playwright test --project='orca*' --no-deps",
  },
};

/** How the axe gate checks each page, for the report's methods. */
export const axeMethod =
  'Each screen is loaded once per phase, width and colour scheme in headless Chromium; the suite then steps through the ' +
  'states below and runs axe after each, on the whole page. The phases are those a visitor can meet a page in: ' +
  'without JavaScript, before the app starts (the prerendered page and its own script), while it starts (its ' +
  'code loaded, not yet hydrated) and after it; before the app, at a phone’s width. Passed and inapplicable rules ' +
  'are counted per rule (axe’s resultTypes option lists one example node for them); violations and “needs review” ' +
  'results list every node. The error screen is reached through a test-only drill that visitors cannot set by ' +
  'accident.';

/** What the transcripts are, for the report. */
export const transcriptsNote =
  'A transcript is a reviewed reference, not a recording of this run. A test that names one compares what the ' +
  'screen reader said in this run with it, all but the lines marked “~” (their words depend on timing); where the ' +
  'speech differs, the test fails. The files hold the words as they were said, but for the build the statement names, written {this build} (every build says it differently), which is filled in here. Orca’s transcripts (accessibility/transcripts/orca/) are a real screen reader’s speech, as a ' +
  `person read and approved it (${evaluationData.commands.screenReader}). The others come from a simulation in ` +
  'Chromium: “elements” lists from its accessibility tree, “reading” from @guidepup/virtual-screen-reader moving ' +
  'through the page, “announcements” from where focus lands after each key (npm run build:preview && npx playwright test ' +
  'e2e/screen-reader.spec.ts).';
