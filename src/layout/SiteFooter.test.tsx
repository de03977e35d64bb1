import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../test/renderRoute';
import { site } from '../content/site';
import { feedHint } from '../content/actions';
import { footerFeed } from '../content/navigation';
import { typedFiles } from '../app/pages.mjs';
import { ui } from '../content/ui';
import { NOTICE_KEEP_ATTRIBUTE } from '../startup/contract';

describe('footer', () => {
  it('has the two calls to action with their notes', () => {
    renderRoute('/');
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveAttribute('id', 'contact');
    const advisor = within(footer).getByRole('heading', { name: 'Apply as Advisor' }).closest('li')!;
    expect(within(advisor).getByText('Limited positions available')).toBeInTheDocument();
    expect(within(advisor).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
    const beta = within(footer).getByRole('heading', { name: 'Join Beta Program' }).closest('li')!;
    expect(within(beta).getByText('Applications open now')).toBeInTheDocument();
    expect(within(beta).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
  });

  it('has the four link columns, linking to home anchors and to the unbuilt paths', () => {
    renderRoute('/');
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    const columns = within(nav)
      .getAllByRole('heading')
      .map((heading) => heading.textContent);
    expect(columns).toEqual(['Research', 'Platform', 'Organization', 'Resources']);
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    for (const path of ['/docs', '/api', '/careers', '/library', '/news']) expect(hrefs).toContain(path);
    expect(hrefs).toContain('/#mission');
  });

  it("offers the blog's feed after the blog link, on every page", async () => {
    for (const path of ['/', '/blog', '/accessibility', '/no-such-page']) {
      const { unmount } = renderRoute(path);
      const nav = await screen.findByRole('navigation', { name: 'Footer' });
      const links = within(nav).getAllByRole('link');
      const feed = within(nav).getByRole('link', { name: `${footerFeed.label} ${feedHint}` });
      expect(feed).toHaveAttribute('href', typedFiles.feed.path);
      expect(feed).toHaveAttribute('type', typedFiles.feed.type);
      expect(feed).toHaveTextContent(footerFeed.label);
      expect(links[links.indexOf(feed) - 1]).toHaveAttribute('href', footerFeed.after);
      unmount();
    }
  });

  it('offers, on every page, the switch that keeps notices until dismissed, for the page script to answer', async () => {
    for (const path of ['/', '/blog', '/accessibility', '/no-such-page']) {
      const { unmount } = renderRoute(path);
      const footer = await screen.findByRole('contentinfo');
      const keep = within(footer).getByRole('button', { name: ui.notices.keepEverywhere, pressed: false });
      expect(keep).toHaveAttribute(NOTICE_KEEP_ATTRIBUTE);
      // One on the page: the statement describes this one rather than showing a second.
      expect(screen.getAllByRole('button', { name: ui.notices.keepEverywhere })).toEqual([keep]);
      unmount();
    }
  });

  it('gives the contact line, legal links and the 2024 copyright', () => {
    renderRoute('/');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    const phone = within(footer).getByRole('link', { name: /555/ });
    expect(phone.getAttribute('href')).toMatch(/^tel:\+1\d{3}55501\d{2}$/);
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(within(footer).getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms');
    expect(within(footer).getByText(`© ${site.copyrightYear} ${site.name}`, { exact: false })).toBeInTheDocument();
  });

  it('links its anchors back to the home page from other pages', async () => {
    renderRoute('/blog');
    await screen.findByRole('heading', { level: 1, name: 'Insights & Research' });
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    expect(within(nav).getByRole('link', { name: 'Mission' })).toHaveAttribute('href', '/#mission');
  });
});
