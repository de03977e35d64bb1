import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FROSTED_BAR_THRESHOLD_PX } from '../app/constants';
import { blog } from '../content/home';
import { primaryNavigation } from '../content/navigation';
import { site } from '../content/site';
import { ui } from '../content/ui';
import { siteHref } from '../controls/links/siteHref';
import { renderRoute } from '../test/renderRoute';

function mainNav() {
  return screen.getByRole('navigation', { name: ui.landmarks.mainNavigation });
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

  it("links to the home page's sections (which the browser scrolls to in place there) and to pages", () => {
    renderRoute('/');
    for (const { label, href } of primaryNavigation)
      expect(within(mainNav()).getByRole('link', { name: label })).toHaveAttribute('href', siteHref(href));
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Partner With Us (opens your e-mail app)' })).toHaveAttribute(
      'href',
      expect.stringContaining(`mailto:${site.email}?subject=`),
    );
    expect(within(banner).getByRole('link', { name: 'Join Us' })).toHaveAttribute('href', '/#contact');
  });

  it('links to the same addresses on other pages', async () => {
    renderRoute('/blog');
    await screen.findByRole('heading', { level: 1, name: blog.title });
    for (const { label, href } of primaryNavigation)
      expect(within(mainNav()).getByRole('link', { name: label })).toHaveAttribute('href', siteHref(href));
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
