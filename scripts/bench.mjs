// `npm run bench`: builds the site, serves dist/ as a static host would (scripts/serve.mjs: the `serve`
// package, gzip on), and runs Lighthouse (mobile, simulated throttling, the system Chromium) three
// times on each page and on the limit page: the home page's prerendered HTML with every script and
// modulepreload removed, served from the same server. Prints medians with each page's LCP ratio to
// the limit, and writes reports/performance/ (each run's JSON, summary.json, summary.md).
// Lighthouse does not interact, and the app starts on the visitor's first interaction
// (src/app/entry-client.tsx), so the bench then measures that start separately: each page in Chromium
// at 4x CPU slowdown, a first pointer movement, and the time and blocking until the page is hydrated.
// A benchmark, not a test: it always exits 0 once it has measured, and says which targets were met.
//
//   npm run bench                        build, then measure
//   node scripts/bench.mjs --no-build    measure the current dist/
//   BENCH_RUNS=5 BENCH_PORT=4221 BENCH_PAGES=home,blog …   more runs, another port, fewer pages
//   BENCH_NICE=-10 …                     run Chromium at that scheduling priority (root only), so that
//                                        other work on a shared machine disturbs the timings less
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { measure } from './check-bundle.mjs';
import { chromiumFlags, systemChromiumPath } from './chromium.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const reportDir = join(root, 'reports', 'performance');
const port = Number(process.env.BENCH_PORT ?? 4211);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const origin = `http://127.0.0.1:${port}`;
const chromiumPath = process.env.CHROME_PATH ?? systemChromiumPath() ?? '/usr/bin/chromium';
const nice = process.env.BENCH_NICE;
const chromeFlags = ['--headless=new', ...chromiumFlags];

/** The pages measured; `limit` is the home page without JavaScript, written only for the bench. */
const allPages = [
  { id: 'home', label: '/', path: '/' },
  { id: 'limit', label: 'limit (/ without JS)', path: '/__limit' },
  { id: 'blog', label: '/blog', path: '/blog' },
  // A real unknown path, answered with dist/404.html and status 404, as a visitor gets it.
  { id: 'notFound', label: 'not found (/no-such-page)', path: '/no-such-page' },
];
// BENCH_PAGES=home,limit measures a subset (the limit page is always included, for the ratio).
const only = process.env.BENCH_PAGES?.split(',');
const pages = only ? allPages.filter((page) => page.id === 'limit' || only.includes(page.id)) : allPages;

// The not-found page must fail these two SEO audits: it is marked noindex and answers 404.
const notFoundSeoExempt = ['is-crawlable', 'http-status-code'];
// …and this best-practices audit: the browser logs the document's 404, and the spec has the page log
// the missing path as an error.
const notFoundBestPracticesExempt = ['errors-in-console'];

const targets = {
  performance: 0.99,
  lcpRatio: 1.15,
  tbtMs: 100,
  cls: 0,
};

const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number' && !Number.isNaN(v)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function sh(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

function chromiumVersion() {
  const result = spawnSync(chromiumPath, ['--version'], { encoding: 'utf8' });
  return (result.stdout || '').trim().split('\n').pop() || 'unknown';
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

/** The limit page: the home page's prerendered HTML and CSS, with no script and no modulepreload. */
export function limitPage(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>\s*/g, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>\s*/g, '');
}

