import { screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../test/renderRoute';
import { blog, home } from '../content/home';
import { pageMeta } from '../content/pageMeta';
import { createRoutes, pageRoutes } from './routes';

const specNotFoundPaths = ['/docs', '/api', '/careers', '/library', '/news', '/privacy', '/terms'];

describe('routes', () => {
  it('shows the home page at /', () => {
    renderRoute('/');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(home.hero.headline);
  });

  it('shows the blog at /blog', async () => {
    renderRoute('/blog');
    expect(await screen.findByRole('heading', { level: 1, name: blog.title })).toBeInTheDocument();
  });

  // Titles are the prerendered page's (e2e/site.spec.ts); the not-found log is the page script's (every visit to a
  // page is a page load): scripts/page-script-and-bundle.test.mjs and e2e/no-javascript.spec.ts.
  it.each(specNotFoundPaths.concat(['/blog/extra', '/mission', '/index.html']))(
    'shows the not-found page at %s, naming the path',
    async (path) => {
      renderRoute(path);
      expect(screen.getByText('404')).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Oops! Page not found');
      const main = screen.getByRole('main');
      expect(within(main).getByRole('link', { name: /home page/i })).toHaveAttribute('href', '/');
      expect(await screen.findByTestId('missing-path')).toHaveTextContent(path);
    },
  );

  it('renders a hostile path as text, never as markup', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const hostile = '/<img src=x onerror="alert(1)"><script>alert(2)</script>';
    const { container } = renderRoute(hostile);
    const shown = await screen.findByTestId('missing-path');
    expect(shown.textContent).toContain('<img');
    expect(container.querySelector('main img, main script')).toBeNull();
  });

  it('survives malformed encodings, very long paths and unknown anchors', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const path of ['/%E0%A4%A', '/' + 'a'.repeat(5000), '/blog/..%2F..%2Fetc', '/#%E0%A4%A', '/#does-not-exist']) {
      const { unmount } = renderRoute(path);
      expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
      unmount();
    }
  });
});

describe('unexpected errors', () => {
  function Explodes(): never {
    throw new Error('Boom');
  }
  const withThrowingRoute: RouteObject[] = createRoutes([...pageRoutes, { path: 'explode', element: <Explodes /> }]);

  it('shows the error screen inside the layout, with a link home', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute('/explode', withThrowingRoute);
    expect(screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: /home page/i })).toHaveAttribute('href', '/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();
  });

  it('titles the document as the error screen, not as the page that failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute('/explode', withThrowingRoute);
    await waitFor(() => expect(document.title).toBe(pageMeta.error.title));
  });

  it('stands alone with its own main landmark when the layout itself fails', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const [root] = createRoutes();
    const brokenLayout: RouteObject[] = [{ ...root, element: <Explodes /> }];
    renderRoute('/', brokenLayout);
    expect(screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });
});
