// @ts-check
// What a bench reports: the medians of its runs, the targets and whether each was met, the tables it prints, and
// the summary files (summary.md, summary.json).
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** @typedef {import('./lighthouse.mjs').RunSummary & { steal: number }} PageRun */
/** @typedef {import('./firstInteraction.mjs').FirstInteraction} FirstInteraction */
/** @typedef {import('./taps.mjs').TapRow} TapRow */

/**
 * A page the bench measures.
 * @typedef {object} BenchPage
 * @property {string} id
 * @property {string} label Its name in the tables.
 * @property {string} url Its path on the origin measured.
 * @property {import('./lighthouse.mjs').ExemptAudits} [exempt] Audits it fails on purpose: it is held to the
 *   "…ExceptExempt" scores.
 * @property {boolean} [limit] The limit page every other page's LCP is compared with (one per bench).
 */

/**
 * The targets; each one left out is not checked.
 * @typedef {object} Targets
 * @property {number} [performance] Lighthouse's performance score, at least.
 * @property {number} [categories] Accessibility, best practices and SEO, each at least.
 * @property {number} [lcpRatio] LCP over the limit page's, at most.
 * @property {number} [tbtMs] Total blocking time, at most.
 * @property {number} [cls] Cumulative layout shift, at most.
 * @property {boolean} [sameOrigin] No request leaves the origin.
 * @property {number} [tapMs] Every tap answered within, first and later taps alike.
 */

/** @typedef {[label: string, met: boolean]} Check */

/**
 * The median of the numbers among `values` (NaN and non-numbers left out); NaN when there are none.
 * @param {unknown[]} values
 */
export const median = (values) => {
  /** @type {number[]} */
  const sorted = [];
  for (const value of values) if (typeof value === 'number' && !Number.isNaN(value)) sorted.push(value);
  sorted.sort((a, b) => a - b);
  const upper = sorted[Math.floor(sorted.length / 2)];
  const lower = sorted[Math.ceil(sorted.length / 2) - 1];
  return upper === undefined || lower === undefined ? NaN : (lower + upper) / 2;
};

/** Whole milliseconds (or any whole number), '–' for none. @param {number | undefined} value */
export const ms = (value) => (typeof value === 'number' && Number.isFinite(value) ? `${Math.round(value)}` : '–');
/** A score to two decimals, '–' for none. @param {number | undefined} value */
export const score = (value) => (typeof value === 'number' && Number.isFinite(value) ? value.toFixed(2) : '–');
/** Bytes as kB to one decimal, '–' for none. @param {number | undefined} bytes */
export const kB = (bytes) => (typeof bytes === 'number' && Number.isFinite(bytes) ? (bytes / 1024).toFixed(1) : '–');

/**
 * @param {string[]} header
 * @param {string[][]} body
 */
const markdownTable = (header, body) =>
  [header, header.map(() => '---'), ...body].map((cells) => `| ${cells.join(' | ')} |`).join('\n');

/** The Lighthouse summaries' fields that are reduced to their median. */
const numericFields = /** @type {const} */ ([
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'seoExceptExempt',
  'bestPracticesExceptExempt',
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
]);

/**
 * A page's medians.
 * @typedef {{ [K in typeof numericFields[number]]: number } & {
 *   id: string, label: string, url: string, exempt: boolean, limit: boolean, offOrigin: string[],
 *   firstInteraction: FirstInteraction | null, failing: PageRun['failing'] | undefined, lcpRatio: number,
 * }} PageMedians
 */

/**
 * One row per page: the medians of its Lighthouse runs (`lighthouseRuns`, by page id), of its first-interaction
 * runs (`interactionRuns`, by page id; none for a page without an app), and its LCP over the limit page's (NaN
 * without a limit page). `failing` is the last run's.
 * @param {BenchPage[]} pages
 * @param {Record<string, PageRun[]>} lighthouseRuns
 * @param {Record<string, FirstInteraction[]>} [interactionRuns]
 * @returns {PageMedians[]}
 */
