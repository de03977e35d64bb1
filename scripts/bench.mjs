// `npm run bench`: builds the site, serves dist/ as a static host would (scripts/serve.mjs: the `serve`
// package, gzip on), and runs Lighthouse (mobile, simulated throttling, the system Chromium) three
// times on each page of the registry (src/app/pages.mjs) and on the limit page: the home page's
// prerendered HTML with every script and modulepreload removed, served from the same server. Prints
// medians with each page's LCP ratio to the limit, and writes reports/bench/ (each run's JSON,
// summary.json, summary.md).
// Lighthouse does not interact, and the app starts on the visitor's first interaction
// (src/startup/, started by the page script), so the bench then measures that start separately: each
// page in Chromium at 4x CPU slowdown, a first pointer movement, and the time and blocking until the page
// is hydrated; then how long each kind of control on the home page takes to answer a tap (bench/taps.mjs).
// A benchmark, not a test: it always exits 0 once it has measured, and says which targets were met.
// The measures, medians and report are @foundation/bench's (packages/bench); what is the site's is here: its
// pages, its targets, the start-up contract's names (bench/names.mjs), its controls (bench/taps.mjs), the notes.
//
//   npm run bench                        build, then measure
//   node scripts/bench.mjs --no-build    measure the current dist/
//   BENCH_RUNS=5 BENCH_PORT=4221 BENCH_PAGES=home,blog …   more runs, another port, fewer pages (registry
//                                        ids; the taps are measured when home is among them)
//   BENCH_TAPS=menu,link …               fewer kinds of control tapped (ids in bench/taps.mjs)
//   BENCH_NICE=-10 …                     run Chromium at that scheduling priority (root only), so that
//                                        other work on a shared machine disturbs the timings less
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import {
  LIGHTHOUSE_SETTINGS,
  chromiumLauncherPath,
  chromiumVersion,
  cpuCounters,
  kB,
  lighthouseVersion,
  limitPage,
  measureFirstInteraction,
  ms,
  pageMedians,
  runLighthouse,
  score,
  stealPercent,
  summarise,
  targetChecks,
  writeReport,
} from '@foundation/bench';
import { pages as sitePages } from '../src/app/pages.mjs';
import { pageNames } from './bench/names.mjs';
import { firstTapMoments, measureSiteTaps } from './bench/taps.mjs';
import { INITIAL_BUDGET_BYTES, measure } from './check-bundle.mjs';
import { chromiumFlags, systemChromiumPath } from '@foundation/browsers/executables';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const reportDir = join(root, 'reports', 'bench');
const port = Number(process.env.BENCH_PORT ?? 4211);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const origin = `http://127.0.0.1:${port}`;
const chromiumPath = process.env.CHROME_PATH ?? systemChromiumPath() ?? '/usr/bin/chromium';
const nice = process.env.BENCH_NICE;

// A 404 page must fail these SEO audits (it is marked noindex and answers 404) and this best-practices
// audit (the browser logs the document's 404, and the spec has the page log the missing path as an error).
const notFoundExempt = { seo: ['is-crawlable', 'http-status-code'], bestPractices: ['errors-in-console'] };

/**
 * The site's targets (docs/performance.md). LCP may be 1.15 × the limit page's: Lighthouse's simulated LCP takes
 * one of two values run to run, for the limit page as for the others (docs/performance.md, "Reading LCP").
 */
const targets = { performance: 0.99, categories: 1, lcpRatio: 1.15, tbtMs: 100, cls: 0, sameOrigin: true, tapMs: 200 };

/** The pages measured: the registry's (BENCH_PAGES picks some by id), and the limit page, always, for the ratio. */
function benchPages() {
  const only = process.env.BENCH_PAGES?.split(',').filter((id) => id !== 'limit');
  const unknown = only?.filter((id) => !sitePages.some((page) => page.id === id)) ?? [];
  if (unknown.length)
    throw new Error(
      `BENCH_PAGES: no page ${unknown.join(', ')}; the ids are ${sitePages.map((p) => p.id).join(', ')}.`,
    );
  const chosen = sitePages.filter((page) => !only || only.includes(page.id));
  return [
    // Written only for the bench (dist/__limit), and without the app.
    { id: 'limit', label: 'limit (/ without JS)', url: '/__limit', limit: true },
    ...chosen.map((page) => ({
      id: page.id,
      label: `${page.label} (${page.url})`,
      url: page.url,
      ...(page.status === 404 ? { exempt: notFoundExempt } : {}),
    })),
  ];
}

