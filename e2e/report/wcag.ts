// The report reads the criteria, the evaluations and the verdicts from the same module as the public
// accessibility statement (src/content/accessibility.ts), so that the two never disagree.
export {
  accessibilityStatement,
  complianceStatus,
  conformanceProblems,
  criterionIri,
  criterionLabel,
  environmentLabel,
  environments,
  evaluationScope,
  evaluations,
  evidenceRun,
  formatDate,
  knownIssues,
  levels,
  notTested,
  statementRows,
  successCriteria,
  verdictCounts,
  verdictFor,
} from '../../src/content/accessibility';
