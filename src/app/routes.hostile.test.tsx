import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../test/renderRoute';
import { pageMeta } from '../content/pageMeta';

describe('paths no route can match', () => {
  // React Router's "*" pattern stops at a line break, so these reach the root error boundary.
  it.each(['/%0A', '/%0d%0aSet-Cookie:%20x=1', '/a%E2%80%A8b', '/docs/%0A/x'])(
    'shows the not-found page in the layout at %s',
    async (path) => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      renderRoute(path);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Oops! Page not found');
      expect(within(screen.getByRole('main')).getByRole('link', { name: /home page/i })).toHaveAttribute('href', '/');
      expect(screen.getByRole('banner')).toBeInTheDocument();
      expect(screen.getByRole('contentinfo')).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe(pageMeta.notFound.title));
    },
  );

  it('is case-sensitive, like the static host: /BLOG is not the blog', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute('/BLOG');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Oops! Page not found');
  });
});
