// Renders the real route table at a path, inside the real providers, with a memory router.
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { createEmotionCache } from '../app/emotionCache';
import { createRoutes } from '../app/routes';

/** What the router shows while a lazy page loads: nothing, as the app shows nothing new before it is ready. */
function WhileLoading() {
  return null;
}

export function renderRoute(path: string, routes: RouteObject[] = createRoutes()) {
  // The app loads the page's lazy module before its first render (start.tsx); a memory router starts at
  // once, so it is told what to show meanwhile instead of warning on every test of a lazy page.
  const withFallback = routes.map((route) => ({ HydrateFallback: WhileLoading, ...route }));
  const router = createMemoryRouter(withFallback, { initialEntries: [path] });
  const result = render(
    <AppProviders emotionCache={createEmotionCache()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router };
}
