// Until e2e/orca/ and e2e/report/reporter.ts import @foundation/browsers themselves: then delete this file.
export { chromiumExecutablePath, chromiumFlags as chromiumArgs } from '@foundation/browsers/executables';
