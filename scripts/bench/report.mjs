// What the bench reports: the medians of its runs, the targets and whether each was met, the tables it
// prints, and reports/bench/summary.md and summary.json.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { firstTapMoments } from './taps.mjs';

export const targets = {
  performance: 0.99,
  lcpRatio: 1.15,
  tbtMs: 100,
  cls: 0,
  tapMs: 200,
};

export const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number' && !Number.isNaN(v)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)}` : '–');
export const score = (value) => (Number.isFinite(value) ? value.toFixed(2) : '–');
export const kB = (bytes) => (Number.isFinite(bytes) ? (bytes / 1024).toFixed(1) : '–');

const markdownTable = (header, body) =>
  [header, header.map(() => '---'), ...body].map((cells) => `| ${cells.join(' | ')} |`).join('\n');

/** The Lighthouse summaries' fields that are reduced to their median. */
const numericFields = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'seoExceptNotFoundChecks',
  'bestPracticesExceptNotFoundChecks',
  'fcp',
  'lcp',
  'tbt',
  'cls',
  'si',
  'totalBytes',
  'htmlBytes',
  'jsBytes',
  'cssBytes',
  'steal',
  'hostIndex',
];

/**
 * One row per page ({ id, label, url, exempt, limit }): the medians of its Lighthouse runs (`lighthouseRuns`,
 * by page id), of its first-interaction runs (`interactionRuns`, by page id; null for a page without the
 * app), and its LCP over the limit page's.
 */
export function pageMedians(pages, lighthouseRuns, interactionRuns) {
  const rows = pages.map((page) => {
    const runsOfPage = lighthouseRuns[page.id];
    const row = { id: page.id, label: page.label, url: page.url, exempt: page.exempt, limit: page.limit };
    for (const key of numericFields) row[key] = median(runsOfPage.map((r) => r[key]));
    row.offOrigin = [...new Set(runsOfPage.flatMap((r) => r.offOrigin))];
    const started = interactionRuns[page.id] ?? [];
    const stageNames = [...new Set(started.flatMap((r) => Object.keys(r.stages)))];
    row.firstInteraction = started.length
      ? {
          ready: median(started.map((r) => r.ready)),
          blocking: median(started.map((r) => r.blocking)),
          longest: median(started.map((r) => r.longest)),
          scriptBytes: median(started.map((r) => r.scriptBytes)),
          stages: Object.fromEntries(stageNames.map((name) => [name, median(started.map((r) => r.stages[name]))])),
        }
      : null;
    row.failing = runsOfPage.at(-1).failing;
    return row;
  });
  const limit = rows.find((row) => row.limit);
  for (const row of rows) row.lcpRatio = row.lcp / limit.lcp;
  return rows;
}

/** Every press's time, first and later taps alike. */
const allTapTimes = (taps) => taps.flatMap((row) => [row.firstMs, ...row.laterMs]);

/**
 * The targets as [label, met] pairs: each page's Lighthouse figures, the home page's initial JavaScript
 * (`bundle`, from check-bundle.mjs), and every tap (`taps`: rows, an Error if measuring failed, or null
 * when not measured).
 */
export function targetChecks(rows, bundle, taps) {
  const checks = [];
  for (const row of rows.filter((r) => !r.limit)) {
    // A page that fails some audits on purpose (the not-found page) is held to the others (see the notes).
    const seo = row.exempt ? row.seoExceptNotFoundChecks : row.seo;
    const bestPractices = row.exempt ? row.bestPracticesExceptNotFoundChecks : row.bestPractices;
    checks.push(
      [`${row.label}: performance ≥ ${targets.performance}`, row.performance >= targets.performance],
      [
        `${row.label}: accessibility, best practices, SEO = 1`,
        row.accessibility === 1 && bestPractices === 1 && seo === 1,
      ],
      [`${row.label}: LCP ≤ ${targets.lcpRatio} × limit`, row.lcpRatio <= targets.lcpRatio],
      [`${row.label}: TBT ≤ ${targets.tbtMs} ms`, row.tbt <= targets.tbtMs],
      [`${row.label}: CLS = 0`, row.cls === targets.cls],
      [`${row.label}: no request leaves the origin`, row.offOrigin.length === 0],
    );
  }
  checks.push([
    `home: initial JavaScript ${kB(bundle.initial.gzip)} kB ≤ 120 kB gzip`,
    bundle.initial.gzip <= 120 * 1024,
  ]);
  if (taps instanceof Error) checks.push([`every tap answered within ${targets.tapMs} ms (not measured)`, false]);
  else if (taps) {
    const slowest = Math.max(...allTapTimes(taps));
    checks.push([
      `every tap answered within ${targets.tapMs} ms (slowest ${ms(slowest)} ms)`,
      slowest <= targets.tapMs,
    ]);
  }
  return checks;
}

