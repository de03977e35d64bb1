// A slow phone while the app hydrates, for the suites that press in the middle of hydration (Chromium's and the
// engines'). From hydration's first slice until it commits, the main thread is kept busy BUSY_MS at a time
// between React's slices (React works 5 ms, then yields), as a slow phone's would be. Hydration then lasts
// seconds on any machine, and longer on a loaded one, where each slice holds less work, so a press sent in its
// first frame comes while it runs. Chromium's CPU throttle alone (40x) did not hold: on a loaded machine
// hydration sometimes ended within a second of its start, before the press came.

/** How long the main thread stays busy between two of React's slices. */
export const BUSY_MS = 150;

/** Where the browser can slow its CPU (Chromium), by as much as the bench's phone (Lighthouse's mobile profile). */
export const PHONE_CPU_SLOWDOWN = 4;

/** What the page needs: the User Timing names 4-hydrate.tsx records (src/startup/contract.ts). */
export interface HydrationNames {
  mark: string;
  measure: string;
  busyMs: number;
}

/**
 * In the page, before the app's code is let through (sent as source, so it stays self-contained): keeps the main
 * thread busy between React's slices from hydration's start until it commits, or until `window.__fullSpeed` is set.
 */
export function slowWhileHydrating({ mark, measure, busyMs }: HydrationNames): void {
  const page = window as unknown as { __fullSpeed?: boolean };
  const hydrated = () => performance.getEntriesByName(measure).length > 0;
  const hydrating = () => performance.getEntriesByName(mark).length > 0;
  const busy = () => {
    if (hydrated() || page.__fullSpeed) return;
    if (hydrating()) for (const end = performance.now() + busyMs; performance.now() < end;);
    setTimeout(busy, 0);
  };
  busy();
}

/** In the page: lets hydration finish at full speed. */
export function fullSpeed(): void {
  (window as unknown as { __fullSpeed?: boolean }).__fullSpeed = true;
}
