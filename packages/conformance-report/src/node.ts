// What an adapter on Node gathers for a report and does with it: the run's provenance, the built pages'
// technologies, whether the evidence was measured on these sources (the stamps compared), the evidence files the
// remarks measure, the reviewed transcripts; then the report written to a folder, its page checked, and what
// stops it from being signed. Unlike the main entry, this reads and writes files (and runs git).
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { execFileSync } from 'node:child_process';
import { release, type } from 'node:os';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { measuredFiles } from './claims';
import { reportProblems, tally } from './conformance';
import { toEarl } from './earl';
import { renderReport } from './render';
import { stampChanges, type Stamp } from './stamp';
import { technologiesOf, type Technologies } from './technologies';
import type { EvidenceRun, EvidenceState, ReportInput, RunResults, SelfCheck, Transcript } from './types';

function git(cwd: string, ...args: string[]): string {
  try {
    return execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

/** The system's own name for itself (os-release’s PRETTY_NAME, such as “Debian GNU/Linux 12 (bookworm)”), if it gives one. */
function distribution(): string | undefined {
  for (const file of ['/etc/os-release', '/usr/lib/os-release']) {
    if (!existsSync(file)) continue;
    const line = /^PRETTY_NAME=(.*)$/m.exec(readFileSync(file, 'utf8'))?.[1];
    if (line) return line.replace(/^(["'])(.*)\1$/, '$2');
  }
  return undefined;
}

/** Where the run ran: the commit (and whether tracked files differ from it), Node and the system. */
export function runProvenance(root: string): RunResults['provenance'] {
  const kernel = `${type()} ${release()} (${process.platform} ${process.arch})`;
  const system = distribution();
  return {
    commit: git(root, 'rev-parse', 'HEAD'),
    dirty: git(root, 'status', '--porcelain', '--untracked-files=no') !== '',
    node: process.version,
    os: system ? `${system}, ${kernel}` : kernel,
  };
}

/** What the built pages in `dist` use, as a browser receives them (their stylesheets read from `dist` too). */
export async function builtTechnologies(dist: string): Promise<Technologies> {
  const files = existsSync(dist)
    ? (await readdir(dist, { recursive: true }))
        .map(String)
        .filter((file) => file.endsWith('.html'))
        .sort()
    : [];
  const pages = await Promise.all(
    files.map(async (path) => ({ path, html: await readFile(join(dist, path), 'utf8') })),
  );
  return technologiesOf(pages, (href) => {
    const file = join(dist, href.replace(/^\//, ''));
    return href.startsWith('/') && existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  });
}

/**
 * Whether the evidence was measured on the sources reported: the stamp the evidence run recorded (`stampFile`)
 * compared with `current`, and the run's record, which must name the same stamp.
 */
export function evidenceState(options: {
  stampFile: string;
  run: EvidenceRun;
  current: Stamp;
  /** How the stamp and the run's record are named in the changes: their paths from the repository's root. */
  names: { stamp: string; run: string };
}): EvidenceState {
  const { stampFile, run, current, names } = options;
  if (!existsSync(stampFile)) {
    return { run: null, changes: [`${names.stamp} (missing: no evidence run recorded a stamp)`] };
  }
  const recorded = JSON.parse(readFileSync(stampFile, 'utf8')) as Stamp;
  const changes = stampChanges(recorded, current);
  if (run.stamp !== recorded.hash) changes.push(`${names.run} (from another run than ${names.stamp})`);
  return { run, changes };
}

/**
 * The evidence files the remarks' measurements read (paths from `root`), parsed: those that exist. The evaluations,
 * and the judgements of other standards' clauses, whose remarks may name measurements too.
 */
export function readEvidenceFiles(
  root: string,
  evaluations: Parameters<typeof measuredFiles>[0],
): Record<string, unknown> {
  return Object.fromEntries(
    measuredFiles(evaluations)
      .filter((path) => existsSync(join(root, path)))
      .map((path) => [path, JSON.parse(readFileSync(join(root, path), 'utf8')) as unknown]),
  );
}

/**
 * The reviewed transcripts in `dir` and its folders (*.txt), each named by its file from `dir` ("orca/firefox/home"),
 * with its path from `root` (as a test's "transcript" annotation names it), read by `read` (by default, as it is).
 */
export async function readTranscripts(
  dir: string,
  options: { root: string; read?: (file: string) => string },
): Promise<Transcript[]> {
  const { root, read = (file: string) => readFileSync(file, 'utf8') } = options;
  const names = (await readdir(dir, { recursive: true }))
    .map(String)
    .filter((name) => name.endsWith('.txt'))
    .map((name) => name.split(sep).join('/'))
    .sort();
  return names.map((name) => ({
    name: name.replace(/\.txt$/, ''),
    path: relative(root, join(dir, name)).split(sep).join('/'),
    text: read(join(dir, name)),
  }));
}

/** What writing a report found. */
export interface WrittenReport {
  /** The report page. */
  indexPath: string;
  selfCheck: SelfCheck;
  /** Whether the report page passed its own axe check, with no "needs review" left. */
  passes: boolean;
  /** Whether the evidence was measured on other sources: then the report gives no verdicts. */
  stale: boolean;
  /** Why it cannot be signed (reportProblems, and evidence an evaluation names that is missing): empty when it can. */
  problems: string[];
}

/**
 * Writes the report into `dir`: results.json (axe's raw results, one entry per scenario and state), earl.jsonld,
 * index.html (checked by `checkPage`, then written again with what the
 * check found), and, under evidence/, each file an evaluation names as its evidence, each file its measurements
 * read and each of `records` (paths from `root`), which the page links.
 */
export async function writeReport(
  dir: string,
  input: ReportInput,
  options: {
    root: string;
    checkPage: (path: string) => Promise<SelfCheck>;
    /** More files to ship with the evidence (paths from `root`), such as the record of the run that measured it. */
    records?: readonly string[];
  },
): Promise<WrittenReport> {
  mkdirSync(dir, { recursive: true });
  const raw = input.results.scenarios.flatMap(({ screen, viewport, scheme, phase, states }) =>
    states.map((state) => ({
      screen,
      viewport,
      scheme,
      phase,
      state: { id: state.id, label: state.label },
      results: state.results,
    })),
  );
  await writeFile(join(dir, 'results.json'), JSON.stringify(raw));
  // EARL's subjects are the product's pages at its public origin, whatever served them in the run.
  await writeFile(join(dir, 'earl.jsonld'), JSON.stringify(toEarl(input)));
  rmSync(join(dir, 'evidence'), { recursive: true, force: true });
  const missingEvidence: string[] = [];
  // What the evaluations name as evidence, every file a remark's figures are read from, and the run's records: an
  // auditor can check each figure against the file it came from.
  const evaluations = [...input.evaluations.results, ...(input.evaluations.judgements ?? [])];
  const evidence = new Set([
    ...evaluations.flatMap((evaluation) => evaluation.evidence.map((e) => e.path)),
    ...measuredFiles(evaluations),
    ...(options.records ?? []),
  ]);
  for (const path of evidence) {
    const source = join(options.root, path);
    if (existsSync(source)) cpSync(source, join(dir, 'evidence', path), { recursive: true });
    else missingEvidence.push(path);
  }
  const indexPath = join(dir, 'index.html');
  await writeFile(indexPath, renderReport(input));
  // The report page itself must pass the same checks as the pages it reports on.
  const selfCheck = await options.checkPage(indexPath);
  input.results.selfCheck = selfCheck;
  await writeFile(indexPath, renderReport(input));
  const stale = input.results.evidence.changes.length > 0;
  return {
    indexPath,
    selfCheck,
    passes: selfCheck.violations.length === 0 && selfCheck.incomplete.length === 0,
    stale,
    // When the evidence is stale, that alone is said (reportProblems): the rest would be read on other sources.
    problems: [...reportProblems(input), ...(stale ? [] : missingEvidence.map((path) => `missing evidence: ${path}`))],
  };
}

/** The report in a few lines, for the end of a run: where it is, what ran, and whether it can be signed. */
export function reportSummary(
  input: ReportInput,
  written: WrittenReport,
  { retried = [], failed = [] }: { retried?: readonly string[]; failed?: readonly string[] } = {},
): string {
  const { scenarios, expectedScenarios, tests } = input.results;
  const { selfCheck, passes, problems, stale } = written;
  const axeRuns = scenarios.reduce((count, scenario) => count + scenario.states.length, 0);
  const { passed, ran } = tally(tests);
  const failing = [...selfCheck.violations, ...selfCheck.incomplete].map((rule) => rule.id).join(', ');
  return (
    `\nAccessibility report: ${pathToFileURL(written.indexPath).href}\n` +
    `  ${scenarios.length}/${expectedScenarios} scenarios, ${axeRuns} axe runs, ` +
    `${passed}/${ran} tests that ran passed` +
    (ran < tests.length ? ` (${tests.length - ran} of ${tests.length} did not run)` : '') +
    '; ' +
    `report page: ${passes ? 'passes axe' : `FAILS axe: ${failing}`}; ` +
    (problems.length === 0
      ? 'every A and AA row has a verdict, a remark and evidence, and every measured remark holds'
      : `${stale ? 'NO VERDICTS' : 'CANNOT BE SIGNED'}:\n    ${problems.join('\n    ')}`) +
    listed('Tried again (first try failed; see test-results/)', retried) +
    listed('Failed (see test-results/)', failed)
  );
}

/** A titled list of the summary's, or nothing when it is empty. */
const listed = (title: string, lines: readonly string[]) =>
  lines.length === 0 ? '' : `\n  ${title}:\n    ${lines.join('\n    ')}`;