/** The Lighthouse medians, one row per page. */
export function lighthouseTable(rows) {
  const header = [
    'page',
    'perf',
    'a11y',
    'bp',
    'seo',
    'FCP ms',
    'LCP ms',
    'LCP/limit',
    'TBT ms',
    'CLS',
    'SI ms',
    'JS kB',
    'HTML kB',
    'total kB',
    'CPU stolen %',
    'host index',
  ];
  const body = rows.map((r) => [
    r.label,
    score(r.performance),
    score(r.accessibility),
    r.exempt ? `${score(r.bestPractices)} (${score(r.bestPracticesExceptNotFoundChecks)}*)` : score(r.bestPractices),
    r.exempt ? `${score(r.seo)} (${score(r.seoExceptNotFoundChecks)}*)` : score(r.seo),
    ms(r.fcp),
    ms(r.lcp),
    r.limit ? '1.00' : r.lcpRatio.toFixed(2),
    ms(r.tbt),
    r.cls.toFixed(3),
    ms(r.si),
    kB(r.jsBytes),
    kB(r.htmlBytes),
    kB(r.totalBytes),
    ms(r.steal),
    ms(r.hostIndex),
  ]);
  return markdownTable(header, body);
}

/** The first-interaction medians of the pages that have the app, with a column per stage of the start. */
export function firstInteractionTable(rows) {
  const started = rows.filter((row) => row.firstInteraction);
  const stageNames = [...new Set(started.flatMap((row) => Object.keys(row.firstInteraction.stages)))];
  const header = ['page', 'hydrated after ms', 'blocking ms', 'longest task ms', 'JS kB', ...stageNames];
  const body = started.map(({ label, firstInteraction: f }) => [
    label,
    ms(f.ready),
    ms(f.blocking),
    ms(f.longest),
    kB(f.scriptBytes),
    ...stageNames.map((name) => ms(f.stages[name])),
  ]);
  return markdownTable(header, body);
}

export const firstInteractionNote =
  'The first interaction, which Lighthouse does not make: medians of the same number of runs in Chromium at 4x ' +
  'CPU slowdown (no network throttling; local server). From the first pointer movement to the end of hydration; ' +
  'blocking: the part over 50 ms of each long task meanwhile (as TBT counts it); JS kB: what it fetched (gzip); ' +
  'then each stage of the start (src/startup/2-app-entry.tsx) and hydration (time-sliced), ms.';

/** The taps (rows of taps.mjs's measureTaps), one row per control: each first tap by its moment, then the later taps. */
export function tapsTable(taps) {
  const kinds = [...new Set(taps.map((row) => row.kind))];
  const header = [
    'control',
    ...firstTapMoments.map((moment) => `${moment.label}, ms`),
    'later taps median ms',
    'later taps max ms',
  ];
  const body = kinds.map((kind) => {
    const ofKind = taps.filter((row) => row.kind === kind);
    const later = ofKind.flatMap((row) => row.laterMs);
    return [
      ofKind[0].label,
      ...firstTapMoments.map((moment) => ms(ofKind.find((row) => row.moment === moment.id)?.firstMs)),
      ms(median(later)),
      ms(later.length ? Math.max(...later) : NaN),
    ];
  });
  return markdownTable(header, body);
}

export const tapsNote =
  "Taps on the home page: a phone (390x844, touch) at 4x CPU slowdown, from the press's own timestamp to just " +
  'after the frame in which the answer is in the page; a fresh visit per control and moment. The first tap comes ' +
  '0.5, 1 or 3 s after load (before the app has started), or while the app starts after a first tap on a blank ' +
  'part of the page: 0.1 s later as its code loads, in the first frame of hydration, and in the first frame after ' +
  "hydration, before the drawer is mounted (each row of summary.json records the app's phase at the press). " +
  'Then two later taps once the app runs (scripts/bench/taps.mjs).';

/**
 * Prints the report and writes summary.md and summary.json to `reportDir`. `summary` holds the JSON's
 * fields (conditions, medians, runs, bundle, checks, taps); `notes` are the lines under the Lighthouse table.
 */
export async function writeReport(reportDir, summary, notes) {
  const { medians, checks, taps } = summary;
  const lighthouseText = lighthouseTable(medians);
  const interactionText = firstInteractionTable(medians);
  const tapsText =
    taps instanceof Error
      ? `Not measured: ${taps.message}`
      : taps
        ? tapsTable(taps)
        : 'Not measured: the home page is not among BENCH_PAGES.';
  const checkLines = checks.map(([label, ok]) => `${ok ? 'met ' : 'MISSED'}  ${label}`);
  console.log(
    `\n${lighthouseText}\n\n${notes.join('\n')}\n\n${firstInteractionNote}\n${interactionText}\n\n` +
      `${tapsNote}\n${tapsText}\n\n${checkLines.join('\n')}`,
  );

  const { conditions, runs, bundle } = summary;
  const tapsJson = taps instanceof Error ? { error: taps.message } : taps;
  const json = { conditions, targets, medians, runs, bundle, checks, taps: tapsJson };
  await writeFile(join(reportDir, 'summary.json'), JSON.stringify(json, null, 2));
  await writeFile(
    join(reportDir, 'summary.md'),
    `# Performance benchmark\n\n${lighthouseText}\n\n${notes.map((n) => `- ${n}`).join('\n')}\n\n` +
      `## The first interaction\n\n${firstInteractionNote}\n\n${interactionText}\n\n` +
      `## Taps\n\n${tapsNote}\n\n${tapsText}\n\n` +
      `## Targets\n\n${checkLines.map((line) => `- ${line}`).join('\n')}\n`,
  );
}
