// What an adapter on Node writes: the report's files in one folder, the evidence beside them, and a page that
// cannot be signed when its own check or its evidence fails.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { evidenceState, readTranscripts, reportSummary, writeReport } from '../src/node';
import type { SelfCheck } from '../src';
import { input } from './fixture';

let root: string;
const write = (path: string, content: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
};
const clean: SelfCheck = { violations: [], incomplete: [], passes: 40, widths: [1280, 320] };
const checked: string[] = [];
const checkPage = (check: SelfCheck) => async (path: string) => {
  checked.push(readFileSync(path, 'utf8'));
  return check;
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'conformance-report-'));
  checked.length = 0;
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('writeReport', () => {
  it('ships every file a figure is read from and the run’s records with the evidence, not only those named', async () => {
    write('evidence/everything.json', '{"pages": 1}');
    write('evidence/measured.json', '{"failing": 0}');
    write('evidence/run.json', '{"build": "abc"}');
    const report = input();
    const [first, ...rest] = report.evaluations.results;
    const measured = { ...first!, criteria: { ...first!.criteria } };
    measured.criteria['1.4.3'] = {
      outcome: 'pass',
      remark: 'No pair fails.',
      measured: [{ file: 'evidence/measured.json', figure: '/failing', is: 0 }],
    };
    const dir = join(root, 'report');
    await writeReport(
      dir,
      { ...report, evaluations: { ...report.evaluations, results: [measured, ...rest] } },
      {
        root,
        checkPage: checkPage(clean),
        records: ['evidence/run.json'],
      },
    );
    expect(readFileSync(join(dir, 'evidence/evidence/measured.json'), 'utf8')).toBe('{"failing": 0}');
    expect(readFileSync(join(dir, 'evidence/evidence/run.json'), 'utf8')).toBe('{"build": "abc"}');
  });

  it('writes the page, EARL, axe’s raw results and the evidence, and checks the page it wrote', async () => {
    write('evidence/everything.json', '{"pages": 1}');
    const dir = join(root, 'report');
    const report = input();
    const written = await writeReport(dir, report, { root, checkPage: checkPage(clean) });
    expect(written).toMatchObject({ passes: true, stale: false, problems: [] });
    expect(readFileSync(join(dir, 'evidence/evidence/everything.json'), 'utf8')).toBe('{"pages": 1}');
    const earl = JSON.parse(readFileSync(join(dir, 'earl.jsonld'), 'utf8')) as { '@context': unknown };
    expect(earl['@context']).toBeDefined();
    const raw = JSON.parse(readFileSync(join(dir, 'results.json'), 'utf8')) as { state: { id: string } }[];
    expect(raw.map((entry) => entry.state.id)).toEqual(['top', 'tooltip']);
    // Checked once, then written again with what the check found.
    expect(checked).toHaveLength(1);
    expect(report.results.selfCheck).toEqual(clean);
    expect(readFileSync(written.indexPath, 'utf8')).not.toBe(checked[0]);
  });

  it('cannot be signed when its page fails its own check or an evaluation’s evidence is missing', async () => {
    const failing: SelfCheck = { ...clean, violations: [{ id: 'region', help: 'Landmarks', nodes: 2 }] };
    const written = await writeReport(join(root, 'report'), input(), { root, checkPage: checkPage(failing) });
    expect(written.passes).toBe(false);
    expect(written.problems).toEqual(['missing evidence: evidence/everything.json']);
    const summary = reportSummary(input(), written, { retried: ['a test: Timeout'], failed: ['b test: silence'] });
    expect(summary).toContain('FAILS axe: region');
    expect(summary).toContain('CANNOT BE SIGNED:\n    missing evidence: evidence/everything.json');
    expect(summary).toContain('Tried again (first try failed; see test-results/):\n    a test: Timeout');
    expect(summary).toContain('Failed (see test-results/):\n    b test: silence');
  });

  it('says only that it gives no verdicts when the evidence was measured on other sources', async () => {
    const report = input();
    report.results.evidence = { run: null, changes: ['src/App.tsx'] };
    const written = await writeReport(join(root, 'report'), report, { root, checkPage: checkPage(clean) });
    expect(written.stale).toBe(true);
    expect(written.problems).toHaveLength(1);
    expect(written.problems[0]).toContain('gives no verdicts');
    expect(reportSummary(report, written)).toContain('NO VERDICTS:');
  });
});

describe('evidenceState', () => {
  const run = input().results.evidence.run!;
  const names = { stamp: 'stamp.json', run: 'run.json' };
  const current = { hash: 'abc123', files: { 'src/App.tsx': '1' } };

  it('finds no change when the recorded stamp is the current one and the run names it', () => {
    write('stamp.json', JSON.stringify(current));
    expect(evidenceState({ stampFile: join(root, 'stamp.json'), run, current, names })).toEqual({ run, changes: [] });
  });

  it('names what changed, a run from another stamp, and a stamp never recorded', () => {
    write('stamp.json', JSON.stringify({ hash: 'other', files: { 'src/App.tsx': '0' } }));
    expect(evidenceState({ stampFile: join(root, 'stamp.json'), run, current, names }).changes).toEqual([
      'src/App.tsx',
      'run.json (from another run than stamp.json)',
    ]);
    expect(evidenceState({ stampFile: join(root, 'none.json'), run, current, names })).toEqual({
      run: null,
      changes: ['stamp.json (missing: no evidence run recorded a stamp)'],
    });
  });
});

it('reads the reviewed transcripts by name, in folders too, with their paths, through the reader given', async () => {
  write('transcripts/home.txt', 'link, Skip to content');
  write('transcripts/orca/firefox/matrix-390.txt', 'table');
  write('transcripts/notes.md', 'not a transcript');
  const read = (file: string) => readFileSync(file, 'utf8').toUpperCase();
  expect(await readTranscripts(join(root, 'transcripts'), { root, read })).toEqual([
    { name: 'home', path: 'transcripts/home.txt', text: 'LINK, SKIP TO CONTENT' },
    { name: 'orca/firefox/matrix-390', path: 'transcripts/orca/firefox/matrix-390.txt', text: 'TABLE' },
  ]);
  expect(existsSync(join(root, 'transcripts/home.txt'))).toBe(true);
});
