// The one route table: the browser router and the prerender both read it.
import { useEffect } from 'react';
import { isRouteErrorResponse, Outlet, useRouteError, type RouteObject } from 'react-router-dom';
import ErrorPage from '../pages/ErrorPage';
import { ErrorDrill } from './ErrorDrill';
import HomePage from '../pages/HomePage';
import NotFoundPage from '../pages/NotFoundPage';
import { pageMeta, type RouteHandle } from './pageMeta';
import { RootLayout } from './RootLayout';

const handle = (meta: RouteHandle['meta']): RouteHandle => ({ meta });

/** The pages inside the layout. Tests add a throwing route here to reach the error screen. */
export const pageRoutes: RouteObject[] = [
  { index: true, element: <HomePage />, handle: handle(pageMeta.home) },
  {
    path: 'blog',
    // /BLOG is not the blog: the static host answers it with 404.html, so the router must agree.
    caseSensitive: true,
    // Its own chunk: the manifesto's text stays out of the home page's JavaScript.
    lazy: async () => ({ Component: (await import('../pages/BlogPage')).default }),
    handle: handle(pageMeta.blog),
  },
  {
    path: 'accessibility',
    caseSensitive: true,
    lazy: async () => ({ Component: (await import('../pages/AccessibilityPage')).default }),
    handle: handle(pageMeta.accessibility),
  },
  { path: '*', element: <NotFoundPage />, handle: handle(pageMeta.notFound) },
];

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

export function createRoutes(pages: RouteObject[] = pageRoutes): RouteObject[] {
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
          element: (
            <>
              <ErrorDrill />
              <Outlet />
            </>
          ),
          children: pages,
        },
      ],
    },
  ];
}

export const routes = createRoutes();
