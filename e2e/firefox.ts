// Which Firefox the suites drive (the engine suites, e2e/engines/, and the screen reader's, e2e/orca/): FIREFOX_PATH,
// else Debian's Firefox ESR (.ci/run installs it).
export const firefoxExecutablePath = () => process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
