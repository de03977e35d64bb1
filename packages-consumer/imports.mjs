// Every entry of every package, imported by plain Node from the installed tarballs: each must load and export what
// its README names. Prints whether Orca's desktop can start here, for the test to skip only that step.
import * as bench from '@foundation/bench';
import * as browsers from '@foundation/browsers';
import * as executables from '@foundation/browsers/executables';
import * as report from 'conformance-report';
import * as reportNode from 'conformance-report/node';
import * as reportPlaywright from 'conformance-report/playwright';
import * as stamp from 'conformance-report/stamp';
import * as standards from 'conformance-report/standards';
import * as testing from 'conformance-report/testing';
import * as verdicts from 'conformance-report/verdicts';
import * as wcag from 'conformance-report/wcag';
import * as measures from '@foundation/page-measures';
import * as screenReader from '@foundation/screen-reader';
import * as screenReaderChromium from '@foundation/screen-reader/chromium';
import * as servers from '@foundation/test-servers';

const expected = {
  '@foundation/bench': [bench, ['runLighthouse', 'summarise', 'measureTaps', 'targetChecks', 'writeReport']],
  '@foundation/browsers': [browsers, ['launch', 'startXvfb', 'Browsers']],
  '@foundation/browsers/executables': [executables, ['chromiumExecutablePath', 'miniBrowserPath', 'unavailable']],
  'conformance-report': [report, ['renderReport', 'toEarl', 'reportProblems', 'technologiesOf', 'wcag22']],
  'conformance-report/node': [reportNode, ['writeReport', 'runProvenance', 'readTranscripts']],
  'conformance-report/playwright': [reportPlaywright, ['TestCollector', 'checkReportPage']],
  'conformance-report/stamp': [stamp, ['sourceStamp', 'stampChanges']],
  'conformance-report/standards': [standards, ['section508', 'en301549', 'clauseKey']],
  'conformance-report/testing': [testing, ['hostile', 'axeRun']],
  'conformance-report/verdicts': [verdicts, ['createConformance', 'complianceStatus']],
  'conformance-report/wcag': [wcag, ['wcag22']],
  '@foundation/page-measures': [measures, ['layoutFindings', 'settled', 'textSpacingCss', 'walkPastStack']],
  '@foundation/screen-reader': [screenReader, ['startDesktop', 'openReader', 'Listener', 'reviewTranscript']],
  '@foundation/screen-reader/chromium': [screenReaderChromium, ['elementsList', 'readFromTop']],
  '@foundation/test-servers': [servers, ['startNginx', 'startHoldingProxy', 'nginxPath']],
};
const missing = Object.entries(expected).flatMap(([entry, [module, names]]) =>
  names.filter((name) => module[name] === undefined).map((name) => `${entry}: ${name}`),
);
if (missing.length > 0) throw new Error(`Not exported: ${missing.join(', ')}`);
console.log(JSON.stringify({ desktopUnavailable: screenReader.desktopUnavailable() ?? null }));
