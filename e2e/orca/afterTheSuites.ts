// The tag of the screen-reader scenarios that run once the other suites have finished, on a quiet machine: the
// project 'orca-reading' in playwright.config.ts takes them, and says why each kind is there.
export const afterTheSuites = '@after-the-suites';
