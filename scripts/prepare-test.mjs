// @ts-check
// `npm test` starts here. The browser suites need Debian's browsers, Orca and nginx (scripts/system-packages.mjs
// says which suite needs what). As root on Debian it installs what is missing, saying what and why, the way
// `playwright install --with-deps` does; elsewhere it names each suite that will not run and what it needs, and
// the Playwright configuration leaves those suites out. With CI=true a missing package fails the run instead.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { suites, suitesThatCannotRun } from './system-packages.mjs';

const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');

/** @param {string[]} args */
function aptGet(args) {
  const run = spawnSync('apt-get', args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return run.status === 0;
}

let blocked = suitesThatCannotRun();
if (blocked.length && canInstall) {
  const packages = [...new Set(blocked.flatMap(({ missing }) => missing))];
  console.log(`Installing Debian's ${packages.join(' ')}, for:`);
  for (const { suite } of blocked) console.log(`  ${suite}: ${suites[suite].why}`);
  // The package lists of a new machine are empty or old: refresh them once, then install.
  // Without their recommendations: half the packages (about 320 instead of 630 on a new Debian 12) and half the
  // time to install them; what the suites use of those (the fonts) is named in system-packages.mjs.
  if (!aptGet(['update', '-qq']) || !aptGet(['install', '-y', '-qq', '--no-install-recommends', ...packages]))
    console.error('apt-get failed: the suites below will not run.');
  blocked = suitesThatCannotRun();
}

for (const { suite, missing } of blocked)
  console.error(
    `The ${suite} suite will not run: ${suites[suite].why}, and needs Debian's ${missing.join(', ')} ` +
      `(apt-get install -y ${missing.join(' ')}).`,
  );
if (blocked.length && process.env.CI) {
  console.error('CI runs every suite: stopping.');
  process.exit(1);
}
