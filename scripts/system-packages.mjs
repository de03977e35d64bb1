// @ts-check
// The Debian packages each browser suite needs, written once: `npm test`'s first step (scripts/prepare-test.mjs)
// installs them, and the Playwright configuration leaves out a suite whose packages are missing (never on CI).
import { spawnSync } from 'node:child_process';
import { debianPackages } from '@foundation/browsers/executables';

/** @typedef {{ packages: string[], why: string }} Suite */

/**
 * The fonts the pages are measured with, which a page's layout depends on: DejaVu (the known fallback), the faces
 * fontconfig gives for Arial, Helvetica and Times (Liberation's and URW's, metric-compatible), and the others the
 * browsers bring as recommended packages. Named, because the packages are installed without their recommendations.
 */
const fonts = [
  'fonts-dejavu-core',
  'fonts-dejavu-extra',
  'fonts-liberation',
  'fonts-urw-base35',
  'fonts-noto-mono',
  'fonts-droid-fallback',
  'xfonts-base',
];

/** @type {Record<'chromium' | 'engines' | 'orca' | 'nginx', Suite>} */
export const suites = {
  chromium: {
    packages: [...debianPackages.chromium, ...fonts],
    why: 'the browser suites (in its headless shell), the component catalogue and the bench run in Chromium, with known fonts',
  },
  engines: {
    packages: [...debianPackages.firefox, ...debianPackages.webkit, ...fonts],
    why: 'the core behaviour also runs in Firefox ESR and WebKitGTK (Safari’s engine), on an Xvfb display',
  },
  orca: {
    // The fonts too: Orca reads by line, and where a line breaks depends on them.
    packages: [
      'orca',
      'xvfb',
      'dbus-x11',
      'at-spi2-core',
      'xdotool',
      'x11-utils',
      'python3-pyatspi',
      'firefox-esr',
      ...fonts,
    ],
    why: 'a real screen reader, Orca, reads the site in Firefox ESR and Chromium over the accessibility bus',
  },
  nginx: {
    packages: ['nginx-light'],
    why: 'the nginx configuration the build writes is served by Debian’s real nginx',
  },
};

/** @typedef {keyof typeof suites} SuiteName */

/**
 * The packages of `names` that dpkg does not list as installed (all of them where there is no dpkg).
 * @param {string[]} names
 * @returns {string[]}
 */
export function notInstalled(names) {
  if (!names.length) return [];
  const query = spawnSync('dpkg-query', ['-W', '-f=${Package} ${db:Status-Status}\\n', ...names], {
    encoding: 'utf8',
  });
  if (query.error) return [...names];
  const installed = new Set(
    query.stdout
      .split('\n')
      .filter((line) => line.endsWith(' installed'))
      .map((line) => line.split(' ')[0]),
  );
  return names.filter((name) => !installed.has(name));
}

/**
 * The suites that cannot run on this machine, each with the packages it lacks.
 * @returns {{ suite: SuiteName, missing: string[] }[]}
 */
export function suitesThatCannotRun() {
  const all = [...new Set(Object.values(suites).flatMap((suite) => suite.packages))];
  const missing = new Set(notInstalled(all));
  return /** @type {SuiteName[]} */ (Object.keys(suites))
    .map((suite) => ({ suite, missing: suites[suite].packages.filter((name) => missing.has(name)) }))
    .filter(({ missing }) => missing.length > 0);
}
