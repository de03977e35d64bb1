// @ts-check
// The machine a bench run happens on: how much CPU its hypervisor took (a starved run reads as slow
// pages) and which Chromium measured, so that a slow host can be told from a slow page.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** @typedef {{ total: number, steal: number }} CpuCounters */

/**
 * The CPU counters of /proc/stat (Linux): total and stolen jiffies; null elsewhere.
 * @returns {CpuCounters | null}
 */
export function cpuCounters() {
  try {
    const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1).map(Number);
    return { total: fields.reduce((sum, n) => sum + n, 0), steal: fields[7] ?? 0 };
  } catch {
    return null;
  }
}

/**
 * The share of CPU time the hypervisor took between two readings (vmstat's "st"), in %: how starved a run was.
 * NaN when either reading is missing or no time passed.
 * @param {CpuCounters | null} before
 * @param {CpuCounters | null} after
 */
export function stealPercent(before, after) {
  if (!before || !after || after.total === before.total) return NaN;
  return (100 * (after.steal - before.steal)) / (after.total - before.total);
}

/**
 * The version line the Chromium at `chromiumPath` prints, or 'unknown'.
 * @param {string} chromiumPath
 */
export function chromiumVersion(chromiumPath) {
  const result = spawnSync(chromiumPath, ['--version'], { encoding: 'utf8' });
  return (result.stdout || '').trim().split('\n').pop() || 'unknown';
}
