// Starts the site in the browser: hydrates the prerendered page (or renders it, under `npm run dev`).
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { createEmotionCache } from './emotionCache';
import { routes } from './routes';

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

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  await loadInitialLazyRoutes();
  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <AppProviders emotionCache={createEmotionCache()}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  if (container.firstElementChild) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
