// Starts the app in the browser: hydrates the prerendered page (or renders it, under `npm run dev`).
// The last stage of 2-app-entry.tsx, on the visitor's first interaction, once the page has painted.
import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { createEmotionCache } from '../app/emotionCache';
import { routes } from '../app/routes';
import { HYDRATED_MEASURE } from './contract';

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
 * Times hydration (User Timing, HYDRATED_MEASURE): a parent's effect runs once its whole tree has committed.
 * It wraps the app rather than sitting beside it, so that the tree (and so every useId) is the server's.
 */
function HydrationMark({ since, children }: { since: number; children: ReactNode }) {
  useEffect(() => {
    performance.measure(HYDRATED_MEASURE, { start: since });
  }, [since]);
  return children;
}

export async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  await loadInitialLazyRoutes();
  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <HydrationMark since={performance.now()}>
        <AppProviders emotionCache={createEmotionCache()}>
          <RouterProvider router={router} />
        </AppProviders>
      </HydrationMark>
    </StrictMode>
  );
  if (!container.firstElementChild) {
    createRoot(container).render(app);
    return;
  }
  // A transition makes hydration interruptible: React works in slices of a few milliseconds and yields
  // to the browser between them, instead of one long task. Input still wins: an event on a part not
  // yet hydrated makes React hydrate that part at once and then handle the event.
  startTransition(() => {
    hydrateRoot(container, app);
  });
}