function summarise(lhr) {
  const audit = (id) => lhr.audits[id];
  const requests = audit('network-requests')?.details?.items ?? [];
  const bytesOf = (type) =>
    requests.filter((r) => r.resourceType === type).reduce((total, r) => total + (r.transferSize ?? 0), 0);
  /** A category's score without some of its audits (Lighthouse's weighted mean over the rest). */
  const scoreWithout = (category, exempt) => {
    const refs = lhr.categories[category].auditRefs.filter((ref) => ref.weight > 0 && !exempt.includes(ref.id));
    const weight = refs.reduce((total, ref) => total + ref.weight, 0);
    return refs.reduce((total, ref) => total + ref.weight * (audit(ref.id).score ?? 0), 0) / weight;
  };
  const failing = (category) =>
    lhr.categories[category].auditRefs
      .filter((ref) => ref.weight > 0 && (audit(ref.id).score ?? 1) < 1)
      .map((ref) => ref.id);
  return {
    performance: lhr.categories.performance.score,
    accessibility: lhr.categories.accessibility.score,
    bestPractices: lhr.categories['best-practices'].score,
    seo: lhr.categories.seo.score,
    seoExceptNotFoundChecks: scoreWithout('seo', notFoundSeoExempt),
    bestPracticesExceptNotFoundChecks: scoreWithout('best-practices', notFoundBestPracticesExempt),
    fcp: audit('first-contentful-paint').numericValue,
    lcp: audit('largest-contentful-paint').numericValue,
    tbt: audit('total-blocking-time').numericValue,
    cls: audit('cumulative-layout-shift').numericValue,
    si: audit('speed-index').numericValue,
    totalBytes: audit('total-byte-weight').numericValue,
    htmlBytes: bytesOf('Document'),
    jsBytes: bytesOf('Script'),
    cssBytes: bytesOf('Stylesheet'),
    requests: requests.length,
    offOrigin: requests.filter((r) => !r.url.startsWith(origin) && !r.url.startsWith('data:')).map((r) => r.url),
    failing: {
      accessibility: failing('accessibility'),
      bestPractices: failing('best-practices'),
      seo: failing('seo'),
    },
    longTasks: (audit('long-tasks')?.details?.items ?? []).map((item) => ({
      url: item.url.replace(origin, ''),
      start: Math.round(item.startTime),
      duration: Math.round(item.duration),
    })),
    // Lighthouse's own measure of this machine's CPU at the start of the run; it warns below 1000.
    hostIndex: lhr.environment?.benchmarkIndex,
    runWarnings: lhr.runWarnings,
  };
}

/** The CPU counters of /proc/stat (Linux): total and stolen jiffies; null elsewhere. */
function cpuCounters() {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    return { total: fields.reduce((sum, n) => sum + n, 0), steal: fields[7] ?? 0 };
  } catch {
    return null;
  }
}

/** The share of CPU time the hypervisor took between two readings (vmstat's "st"), in %: how starved a run was. */
function stealPercent(before, after) {
  if (!before || !after || after.total === before.total) return NaN;
  return (100 * (after.steal - before.steal)) / (after.total - before.total);
}

/** The browser to launch: the system Chromium, or a wrapper that runs it at BENCH_NICE priority. */
async function chromiumLauncherPath() {
  if (!nice) return chromiumPath;
  const wrapper = join(reportDir, 'chromium-nice.sh');
  await writeFile(wrapper, `#!/bin/sh\nexec nice -n ${Number(nice)} ${chromiumPath} "$@"\n`, { mode: 0o755 });
  return wrapper;
}

async function runLighthouse(url, chromePath) {
  // Without the zygote, renderers are children of the browser process and share its priority.
  const flags = nice ? [...chromeFlags, '--no-zygote'] : chromeFlags;
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: flags, logLevel: 'silent' });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        logLevel: 'silent',
        output: 'json',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        // The not-found page answers 404 on purpose.
        ignoreStatusCode: true,
      },
      undefined,
    );
    if (!result?.lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

/** Lighthouse now and then fails to record a trace on a loaded machine: such a run is taken again, twice at most. */
async function runLighthouseWithRetries(url, chromePath, label) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouse(url, chromePath);
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`${label}: ${error.message}; running it again`);
    }
  }
}

/**
 * The app's start on a first interaction, which Lighthouse never makes: the page loads in Chromium at 4x
 * CPU slowdown (Lighthouse's mobile setting; no network throttling, the server is local), settles, then
 * the pointer moves. Returns the time from that movement to the end of hydration, the blocking time of
 * the long tasks in between (the part of each over 50 ms, as TBT counts it), the longest task, the
 * JavaScript it fetched, and the app's own timings of each stage (User Timing "crf:*").
 */
