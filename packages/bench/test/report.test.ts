// Medians, target checks, tables and the summary files, on figures of the test's own.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { median, pageMedians, tapsTable, targetChecks, writeReport } from '../src/index.mjs';

type Run = Parameters<typeof pageMedians>[1][string][number];

/** A run summary whose every figure is `value`, with some figures set. */
const run = (value: number, set: Partial<Run> = {}): Run => ({
  performance: value,
  accessibility: value,
  bestPractices: value,
  seo: value,
  seoExceptExempt: value,
  bestPracticesExceptExempt: value,
  fcp: value,
  lcp: value,
  tbt: value,
  cls: value,
  si: value,
  totalBytes: value,
  htmlBytes: value,
  jsBytes: value,
  cssBytes: value,
  requests: 1,
  offOrigin: [],
  failing: { accessibility: [], bestPractices: [], seo: [] },
  longTasks: [],
  hostIndex: value,
  runWarnings: [],
  steal: value,
  ...set,
});

const pages = [
  { id: 'limit', label: 'limit', url: '/limit', limit: true },
  { id: 'a', label: 'A', url: '/a' },
  { id: 'missing', label: 'Missing', url: '/x', exempt: { seo: ['is-crawlable'] } },
];

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones, of the numbers given', () => {
    const values = [7, 1, 4, 9, 3];
    const sorted = [...values].sort((a, b) => a - b);
    expect(median(values)).toBe(sorted[2]);
    expect(median([...values, 100])).toBe((sorted[2]! + sorted[3]!) / 2);
  });

  it('leaves out NaN and what is not a number, and is NaN without any', () => {
    expect(median([NaN, 5, undefined, 'x', 9])).toBe(median([5, 9]));
    expect(median([NaN, undefined])).toBeNaN();
  });
});

describe('pageMedians', () => {
  const lcps = { limit: [900, 1000, 1100], a: [950, 1200, 1150], missing: [1000, 1000, 2000] };
  const runs = Object.fromEntries(
    Object.entries(lcps).map(([id, values]) => [id, values.map((lcp) => run(0.5, { lcp }))]),
  );
  const interactions = {
    a: [100, 300, 200].map((ready) => ({
      ready,
      blocking: ready / 2,
      longest: ready,
      scriptBytes: 10,
      stages: { load: ready / 4 },
    })),
  };
  const rows = pageMedians(pages, runs, interactions);

  it('takes each figure’s median, and the LCP over the limit page’s', () => {
    for (const row of rows) {
      const lcp = median(lcps[row.id as keyof typeof lcps]);
      expect(row.lcp).toBe(lcp);
      expect(row.lcpRatio).toBe(lcp / median(lcps.limit));
    }
    expect(rows.find((row) => row.limit)?.lcpRatio).toBe(1);
  });

  it('keeps each page’s first-interaction medians, stages included, and null for a page without', () => {
    const a = rows.find((row) => row.id === 'a')!;
    expect(a.firstInteraction?.ready).toBe(median(interactions.a.map((r) => r.ready)));
    expect(a.firstInteraction?.stages.load).toBe(median(interactions.a.map((r) => r.stages.load)));
    expect(rows.find((row) => row.id === 'missing')?.firstInteraction).toBeNull();
  });

  it('says which page has exempt audits', () => {
    expect(rows.map((row) => row.exempt)).toEqual(pages.map((page) => 'exempt' in page));
  });
});

