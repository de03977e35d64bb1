// What the conformance report says of this site, from the same data as the public statement
// (src/content/accessibility.ts): the product, the criteria and the evaluations the conformance-report package
// takes in. The reporter adds one run's results.
import type { EvaluationData, Product } from 'conformance-report';
import { site } from '../../src/content/site';
import {
  environments,
  evaluationScope,
  evaluations,
  knownIssues,
  notTested,
  successCriteria,
} from '../../src/content/accessibility';

export const product: Product = {
  name: evaluationScope.product,
  organisation: site.name,
  version: evaluationScope.version,
  origin: site.origin,
  description: `The public website of the ${site.name}. ${site.description} Every page is prerendered HTML that works before and without JavaScript; a small inline script answers the first presses, and the React application takes over after the first interaction.`,
  scope: `Every page served from ${site.origin}: the home page, the blog, the accessibility statement and the not-found page (served for every address without a page, among them the footer’s links to pages not yet published), and the error screen. No third-party content.`,
  contact: { email: site.email, phone: site.phone },
  statementUrl: `${site.origin}/accessibility`,
};

export const criteria = successCriteria;

export const evaluationData: EvaluationData = {
  // The versions are each run's, read from the programs: the matrix names only what was used.
  environments: environments.map(({ version: _version, ...environment }) => environment),
  notTested,
  results: evaluations,
  knownIssues,
  target: evaluationScope.target,
  sample: [...evaluationScope.sample, { label: 'the error screen', path: '(any page whose code fails to load)' }],
  sampleReason: evaluationScope.sampleReason,
  baseline: evaluationScope.baseline,
  techniques: [
    'G18 and G145 (contrast), held by the theme’s contrast contract',
    'H42 and ARIA11 (headings and landmarks), H44 (labels for the Theme menu’s radios), H57 (language of page)',
    'G1 and SCR28 (skip link), H64 (titles), G149 and C40 (focus ring), C31 and C32 (reflow)',
    'ARIA22 (status messages with a live region), ARIA4 and ARIA5 (state of controls)',
    'C36 and C35 (text spacing), C28 (sizes in rem), G180-style control of a time limit for notices',
    'H28 (abbreviations), G62 (glossary), G86 (summaries at a lower reading level)',
  ],
  selfAssessment: true,
  commands: {
    evidence: 'npm run a11y:evidence',
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
  'speech differs, the test fails. In the files, names such as {site.name} stand for the site’s own words; they ' +
  'are filled in here. Orca’s transcripts (accessibility/transcripts/orca/) are a real screen reader’s speech, as a ' +
  `person read and approved it (${evaluationData.commands.screenReader}). The others come from a simulation in ` +
  'Chromium: “elements” lists from its accessibility tree, “reading” from @guidepup/virtual-screen-reader moving ' +
  'through the page, “announcements” from where focus lands after each key (npm run build && npx playwright test ' +
  'e2e/screen-reader.spec.ts).';