async function measureFirstInteraction(browser, path) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      globalThis.__benchLongTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          globalThis.__benchLongTasks.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const since = await page.evaluate(() => performance.now());
    await page.mouse.move(1, 1);
    await page.waitForFunction(() => performance.getEntriesByName('crf:hydrate').length > 0, undefined, {
      timeout: 60_000,
    });
    await page.waitForLoadState('networkidle');
    const timings = await page.evaluate((start) => {
      const hydrate = performance.getEntriesByName('crf:hydrate')[0];
      const tasks = globalThis.__benchLongTasks.filter((task) => task.start + task.duration >= start);
      return {
        ready: hydrate.startTime + hydrate.duration - start,
        blocking: tasks.reduce((total, task) => total + Math.max(0, task.duration - 50), 0),
        longest: Math.max(0, ...tasks.map((task) => task.duration)),
        // Bodies as transferred (gzip) of the scripts fetched since the interaction.
        scriptBytes: performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime >= start && entry.name.endsWith('.js'))
          .reduce((total, entry) => total + entry.encodedBodySize, 0),
        stages: Object.fromEntries(
          performance
            .getEntriesByType('measure')
            .filter((entry) => entry.name.startsWith('crf:'))
            .map((entry) => [entry.name.slice(4), entry.duration]),
        ),
      };
    }, since);
    return timings;
  } finally {
    await context.close();
  }
}

