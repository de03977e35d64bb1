// @ts-check
// Lighthouse runs (its defaults: mobile, simulated throttling) in a Chromium of the caller's, what each run is
// reduced to, and the limit page a page's LCP is compared with.
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** How Lighthouse runs, as the report states it. */
export const LIGHTHOUSE_SETTINGS =
  'Lighthouse defaults: mobile form factor, simulated throttling (150 ms RTT, 1.6 Mbps, 4x CPU)';

/** The version of Lighthouse that runs. */
export const lighthouseVersion = () =>
  /** @type {{ version: string }} */ (createRequire(import.meta.url)('lighthouse/package.json')).version;

/**
 * The limit page: a page's HTML and CSS with no script and no modulepreload, the page that cannot paint sooner.
 * @param {string} html
 */
export function limitPage(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>\s*/g, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>\s*/g, '');
}

/**
 * The Chromium Lighthouse launches, and how.
 * @typedef {object} LighthouseBrowser
 * @property {string} chromePath The browser to launch (see chromiumLauncherPath).
 * @property {string[]} chromeFlags Its flags (`--headless=new` among them, for a machine without a display).
 * @property {string | number} [nice] The scheduling priority it runs at, if any.
 */

/**
 * The browser for Lighthouse to launch: `chromiumPath` itself, or, with `nice` set, a wrapper written in
 * `dir` that runs it at that scheduling priority (other work on a shared machine then disturbs it less).
 * @param {string} chromiumPath
 * @param {string | number | undefined} nice
 * @param {string} dir
 */
export async function chromiumLauncherPath(chromiumPath, nice, dir) {
  if (!nice) return chromiumPath;
  const wrapper = join(dir, 'chromium-nice.sh');
  await writeFile(wrapper, `#!/bin/sh\nexec nice -n ${Number(nice)} ${chromiumPath} "$@"\n`, { mode: 0o755 });
  return wrapper;
}

/**
 * One Lighthouse run of `url` in a fresh browser.
 * @param {string} url
 * @param {LighthouseBrowser} browser
 * @returns {Promise<import('lighthouse').Result>}
 */
async function runOnce(url, { chromePath, chromeFlags, nice }) {
  // Without the zygote, renderers are children of the browser process and share its priority.
  const flags = nice ? [...chromeFlags, '--no-zygote'] : chromeFlags;
  // Loaded here, not with the module: a caller that only taps or reports does not load Lighthouse.
  const [chromeLauncher, { default: lighthouse }] = await Promise.all([
    import('chrome-launcher'),
    import('lighthouse'),
  ]);
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: flags, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'silent',
      output: 'json',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      // A page may answer 404 on purpose (a not-found page).
      ignoreStatusCode: true,
    });
    if (!result?.lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/**
 * One Lighthouse run of `url` (performance, accessibility, best practices, SEO), its result (lhr). Lighthouse now and
 * then fails to record a trace on a loaded machine: such a run is taken again, twice at most, saying so with
 * `label` (which names the run in the log).
 * @param {string} url
 * @param {LighthouseBrowser} browser
 * @param {string} [label]
 */
export async function runLighthouse(url, browser, label = url) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(url, browser);
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`${label}: ${error instanceof Error ? error.message : error}; running it again`);
    }
  }
}

/**
 * Audits a page fails on purpose (a not-found page: noindex, its 404 logged), by category: the "…ExceptExempt"
 * scores leave them out.
 * @typedef {{ seo?: string[], bestPractices?: string[] }} ExemptAudits
 */

