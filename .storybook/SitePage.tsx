// A page of the site as the app shows it: the real route table (layout, error boundaries, pages) in a memory
// router at `path`. Page stories render this instead of the page component alone.
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { createRoutes } from '../src/app/routes';

/** What the router shows while a lazy page loads: nothing, as the app shows nothing new before it is ready. */
function WhileLoading() {
  return null;
}

export function SitePage({ path, routes = createRoutes() }: { path: string; routes?: RouteObject[] }) {
  const [router] = useState(() =>
    createMemoryRouter(
      routes.map((route) => ({ HydrateFallback: WhileLoading, ...route })),
      { initialEntries: [path] },
    ),
  );
  return <RouterProvider router={router} />;
}
