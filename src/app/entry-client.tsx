// The page's only script tag, kept tiny. The prerendered page is complete without JavaScript: every
// link is a real link, anchors land 80px above their section through CSS, the colour scheme follows the
// system. The app adds what needs a script (the drawer, tooltips, notices, the scheme control, focus
// moved on navigation, the frosted bar), and is fetched and started when the visitor first does
// something with the page: points, touches, scrolls, presses a key, moves focus or clicks. A visit
// that only reads costs what the page without JavaScript costs. Starting is split into stages, one
// task each with a yield to the browser in between, so that no stage blocks input for long: React,
// the router, MUI and Emotion, the theme, then the app. A click on a button before the app has
// started is held and replayed once it has; links work as plain links meanwhile.

/** The app's chunks, filled in at build time (vite.config.ts), so they are fetched in parallel. */
const startupChunks: readonly string[] = ['__STARTUP_CHUNKS__'];

/** False under `npm run dev`, which serves an empty #root: then there is nothing to wait for. */
const prerendered = !!document.getElementById('root')?.firstElementChild;

const heldClicks: HTMLElement[] = [];

function holdEarlyClicks(event: MouseEvent) {
  const target = event.target instanceof Element ? event.target : null;
  const control = target?.closest<HTMLElement>('button:not([disabled])');
  if (!control || !control.closest('#root')) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  if (!heldClicks.includes(control)) heldClicks.push(control);
}

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

function preloadStartupChunks() {
  for (const href of startupChunks) {
    if (href.startsWith('__')) continue; // not built (vite dev server)
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

async function startApp() {
  if (prerendered) await afterFirstPaint();
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
  document.removeEventListener('click', holdEarlyClicks, true);
  // React hydrates the part of the page a replayed click lands in first, then runs its handler.
  for (const control of heldClicks.splice(0)) if (control.isConnected) control.click();
}

/** What counts as the visitor doing something with the page; a screen reader's click comes as a click. */
const interactions = ['pointerdown', 'pointermove', 'touchstart', 'wheel', 'scroll', 'keydown', 'focusin', 'click'];

/** Resolves on the visitor's first interaction; at once when nothing is prerendered. */
function firstInteraction(): Promise<void> {
  if (!prerendered) return Promise.resolve();
  return new Promise((resolve) => {
    const started = () => {
      for (const type of interactions) window.removeEventListener(type, started, true);
      resolve();
    };
    for (const type of interactions) window.addEventListener(type, started, { capture: true, passive: true });
  });
}

document.addEventListener('click', holdEarlyClicks, true);
void firstInteraction().then(startApp);