export function pageMedians(pages, lighthouseRuns, interactionRuns = {}) {
  const rows = pages.map((page) => {
    const runsOfPage = lighthouseRuns[page.id] ?? [];
    const medians = Object.fromEntries(numericFields.map((key) => [key, median(runsOfPage.map((r) => r[key]))]));
    const started = interactionRuns[page.id] ?? [];
    const stageNames = [...new Set(started.flatMap((r) => Object.keys(r.stages)))];
    return /** @type {PageMedians} */ ({
      id: page.id,
      label: page.label,
      url: page.url,
      exempt: !!page.exempt,
      limit: !!page.limit,
      ...medians,
      offOrigin: [...new Set(runsOfPage.flatMap((r) => r.offOrigin))],
      firstInteraction: started.length
        ? {
            ready: median(started.map((r) => r.ready)),
            blocking: median(started.map((r) => r.blocking)),
            longest: median(started.map((r) => r.longest)),
            scriptBytes: median(started.map((r) => r.scriptBytes)),
            stages: Object.fromEntries(stageNames.map((name) => [name, median(started.map((r) => r.stages[name]))])),
          }
        : null,
      failing: runsOfPage.at(-1)?.failing,
      lcpRatio: NaN,
    });
  });
  const limit = rows.find((row) => row.limit);
  for (const row of rows) row.lcpRatio = limit ? row.lcp / limit.lcp : NaN;
  return rows;
}

/**
 * The targets as [label, met] pairs: each page's Lighthouse figures (the limit page aside), then `extra` (the
 * caller's own checks, e.g. a bundle budget), then every tap (`taps`: rows, an Error if measuring them failed, or
 * null when they were not measured).
 * @param {PageMedians[]} rows
 * @param {Targets} targets
 * @param {{ taps?: TapRow[] | Error | null, extra?: Check[] }} [more]
 * @returns {Check[]}
 */
export function targetChecks(rows, targets, { taps = null, extra = [] } = {}) {
  const { performance, categories, lcpRatio, tbtMs, cls, sameOrigin, tapMs } = targets;
  /** @type {Check[]} */
  const checks = [];
  for (const row of rows.filter((r) => !r.limit)) {
    // A page that fails some audits on purpose is held to the others.
    const seo = row.exempt ? row.seoExceptExempt : row.seo;
    const bestPractices = row.exempt ? row.bestPracticesExceptExempt : row.bestPractices;
    if (performance !== undefined)
      checks.push([`${row.label}: performance ≥ ${performance}`, row.performance >= performance]);
    if (categories !== undefined)
      checks.push([
        `${row.label}: accessibility, best practices, SEO ${categories === 1 ? '=' : '≥'} ${categories}`,
        row.accessibility >= categories && bestPractices >= categories && seo >= categories,
      ]);
    if (lcpRatio !== undefined) checks.push([`${row.label}: LCP ≤ ${lcpRatio} × limit`, row.lcpRatio <= lcpRatio]);
    if (tbtMs !== undefined) checks.push([`${row.label}: TBT ≤ ${tbtMs} ms`, row.tbt <= tbtMs]);
    if (cls !== undefined) checks.push([`${row.label}: CLS ${cls === 0 ? '=' : '≤'} ${cls}`, row.cls <= cls]);
    if (sameOrigin) checks.push([`${row.label}: no request leaves the origin`, row.offOrigin.length === 0]);
  }
  checks.push(...extra);
  if (tapMs !== undefined) {
    if (taps instanceof Error) checks.push([`every tap answered within ${tapMs} ms (not measured)`, false]);
    else if (taps) {
      const slowest = Math.max(...taps.flatMap((row) => [row.firstMs, ...row.laterMs]));
      checks.push([`every tap answered within ${tapMs} ms (slowest ${ms(slowest)} ms)`, slowest <= tapMs]);
    }
  }
  return checks;
}

/**
 * The Lighthouse medians, one row per page; a page with exempt audits shows its scores without them after its own,
 * marked `*`.
 * @param {PageMedians[]} rows
 */
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
    r.exempt ? `${score(r.bestPractices)} (${score(r.bestPracticesExceptExempt)}*)` : score(r.bestPractices),
    r.exempt ? `${score(r.seo)} (${score(r.seoExceptExempt)}*)` : score(r.seo),
    ms(r.fcp),
    ms(r.lcp),
    r.limit ? '1.00' : score(r.lcpRatio),
    ms(r.tbt),
    Number.isFinite(r.cls) ? r.cls.toFixed(3) : '–',
    ms(r.si),
    kB(r.jsBytes),
    kB(r.htmlBytes),
    kB(r.totalBytes),
    ms(r.steal),
    ms(r.hostIndex),
  ]);
  return markdownTable(header, body);
}

/**
 * The first-interaction medians of the pages that have them, with a column per stage of the start.
 * @param {PageMedians[]} rows
 */
