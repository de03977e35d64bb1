// What a page's layout does to its text, measured inside the page in any engine (each function is sent as
// source to a driver's evaluate): WCAG 1.4.4, 1.4.8, 1.4.10, 1.4.12 and 3.1.4, and words split across lines. README.md says how.
export {
  abbreviationFirstUses,
  layoutFindings,
  scrollToSelector,
  settled,
  textSpacingCss,
  type AbbreviationUse,
  type LayoutFindings,
} from './layout';
export { lineFindings, type LineFindings } from './lines';
export { wordsSplitAcrossLines } from './words';
export { a11yProbesScript, type A11yProbes, type ColourMath, type FocusStop, type Rgba } from './probes';
export { engineHelpersScript, type EngineHelpers, type FocusState, type Target } from './engineHelpers';
export { stackProblems, stackScrollProblems, stackStop, walkPastStack, type StackStop, type WalkDriver } from './stack';
