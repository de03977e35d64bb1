// Starts the app in the browser: hydrates the prerendered page (or renders it, under `npm run dev`).
// The last stage of 2-app-entry.tsx, on the visitor's first interaction, once the page has painted.
import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { createEmotionCache } from '../app/emotionCache';
import { routes } from '../app/routes';
import { HYDRATED_MEASURE, HYDRATING_MARK } from './contract';

/** Loads the lazy route modules the current URL needs, so the first render matches the prerendered HTML. */
async function loadInitialLazyRoutes() {
  const lazyMatches = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const routeModule = await route.lazy();
      Object.assign(route, { ...routeModule, lazy: undefined });
    }),
  );
}

/**
 * Every event a visitor's press, tap, key or edit fires (UI Events, Pointer Events, Touch Events, Clipboard and
 * Drag and Drop): none may reach React before hydration has committed. Our own list of the platform's input
 * events, a superset of those React answers at once, so that no React release can add one we miss.
 */
const PRESS_EVENTS = (
  'pointerdown pointerup pointercancel mousedown mouseup click auxclick dblclick contextmenu touchstart touchend ' +
  'touchcancel keydown keypress keyup beforeinput input textInput change compositionstart compositionend copy cut ' +
  'paste dragstart dragend drop reset submit'
).split(' ');

/**
 * Until hydration has committed, presses on the page do not reach React: it would hydrate the whole page in
 * the press's task (0.3 to 0.6 s at 4x CPU) before anything answered. The page answers them as before the
 * app: the browser (dialog, popover, links) and the page script, whose listeners on document capture come
 * first. Returns what lets them through again.
 */
function holdPressesUntilHydrated(container: HTMLElement): () => void {
  const hold = (event: Event) => {
    if (event.target instanceof Node && container.contains(event.target)) event.stopPropagation();
  };
  for (const type of PRESS_EVENTS) document.addEventListener(type, hold, true);
  return () => {
    for (const type of PRESS_EVENTS) document.removeEventListener(type, hold, true);
  };
}

/**
 * Times hydration (User Timing, HYDRATED_MEASURE) and lets presses through to the app: a parent's effect runs
 * once its whole tree has committed. It wraps the app rather than sitting beside it, so that the tree (and so
 * every useId) is the server's.
 */
function HydrationMark({
  since,
  onHydrated,
  children,
}: {
  since: number;
  onHydrated: () => void;
  children: ReactNode;
}) {
  useEffect(() => {
    onHydrated();
    performance.measure(HYDRATED_MEASURE, { start: since });
  }, [since, onHydrated]);
  return children;
}

export async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  await loadInitialLazyRoutes();
  const router = createBrowserRouter(routes);
  const hydrating = !!container.firstElementChild;
  const letPressesThrough = hydrating ? holdPressesUntilHydrated(container) : () => undefined;
  const app = (
    <StrictMode>
      <HydrationMark since={performance.now()} onHydrated={letPressesThrough}>
        <AppProviders emotionCache={createEmotionCache()}>
          <RouterProvider router={router} />
        </AppProviders>
      </HydrationMark>
    </StrictMode>
  );
  if (!hydrating) {
    createRoot(container).render(app);
    return;
  }
  // A transition makes hydration interruptible: React works in slices of a few milliseconds and yields
  // to the browser between them, instead of one long task. Input still wins: an event on a part not
  // yet hydrated makes React hydrate that part at once and then handle the event.
  performance.mark(HYDRATING_MARK);
  startTransition(() => {
    hydrateRoot(container, app);
  });
}
