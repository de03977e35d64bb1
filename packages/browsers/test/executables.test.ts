// Where each engine's programs are found, and what is said when one is missing.
import { afterEach, expect, test, vi } from 'vitest';
import {
  chromiumExecutablePath,
  firefoxExecutablePath,
  HEADLESS_SHELL,
  headlessChromiumPath,
  miniBrowserPath,
  systemChromiumPath,
  unavailable,
  webKitDriverPath,
} from '../src/executables.mjs';
import { existsSync } from 'node:fs';

afterEach(() => {
  vi.unstubAllEnvs();
});

test('an environment variable names each program; without it, Debian’s', () => {
  vi.stubEnv('FIREFOX_PATH', undefined);
  vi.stubEnv('WEBKIT_WEBDRIVER_PATH', undefined);
  vi.stubEnv('WEBKIT_MINIBROWSER_PATH', undefined);
  expect(firefoxExecutablePath()).toBe('/usr/bin/firefox-esr');
  expect(webKitDriverPath()).toBe('/usr/bin/WebKitWebDriver');
  expect(miniBrowserPath()).toMatch(/^\/usr\/lib\/[^/]+\/webkit2gtk-4\.1\/MiniBrowser$/);
  // The driver and MiniBrowser come in one Debian package: with the one, the other is found, whatever the machine.
  if (existsSync(webKitDriverPath())) expect(existsSync(miniBrowserPath())).toBe(true);
  vi.stubEnv('WEBKIT_MINIBROWSER_PATH', '/opt/webkit/MiniBrowser');
  expect(miniBrowserPath()).toBe('/opt/webkit/MiniBrowser');
  vi.stubEnv('FIREFOX_PATH', '/opt/firefox/firefox');
  expect(firefoxExecutablePath()).toBe('/opt/firefox/firefox');
});

test('a CHROMIUM_PATH with nothing there fails, saying so', () => {
  vi.stubEnv('CHROMIUM_PATH', '/nowhere/chromium');
  expect(() => systemChromiumPath()).toThrow('CHROMIUM_PATH is set to /nowhere/chromium, but no file is there.');
  expect(() => chromiumExecutablePath()).toThrow('no file is there');
  expect(unavailable('chromium')).toContain('/nowhere/chromium');
});

test('headless runs take the headless shell where it is there, else Chromium; CHROMIUM_PATH names the one', () => {
  vi.stubEnv('CHROMIUM_PATH', undefined);
  expect(headlessChromiumPath()).toBe(existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumExecutablePath());
  vi.stubEnv('CHROMIUM_PATH', process.execPath);
  expect(headlessChromiumPath()).toBe(process.execPath);
  expect(chromiumExecutablePath()).toBe(process.execPath);
});

test('a missing program is named with the Debian package that brings it', () => {
  vi.stubEnv('FIREFOX_PATH', '/nowhere/firefox-esr');
  expect(unavailable('firefox')).toBe('/nowhere/firefox-esr is missing: apt-get install -y firefox-esr');
  vi.stubEnv('WEBKIT_WEBDRIVER_PATH', '/nowhere/WebKitWebDriver');
  expect(unavailable('webkit')).toBe('/nowhere/WebKitWebDriver is missing: apt-get install -y webkit2gtk-driver');
});
