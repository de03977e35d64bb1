// @ts-check
// @foundation/bench: a page speed bench's parts (README.md). Plain JavaScript with JSDoc types, so that Node's own
// scripts import it as it is, without a TypeScript loader.
export { chromiumVersion, cpuCounters, stealPercent } from './host.mjs';
export {
  LIGHTHOUSE_SETTINGS,
  chromiumLauncherPath,
  lighthouseVersion,
  limitPage,
  runLighthouse,
  summarise,
} from './lighthouse.mjs';
export { measureFirstInteraction } from './firstInteraction.mjs';
export { measureTaps, phaseReached } from './taps.mjs';
export {
  firstInteractionTable,
  kB,
  lighthouseTable,
  median,
  ms,
  pageMedians,
  score,
  tapsTable,
  targetChecks,
  writeReport,
} from './report.mjs';
