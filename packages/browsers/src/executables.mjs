// @ts-check
// Where each engine's programs are, and which Debian package brings each: the one place that knows. Plain
// JavaScript with JSDoc types, so that Node's own scripts (the bench, the screenshots, `npm test`'s first step)
// import it as they are, without a TypeScript loader.
import { existsSync, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { chromium } from 'playwright-core';

/** @typedef {'chromium' | 'firefox' | 'webkit'} EngineName */

/** The Debian packages each engine needs (WebKitGTK's MiniBrowser has no headless mode: it needs a display). */
export const debianPackages = /** @type {const} */ ({
  chromium: ['chromium', 'chromium-headless-shell'],
  firefox: ['firefox-esr'],
  webkit: ['webkit2gtk-driver', 'xvfb'],
});

/** Flags for a sandboxed machine with no network beyond loopback: every tool here starts Chromium with them. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * CHROMIUM_PATH (an error if nothing is there), else Debian's /usr/bin/chromium, else undefined.
 * @returns {string | undefined}
 */
export function systemChromiumPath() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, but no file is there.`);
    return fromEnv;
  }
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

/**
 * The Chromium to drive: the system's (systemChromiumPath), else undefined where Playwright's own download is
 * there (Playwright then starts it); fails saying what to install where neither is.
 * @returns {string | undefined}
 */
export function chromiumExecutablePath() {
  const system = systemChromiumPath();
  if (system) return system;
  if (existsSync(chromium.executablePath())) return undefined;
  throw new Error(
    'No Chromium found. Install one (Debian: `apt-get install -y chromium`), set CHROMIUM_PATH to its ' +
      'executable, or run `npx playwright install chromium`.',
  );
}

/** Debian's chromium-headless-shell (the package of that name): headlessChromiumPath() prefers it. */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The Chromium for headless test runs: CHROMIUM_PATH where it is set, else Debian's chromium-headless-shell
 * where it is there, else chromiumExecutablePath(). The shell is the same build of Blink, V8 and Skia as
 * /usr/bin/chromium without the browser around them (window, profile, UI), so a page costs less CPU;
 * it is what Playwright itself runs headless. What a visitor's own browser must decide (a screen reader's
 * window, the bench's Lighthouse) stays on chromiumExecutablePath().
 * @returns {string | undefined}
 */
export function headlessChromiumPath() {
  if (!process.env.CHROMIUM_PATH && existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  return chromiumExecutablePath();
}

/** FIREFOX_PATH, else Debian's Firefox ESR. */
export const firefoxExecutablePath = () => process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** WEBKIT_WEBDRIVER_PATH, else Debian's WebKitWebDriver (webkit2gtk-driver). */
export const webKitDriverPath = () => process.env.WEBKIT_WEBDRIVER_PATH ?? '/usr/bin/WebKitWebDriver';

/**
 * WEBKIT_MINIBROWSER_PATH, else Debian's MiniBrowser (webkit2gtk-driver brings it with the driver), in the library
 * folder of the machine's architecture (/usr/lib/<multiarch triplet>/webkit2gtk-4.1), wherever it is found.
 */
export function miniBrowserPath() {
  if (process.env.WEBKIT_MINIBROWSER_PATH) return process.env.WEBKIT_MINIBROWSER_PATH;
  const inFolder = (/** @type {string} */ folder) => join('/usr/lib', folder, 'webkit2gtk-4.1', 'MiniBrowser');
  const folders = existsSync('/usr/lib') ? readdirSync('/usr/lib') : [];
  return folders.map(inFolder).find((path) => existsSync(path)) ?? inFolder('<multiarch triplet>');
}

/**
 * The path if a file is there; else fails naming the Debian package to install.
 * @param {string} path
 * @param {string} debianPackage
 */
export function required(path, debianPackage) {
  if (!existsSync(path)) throw new Error(`${path} is missing: apt-get install -y ${debianPackage}`);
  return path;
}

/**
 * Whether a program of this name is in a folder of PATH.
 * @param {string} program
 */
const onPath = (program) =>
  (process.env.PATH ?? '').split(delimiter).some((folder) => folder && existsSync(join(folder, program)));

/**
 * Why this engine cannot start on this machine (a program missing, and the package that brings it), or
 * undefined if it can.
 * @param {EngineName} engine
 * @returns {string | undefined}
 */
export function unavailable(engine) {
  try {
    if (engine === 'chromium') chromiumExecutablePath();
    else if (engine === 'firefox') required(firefoxExecutablePath(), 'firefox-esr');
    else {
      required(webKitDriverPath(), 'webkit2gtk-driver');
      required(miniBrowserPath(), 'webkit2gtk-driver');
      if (!onPath('Xvfb')) return 'Xvfb is missing: apt-get install -y xvfb';
    }
    return undefined;
  } catch (error) {
    return /** @type {Error} */ (error).message;
  }
}