const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)}` : '–');
const score = (value) => (Number.isFinite(value) ? value.toFixed(2) : '–');
const kB = (bytes) => (Number.isFinite(bytes) ? (bytes / 1024).toFixed(1) : '–');

function table(rows) {
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
    r.id === 'notFound'
      ? `${score(r.bestPractices)} (${score(r.bestPracticesExceptNotFoundChecks)}*)`
      : score(r.bestPractices),
    r.id === 'notFound' ? `${score(r.seo)} (${score(r.seoExceptNotFoundChecks)}*)` : score(r.seo),
    ms(r.fcp),
    ms(r.lcp),
    r.id === 'limit' ? '1.00' : r.lcpRatio.toFixed(2),
    ms(r.tbt),
    r.cls.toFixed(3),
    ms(r.si),
    kB(r.jsBytes),
    kB(r.htmlBytes),
    kB(r.totalBytes),
    ms(r.steal),
    ms(r.hostIndex),
  ]);
  return [header, header.map(() => '---'), ...body].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

async function main() {
  const args = new Set(process.argv.slice(2));
  if (!args.has('--no-build')) sh('npm', ['run', 'build']);
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
    lighthouse: JSON.parse(readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version,
    chromium: chromiumVersion(),
    cpus: cpus().length,
    loadAverageBefore: loadavg().map((n) => Number(n.toFixed(2))),
    runs,
    settings: 'Lighthouse defaults: mobile form factor, simulated throttling (150 ms RTT, 1.6 Mbps, 4x CPU)',
  };
  console.log(
    `Lighthouse ${conditions.lighthouse}, ${conditions.chromium}, Node ${conditions.node}, ` +
      `${conditions.cpus} CPUs, load average ${conditions.loadAverageBefore.join(' ')}`,
  );

  const chromePath = await chromiumLauncherPath();
  if (nice) conditions.chromiumNice = Number(nice);
  const server = await startServer();
  const results = Object.fromEntries(pages.map((page) => [page.id, []]));
  const interactionRuns = Object.fromEntries(pages.map((page) => [page.id, []]));
  try {
    // Round-robin, so that a noisy minute on a shared machine hits every page alike.
    for (let run = 1; run <= runs; run++) {
      for (const page of pages) {
        const countersBefore = cpuCounters();
        const lhr = await runLighthouseWithRetries(`${origin}${page.path}`, chromePath, `run ${run} ${page.label}`);
        const steal = stealPercent(countersBefore, cpuCounters());
        await writeFile(join(reportDir, `${page.id}-run${run}.json`), JSON.stringify(lhr));
        const summary = { ...summarise(lhr), steal };
        results[page.id].push(summary);
        console.log(
          `run ${run} ${page.label.padEnd(26)} perf ${score(summary.performance)}  LCP ${ms(summary.lcp)} ms  ` +
            `TBT ${ms(summary.tbt)} ms  CLS ${summary.cls.toFixed(3)}  CPU stolen ${ms(steal)} %  ` +
            `host index ${ms(summary.hostIndex)}`,
        );
      }
    }
    // The app's start on a first interaction, on every page that has an app (not the limit page).
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
    try {
      for (let run = 1; run <= runs; run++) {
        for (const page of pages.filter((candidate) => candidate.id !== 'limit')) {
          const measured = await measureFirstInteraction(browser, page.path);
          interactionRuns[page.id].push(measured);
          console.log(
            `run ${run} ${page.label.padEnd(26)} first interaction: hydrated after ${ms(measured.ready)} ms, ` +
              `blocking ${ms(measured.blocking)} ms, longest task ${ms(measured.longest)} ms, ` +
              `${kB(measured.scriptBytes)} kB JS`,
          );
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

  const numeric = [
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
  const medians = pages.map((page) => {
    const runsOfPage = results[page.id];
    const row = { id: page.id, label: page.label, path: page.path };
    for (const key of numeric) row[key] = median(runsOfPage.map((r) => r[key]));
    row.offOrigin = [...new Set(runsOfPage.flatMap((r) => r.offOrigin))];
    const started = interactionRuns[page.id];
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
  const limit = medians.find((row) => row.id === 'limit');
  for (const row of medians) row.lcpRatio = row.lcp / limit.lcp;

  const bundle = measure();
  const checks = [];
  for (const row of medians.filter((r) => r.id !== 'limit')) {
    // The not-found page is held to the audits it does not fail on purpose (see the notes).
    const seo = row.id === 'notFound' ? row.seoExceptNotFoundChecks : row.seo;
    const bestPractices = row.id === 'notFound' ? row.bestPracticesExceptNotFoundChecks : row.bestPractices;
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

  const startedRows = medians.filter((row) => row.firstInteraction);
  const stageNames = [...new Set(startedRows.flatMap((row) => Object.keys(row.firstInteraction.stages)))];
  const stagesText = [
    `| page | hydrated after ms | blocking ms | longest task ms | JS kB | ${stageNames.join(' | ')} |`,
    `| --- | --- | --- | --- | --- | ${stageNames.map(() => '---').join(' | ')} |`,
    ...startedRows.map(
      ({ label, firstInteraction: f }) =>
        [
          `| ${label}`,
          ms(f.ready),
          ms(f.blocking),
          ms(f.longest),
          kB(f.scriptBytes),
          ...stageNames.map((name) => ms(f.stages[name])),
        ].join(' | ') + ' |',
    ),
  ].join('\n');
  const tableText = table(medians);
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
    `* The not-found page's scores without the audits it fails on purpose: SEO without is-crawlable (noindex) and ` +
      `http-status-code (404); best practices without errors-in-console (the browser logs the 404 response, and ` +
      `the spec has the page log the missing path as an error).`,
    `Home page JavaScript by bundle (gzip -9): initial ${kB(bundle.initial.gzip)} kB, ` +
      `on first interaction (the app) ${kB(bundle.interaction.gzip)} kB, on use ${kB(bundle.onUse.gzip)} kB.`,
  ];
  const checkLines = checks.map(([label, ok]) => `${ok ? 'met ' : 'MISSED'}  ${label}`);
  const stagesNote =
    'The first interaction, which Lighthouse does not make: medians of the same number of runs in Chromium at 4x ' +
    'CPU slowdown (no network throttling; local server). From the first pointer movement to the end of hydration; ' +
    'blocking: the part over 50 ms of each long task meanwhile (as TBT counts it); JS kB: what it fetched (gzip); ' +
    'then each stage of the start (src/app/entry-client.tsx) and hydration (time-sliced), ms.';
  console.log(`\n${tableText}\n\n${notes.join('\n')}\n\n${stagesNote}\n${stagesText}\n\n${checkLines.join('\n')}`);

  await writeFile(
    join(reportDir, 'summary.json'),
    JSON.stringify({ conditions, targets, medians, runs: results, bundle, checks }, null, 2),
  );
  await writeFile(
    join(reportDir, 'summary.md'),
    `# Performance benchmark\n\n${tableText}\n\n${notes.map((n) => `- ${n}`).join('\n')}\n\n` +
      `## The first interaction\n\n${stagesNote}\n\n${stagesText}\n\n` +
      `## Targets\n\n${checkLines.map((line) => `- ${line}`).join('\n')}\n`,
  );
  console.log(`\nWrote ${join('reports', 'performance')}/ (summary.md, summary.json, one JSON per run).`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
