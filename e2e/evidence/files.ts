// Where the run that tests a build writes what its scripted checks measured and saw: never in the repository.
// accessibility/evaluations.json names these files by their paths from the repository's root (reports/evidence/…),
// and the report copies each into its own folder.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteBuild } from '../../src/app/siteBuild';

export const root = join(import.meta.dirname, '../..');
/** The scripted checks' measurements (JSON), pictures (PNG) and the record of their run (run.json). */
export const evidenceDir = join(root, 'reports/evidence');
/** The record of the checks' run: when, which build, in which versions. */
export const evidenceRunFile = join(evidenceDir, 'run.json');

const buildFile = join(root, 'dist/build.json');
/** The build in dist/, as it names itself (build/vite/site-build.ts). */
export const builtSite = (): SiteBuild => JSON.parse(readFileSync(buildFile, 'utf8')) as SiteBuild;
/** The same, or undefined where nothing has been built yet. */
export const builtSiteIfAny = (): SiteBuild | undefined => (existsSync(buildFile) ? builtSite() : undefined);
