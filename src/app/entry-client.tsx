// The app's entry. The prerendered page is complete without JavaScript: every link is a real link,
// anchors land 80px above their section through CSS, the colour scheme follows the system. The app adds
// what needs a script (the drawer, tooltips, notices, the scheme control, focus moved on navigation, the
// frosted bar). The page's inline script (boot.ts) fetches this entry on the visitor's first interaction;
// under `npm run dev` the page loads it directly. Starting is split into stages, one task each with a
// yield to the browser in between, so that no stage blocks input for long: React, the router, MUI and
// Emotion, the theme, then the app. Once the app has started it says so ("crf:started"), and the inline
// script replays the clicks it held meanwhile.

import { LAID_OUT_ATTRIBUTE } from '../components/renderWhenNear';
import { pagePrerendered } from './prerendered';

/** The app's chunks, filled in at build time (vite.config.ts), so they are fetched in parallel. */
const startupChunks: readonly string[] = ['__STARTUP_CHUNKS__'];

/**
 * Resolves once the browser has painted the prerendered page's content (its first contentful paint): the
 * first animation frame can come before it on a busy machine. Where paint timing is missing, after a frame.
 */
function afterFirstPaint(): Promise<void> {
  const afterAFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
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

/** Resolves in a new task, so that the browser can handle input and paint in between. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** The chunks the current page's route needs besides the app (the blog's page), named by the inline script. */
function routeChunks(): string[] {
  const names = document.querySelector<HTMLScriptElement>('script[data-route-chunks]')?.dataset.routeChunks;
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
  // Set by the inline script already; under `npm run dev` there is none (see renderWhenNear.ts).
  document.documentElement.setAttribute(LAID_OUT_ATTRIBUTE, '');
  // Under `npm run dev` #root is empty: there is no painted page to wait for.
  if (pagePrerendered) await afterFirstPaint();
  preloadStartupChunks();
  performance.mark('crf:start');
  // Each stage evaluates only what the stages before it have not: React; the router; MUI's theme
  // machinery with the theme itself (created once, at module load); Emotion and the providers; the
  // pages with their components and content; then the few lines that hydrate.
  const stages: [string, () => Promise<unknown>][] = [
    ['react', () => import('react-dom/client')],
    ['router', () => import('./routerStage')],
    ['theme', () => import('../../theme')],
    ['providers', () => import('./AppProviders')],
    ['pages', () => import('./routes')],
    ['start', () => import('./start')],
  ];
  let start: (() => Promise<void>) | undefined;
  // Each stage is timed (User Timing, "crf:<stage>"): download and evaluation of what it adds.
  for (const [name, load] of stages) {
    const begin = performance.now();
    const module = await load();
    performance.measure(`crf:${name}`, { start: begin });
    if (name === 'start') start = (module as typeof import('./start')).start;
    await nextTask();
  }
  await start?.();
  document.dispatchEvent(new Event('crf:started'));
}

void startApp();
