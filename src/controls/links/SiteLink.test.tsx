import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ui } from '../../content/ui';
import { renderRoute } from '../../test/renderRoute';

describe('links to pages', () => {
  it('marks the header link of the page being read as the current page, and no other', async () => {
    renderRoute('/blog');
    await screen.findByRole('heading', { level: 1, name: 'Insights & Research' });
    const nav = screen.getByRole('navigation', { name: ui.landmarks.mainNavigation });
    expect(within(nav).getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
    const current = within(nav)
      .getAllByRole('link')
      .filter((link) => link.hasAttribute('aria-current'));
    expect(current.map((link) => link.textContent)).toEqual(['Blog']);
  });

  it('marks no section link as the current page on the home page', () => {
    renderRoute('/');
    const nav = screen.getByRole('navigation', { name: ui.landmarks.mainNavigation });
    for (const link of within(nav).getAllByRole('link')) expect(link).not.toHaveAttribute('aria-current');
  });
});

describe('footer links', () => {
  it('takes "CogniGuard" to the card about CogniGuard', () => {
    renderRoute('/');
    const link = within(screen.getByRole('navigation', { name: 'Footer' })).getByRole('link', { name: 'CogniGuard' });
    const target = document.getElementById(new URL(link.getAttribute('href')!, location.href).hash.slice(1))!;
    expect(within(target).getByRole('heading', { name: 'CogniGuard' })).toBeInTheDocument();
  });
});
