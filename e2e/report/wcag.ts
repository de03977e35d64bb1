// The report reads the criteria, the checks a person makes and the verdicts from the same module as the
// public accessibility statement (src/content/accessibility.ts), so that the two never disagree.
export {
  criterionIri,
  criterionLabel,
  manualChecks,
  notApplicable,
  successCriteria,
  verdictFor,
} from '../../src/content/accessibility';
