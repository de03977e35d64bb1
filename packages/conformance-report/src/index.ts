// A conformance report for the Web Content Accessibility Guidelines: criteria, evaluations and the results of one
// run in; an Accessibility Conformance Report (HTML, in the form of the ITI VPAT 2.5) and EARL (JSON-LD) out.
// See README.md.
export { measuredFiles, valuesAt, type ClaimCheck } from './claims';
export { conformanceRows, criteriaOfTags, reportProblems, type ConformanceRow } from './conformance';
export { toEarl } from './earl';
export { renderReport } from './render';
export { technologiesOf, type Technologies } from './technologies';
export type * from './types';
export * from './verdicts';
export * from './wcag';
