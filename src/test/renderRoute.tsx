// Renders the real route table at a path, inside the real providers, with a memory router.
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { createEmotionCache } from '../app/emotionCache';
import { createRoutes } from '../app/routes';

export function renderRoute(path: string, routes: RouteObject[] = createRoutes()) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <AppProviders emotionCache={createEmotionCache()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router };
}
