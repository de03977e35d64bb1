// A remark that says every, all or no rests on figures this run measured, which must hold.
import { describe, expect, it } from 'vitest';
import { conformanceRows, criterionLabel, renderReport, reportProblems, wcag22, type Measure } from '../src';
import { valuesAt } from '../src/claims';
import { input, parse } from './fixture';

const evidence = {
  'evidence/target-size.json': {
    results: { '/ 390px': { under24: [] }, '/blog 390px': { under24: [{ name: 'Mail' }] } },
  },
};
const tests = ['home', 'blog'].map((page) => ({
  file: 'e2e/behaviour.spec.ts',
  title: `every target is at least 24px (${page})`,
  outcome: 'passed' as const,
  section: 'Browser tests',
  group: 'targets',
  criteria: [],
}));

/** The report's problems for 2.5.8 when its one remark says this, measured on these. */
function problems(remark: string, measured?: Measure[]) {
  const base = input();
  const [evaluation] = base.evaluations.results;
  const criteria = {
    ...evaluation!.criteria,
    '2.5.8': { outcome: 'pass' as const, remark, ...(measured ? { measured } : {}) },
  };
  const changed = {
    ...base,
    evaluations: { ...base.evaluations, results: [{ ...evaluation!, criteria }] },
    results: { ...base.results, evidenceFiles: evidence, tests },
  };
  return { problems: reportProblems(changed), page: renderReport(changed) };
}

const label = criterionLabel(wcag22, '2.5.8');
const everyPage = { file: 'evidence/target-size.json', figure: '/results/*/under24/length', is: 0 };

describe('a remark that says every, all or no', () => {
  it('needs no measurement when it claims nothing of the whole', () => {
    expect(problems('Targets on the home page are 44 px tall.').problems).toEqual([]);
  });

  it('names the figure it rests on', () => {
    expect(problems('Every target is at least 24 by 24 px.').problems).toEqual([
      `${label} (everything): says “every” but names no measurement it rests on (its “measured” list)`,
      `${label}: Not Evaluated, as a check it rests on did not run`,
    ]);
    expect(problems('No target is under 24 px, and none is hidden.').problems[0]).toContain('says “no”, “none”');
  });

  it('holds only when every value the figure reaches holds, as this run measured it', () => {
    expect(problems('No target is under 24 px.', [everyPage]).problems).toEqual([
      `${label} (everything): evidence/target-size.json /results/*/under24/length is 0, but found 0, 1 (2 values)`,
      `${label}: Does Not Support, as a check failed in this run`,
    ]);
    const home = { ...everyPage, figure: '/results/~1 390px/under24/length' };
    expect(problems('No target is under 24 px on the home page.', [home]).problems).toEqual([]);
    expect(problems('All targets are 24 px.', [{ ...everyPage, figure: '/results/missing' }]).problems[0]).toContain(
      'no such figure in the evidence',
    );
    expect(
      problems('All targets are 24 px.', [{ file: 'evidence/other.json', figure: '/x', is: 1 }]).problems[0],
    ).toContain('the evidence file is missing');
    expect(
      problems('All targets are 24 px.', [
        { file: 'evidence/target-size.json', figure: '/results/*/under24/length', atMost: 1 },
      ]).problems,
    ).toEqual([]);
  });

  it('may rest on the tests of the same run, which must all have passed', () => {
    const { page } = problems('All targets are 24 px.', [
      { test: 'e2e/behaviour.spec.ts: every target is at least 24px' },
    ]);
    expect(parse(page).querySelector('#sc-2-5-8 .measured')?.textContent).toContain(
      'this run’s evidence: 2 of 2 passed',
    );
    expect(
      problems('All targets are 24 px.', [{ test: 'e2e/behaviour.spec.ts: every target is at least 24px' }]).problems,
    ).toEqual([]);
    expect(problems('All targets are 24 px.', [{ test: 'e2e/behaviour.spec.ts: not run here' }]).problems[0]).toContain(
      'not run in this run',
    );
  });

  it('shows beside the remark what this run’s evidence holds', () => {
    const { page } = problems('No target is under 24 px.', [everyPage]);
    const cell = parse(page).querySelector('#sc-2-5-8 .measured');
    expect(cell?.textContent).toContain('Does not hold');
    expect(cell?.textContent).toContain('this run’s evidence: 0, 1 (2 values)');
  });

  it('reads a JSON pointer with * for every key or item and length for an array', () => {
    expect(valuesAt({ a: [1, 2, 3], b: { c: true } }, '/a/length')).toEqual([3]);
    expect(valuesAt({ a: { x: { n: 1 }, y: { n: 2 } } }, '/a/*/n')).toEqual([1, 2]);
    expect(valuesAt({ 'a/b': 1 }, '/a~1b')).toEqual([1]);
    expect(valuesAt({ a: 1 }, '/b')).toEqual([]);
    expect(conformanceRows(input()).every((row) => row.claims.length === 0)).toBe(true);
  });
});
