// EARL: the assertors and modes as the evaluation was made, the subjects at the product's public origin.
import jsonld from 'jsonld';
import { describe, expect, it } from 'vitest';
import { toEarl, wcag22 } from '../src';
import { input } from './fixture';

const earl = (node: string) => `http://www.w3.org/ns/earl#${node}`;

async function expanded(report = input()) {
  const nodes = await jsonld.expand(toEarl(report));
  const ofType = (type: string) =>
    nodes.filter((node) => (node['@type'] as string[] | undefined)?.includes(earl(type)));
  const criteria = nodes.filter((node) =>
    (node[earl('test')] as { '@id'?: string }[] | undefined)?.[0]?.['@id']?.startsWith(
      'https://www.w3.org/WAI/WCAG22/Understanding/',
    ),
  );
  const mode = (node: (typeof nodes)[number]) => (node[earl('mode')] as { '@id': string }[])[0]!['@id'];
  const assertedBy = (node: (typeof nodes)[number]) => (node[earl('assertedBy')] as { '@id': string }[])[0]!['@id'];
  return { nodes, ofType, criteria, mode, assertedBy };
}

describe('EARL', () => {
  it('describes its assertors and puts its subjects at the public origin', async () => {
    const { nodes, ofType } = await expanded();
    expect(ofType('Assertor').map((node) => node['@id'])).toEqual([
      'https://github.com/dequelabs/axe-core/releases/tag/v4.13.0',
      'https://example.org/#assertor',
      'https://example.org/#scripted-checks',
      'https://example.org/#evaluators',
      'https://example.org/#evaluators-reading-scripted-checks',
    ]);
    const subjects = ofType('TestSubject');
    expect(subjects.length).toBeGreaterThan(1);
    for (const subject of subjects) expect(String(subject['@id'])).toMatch(/^https:\/\/example\.org\//);
    expect(JSON.stringify(nodes)).not.toContain('127.0.0.1');
  });

  it('calls a scripted check semi-automatic, a rule engine automatic, and nothing manual without a person', async () => {
    const { criteria, mode, assertedBy, nodes } = await expanded();
    expect(criteria).toHaveLength(Object.keys(wcag22).length);
    const obsolete = criteria.find((node) => JSON.stringify(node).includes('/Understanding/parsing'));
    for (const node of criteria.filter((candidate) => candidate !== obsolete)) {
      expect(mode(node)).toBe(earl('semiAuto'));
      expect(assertedBy(node)).toBe('https://example.org/#evaluators-reading-scripted-checks');
    }
    expect(mode(obsolete!)).toBe(earl('automatic'));
    expect(JSON.stringify(nodes)).not.toContain(earl('manual'));
    const axe = nodes.flatMap((node) => (node['http://purl.org/dc/terms/source'] ? [node] : []));
    expect(axe.length).toBeGreaterThan(0);
    expect(JSON.stringify(axe)).toContain(earl('automatic'));
  });

  it('calls a check manual only when it names the person who made it', async () => {
    const report = input();
    report.evaluations = {
      ...report.evaluations,
      results: [{ ...report.evaluations.results[0]!, person: 'Ada Lovelace' }],
    };
    const { criteria, mode, assertedBy, ofType } = await expanded(report);
    expect(mode(criteria[0]!)).toBe(earl('manual'));
    expect(assertedBy(criteria[0]!)).toBe('https://example.org/#person-ada-lovelace');
    expect(ofType('Assertor').map((node) => node['@id'])).toContain('https://example.org/#person-ada-lovelace');
  });

  it('asserts no criterion when the evidence was measured on other sources', async () => {
    const stale = input();
    stale.results.evidence = { ...stale.results.evidence, changes: ['src/App.tsx'] };
    const { criteria, ofType } = await expanded(stale);
    expect(criteria).toEqual([]);
    expect(ofType('TestSubject').length).toBeGreaterThan(1);
  });

  it('says how each cantTell result was settled, or that it was not', () => {
    const settled = input();
    settled.results.axe.reviewedIncompletes = [
      { rule: 'color-contrast', within: '#x', reason: 'Ink on paper is 7:1.', settledBy: 'theme/contrast.test.ts' },
    ];
    // The cantTell assertions on each subject, as JSON.
    const info = (report: typeof settled) =>
      (toEarl(report)['@graph'] as { assertions?: unknown[] }[])
        .flatMap((node) => node.assertions ?? [])
        .map((assertion) => JSON.stringify(assertion))
        .filter((assertion) => assertion.includes('earl:cantTell'));
    expect(info(settled).join('\n')).toContain('Not settled: no review on file covers every node.');
    settled.results.scenarios[0]!.states[1]!.incompleteReviews = [
      { rule: 'color-contrast', target: '#x > img', reason: 'Ink on paper is 7:1.' },
    ];
    const found = info(settled).join('\n');
    expect(found).toContain('Settled by theme/contrast.test.ts: Ink on paper is 7:1.');
    expect(found).not.toContain('Not settled');
  });

  it('asserts each test of the run: its outcome, automatic or, compared with a reviewed transcript, semi-automatic', async () => {
    const report = input();
    const base = report.results.tests[0]!;
    const orca = { ...base, file: 'e2e/orca/orca.spec.ts', section: 'Orca', project: 'orca', group: 'Orca in firefox' };
    report.results.tests = [
      { ...base, title: 'passes', outcome: 'passed' },
      { ...base, title: 'breaks', criteria: [], outcome: 'timedOut', error: 'Timeout' },
      { ...base, title: 'stopped', outcome: 'not run' },
      { ...orca, title: 'the matrix', outcome: 'passed', flaky: 'silence', transcripts: ['t/orca/matrix-390.txt'] },
    ];
    report.results.evidence = { ...report.results.evidence, changes: ['src/App.tsx'] };
    // A report without verdicts still says what each test did.
    const { nodes, mode } = await expanded(report);
    const cases = nodes.filter((node) =>
      JSON.stringify(node[earl('test')] ?? '').includes(`"@type":["${earl('TestCase')}"]`),
    );
    const of = (title: string) => cases.find((node) => JSON.stringify(node).includes(`"@value":"${title}"`))!;
    const outcome = (node: (typeof nodes)[number]) =>
      ((node[earl('result')] as Record<string, { '@id': string }[]>[])[0]![earl('outcome')] ?? [])[0]!['@id'];
    expect(cases).toHaveLength(4);
    expect(outcome(of('passes'))).toBe(earl('passed'));
    expect(outcome(of('breaks'))).toBe(earl('failed'));
    expect(outcome(of('stopped'))).toBe(earl('untested'));
    expect(outcome(of('the matrix'))).toBe(earl('passed'));
    for (const title of ['passes', 'breaks', 'stopped']) expect(mode(of(title))).toBe(earl('automatic'));
    expect(mode(of('the matrix'))).toBe(earl('semiAuto'));
    expect(JSON.stringify(of('the matrix'))).toContain('compared with the reviewed transcripts t/orca/matrix-390.txt');
    expect(JSON.stringify(of('the matrix'))).toContain('passed on a retry; the first try failed: silence');
    // The test is part of the criteria it is tagged with.
    expect(JSON.stringify(of('passes'))).toContain('https://www.w3.org/WAI/WCAG22/Understanding/bypass-blocks');
  });
});
