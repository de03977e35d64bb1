// A production build refuses the stand-in contact details and says which and what to do; a preview builds, names its
// build in dist/build.json and leaves the report's page for the run that tests it.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sitePlaceholders } from '../../src/content/standIns';

const root = join(import.meta.dirname, '../..');
const outDir = mkdtempSync(join(tmpdir(), 'site-build-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/** `vite build` of the client alone into a folder of its own, with `env` added. */
function viteBuild(env: Record<string, string>) {
  const { SITE_PREVIEW: _preview, ...inherited } = process.env;
  return spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir], {
    cwd: root,
    env: { ...inherited, ...env },
    encoding: 'utf8',
  });
}

describe('the site build', () => {
  it('refuses stand-in contacts in a production build, naming them and the way out', () => {
    expect(sitePlaceholders).toContain('e-mail address');
    const run = viteBuild({});
    expect(run.status).not.toBe(0);
    expect(run.stdout + run.stderr).toContain(
      'The e-mail address, phone number and website address in src/content/site.ts are stand-ins that reach no one',
    );
    expect(run.stdout + run.stderr).toContain('npm run build:preview');
  });

  it('builds a preview that names its build, the same one scripts/build.mjs hands every step', () => {
    const build = { commit: 'a1b2c3d4e5f6', modified: false, date: '2026-01-02' };
    const run = viteBuild({ SITE_PREVIEW: '1', SITE_BUILD: JSON.stringify(build) });
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(readFileSync(join(outDir, 'build.json'), 'utf8'))).toEqual({ ...build, preview: true });
    const reportPage = readFileSync(join(outDir, 'accessibility/report/index.html'), 'utf8');
    expect(reportPage).toContain('No test run has written the conformance report of this version (build a1b2c3d4e5f6)');
  });
});
