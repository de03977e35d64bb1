import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ANCHOR_SCROLL_OFFSET_PX, FROSTED_BAR_THRESHOLD_PX } from '../app/constants';
import { axe } from '../test/axe';
import { renderRoute } from '../test/renderRoute';
import { matchingMediaQueries } from '../test/setup';
import { MOBILE_MENU_ID } from './headerItems';
import { site } from '../content/site';

const items = [
  ['Mission', '#mission'],
  ['Research', '#research'],
  ['Blog', '/blog'],
  ['Team', '#team'],
  ['Contact', '#contact'],
] as const;

function mainNav() {
  return screen.getByRole('navigation', { name: 'Main' });
}

function scrollPageTo(y: number) {
  Object.defineProperty(window, 'pageYOffset', { configurable: true, value: y });
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('top navigation', () => {
  it('is a fixed bar with the logo and name linking home', () => {
    renderRoute('/');
    const banner = screen.getByRole('banner');
    expect(banner.className).toContain('MuiAppBar-positionFixed');
    expect(within(banner).getByRole('link', { name: site.name })).toHaveAttribute('href', '/');
  });

  it('links to the home sections with in-page anchors on the home page', () => {
    renderRoute('/');
    for (const [label, href] of items) {
      expect(within(mainNav()).getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Partner With Us (opens your e-mail app)' })).toHaveAttribute(
      'href',
      expect.stringContaining(`mailto:${site.email}?subject=`),
    );
    expect(within(banner).getByRole('link', { name: 'Join Us' })).toHaveAttribute('href', '#contact');
  });

  it('links to "/" plus the anchor on other pages', async () => {
    renderRoute('/blog');
    await screen.findByRole('heading', { level: 1, name: 'Insights & Research' });
    for (const [label, href] of items) {
      const expected = href.startsWith('#') ? `/${href}` : href;
      expect(within(mainNav()).getByRole('link', { name: label })).toHaveAttribute('href', expected);
    }
  });

  it('scrolls smoothly to a section, 80px above it, updates the hash and moves focus there', async () => {
    const { router } = renderRoute('/');
    const team = document.getElementById('team')!;
    vi.spyOn(team, 'getBoundingClientRect').mockReturnValue({ top: 1500 } as DOMRect);
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 200 });
    await userEvent.click(within(mainNav()).getByRole('link', { name: 'Team' }));
    await waitFor(() =>
      expect(window.scrollTo).toHaveBeenLastCalledWith({
        top: 1500 + 200 - ANCHOR_SCROLL_OFFSET_PX,
        behavior: 'smooth',
      }),
    );
    expect(router.state.location.hash).toBe('#team');
    expect(team).toHaveFocus();
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });

  it('begins the glide in the press itself, before the router has moved the hash, and scrolls once', async () => {
    const { router } = renderRoute('/');
    const team = document.getElementById('team')!;
    vi.spyOn(team, 'getBoundingClientRect').mockReturnValue({ top: 1500 } as DOMRect);
    // Where the router was at each scroll: the glide no longer waits for the route to render the new hash.
    const hashAtScroll: string[] = [];
    vi.mocked(window.scrollTo).mockImplementation(() => hashAtScroll.push(router.state.location.hash));
    fireEvent.click(within(mainNav()).getByRole('link', { name: 'Team' }));
    await waitFor(() => expect(router.state.location.hash).toBe('#team'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(hashAtScroll).toEqual(['']);
    expect(team).toHaveFocus();
    vi.mocked(window.scrollTo).mockImplementation(() => undefined);
  });

  it('scrolls to the section again on going back to it', async () => {
    const { router } = renderRoute('/');
    const team = document.getElementById('team')!;
    vi.spyOn(team, 'getBoundingClientRect').mockReturnValue({ top: 1500 } as DOMRect);
    await userEvent.click(within(mainNav()).getByRole('link', { name: 'Team' }));
    await userEvent.click(within(mainNav()).getByRole('link', { name: 'Mission' }));
    await waitFor(() => expect(router.state.location.hash).toBe('#mission'));
    vi.mocked(window.scrollTo).mockClear();
    await act(() => router.navigate(-1));
    await waitFor(() =>
      expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 1500 - ANCHOR_SCROLL_OFFSET_PX, behavior: 'smooth' }),
    );
    expect(team).toHaveFocus();
  });

  it('jumps without animation under prefers-reduced-motion', async () => {
    matchingMediaQueries.add('(prefers-reduced-motion: reduce)');
    renderRoute('/');
    const mission = document.getElementById('mission')!;
    vi.spyOn(mission, 'getBoundingClientRect').mockReturnValue({ top: 900 } as DOMRect);
    await userEvent.click(within(mainNav()).getByRole('link', { name: 'Mission' }));
    await waitFor(() => expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 820, behavior: 'instant' }));
  });

  it('lands 80px above the section when arriving at /#team from another page', async () => {
    const { router } = renderRoute('/blog');
    await screen.findByRole('heading', { level: 1, name: 'Insights & Research' });
    const original = HTMLElement.prototype.getBoundingClientRect;
    HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
      return this.id === 'team' ? ({ top: 2400 } as DOMRect) : original.call(this);
    };
    try {
      await userEvent.click(within(mainNav()).getByRole('link', { name: 'Team' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(router.state.location.hash).toBe('#team');
      await waitFor(() => expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 2320, behavior: 'instant' }));
      expect(document.getElementById('team')).toHaveFocus();
    } finally {
      HTMLElement.prototype.getBoundingClientRect = original;
    }
  });

  it('moves focus to the new page heading and sets the title after a route change', async () => {
    const { router } = renderRoute('/');
    await userEvent.click(within(mainNav()).getByRole('link', { name: 'Blog' }));
    // The blog is a lazy chunk: on a busy machine it takes more than findBy's default second to arrive.
    const heading = await screen.findByRole('heading', { level: 1, name: 'Insights & Research' }, { timeout: 10_000 });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(document.title).toMatch(/^Insights & Research/);
    expect(router.state.location.pathname).toBe('/blog');
  });

  it(`turns frosted above ${FROSTED_BAR_THRESHOLD_PX}px of scroll, in either direction`, () => {
    renderRoute('/');
    const banner = screen.getByRole('banner');
    expect(banner).toHaveAttribute('data-frosted', 'false');
    scrollPageTo(FROSTED_BAR_THRESHOLD_PX);
    expect(banner).toHaveAttribute('data-frosted', 'false');
    scrollPageTo(FROSTED_BAR_THRESHOLD_PX + 1);
    expect(banner).toHaveAttribute('data-frosted', 'true');
    scrollPageTo(400);
    expect(banner).toHaveAttribute('data-frosted', 'true');
    scrollPageTo(FROSTED_BAR_THRESHOLD_PX);
    expect(banner).toHaveAttribute('data-frosted', 'false');
    scrollPageTo(0);
  });
});

