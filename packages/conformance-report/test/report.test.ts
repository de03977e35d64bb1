// The report: what it says, what it refuses to say, and that it never prints a value as markup.
import { describe, expect, it } from 'vitest';
import { conformanceRows, criterionLabel, renderReport, reportProblems, toEarl, wcag22 } from '../src';
import { escapeHtml } from '../src/html';
import { criterionIri as iriOf } from '../src/wcag';

const criterionIri = (criterion: string) => iriOf(wcag22, criterion);
import { axeRun, contrastViolation, hostile, input, parse } from './fixture';

// A Document's textContent is null: read its root element's, so that a check on the whole page is not vacuous.
const text = (node: Element | Document | null | undefined) =>
  ((node && 'documentElement' in node ? node.documentElement : node)?.textContent ?? '').replace(/\s+/g, ' ');
/** A test of a run, as the collector lists it: each use overrides what it is about. */
const tested = {
  file: 'e2e/b.spec.ts',
  section: 'Browser tests',
  group: 'g',
  project: 'chromium',
  criteria: [] as string[],
};
const row = (document: Document, criterion: string) => document.getElementById(`sc-${criterion.replace(/\./g, '-')}`);

describe('the report page', () => {
  it('escapes every value it prints', () => {
    expect(escapeHtml(`<a href="x" title='y'>&`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;');
    const page = renderReport(input());
    expect(page).not.toContain(hostile);
    expect(page).toContain(escapeHtml(hostile));
    expect(parse(page).querySelectorAll('script, img')).toHaveLength(0);
  });

  it('says it is a self-assessment on its cover and in its methods, and what was not tested', () => {
    const document = parse(renderReport(input()));
    expect(text(document.querySelector('header'))).toContain('A self-assessment.');
    expect(text(document.querySelector('header'))).toContain('No third party audited it');
    expect(text(document.getElementById('wcag-em')?.parentElement)).toContain('A self-assessment.');
    for (const what of ['screen readers on Windows and macOS', 'speech recognition', 'voice control']) {
      expect(text(document.getElementById('wcag-em')?.parentElement)).toContain(what);
    }
    expect(text(document)).not.toMatch(/evaluation by a person/i);
    expect(text(document.querySelector('article.check'))).toContain(
      'A scripted check whose output its evaluators read (semi-automatic)',
    );
  });

  it('marks each row with its WCAG version, aims at the target and lists the AAA criteria also met', () => {
    const document = parse(renderReport(input()));
    expect(text(row(document, '1.1.1')?.querySelector('th'))).toContain('(Level A, WCAG 2.0)');
    expect(text(row(document, '1.4.10')?.querySelector('th'))).toContain('(Level AA, WCAG 2.1)');
    expect(text(row(document, '2.4.11')?.querySelector('th'))).toContain('(Level AA, WCAG 2.2)');
    expect(document.querySelectorAll('table.conformance tbody tr')).toHaveLength(Object.keys(wcag22).length);
    const notes = text(document.querySelector('.front'));
    expect(notes).toContain('Conformance target: WCAG 2.2 AA.');
    const aaa = Object.values(wcag22).filter((criterion) => criterion.level === 'AAA').length;
    expect(notes).toContain(`Also met, beyond the target: ${aaa} criteria of level AAA`);
    expect(text(row(document, '4.1.1'))).toContain('Obsolete and removed in WCAG 2.2');
    // WCAG 2.2 has 55 criteria at A and AA once 4.1.1 is gone: every count leaves it out and says so.
    const counted = Object.values(wcag22).filter((criterion) => !criterion.obsolete);
    expect(counted.filter((criterion) => criterion.level !== 'AAA')).toHaveLength(55);
    const ofLevel = (level: string) => counted.filter((criterion) => criterion.level === level).length;
    expect(text(document.querySelector('table#table-a caption'))).toContain(
      `(${ofLevel('A')} criteria; and 4.1.1 Parsing, obsolete in WCAG 2.2, not counted)`,
    );
    expect(text(document.body)).toContain('4.1.1 Parsing: obsolete in WCAG 2.2, not counted');
    expect(text(document.body)).toContain(
      `Verdicts of WCAG 2.2’s ${counted.length} criteria: level A (${ofLevel('A')}) `,
    );
  });

  it('gives the versions each run used, both where they differ', () => {
    const document = parse(renderReport(input()));
    const matrix = [...document.querySelectorAll('table.matrix tbody tr')];
    const chromium = text(matrix.find((tr) => text(tr.querySelector('th')).startsWith('Chromium')));
    expect(chromium).toContain('150.0.1');
    expect(chromium).toContain('151.0.2');
    expect(chromium).toContain('(differs)');
    expect(text(matrix.find((tr) => text(tr.querySelector('th')).startsWith('WebKitGTK')))).toContain(
      'not used in this run',
    );
  });

  it('says in one line how each needs-review result was settled, or that it was not', () => {
    const settled = input();
    settled.results.axe.reviewedIncompletes = [
      { rule: 'color-contrast', within: '#x', reason: 'Ink on paper is 7:1.', settledBy: 'theme/contrast.test.ts' },
    ];
    settled.results.scenarios[0]!.states[1]!.incompleteReviews = [
      { rule: 'color-contrast', target: '#x > img', reason: 'Ink on paper is 7:1.' },
    ];
    const document = parse(renderReport(settled));
    const table = document.querySelector('table.settled');
    expect(text(table?.querySelector('tbody tr'))).toContain('Settled by theme/contrast.test.ts. Ink on paper is 7:1.');
    // Nothing says a person reviewed what a script settled: the method is told one way.
    expect(text(document)).not.toMatch(/person’s review/);
    expect(text(parse(renderReport(input())).querySelector('table.settled'))).toContain(
      'Not settled: no review covers it',
    );
  });

  it('says which rows rest on a real screen reader’s transcript and which on a simulation', () => {
    const base = input();
    const everything = base.evaluations.results[0]!;
    const byScript = { ...everything, environments: ['chromium'] };
    const heard = {
      ...everything,
      id: 'heard',
      title: 'What Orca says',
      environments: ['orca'],
      evidence: [{ label: 'Orca in Firefox: home', path: 'transcripts/orca/home.txt' }],
      criteria: { '1.3.2': { outcome: 'pass' as const, remark: 'Orca reads in order.' } },
    };
    const simulated = 'a simulated screen reader (virtual), not a real one';
    const run = input({
      evaluations: { ...base.evaluations, results: [byScript, heard] },
      results: {
        ...base.results,
        tests: [{ ...base.results.tests[0]!, simulation: simulated }],
      },
    });
    const document = parse(renderReport(run));
    expect(text(row(document, '2.4.1')?.querySelector('.screen-reader')).trim()).toBe(
      `No real screen reader’s transcript for this criterion. Its browser tests use ${simulated}: a simulation.`,
    );
    expect(text(row(document, '1.3.2')?.querySelector('.screen-reader'))).toContain(
      'Real screen reader: Orca, transcripts Orca in Firefox: home.',
    );
    expect(row(document, '1.4.3')?.querySelector('.screen-reader')).toBeNull();
  });

  it('lists the technologies it was given, and no other', () => {
    const document = parse(renderReport(input()));
    const listed = text(document.getElementById('wcag-em')?.parentElement);
    expect(listed).toContain('WAI-ARIA: the attributes aria-label');
    expect(listed).not.toContain('aria-expanded');
  });
});

describe('the tests of the run', () => {
  const orca = {
    ...tested,
    file: 'e2e/orca/orca.spec.ts',
    section: 'A real screen reader: Orca 43.1 in Firefox ESR and Chromium',
    group: 'Orca in firefox',
    project: 'orca',
  };
  const run = () =>
    input({
      results: {
        ...input().results,
        tests: [
          { ...tested, title: 'passes', criteria: ['2.4.1'], outcome: 'passed' },
          // From a file and a project no list names: it is listed all the same.
          {
            ...tested,
            file: 'e2e/new.spec.ts',
            section: 'Project new',
            group: 'new',
            project: 'new',
            title: 'brand new',
            outcome: 'failed',
            error: 'broke',
          },
          { ...tested, title: 'stopped', outcome: 'not run' },
          {
            ...orca,
            title: 'the matrix at 390px',
            outcome: 'passed',
            flaky: 'Orca said nothing',
            transcripts: ['transcripts/orca/firefox/matrix-390.txt'],
          },
        ],
        transcripts: {
          note: 'A transcript is a reviewed reference.',
          files: [
            { name: 'orca/firefox/matrix-390', path: 'transcripts/orca/firefox/matrix-390.txt', text: 'table' },
            { name: 'orca/firefox/home-landmarks', path: 'transcripts/orca/firefox/home-landmarks.txt', text: 'nav' },
          ],
        },
      },
    });

  it('lists every test, whatever its file, in a table under its section, with where it ran and its result', () => {
    const document = parse(renderReport(run()));
    const section = document.getElementById('tests')!.parentElement!;
    const rows = [...section.querySelectorAll('tbody tr')].map((tr) => text(tr));
    expect(rows).toHaveLength(4);
    for (const heading of [
      'Browser tests',
      'Project new',
      'A real screen reader: Orca 43.1 in Firefox ESR and Chromium',
    ])
      expect([...section.querySelectorAll('h3')].map((h) => text(h))).toContain(heading);
    expect(rows.find((row) => row.includes('brand new'))).toMatch(
      /brand new\s*new\s*none tagged\s*Fail \(failed\) broke/,
    );
    expect(rows.find((row) => row.includes('stopped'))).toContain('Did not run (not run)');
    expect(rows.find((row) => row.includes('matrix'))).toContain(
      'Pass on a retry (flaky): the first try failed. Orca said nothing',
    );
    expect(text(section)).toContain('Project new 1 test(s): 0 passed, 1 failed, 0 did not run.');
    // The summary counts the same list.
    expect(text(document.getElementById('summary')?.parentElement)).toContain(
      'Of all the tests of the run (each listed below), 4 test(s): 2 passed (1 of them on a retry), 1 failed, 1 did not run.',
    );
  });

  it('links each test to the transcripts it compared with, and names the transcripts no test compared with', () => {
    const document = parse(renderReport(run()));
    const link = document.querySelector('section:has(#tests) th a[href="#transcript-orca-firefox-matrix-390"]');
    expect(text(link)).toBe('orca/firefox/matrix-390');
    const transcripts = document.getElementById('transcripts')!.parentElement!;
    expect(text(transcripts)).toContain('2 transcript(s); 1 compared with by a test of this run.');
    expect(text(transcripts)).toContain(
      'No test of this run compared with these 1: transcripts/orca/firefox/home-landmarks.txt.',
    );
    expect(text(transcripts.querySelector('#transcript-orca-firefox-home-landmarks summary'))).toContain(
      'no test of this run compared with it',
    );
    const compared = transcripts.querySelector('#transcript-orca-firefox-matrix-390');
    expect(text(compared?.querySelector('summary'))).toContain('compared by 1 test(s)');
    expect(text(compared?.querySelector('li'))).toContain(
      'Orca in firefox › the matrix at 390px (orca): passed, on a retry',
    );
    expect(compared?.querySelector('li a')?.getAttribute('href')).toBe(
      '#tests-a-real-screen-reader-orca-43-1-in-firefox-esr-and-chromium-orca-in-firefox',
    );
    expect(
      document.getElementById('tests-a-real-screen-reader-orca-43-1-in-firefox-esr-and-chromium-orca-in-firefox')
        ?.tagName,
    ).toBe('TABLE');
  });

  it('counts a test tagged with a criterion in its row, whatever its file', () => {
    const failing = run();
    failing.results.tests = [{ ...orca, title: 'the notice', criteria: ['4.1.3'], outcome: 'failed', error: 'silent' }];
    expect(conformanceRows(failing).find((candidate) => candidate.criterion === '4.1.3')?.verdict).toBe(
      'Does Not Support',
    );
  });
});

describe('the verdicts', () => {
  it('fails a criterion on an automated failure of this run, and says why the report cannot be signed', () => {
    const failing = input({
      results: {
        ...input().results,
        scenarios: [
          {
            ...input().results.scenarios[0]!,
            states: [{ id: 'top', label: 'Top of page', results: axeRun({ violations: [contrastViolation] }) }],
          },
        ],
        tests: [{ ...tested, group: 'focus', title: 'fails', criteria: ['2.4.3'], outcome: 'failed', error: 'x' }],
      },
    });
    const rows = conformanceRows(failing);
    expect(rows.find((candidate) => candidate.criterion === '1.4.3')?.verdict).toBe('Does Not Support');
    expect(rows.find((candidate) => candidate.criterion === '2.4.3')?.verdict).toBe('Does Not Support');
    expect(rows.find((candidate) => candidate.criterion === '2.4.2')?.verdict).toBe('Supports');
  });

  it('says Supports of no row whose tests or measurements did not run or failed, in the rows, EARL and summary', () => {
    const base = input();
    const measured = { ...base.evaluations.results[0]! };
    measured.criteria = {
      ...measured.criteria,
      '2.5.8': {
        outcome: 'pass',
        remark: 'Every target is big enough.',
        measured: [{ test: 'e2e/t.spec.ts: targets' }],
      },
      '1.4.11': { outcome: 'pass', remark: 'Every boundary shows.', measured: [{ test: 'e2e/t.spec.ts: borders' }] },
    };
    const run = input({
      evaluations: { ...base.evaluations, results: [measured] },
      results: {
        ...base.results,
        // The targets' test failed; the borders' test is not in this run at all; a test no criterion rests on failed.
        tests: [
          { ...tested, title: 'passes', criteria: ['2.4.1'], outcome: 'passed' },
          { ...tested, title: 'stopped', criteria: ['2.4.3'], outcome: 'not run' },
          { ...tested, title: 'skipped', criteria: ['2.1.2'], outcome: 'skipped' },
          { ...tested, file: 'e2e/t.spec.ts', title: 'targets', outcome: 'failed' },
          { ...tested, file: 'e2e/u.spec.ts', title: 'tied to nothing', outcome: 'timedOut' },
          { ...tested, file: 'e2e/u.spec.ts', title: 'fine', outcome: 'passed' },
        ],
      },
    });
    const rows = conformanceRows(run);
    const verdict = (criterion: string) => rows.find((candidate) => candidate.criterion === criterion)?.verdict;
    expect(verdict('2.4.1')).toBe('Supports');
    expect(verdict('2.4.3')).toBe('Not Evaluated');
    expect(verdict('2.1.2')).toBe('Not Evaluated');
    expect(verdict('2.5.8')).toBe('Does Not Support');
    expect(verdict('1.4.11')).toBe('Not Evaluated');
    const problems = reportProblems(run).join('\n');
    for (const criterion of ['2.4.3', '2.1.2', '2.5.8', '1.4.11']) {
      expect(problems).toContain(criterionLabel(wcag22, criterion));
    }
    const earl = toEarl(run)['@graph'] as { test?: { '@id': string }; result?: { outcome: string } }[];
    const outcome = (criterion: string) =>
      earl.find((node) => node.test?.['@id'] === criterionIri(criterion))?.result?.outcome;
    expect(outcome('2.4.1')).toBe('earl:passed');
    for (const criterion of ['2.4.3', '2.1.2', '1.4.11']) expect(outcome(criterion)).toBe('earl:untested');
    expect(outcome('2.5.8')).toBe('earl:failed');
    const summary = text(parse(renderReport(run)).getElementById('summary')?.parentElement);
    expect(summary).toContain('Some checks fail or did not run');
    expect(summary).not.toContain('All automated checks pass');
    // Every failed test is named, the one no criterion rests on too.
    expect(summary).toContain('6 test(s): 2 passed, 2 failed, 2 did not run.');
    expect(summary).toContain('e2e/u.spec.ts: tied to nothing (timedOut)');
    expect(summary).toContain('This report cannot be signed');
    // With A or AA rows not evaluated, no conformance term is claimed.
    const front = text(parse(renderReport(run)).getElementById('front-matter')?.parentElement);
    expect(front).toContain('No claim against it from this run');
    expect(front).not.toMatch(/the product is (fully|partially|not) compliant/);
  });

  it('cannot be signed while a verdict is dated before the evidence run it rests on', () => {
    const early = input();
    early.evaluations.results = [{ ...early.evaluations.results[0]!, date: '2026-01-01' }];
    expect(reportProblems(early)).toEqual([
      'Everything, by script: its verdicts are dated 2026-01-01, before the evidence run of 2026-01-02 they rest on',
    ]);
    expect(reportProblems(input())).toEqual([]);
  });

  it('asks a known issue of an A or AA row its evaluations fail, not of a level AAA row beyond the target', () => {
    const failing = (criterion: string) => {
      const run = input();
      const only = { ...run.evaluations.results[0]! };
      only.criteria = { ...only.criteria, [criterion]: { outcome: 'fail' as const, remark: 'Not met, by choice.' } };
      run.evaluations = { ...run.evaluations, results: [only] };
      return run;
    };
    expect(reportProblems(failing('2.2.1'))).toEqual([
      `${criterionLabel(wcag22, '2.2.1')}: Does Not Support, and no known issue describes it with the date it was found`,
    ]);
    const aaa = failing('2.2.3');
    expect(reportProblems(aaa)).toEqual([]);
    expect(text(row(parse(renderReport(aaa)), '2.2.3'))).toContain('Does Not Support');
  });

  it('cannot be signed with an A or AA criterion Not Evaluated', () => {
    const partial = input();
    const only = { ...partial.evaluations.results[0]! };
    only.criteria = Object.fromEntries(Object.entries(only.criteria).filter(([criterion]) => criterion !== '2.4.2'));
    partial.evaluations = { ...partial.evaluations, results: [only] };
    expect(reportProblems(partial)).toEqual([
      `${criterionLabel(wcag22, '2.4.2')}: Not Evaluated`,
      `${criterionLabel(wcag22, '2.4.2')}: no evidence`,
    ]);
    expect(text(row(parse(renderReport(partial)), '2.4.2'))).toContain('Not Evaluated');
  });

  it('gives no verdicts, and says what changed and what to run, when the evidence was measured on other sources', () => {
    const stale = input();
    stale.results.evidence = { ...stale.results.evidence, changes: ['src/App.tsx', 'npm:react 19.0.0 → 19.0.1'] };
    const document = parse(renderReport(stale));
    expect(document.querySelectorAll('table.conformance')).toHaveLength(0);
    expect(document.querySelectorAll('td.verdict')).toHaveLength(0);
    const refusal = text(document.getElementById('conformance')?.parentElement);
    expect(refusal).toContain('No verdicts');
    expect(refusal).toContain('src/App.tsx');
    expect(refusal).toContain('npm run evidence');
    expect(text(document)).not.toContain('Against it the product is');
    const problems = reportProblems(stale);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('src/App.tsx, npm:react 19.0.0 → 19.0.1');
    expect(problems[0]).toContain('Run `npm run evidence`');
  });
});