/**
 * What the report keeps of one Lighthouse run (the figures in ms, bytes and scores 0–1).
 * @typedef {object} RunSummary
 * @property {number} performance
 * @property {number} accessibility
 * @property {number} bestPractices
 * @property {number} seo
 * @property {number} seoExceptExempt SEO without the page's exempt audits (Lighthouse's weighted mean over the rest).
 * @property {number} bestPracticesExceptExempt
 * @property {number} fcp
 * @property {number} lcp
 * @property {number} tbt
 * @property {number} cls
 * @property {number} si
 * @property {number} totalBytes
 * @property {number} htmlBytes Transferred (compressed) bytes of the documents.
 * @property {number} jsBytes
 * @property {number} cssBytes
 * @property {number} requests
 * @property {string[]} offOrigin Requests that left `origin` (data: URLs aside).
 * @property {{ accessibility: string[], bestPractices: string[], seo: string[] }} failing Audits under 1.
 * @property {{ url: string, start: number, duration: number }[]} longTasks
 * @property {number | undefined} hostIndex Lighthouse's benchmark of the host's CPU (benchmarkIndex; it warns below 1000).
 * @property {string[]} runWarnings
 */

/**
 * What the report keeps of one run. `origin` tells the page's own requests from any that leave it; `exempt`
 * names the audits the page fails on purpose, left out of the "…ExceptExempt" scores.
 * @param {import('lighthouse').Result} lhr
 * @param {{ origin: string, exempt?: ExemptAudits }} options
 * @returns {RunSummary}
 */
export function summarise(lhr, { origin, exempt = {} }) {
  /** @param {string} id */
  const audit = (id) => lhr.audits[id];
  /** @param {string} id */
  const numeric = (id) => audit(id)?.numericValue ?? NaN;
  /** @param {string} id @returns {Record<string, any>[]} */
  const itemsOf = (id) =>
    /** @type {{ items?: Record<string, any>[] } | undefined} */ (audit(id)?.details)?.items ?? [];
  const requests = itemsOf('network-requests');
  /** @param {string} type */
  const bytesOf = (type) =>
    requests.filter((r) => r.resourceType === type).reduce((total, r) => total + (r.transferSize ?? 0), 0);
  /** @param {string} category */
  const refsOf = (category) => lhr.categories[category]?.auditRefs.filter((ref) => ref.weight > 0) ?? [];
  /**
   * A category's score without some of its audits (Lighthouse's weighted mean over the rest).
   * @param {string} category
   * @param {string[]} exemptIds
   */
  const scoreWithout = (category, exemptIds) => {
    const refs = refsOf(category).filter((ref) => !exemptIds.includes(ref.id));
    const weight = refs.reduce((total, ref) => total + ref.weight, 0);
    return refs.reduce((total, ref) => total + ref.weight * (audit(ref.id)?.score ?? 0), 0) / weight;
  };
  /** @param {string} category */
  const failing = (category) =>
    refsOf(category)
      .filter((ref) => (audit(ref.id)?.score ?? 1) < 1)
      .map((ref) => ref.id);
  /** @param {string} category */
  const scoreOf = (category) => lhr.categories[category]?.score ?? NaN;
  return {
    performance: scoreOf('performance'),
    accessibility: scoreOf('accessibility'),
    bestPractices: scoreOf('best-practices'),
    seo: scoreOf('seo'),
    seoExceptExempt: scoreWithout('seo', exempt.seo ?? []),
    bestPracticesExceptExempt: scoreWithout('best-practices', exempt.bestPractices ?? []),
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    si: numeric('speed-index'),
    totalBytes: numeric('total-byte-weight'),
    htmlBytes: bytesOf('Document'),
    jsBytes: bytesOf('Script'),
    cssBytes: bytesOf('Stylesheet'),
    requests: requests.length,
    offOrigin: requests.map((r) => String(r.url)).filter((url) => !url.startsWith(origin) && !url.startsWith('data:')),
    failing: {
      accessibility: failing('accessibility'),
      bestPractices: failing('best-practices'),
      seo: failing('seo'),
    },
    longTasks: itemsOf('long-tasks').map((item) => ({
      url: String(item.url).replace(origin, ''),
      start: Math.round(item.startTime),
      duration: Math.round(item.duration),
    })),
    hostIndex: lhr.environment?.benchmarkIndex,
    runWarnings: lhr.runWarnings,
  };
}