/** Resolves once the drawer is mounted (closed), as the app does when idle: from then on the toggle opens it. */
const drawerMounted = () => waitFor(() => expect(document.getElementById(MOBILE_MENU_ID)).not.toBeNull());

/** Renders the home page and waits until the menu toggle opens the drawer. */
async function renderWithDrawerReady() {
  renderRoute('/');
  await drawerMounted();
}

describe('mobile menu', () => {
  it('opens a drawer with the items stacked, and closes it when an item is chosen, then scrolls', async () => {
    await renderWithDrawerReady();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-controls', menu.id);
    expect(within(menu).getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    const labels = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual([
      'Mission',
      'Research',
      'Blog',
      'Team',
      'Contact',
      'Partner With Us (opens your e-mail app)',
      'Join Us',
    ]);

    const research = document.getElementById('research')!;
    vi.spyOn(research, 'getBoundingClientRect').mockReturnValue({ top: 1200 } as DOMRect);
    await userEvent.click(within(menu).getByRole('link', { name: 'Research' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 1120, behavior: 'smooth' }));
    await waitFor(() => expect(research).toHaveFocus());
  });

  it('leaves a press to the native dialog until the drawer is mounted, then opens the drawer', async () => {
    renderRoute('/');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    // Not cancelled: the browser opens the dialog (command="show-modal"), and the drawer is made ready.
    expect(fireEvent.click(toggle)).toBe(true);
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    await drawerMounted();
    expect(fireEvent.click(toggle)).toBe(false);
    await screen.findByRole('dialog', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes on Escape and returns focus to the toggle', async () => {
    await renderWithDrawerReady();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Menu' });
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
    await waitFor(() => expect(toggle).toHaveFocus());
  });

  it('makes the page behind it inert once open, and hands focus back once it is not', async () => {
    const page = document.body.appendChild(Object.assign(document.createElement('div'), { id: 'root' }));
    try {
      await renderWithDrawerReady();
      const toggle = screen.getByRole('button', { name: 'Menu' });
      toggle.focus();
      await userEvent.keyboard('{Enter}');
      await screen.findByRole('dialog', { name: 'Menu' });
      // Two frames after it opens (MobileMenu.tsx).
      await waitFor(() => expect(page).toHaveAttribute('inert'));
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
      await waitFor(() => expect(page).not.toHaveAttribute('inert'));
      await waitFor(() => expect(toggle).toHaveFocus());
    } finally {
      page.remove();
    }
  });

  it('has no axe violations while open', async () => {
    await renderWithDrawerReady();
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    // The page behind is checked by the page tests (and, menu open, by the browser gate); here the menu.
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(await axe(menu.closest('.MuiDrawer-root') ?? menu)).toHaveNoViolations();
  });
});
