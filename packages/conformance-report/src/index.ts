// A conformance report for the Web Content Accessibility Guidelines, and the Revised Section 508 and EN 301 549
// clauses that read them: criteria, evaluations, judgements and the results of one run in; an Accessibility
// Conformance Report (HTML, in the form of the ITI VPAT 2.5, WCAG or INT edition) and EARL (JSON-LD) out.
// See README.md.
export { measuredFiles, sweepingWords, valuesAt, type ClaimCheck } from './claims';
export { asEarlierWcag, clauseRows, type ClauseRow, type Judgement } from './clauses';
export { clauseProblems, conformanceRows, criteriaOfTags, reportProblems, type ConformanceRow } from './conformance';
export { toEarl } from './earl';
export { renderReport } from './render';
export * from './standards';
export { technologiesOf, type Technologies } from './technologies';
export type * from './types';
export * from './verdicts';
export * from './wcag';
