import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished } from 'vitest';
import { parseArticle } from '../components/articleBody';
import { manifestoContent } from '../content/manifesto';
import { noticesLiveRegion, withPageNotices } from '../test/pageScript';
import { renderRoute } from '../test/renderRoute';
import { site } from '../content/site';

async function renderBlog() {
  const result = renderRoute('/blog');
  await screen.findByRole('heading', { level: 1, name: 'Insights & Research' });
  return result;
}

describe('blog page', () => {
  it('has a back link home and the title', async () => {
    await renderBlog();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('shows the featured manifesto in full, line by line, with headings one level below its title', async () => {
    await renderBlog();
    const article = screen.getByRole('article', { name: 'The Cognitive Sovereignty Manifesto' });
    expect(within(article).getByText('Manifesto')).toBeInTheDocument();
    expect(within(article).getByRole('heading', { level: 2 })).toHaveTextContent('The Cognitive Sovereignty Manifesto');
    const blocks = parseArticle(manifestoContent);
    const sectionHeadings = within(article).getAllByRole('heading', { level: 3 });
    expect(sectionHeadings.map((heading) => heading.textContent)).toEqual(
      blocks.flatMap((block) => (block.kind === 'heading' ? [block.text] : [])),
    );
    const lists = within(article).getAllByRole('list');
    expect(lists.map((list) => within(list).getAllByRole('listitem').length)).toEqual(
      blocks.flatMap((block) => (block.kind === 'list' ? [block.items.length] : [])),
    );
    expect(article.querySelector('.article-body')!.querySelectorAll('p').length).toBe(
      blocks.filter((block) => block.kind === 'paragraph').length,
    );
  });

  it('lists two recent articles with badge, date, author, read time, excerpt and Read More', async () => {
    await renderBlog();
    const recent = screen.getByRole('region', { name: 'Recent Articles' });
    const cards = within(recent).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('Research')).toBeInTheDocument();
    expect(cards[0]).toHaveTextContent('6-minute read');
    expect(within(cards[1]!).getByText('Insights')).toBeInTheDocument();
    expect(cards[1]).toHaveTextContent('4-minute read');
    expect(within(cards[0]!).getByText('May 21, 2024')).toBeInTheDocument();
    expect(cards[1]).toHaveTextContent('Daniel Reyes');
    expect(screen.getByRole('main')).toHaveTextContent('8-minute read');
  });

  it('says what Read More will do with a notice', async () => {
    const stopNotices = withPageNotices();
    onTestFinished(stopNotices);
    await renderBlog();
    const [first] = screen.getAllByRole('button', { name: 'Read More' });
    await userEvent.click(first!);
    expect(await within(noticesLiveRegion()).findByText(/final editing/)).toBeInTheDocument();
  });

  it('has a More Articles Coming Soon card with Subscribe for Updates and, beside it, the Atom feed', async () => {
    await renderBlog();
    const card = screen.getByRole('heading', { name: 'More Articles Coming Soon' }).closest('li')!;
    expect(within(card).getByRole('link', { name: 'Subscribe for Updates (opens your e-mail app)' })).toHaveAttribute(
      'href',
      expect.stringContaining(`mailto:${site.email}?subject=`),
    );
    const feed = within(card).getByRole('link', { name: 'Atom feed (for feed readers)' });
    expect(feed).toHaveAttribute('href', '/feed.xml');
    expect(feed).toHaveAttribute('type', 'application/atom+xml');
    expect(feed).toHaveTextContent(/^Atom feed$/);
  });
});
