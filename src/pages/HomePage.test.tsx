import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { home } from '../content/home';
import { team } from '../content/team';
import { renderRoute } from '../test/renderRoute';
import { NOTICE_ATTRIBUTE } from '../startup/contract';
import { site } from '../content/site';
import { postHref } from '../content/postLookup';

function section(name: string | RegExp) {
  return screen.getByRole('region', { name });
}

describe('home page', () => {
  it('shows its sections in the spec order, with the right anchors', () => {
    renderRoute('/');
    const main = screen.getByRole('main');
    const headings = within(main)
      .getAllByRole('heading', { level: 2 })
      .filter((heading) => heading.closest('section')?.querySelector('h1, h2') === heading)
      .map((heading) => heading.textContent);
    expect(headings).toEqual([
      home.mission.heading,
      home.researchFocus.heading,
      home.impactMatrix.heading,
      home.featuredResearch.heading,
      home.team.heading,
      home.advisoryBoard.heading,
    ]);
    expect(section(home.mission.heading)).toHaveAttribute('id', 'mission');
    expect(section(home.researchFocus.heading)).toHaveAttribute('id', 'research');
    expect(section(home.featuredResearch.heading)).toHaveAttribute('id', 'research-updates');
    expect(section(home.team.heading)).toHaveAttribute('id', 'team');
    expect(screen.getByRole('contentinfo')).toHaveAttribute('id', 'contact');
  });

  it('opens with one h1, a tagline, three feature cards and two actions', () => {
    renderRoute('/');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const hero = section(home.hero.headline);
    // The tagline writes out AI at its first use and marks it up (WCAG 3.1.4).
    expect(hero).toHaveTextContent(home.hero.tagline);
    expect(within(hero).getAllByTitle('artificial intelligence')[0]).toHaveTextContent('AI');
    const cardTitles = within(hero)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(cardTitles).toEqual(['Cognitive Research', 'CogniGuard', 'Global Impact']);
    expect(within(hero).getByRole('link', { name: 'Explore Our Research' })).toHaveAttribute('href', '/#research');
    expect(within(hero).getByRole('button', { name: 'Learn About CogniGuard' })).toBeInTheDocument();
  });

  it('has a Coming Soon button that looks unavailable, and, since a press explains why, is not said to be disabled', () => {
    renderRoute('/');
    const button = within(section(home.researchFocus.heading)).getByRole('button', { name: 'Coming Soon' });
    // It acts (a notice says why it is unavailable): a disabled state would contradict that (WCAG 4.1.2).
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(button).not.toBeDisabled();
    expect(button).toHaveAttribute(NOTICE_ATTRIBUTE, home.researchFocus.comingSoonTooltip);
    expect(button).toHaveAccessibleDescription(home.researchFocus.comingSoonTooltip);
    button.focus();
    expect(button).toHaveFocus();
  });

  it('draws the impact matrix as a table of real text, with no picture of it', () => {
    renderRoute('/');
    const matrix = section(home.impactMatrix.heading);
    expect(within(matrix).queryByRole('img')).toBeNull();
    const table = within(matrix).getByRole('table', { name: home.impactMatrix.tableCaption });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(home.impactMatrix.rows.length + 1);
    const firstRow = home.impactMatrix.rows[0]!;
    expect(within(table).getByRole('rowheader', { name: firstRow.ability })).toBeInTheDocument();
    expect(
      within(matrix).getByRole('link', { name: 'Download Matrix White Paper (opens your e-mail app)' }),
    ).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
  });

  it('teases the featured article with a link to the blog', () => {
    renderRoute('/');
    const featured = section(home.featuredResearch.heading);
    expect(
      within(featured).getByRole('link', { name: 'Read Full Article: The Cognitive Sovereignty Manifesto' }),
    ).toHaveAttribute('href', postHref(home.featuredResearch.postId));
    expect(featured).toHaveTextContent('8-minute read');
  });

  it('shows two team profile cards with everything the spec lists', () => {
    renderRoute('/');
    const teamSection = section(home.team.heading);
    const cards = within(teamSection).getAllByRole('article');
    expect(cards).toHaveLength(2);
    cards.forEach((card, index) => {
      const member = team[index]!;
      expect(within(card).getByRole('img', { name: member.image.alt })).toBeInTheDocument();
      expect(within(card).getByRole('heading', { name: member.name })).toBeInTheDocument();
      expect(within(card).getByText(member.role)).toBeInTheDocument();
      const chips = within(within(card).getByRole('list', { name: `${member.name}'s specialties` })).getAllByRole(
        'listitem',
      );
      expect(chips.map((chip) => chip.textContent)).toEqual([...member.specialties]);
      expect(within(card).getByText(member.bio)).toBeInTheDocument();
      for (const achievement of member.achievements) expect(within(card).getByText(achievement)).toBeInTheDocument();
      expect(
        within(card).getByRole('link', { name: `Contact ${member.name} (opens your e-mail app)` }),
      ).toHaveAttribute('href', expect.stringContaining(`mailto:${site.email}?subject=`));
      expect(within(card).getByRole('button', { name: `${member.name} on LinkedIn` })).toBeInTheDocument();
    });
  });

  it('shows four advisory board placeholders, one list under one heading, each link named by its position', () => {
    renderRoute('/');
    const board = section(home.advisoryBoard.heading);
    expect(
      within(board)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual([home.advisoryBoard.heading]);
    const seats = within(board).getAllByRole('listitem');
    expect(seats).toHaveLength(4);
    seats.forEach((seat, index) => {
      expect(within(seat).getByText('Position Available')).toBeInTheDocument();
      expect(within(seat).getByText('Join Our Board')).toBeInTheDocument();
      expect(
        within(seat).getByRole('link', {
          name: `Apply Now for position ${index + 1} of 4 on the advisory board (opens your e-mail app)`,
        }),
      ).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
    });
  });
});
