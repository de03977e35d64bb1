// The app's entry, the second step of the start-up (see docs/architecture.md). The prerendered page is
// complete and answers every press by itself (1-page-script.ts); the app adds what needs it: the drawer,
// tooltips and the frosted bar. Links stay the browser's: every page is a page load. The page script
// imports this entry on the visitor's first interaction; under `npm run dev` the page loads it directly,
// with no prerendered page and no page script, so it sets both up first. Starting is split into stages,
// one task each with a frame in between, so that a press waits for one stage at most, never two: React,
// the router, MUI and Emotion, the theme, then the app (3-router-stage.ts, 4-hydrate.tsx).

import { ROUTE_CHUNKS_ATTRIBUTE, STAGE_MEASURE_PREFIX } from './contract';
import { pagePrerendered } from './prerendered';

/** The app's chunks, filled in at build time (build/vite/startup-chunk-list.ts), so they are fetched in parallel. */
const startupChunks: readonly string[] = ['__STARTUP_CHUNKS__'];

/**
 * Resolves in a new task after the next frame: whatever a press during the last stage changed (a scroll, a menu
 * opened by the page script) is painted before the next stage's task, not after it. A hidden page has no frames,
 * so there it is only a new task.
 */
function afterAFrame(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') setTimeout(resolve, 0);
    else requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

/**
 * Resolves once the browser has painted the prerendered page's content (its first contentful paint): the
 * first animation frame can come before it on a busy machine. Where paint timing is missing, after a frame.
 */
function afterFirstPaint(): Promise<void> {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return afterAFrame();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((entries) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/** The chunks the current page's route needs besides the app (the blog's page), named by the inline script. */
function routeChunks(): string[] {
  const names = document.querySelector(`script[${ROUTE_CHUNKS_ATTRIBUTE}]`)?.getAttribute(ROUTE_CHUNKS_ATTRIBUTE);
  return names?.split(' ').filter(Boolean) ?? [];
}

function preloadStartupChunks() {
  for (const href of [...startupChunks, ...routeChunks()]) {
    if (href.startsWith('__')) continue; // not built (vite dev server)
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

async function startApp() {
  // Under `npm run dev` #root is empty: there is no painted page to wait for, and no page script.
  if (pagePrerendered) await afterFirstPaint();
  else if (import.meta.env.DEV) (await import('./devPage')).setUpDevPage();
  preloadStartupChunks();
  performance.mark(`${STAGE_MEASURE_PREFIX}start`);
  // Each stage evaluates only what the stages before it have not: React; the router; MUI's theme
  // machinery with the theme itself (created once, at module load); Emotion and the providers; the
  // pages with their components and content; then the few lines that hydrate.
  const stages: [string, () => Promise<unknown>][] = [
    ['react', () => import('react-dom/client')],
    ['router', () => import('./3-router-stage')],
    ['theme', () => import('../../theme')],
    ['providers', () => import('../app/AppProviders')],
    ['pages', () => import('../app/routes')],
    ['start', () => import('./4-hydrate')],
  ];
  let start: (() => Promise<void>) | undefined;
  // Each stage is timed (User Timing, "crf:<stage>"): download and evaluation of what it adds.
  for (const [name, load] of stages) {
    const begin = performance.now();
    const module = await load();
    performance.measure(`${STAGE_MEASURE_PREFIX}${name}`, { start: begin });
    if (name === 'start') start = (module as typeof import('./4-hydrate')).start;
    await afterAFrame();
  }
  await start?.();
}

void startApp();