describe('targetChecks', () => {
  const targets = { performance: 0.9, categories: 1, lcpRatio: 1.1, tbtMs: 100, cls: 0, sameOrigin: true, tapMs: 200 };
  /** Checks of one page whose figures are those of `set`, everything else on target. */
  const checksOf = (set: Partial<Run>) => {
    const onTarget = run(1, { tbt: targets.tbtMs, cls: targets.cls, lcp: 1000 });
    const rows = pageMedians(pages.slice(0, 2), { limit: [run(1, { lcp: 1000 })], a: [{ ...onTarget, ...set }] });
    return targetChecks(rows, targets);
  };
  const missed = (checks: ReturnType<typeof targetChecks>) => checks.filter(([, met]) => !met).map(([label]) => label);

  it('meets every target a page reaches exactly, and checks nothing of the limit page', () => {
    const checks = checksOf({});
    expect(checks.length).toBe(6);
    expect(missed(checks)).toEqual([]);
  });

  it('misses each target a page is past', () => {
    expect(missed(checksOf({ performance: targets.performance - 0.01 }))).toEqual([
      `A: performance ≥ ${targets.performance}`,
    ]);
    expect(missed(checksOf({ seo: 0.99 }))).toEqual(['A: accessibility, best practices, SEO = 1']);
    expect(missed(checksOf({ lcp: 1000 * targets.lcpRatio + 1 }))).toEqual([`A: LCP ≤ ${targets.lcpRatio} × limit`]);
    expect(missed(checksOf({ tbt: targets.tbtMs + 1 }))).toEqual([`A: TBT ≤ ${targets.tbtMs} ms`]);
    expect(missed(checksOf({ cls: 0.001 }))).toEqual(['A: CLS = 0']);
    expect(missed(checksOf({ offOrigin: ['https://elsewhere.example/'] }))).toEqual([
      'A: no request leaves the origin',
    ]);
  });

  it('holds a page with exempt audits to its scores without them', () => {
    const rows = pageMedians(pages, {
      limit: [run(1)],
      a: [run(1)],
      missing: [run(1, { seo: 0.6, seoExceptExempt: 1, bestPractices: 0.8, bestPracticesExceptExempt: 1 })],
    });
    expect(missed(targetChecks(rows, { categories: 1 }))).toEqual([]);
  });

  it('checks only the targets given, the caller’s own after the pages’, and the slowest tap last', () => {
    const rows = pageMedians(pages.slice(0, 2), { limit: [run(1)], a: [run(1)] });
    const taps = [{ kind: 'k', label: 'K', moment: 'm', firstMs: 150, firstPhase: null, laterMs: [90, 250] }];
    const checks = targetChecks(rows, { tbtMs: 10, tapMs: 200 }, { taps, extra: [['budget', true]] });
    expect(checks.map(([label]) => label)).toEqual([
      'A: TBT ≤ 10 ms',
      'budget',
      'every tap answered within 200 ms (slowest 250 ms)',
    ]);
    expect(checks.at(-1)?.[1]).toBe(false);
    const failed = targetChecks(rows, { tapMs: 200 }, { taps: new Error('no control') });
    expect(failed).toEqual([['every tap answered within 200 ms (not measured)', false]]);
    expect(targetChecks(rows, { tapMs: 200 })).toEqual([]);
  });
});

describe('the report', () => {
  const taps = [
    { kind: 'menu', label: 'Menu', moment: 'early', firstMs: 120.4, firstPhase: 'before', laterMs: [40, 60] },
    { kind: 'menu', label: 'Menu', moment: 'late', firstMs: 80.6, firstPhase: 'ready', laterMs: [50, 70] },
  ];
  const moments = [
    { id: 'late', label: 'late' },
    { id: 'early', label: 'early' },
  ];

  it('tabulates the taps by kind, a column per moment in the order given, then the later taps', () => {
    const [header, , row] = tapsTable(taps, moments).split('\n');
    expect(header).toBe('| control | late, ms | early, ms | later taps median ms | later taps max ms |');
    const later = taps.flatMap((tap) => tap.laterMs);
    expect(row).toBe(`| Menu | 81 | 120 | ${median(later)} | ${Math.max(...later)} |`);
  });

  const dir = mkdtemp(join(tmpdir(), 'bench-report-'));
  afterAll(async () => rm(await dir, { recursive: true, force: true }));

  /** summary.json, as written. */
  const summaryJson = async () =>
    JSON.parse(await readFile(join(await dir, 'summary.json'), 'utf8')) as Record<string, unknown>;

  it('writes summary.json with every field given, and summary.md with each table, note and check', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const runs = { limit: [run(1, { lcp: 1000 })], a: [run(1, { lcp: 1050 })] };
    const medians = pageMedians(pages.slice(0, 2), runs);
    const checks = targetChecks(medians, { lcpRatio: 1 });
    const summary = {
      conditions: { runs: 1 },
      targets: { lcpRatio: 1 },
      medians,
      runs,
      bundle: { kB: 3 },
      checks,
      taps,
    };
    const text = {
      notes: ['note one', 'note two'],
      firstInteractionNote: 'about the start',
      tapsNote: 'about the taps',
      tapsNotMeasured: 'no taps',
      tapMoments: moments,
    };
    await writeReport(await dir, summary, text);
    const json = await summaryJson();
    expect(Object.keys(json)).toEqual(['conditions', 'targets', 'medians', 'runs', 'bundle', 'checks', 'taps']);
    expect(json.checks).toEqual([['A: LCP ≤ 1 × limit', false]]);
    const markdown = await readFile(join(await dir, 'summary.md'), 'utf8');
    for (const line of ['- note one', 'about the start', 'about the taps', '- MISSED  A: LCP ≤ 1 × limit'])
      expect(markdown).toContain(line);
    expect(markdown).toContain(tapsTable(taps, moments));
    expect(markdown).toContain(`| A | ${'1.00 | '.repeat(4)}`);
    expect(markdown).toContain(`| ${(1050 / 1000).toFixed(2)} |`);

    await writeReport(await dir, { ...summary, taps: null }, text);
    expect(await readFile(join(await dir, 'summary.md'), 'utf8')).toContain('no taps');
    await writeReport(await dir, { ...summary, taps: new Error('the menu is not on screen') }, text);
    expect((await summaryJson()).taps).toEqual({
      error: 'the menu is not on screen',
    });
  });
});
