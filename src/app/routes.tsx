// The one route table: the browser router and the prerender both read it.
import { Outlet, type RouteObject } from 'react-router-dom';
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
    // Its own chunk: the manifesto's text stays out of the home page's JavaScript.
    lazy: async () => ({ Component: (await import('../pages/BlogPage')).default }),
    handle: handle(pageMeta.blog),
  },
  { path: '*', element: <NotFoundPage />, handle: handle(pageMeta.notFound) },
];

export function createRoutes(pages: RouteObject[] = pageRoutes): RouteObject[] {
  return [
    {
      path: '/',
      element: <RootLayout />,
      // If the layout itself fails, the error screen stands alone.
      errorElement: <ErrorPage standalone />,
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
