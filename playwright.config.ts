// Browser suites: the production build in dist/, served the way a static host serves it.
import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { chromiumExecutablePath, chromiumFlags, headlessChromiumPath } from '@foundation/browsers/executables';
import { suitesThatCannotRun } from './scripts/system-packages.mjs';
import { afterTheSuites } from './e2e/orca/afterTheSuites';

const port = Number(process.env.E2E_PORT ?? 4173);
/**
 * The screen-reader scenarios that run once everything else has run (see the 'orca-reading' project): reading a
 * whole page with Say All, and opening the drawer in Chromium, as e2e/orca/orca.spec.ts tags them.
 */
const orcaReading = new RegExp(afterTheSuites);
/** How many more tries a screen-reader test gets (see the 'orca' project). */
const ORCA_RETRIES = 1;
/** Suites whose Debian packages are missing (scripts/prepare-test.mjs has named them); on CI, none is left out. */
const cannotRun = new Set(process.env.CI ? [] : suitesThatCannotRun().map(({ suite }) => suite));
/** @param project a Playwright project @param suite the system-packages suite it needs */
const ifItCanRun = <T>(suite: string, project: T): T[] => (cannotRun.has(suite as never) ? [] : [project]);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // Four at once: most of a browser test is waiting (a 2-core machine ran two workers at a third of its CPU); one
  // worker is the screen reader's (@foundation/screen-reader puts it first on the CPU) and one the scripted checks',
  // which mostly wait. More where there are cores.
  workers: Math.max(4, Math.floor(availableParallelism() / 2) + 1),
  forbidOnly: !!process.env.CI,
  retries: 0,
  // With A11Y_REPORT_DIR set (npm test, npm run a11y:report) the accessibility report is written there too.
  reporter: process.env.A11Y_REPORT_DIR
    ? [['list'], ['./e2e/report/reporter.ts', { outputDir: process.env.A11Y_REPORT_DIR }]]
    : [['list']],
  // Generous: on a shared two-core machine the hypervisor can take half the CPU (steal) for minutes,
  // and a step that takes 1 s on a quiet machine then takes 5 s. Waits end as soon as they are met.
  timeout: 180_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    // chromium-headless-shell where Debian's is installed: Chromium's engine, lighter on the CPU (@foundation/browsers).
    launchOptions: { executablePath: headlessChromiumPath(), args: chromiumFlags },
    trace: 'off',
  },
  projects: [
    // One Orca desktop per machine (a lock, for timing: packages/screen-reader): its suite runs in one worker, one
    // test after another. First, so that one worker takes it at once while the others run the rest; last, it ran
    // alone at the end.
    // One more try for a screen-reader test, and only for these: beside two busy browsers on two cores, Orca 43
    // at times says nothing to a step, once in a few full runs (its event manager drops some events when its queue
    // floods). A failure that is the site's fails twice; one that passes on its second try is listed as flaky by
    // Playwright and, with its first error, in the accessibility report's summary.
    ...ifItCanRun('orca', {
      name: 'orca',
      testMatch: 'orca/**/*.spec.ts',
      grepInvert: orcaReading,
      fullyParallel: false,
      workers: 1,
      retries: ORCA_RETRIES,
    }),
    // The scripted checks the verdicts rest on (e2e/evidence/), in Chromium, Firefox ESR and WebKitGTK: they measure
    // this build in this run and write reports/evidence/, which the report reads. One worker, one check after
    // another, from the start: most of their time is waiting (a notice's 4 seconds, ten seconds of motion), so they
    // run beside the suites that fill the CPU. Measured in the Chromium a visitor runs, not the test shell.
    ...ifItCanRun('engines', {
      name: 'evidence',
      testMatch: 'evidence/**/*.spec.ts',
      fullyParallel: false,
      use: { launchOptions: { executablePath: chromiumExecutablePath(), args: chromiumFlags } },
    }),
    // The core behaviour in Firefox ESR and WebKitGTK (packages/browsers): a worker keeps its browsers for
    // every test it runs, so each file's tests run in order in one worker. Before Chromium's: Playwright hands out
    // tests in the order of this list, and a file that runs in one worker for minutes (notices: 24 walks) started
    // last ran on alone at the end while the other workers waited; started early, Chromium's fill in around it.
    ...ifItCanRun('engines', { name: 'engines', testMatch: 'engines/**/*.spec.ts', fullyParallel: false }),
    { name: 'chromium', testIgnore: ['orca/**', 'engines/**', 'evidence/**', 'nginx/**'] },
    // The nginx configuration the build writes, served by Debian's nginx, which the suite starts and stops itself
    // (@foundation/test-servers): one worker, one nginx.
    ...ifItCanRun('nginx', { name: 'nginx', testMatch: 'nginx/**/*.spec.ts', fullyParallel: false }),
    // Reading a whole page with Say All, once everything else has run: with other browsers busy beside it, Orca
    // in Chromium sometimes left out a heading of a long page (its next line asked for while the page's tree was
    // still changing), which no visitor's machine running one browser does. Opening the drawer in Chromium too:
    // beside the Chromium suite, Chromium brought focus moving into the drawer to Orca 1.5 s after the key, after
    // the page behind had turned inert (INERT_AFTER_MS, src/controls/menu/), and Orca said nothing (2 in 8 here,
    // both tries on CI); a later delay put the page's removal where a visitor chooses an item.
    ...ifItCanRun('orca', {
      name: 'orca-reading',
      testMatch: 'orca/**/*.spec.ts',
      grep: orcaReading,
      fullyParallel: false,
      workers: 1,
      retries: ORCA_RETRIES,
      dependencies: ['orca', 'chromium', ...ifItCanRun('engines', 'engines')],
    }),
  ],
  webServer: {
    command: `node scripts/serve.mjs --no-compression`,
    env: { PORT: String(port) },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    timeout: 30_000,
  },
});
