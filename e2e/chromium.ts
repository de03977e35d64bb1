// Until e2e/report/reporter.ts imports @foundation/browsers itself (it moves to packages/): then delete this file.
export { chromiumExecutablePath, chromiumFlags as chromiumArgs } from '@foundation/browsers/executables';
