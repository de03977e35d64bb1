// A slow start, for the suites that press in the middle of hydration (Chromium's and the engines'). React hydrates
// in slices of about 5 ms, each a task its scheduler asks for with a message on a MessageChannel; here each of
// those messages is delivered SLICE_DELAY_MS late, from hydration's start until it commits. Hydration then lasts
// seconds on any machine, loaded or not (a loaded machine fits less work in a slice: more slices, longer still),
// while the page between slices is as free to answer as it is on a phone between tasks. So a press sent in its
// first frame comes while React hydrates, however long the test's own round trips take. Two ways that did not
// hold: Chromium's CPU throttle (40x) let hydration end within a second on a loaded machine, and keeping the main
// thread busy between slices slowed each press's round trip as much as hydration.
import { HYDRATED_MEASURE, HYDRATING_MARK } from '../src/startup/contract';

/** How late each of React's slices starts while it hydrates. */
const SLICE_DELAY_MS = 300;

/** What the page needs: the User Timing names 4-hydrate.tsx records (src/startup/contract.ts), and the delay. */
export interface SlowStart {
  mark: string;
  measure: string;
  sliceDelayMs: number;
}

/**
 * In the page, before the app's code is let through (sent as source, so it stays self-contained): delays React's
 * scheduler from hydration's start until it commits, or until `window.__fullSpeed` is set. React's scheduler is
 * the only part of the page that posts on a MessagePort.
 */
export function slowWhileHydrating({ mark, measure, sliceDelayMs }: SlowStart): void {
  const page = window as unknown as { __fullSpeed?: boolean };
  const hydrating = () =>
    performance.getEntriesByName(mark).length > 0 && !performance.getEntriesByName(measure).length;
  const { prototype } = MessagePort;
  const post = Object.getOwnPropertyDescriptor(prototype, 'postMessage')!.value as (...args: unknown[]) => void;
  prototype.postMessage = function (this: MessagePort, ...args: unknown[]) {
    if (!hydrating() || page.__fullSpeed) return post.apply(this, args);
    setTimeout(() => post.apply(this, args), sliceDelayMs);
  };
}

/** The argument slowWhileHydrating takes, the same in every suite. */
export const slowStart: SlowStart = { mark: HYDRATING_MARK, measure: HYDRATED_MEASURE, sliceDelayMs: SLICE_DELAY_MS };

/** In the page: lets hydration finish at full speed. */
export function fullSpeed(): void {
  (window as unknown as { __fullSpeed?: boolean }).__fullSpeed = true;
}
