// What every engine's page shares: waiting for a condition in the page, and writing a screenshot.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { EnginePage, InPage, ScreenshotOptions } from './types';

/** How long a wait may take before it fails, unless the launch says otherwise. */
export const WAIT_MS = 30_000;

/** How long a window may take to take the size asked for: a busy machine's display server is slow to. */
export const RESIZE_MS = 30_000;

/**
 * Checks every 25 ms until the check holds; fails naming `what` after `timeoutMs`, and what there is instead when
 * `found` says.
 */
export async function poll(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs = WAIT_MS,
  found?: () => Promise<string>,
): Promise<void> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs)
      throw new Error(`Timed out waiting for ${what}${found ? ` (there is ${await found()})` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** waitFor over an engine's evaluate. */
export const waitForOver =
  (evaluate: (fn: InPage<unknown, unknown>, arg?: unknown) => Promise<unknown>, timeoutMs: number) =>
  (what: string, fn: InPage<unknown, boolean>, arg?: unknown) =>
    poll(what, async () => !!(await evaluate(fn, arg)), timeoutMs);

/** Writes the PNG where the options say, if they say; returns it. */
export function keep(png: Uint8Array, { path }: ScreenshotOptions = {}): Uint8Array {
  if (path) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, png);
  }
  return png;
}

/** The loosely typed evaluate and waitFor of an engine, as EnginePage's overloads. */
export const asEvaluate = (fn: (fn: InPage<unknown, unknown>, arg?: unknown) => Promise<unknown>) =>
  fn as EnginePage['evaluate'];
export const asWaitFor = (fn: (what: string, fn: InPage<unknown, boolean>, arg?: unknown) => Promise<void>) =>
  fn as EnginePage['waitFor'];