export function firstInteractionTable(rows) {
  const started = rows.filter((row) => row.firstInteraction);
  const stageNames = [...new Set(started.flatMap((row) => Object.keys(row.firstInteraction?.stages ?? {})))];
  const header = ['page', 'hydrated after ms', 'blocking ms', 'longest task ms', 'JS kB', ...stageNames];
  const body = started.map(({ label, firstInteraction }) => {
    const f = /** @type {FirstInteraction} */ (firstInteraction);
    return [
      label,
      ms(f.ready),
      ms(f.blocking),
      ms(f.longest),
      kB(f.scriptBytes),
      ...stageNames.map((name) => ms(f.stages[name])),
    ];
  });
  return markdownTable(header, body);
}

/**
 * The taps, one row per kind of control: each first tap by its moment (a column per moment of `moments`, in their
 * order; by default those of the rows), then the later taps' median and maximum.
 * @param {TapRow[]} taps
 * @param {{ id: string, label: string }[]} [moments]
 */
export function tapsTable(
  taps,
  moments = [...new Set(taps.map((row) => row.moment))].map((id) => ({ id, label: id })),
) {
  const kinds = [...new Set(taps.map((row) => row.kind))];
  const header = [
    'control',
    ...moments.map((moment) => `${moment.label}, ms`),
    'later taps median ms',
    'later taps max ms',
  ];
  const body = kinds.map((kind) => {
    const ofKind = taps.filter((row) => row.kind === kind);
    const later = ofKind.flatMap((row) => row.laterMs);
    return [
      ofKind[0]?.label ?? kind,
      ...moments.map((moment) => ms(ofKind.find((row) => row.moment === moment.id)?.firstMs)),
      ms(median(later)),
      ms(later.length ? Math.max(...later) : NaN),
    ];
  });
  return markdownTable(header, body);
}

/**
 * What the summary files hold: `conditions` (the host, the tools, the date), `targets`, `medians` (pageMedians),
 * `runs` (each page's run summaries, by id), `checks` (targetChecks) and `taps` (rows, an Error, or null); any
 * other field (e.g. a bundle's bytes) is written to summary.json as it is.
 * @typedef {{
 *   conditions: Record<string, unknown>, targets: Targets, medians: PageMedians[], runs: Record<string, PageRun[]>,
 *   checks: Check[], taps: TapRow[] | Error | null, [field: string]: unknown,
 * }} Summary
 */

/**
 * The words around the tables, the caller's.
 * @typedef {object} ReportText
 * @property {string[]} notes The lines under the Lighthouse table.
 * @property {string} firstInteractionNote Above the first-interaction table.
 * @property {string} tapsNote Above the taps table.
 * @property {string} tapsNotMeasured What the taps section says when `taps` is null.
 * @property {{ id: string, label: string }[]} [tapMoments] The taps table's columns (see tapsTable).
 */

/**
 * Prints the report, and writes summary.md and summary.json to `reportDir`.
 * @param {string} reportDir
 * @param {Summary} summary
 * @param {ReportText} text
 */
export async function writeReport(reportDir, summary, text) {
  const { conditions, targets, medians, runs, checks, taps, ...rest } = summary;
  const { notes, firstInteractionNote, tapsNote, tapsNotMeasured, tapMoments } = text;
  const lighthouseText = lighthouseTable(medians);
  const interactionText = firstInteractionTable(medians);
  const tapsText =
    taps instanceof Error ? `Not measured: ${taps.message}` : taps ? tapsTable(taps, tapMoments) : tapsNotMeasured;
  const checkLines = checks.map(([label, ok]) => `${ok ? 'met ' : 'MISSED'}  ${label}`);
  console.log(
    `\n${lighthouseText}\n\n${notes.join('\n')}\n\n${firstInteractionNote}\n${interactionText}\n\n` +
      `${tapsNote}\n${tapsText}\n\n${checkLines.join('\n')}`,
  );

  const tapsJson = taps instanceof Error ? { error: taps.message } : taps;
  const json = { conditions, targets, medians, runs, ...rest, checks, taps: tapsJson };
  await writeFile(join(reportDir, 'summary.json'), JSON.stringify(json, null, 2));
  await writeFile(
    join(reportDir, 'summary.md'),
    `# Performance benchmark\n\n${lighthouseText}\n\n${notes.map((n) => `- ${n}`).join('\n')}\n\n` +
      `## The first interaction\n\n${firstInteractionNote}\n\n${interactionText}\n\n` +
      `## Taps\n\n${tapsNote}\n\n${tapsText}\n\n` +
      `## Targets\n\n${checkLines.map((line) => `- ${line}`).join('\n')}\n`,
  );
}
