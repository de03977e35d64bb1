// The one route table: the browser router and the prerender both read it.
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError, type RouteObject } from 'react-router-dom';
import ErrorPage from '../pages/ErrorPage';
import HomePage from '../pages/HomePage';
import NotFoundPage from '../controls/not-found/NotFoundPage';
import { pageMeta } from '../content/pageMeta';
import type { RouteHandle } from './pageMeta';
import { pages } from './pages.mjs';
import { RootLayout } from './RootLayout';

const handle = (meta: RouteHandle['meta']): RouteHandle => ({ meta });

type SitePage = (typeof pages)[number];

/** What each page of pages.mjs shows: an element, or a lazy module for a page that is its own chunk. */
const pageElements = {
  home: { element: <HomePage /> },
  // Its lazyModule in pages.mjs names this file, so the prerender finds its chunk.
  blog: { lazy: async () => ({ Component: (await import('../pages/BlogPage')).default }) },
  accessibility: { lazy: async () => ({ Component: (await import('../pages/AccessibilityPage')).default }) },
  'not-found': { element: <NotFoundPage /> },
} satisfies Record<SitePage['id'], Pick<RouteObject, 'element' | 'lazy'>>;

function pageRoute(page: SitePage): RouteObject {
  const shows = { ...pageElements[page.id], handle: handle(pageMeta[page.meta]) };
  if (page.path === '/') return { index: true, ...shows };
  // /BLOG is not the blog: the static host answers it with 404.html, so the router must agree.
  return { path: page.path === '*' ? '*' : page.path.slice(1), caseSensitive: true, ...shows };
}

/** The pages inside the layout, from the one list in pages.mjs. */
export const pageRoutes: RouteObject[] = pages.map(pageRoute);

/**
 * The layout's error screen, except when the router found no route at all: React Router's "*" pattern
 * does not match a path holding a line break (/%0A), so it answers 404 instead of reaching NotFoundPage.
 * That path gets the not-found page in the layout, as 404.html prerenders it.
 */
function RootError() {
  const error = useRouteError();
  const unmatched = isRouteErrorResponse(error) && error.status === 404;
  // Runs after the layout's own title effect, which names the error route.
  useEffect(() => {
    if (unmatched) document.title = pageMeta.notFound.title;
  });
  if (!unmatched) return <ErrorPage standalone />;
  return (
    <RootLayout>
      <NotFoundPage />
    </RootLayout>
  );
}

export function createRoutes(pageList: RouteObject[] = pageRoutes): RouteObject[] {
  return [
    {
      path: '/',
      element: <RootLayout />,
      // If the layout itself fails, the error screen stands alone.
      errorElement: <RootError />,
      handle: handle(pageMeta.error),
      children: [
        {
          // A page that fails keeps the header and footer around the error screen.
          errorElement: <ErrorPage />,
          children: pageList,
        },
      ],
    },
  ];
}

export const routes = createRoutes();
