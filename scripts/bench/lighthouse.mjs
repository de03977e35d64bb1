// Lighthouse runs for the bench (mobile, simulated throttling, the system Chromium), what each run is
// reduced to, and the limit page every page's LCP is compared with.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** How Lighthouse runs, as the report states it. */
export const LIGHTHOUSE_SETTINGS =
  'Lighthouse defaults: mobile form factor, simulated throttling (150 ms RTT, 1.6 Mbps, 4x CPU)';

/** The limit page: the home page's prerendered HTML and CSS, with no script and no modulepreload. */
export function limitPage(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>\s*/g, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>\s*/g, '');
}

/**
 * The browser for Lighthouse to launch: `chromiumPath` itself, or, with `nice` set, a wrapper written in
 * `dir` that runs it at that scheduling priority (other work on a shared machine then disturbs it less).
 */
export async function chromiumLauncherPath(chromiumPath, nice, dir) {
  if (!nice) return chromiumPath;
  const wrapper = join(dir, 'chromium-nice.sh');
  await writeFile(wrapper, `#!/bin/sh\nexec nice -n ${Number(nice)} ${chromiumPath} "$@"\n`, { mode: 0o755 });
  return wrapper;
}

/** One Lighthouse run of `url` in a fresh browser; returns its result (lhr). */
async function runLighthouse(url, { chromePath, chromeFlags, nice }) {
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

/**
 * Lighthouse now and then fails to record a trace on a loaded machine: such a run is taken again, twice at
 * most. `browser` is { chromePath, chromeFlags, nice }; `label` names the run in the log.
 */
export async function runLighthouseWithRetries(url, browser, label) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouse(url, browser);
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`${label}: ${error.message}; running it again`);
    }
  }
}

/**
 * What the report keeps of one run. `origin` tells the site's requests from any that leave it; `exempt`
 * ({ seo, bestPractices }: audit ids) are left out of the "…ExceptNotFoundChecks" scores, the scores a page
 * that fails those audits on purpose (the not-found page) is held to.
 */
export function summarise(lhr, { origin, exempt }) {
  const audit = (id) => lhr.audits[id];
  const requests = audit('network-requests')?.details?.items ?? [];
  const bytesOf = (type) =>
    requests.filter((r) => r.resourceType === type).reduce((total, r) => total + (r.transferSize ?? 0), 0);
  /** A category's score without some of its audits (Lighthouse's weighted mean over the rest). */
  const scoreWithout = (category, exemptIds) => {
    const refs = lhr.categories[category].auditRefs.filter((ref) => ref.weight > 0 && !exemptIds.includes(ref.id));
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
    seoExceptNotFoundChecks: scoreWithout('seo', exempt.seo),
    bestPracticesExceptNotFoundChecks: scoreWithout('best-practices', exempt.bestPractices),
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