const firstInteractionNote =
  'The first interaction, which Lighthouse does not make: medians of the same number of runs in Chromium at 4x ' +
  'CPU slowdown (no network throttling; local server). From the first pointer movement to the end of hydration; ' +
  'blocking: the part over 50 ms of each long task meanwhile (as TBT counts it); JS kB: what it fetched (gzip); ' +
  'then each stage of the start (src/startup/2-app-entry.tsx) and hydration (time-sliced), ms.';

const tapsNote =
  "Taps on the home page: a phone (390x844, touch) at 4x CPU slowdown, from the press's own timestamp to just " +
  'after the frame in which the answer is in the page; a fresh visit per control and moment. The first tap comes ' +
  '0.5, 1 or 3 s after load (before the app has started), or while the app starts after a first tap on a blank ' +
  'part of the page: 0.1 s later as its code loads, in the first frame of hydration, and in the first frame after ' +
  "hydration, before the drawer is mounted (each row of summary.json records the app's phase at the press). " +
  'Then two later taps once the app runs (scripts/bench/taps.mjs).';

function sh(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

async function startServer() {
  const child = spawn(process.execPath, [join(root, 'scripts/serve.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  for (let i = 0; i < 100; i++) {
    try {
      const response = await fetch(`${origin}/`);
      if (response.ok) return child;
    } catch {
      // not up yet
    }
    if (child.exitCode !== null) throw new Error(`The server exited: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`The server did not answer on ${origin}: ${stderr}`);
}

async function main() {
  const pages = benchPages();
  const args = new Set(process.argv.slice(2));
  if (!args.has('--no-build')) sh('npm', ['run', 'build:preview']);
  if (!existsSync(join(dist, 'index.html'))) throw new Error('dist/ has not been built.');
  await mkdir(reportDir, { recursive: true });
  // A run file left by an earlier bench with more runs would read as part of this one.
  for (const name of await readdir(reportDir)) if (/-run\d+\.json$/.test(name)) await rm(join(reportDir, name));

  const limitDir = join(dist, '__limit');
  await mkdir(limitDir, { recursive: true });
  await writeFile(join(limitDir, 'index.html'), limitPage(readFileSync(join(dist, 'index.html'), 'utf8')));

  const conditions = {
    date: new Date().toISOString(),
    node: process.version,
    lighthouse: lighthouseVersion(),
    chromium: chromiumVersion(chromiumPath),
    cpus: cpus().length,
    loadAverageBefore: loadavg().map((n) => Number(n.toFixed(2))),
    runs,
    settings: LIGHTHOUSE_SETTINGS,
  };
  console.log(
    `Lighthouse ${conditions.lighthouse}, ${conditions.chromium}, Node ${conditions.node}, ` +
      `${conditions.cpus} CPUs, load average ${conditions.loadAverageBefore.join(' ')}`,
  );

  const lighthouseBrowser = {
    chromePath: await chromiumLauncherPath(chromiumPath, nice, reportDir),
    chromeFlags: ['--headless=new', ...chromiumFlags],
    nice,
  };
  if (nice) conditions.chromiumNice = Number(nice);
  const server = await startServer();
  const results = Object.fromEntries(pages.map((page) => [page.id, []]));
  const interactionRuns = Object.fromEntries(pages.map((page) => [page.id, []]));
  // Rows, an Error when measuring them failed (reported, the rest kept), or null when home is not measured.
  let taps = null;
  try {
    // Round-robin, so that a noisy minute on a shared machine hits every page alike.
    for (let run = 1; run <= runs; run++) {
      for (const page of pages) {
        const countersBefore = cpuCounters();
        const label = `run ${run} ${page.label}`;
        const lhr = await runLighthouse(`${origin}${page.url}`, lighthouseBrowser, label);
        const steal = stealPercent(countersBefore, cpuCounters());
        await writeFile(join(reportDir, `${page.id}-run${run}.json`), JSON.stringify(lhr));
        const summary = { ...summarise(lhr, { origin, exempt: page.exempt }), steal };
        results[page.id].push(summary);
        console.log(
          `run ${run} ${page.label.padEnd(26)} perf ${score(summary.performance)}  LCP ${ms(summary.lcp)} ms  ` +
            `TBT ${ms(summary.tbt)} ms  CLS ${summary.cls.toFixed(3)}  CPU stolen ${ms(steal)} %  ` +
            `host index ${ms(summary.hostIndex)}`,
        );
      }
    }
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
    const { HYDRATED_MEASURE, STAGE_MEASURE_PREFIX } = await pageNames();
    try {
      // The app's start on a first interaction, on every page that has an app (not the limit page).
      for (let run = 1; run <= runs; run++) {
        for (const page of pages.filter((candidate) => !candidate.limit)) {
          const measured = await measureFirstInteraction(browser, `${origin}${page.url}`, {
            readyMeasure: HYDRATED_MEASURE,
            stagePrefix: STAGE_MEASURE_PREFIX,
          });
          interactionRuns[page.id].push(measured);
          console.log(
            `run ${run} ${page.label.padEnd(26)} first interaction: hydrated after ${ms(measured.ready)} ms, ` +
              `blocking ${ms(measured.blocking)} ms, longest task ${ms(measured.longest)} ms, ` +
              `${kB(measured.scriptBytes)} kB JS`,
          );
        }
      }
      if (pages.some((page) => page.id === 'home')) {
        try {
          taps = await measureSiteTaps(browser, origin, process.env.BENCH_TAPS?.split(','));
          for (const row of taps)
            console.log(
              `taps ${row.label.padEnd(34)} first ${row.moment.padEnd(9)}: ${ms(row.firstMs)} ms (${row.firstPhase}), ` +
                `later ${row.laterMs.map(ms).join(', ')} ms`,
            );
        } catch (error) {
          console.log(`taps: not measured: ${error.message}`);
          taps = error;
        }
      }
    } finally {
      await browser.close();
    }
  } finally {
    server.kill();
    await rm(limitDir, { recursive: true, force: true });
  }
  conditions.loadAverageAfter = loadavg().map((n) => Number(n.toFixed(2)));

  const medians = pageMedians(pages, results, interactionRuns);
  const bundle = measure();
  const checks = targetChecks(medians, targets, {
    taps,
    extra: [
      [
        `home: initial JavaScript ${kB(bundle.initial.gzip)} kB ≤ ${INITIAL_BUDGET_BYTES / 1024} kB gzip`,
        bundle.initial.gzip <= INITIAL_BUDGET_BYTES,
      ],
    ],
  });
  const notes = [
    `Medians of ${runs} Lighthouse runs per page (mobile, simulated throttling), ${conditions.date}.`,
    `Lighthouse ${conditions.lighthouse}, ${conditions.chromium}, Node ${conditions.node}, ${conditions.cpus} CPUs; ` +
      `load average ${conditions.loadAverageBefore.join(' ')} before, ${conditions.loadAverageAfter.join(' ')} after` +
      (nice ? `; Chromium at nice ${nice}.` : '.'),
    `LCP/limit: the page's median LCP over the limit page's median LCP, measured in the same bench run.`,
    `JS/HTML/total kB: bytes transferred (gzip) during the Lighthouse run: what a visit that only reads loads.`,
    `CPU stolen %: the share of this machine's CPU time its hypervisor took during the page's runs (as vmstat's "st"); Lighthouse multiplies the main thread's observed tasks by 4, so a starved run reads as blocking time.`,
    `host index: Lighthouse's benchmark of this machine's CPU at the start of each run (its benchmarkIndex; it warns that results suffer below 1000). The same page's work reads as longer tasks on a slower or busier host.`,
    `TBT per run, ms: ${pages.map((page) => `${page.label} ${results[page.id].map((r) => ms(r.tbt)).join(', ')}`).join('; ')}.`,
    // Lighthouse's simulated LCP takes one of two values run to run, for the limit page as for the others
    // (docs/performance.md, "Reading LCP"): a median of three can flip with no change to the page.
    `LCP per run, ms: ${pages.map((page) => `${page.label} ${results[page.id].map((r) => ms(r.lcp)).join(', ')}`).join('; ')}.`,
    `* The not-found page's scores without the audits it fails on purpose: SEO without is-crawlable (noindex) and ` +
      `http-status-code (404); best practices without errors-in-console (the browser logs the 404 response, and ` +
      `the spec has the page log the missing path as an error).`,
    `Home page JavaScript by bundle (gzip -9): initial ${kB(bundle.initial.gzip)} kB, ` +
      `on first interaction (the app) ${kB(bundle.interaction.gzip)} kB, on use ${kB(bundle.onUse.gzip)} kB.`,
  ];
  await writeReport(
    reportDir,
    { conditions, targets, medians, runs: results, bundle, checks, taps },
    {
      notes,
      firstInteractionNote,
      tapsNote,
      tapsNotMeasured: 'Not measured: the home page is not among BENCH_PAGES.',
      tapMoments: firstTapMoments,
    },
  );
  console.log(`\nWrote ${join('reports', 'bench')}/ (summary.md, summary.json, one JSON per run).`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
