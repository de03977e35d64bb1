import { describe, expect, it } from 'vitest';
import { typedFiles } from '../app/pages.mjs';
import { environments, testedWith } from './accessibility';
import { actions } from './actions';
import { fleschKincaidGrade } from '../text/readability';
import { abbreviations } from './abbreviations';
import { glossary } from './glossary';
import { footer, home } from './home';
import { manifestoContent, manifestoSummary } from './manifesto';
import { isoDate } from './postDate';
import { featuredPostId, posts } from './posts';
import { site } from './site';
import { team } from './team';
import teamSource from './team.ts?raw';

describe('content', () => {
  it('has the three posts with the spec read times and types', () => {
    expect(posts.map((post) => post.readTime)).toEqual(['8-minute read', '6-minute read', '4-minute read']);
    expect(posts.map((post) => post.type)).toEqual(['manifesto', 'research', 'insights']);
    expect(posts[0]!.id).toBe(featuredPostId);
    expect(new Set(posts.map((post) => post.id)).size).toBe(posts.length);
  });

  it('dates every post in a form its <time datetime> can carry', () => {
    expect(posts.map((post) => isoDate(post.date))).toEqual(['2024-03-12', '2024-05-21', '2024-08-07']);
    expect(() => isoDate('12/03/2024')).toThrow();
    expect(() => isoDate('Smarch 12, 2024')).toThrow();
  });

  it('has a real manifesto: 600+ words, three or more sections, a bullet list', () => {
    const words = manifestoContent.split(/\s+/).filter((word) => /\w/.test(word));
    expect(words.length).toBeGreaterThanOrEqual(600);
    const lines = manifestoContent.split('\n');
    expect(lines.filter((line) => line.startsWith('## ')).length).toBeGreaterThanOrEqual(3);
    expect(lines.some((line) => line.startsWith('•'))).toBe(true);
    expect(manifestoContent).not.toMatch(/<[a-z!/]/i);
  });

  it('has two illustrative team members, and the file says they are illustrative', () => {
    expect(team).toHaveLength(2);
    expect(teamSource).toMatch(/illustrative/i);
    for (const member of team) {
      expect(member.specialties.length).toBeGreaterThan(0);
      expect(member.achievements.length).toBeGreaterThan(0);
      expect(member.image.alt).toMatch(member.name);
    }
  });

  // The values are site.ts's (a rebrand changes them); their shapes are what links and the footer rely on.
  it('has an e-mail address, a phone number its tel: link dials, and a copyright year', () => {
    expect(site.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i);
    expect(site.phone.href).toBe(`tel:+${site.phone.display.replace(/\D/g, '')}`);
    expect(site.copyrightYear).toBeGreaterThanOrEqual(2000);
    expect(site.copyrightYear).toBeLessThanOrEqual(new Date().getFullYear());
  });

  it('gives every open control a real action', () => {
    for (const [name, action] of Object.entries(actions)) {
      if (action.kind === 'link') expect(action.href, name).toMatch(/^(#[a-z-]+|\/[a-z-]*)$/);
      if (action.kind === 'mailto') expect(action.subject.length, name).toBeGreaterThan(3);
      if (action.kind === 'notice') expect(action.message.length, name).toBeGreaterThan(20);
      if (action.kind === 'feed')
        expect(action, name).toEqual({ kind: 'feed', href: typedFiles.feed.path, type: typedFiles.feed.type });
    }
  });

  it('has four advisory placeholders', () => {
    expect(home.advisoryBoard.placeholderCount).toBe(4);
  });
});

describe('plain language (WCAG 3.1.3, 3.1.4, 3.1.5)', () => {
  const summaries = {
    ...Object.fromEntries(
      (Object.keys(home) as (keyof typeof home)[]).map((section) => [`home: ${section}`, home[section].summary]),
    ),
    'the manifesto': manifestoSummary,
  };

  it.each(Object.entries(summaries))(
    'the plain summary of %s reads at lower-secondary level (Flesch–Kincaid grade 8 or below)',
    (_, summary) => {
      expect(fleschKincaidGrade(summary)).toBeLessThanOrEqual(8);
    },
  );

  it('measures a grade the way readers know it: short plain sentences low, long academic ones high', () => {
    expect(fleschKincaidGrade('The cat sat on the mat. It was a warm day.')).toBeLessThan(3);
    expect(
      fleschKincaidGrade(
        'The institutionalisation of computational intermediaries fundamentally reconfigures epistemological responsibilities.',
      ),
    ).toBeGreaterThan(16);
  });

  it('defines every term in the glossary plainly, and each term is one the copy uses', () => {
    // The statement's words too: the names of its checks and of the engines of the browsers it was tested with.
    const statementWords = environments.flatMap((environment) => [
      `${environment.engine ?? ''} engine`,
      ...testedWith(environment.id),
    ]);
    const copy = JSON.stringify({ home, posts, team, footer, statementWords }) + manifestoContent;
    for (const { term, definition } of glossary.terms) {
      expect(copy.toLowerCase(), term).toContain(term.toLowerCase().replace(/^delegation$/, 'delegat'));
      expect(fleschKincaidGrade(definition), term).toBeLessThanOrEqual(9);
    }
  });

  it('expands every abbreviation at its first use in the copy, as "expansion (ABBR)"', () => {
    for (const [abbreviation, expansion] of Object.entries(abbreviations)) {
      const texts = [home.hero.tagline, footer.blurb, manifestoContent];
      const used = texts.filter((text) => new RegExp(`\\b${abbreviation}\\b`).test(text));
      for (const text of used) {
        const first = text.search(new RegExp(`\\b${abbreviation}\\b`));
        expect(text.slice(0, first + abbreviation.length + 1).toLowerCase(), abbreviation).toMatch(
          new RegExp(`${expansion.toLowerCase()} \\(${abbreviation.toLowerCase()}\\)$`),
        );
      }
    }
  });
});

describe('copy that does not go stale', () => {
  /** Every string of every content module, however deep. */
  const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], { eager: true });
  const strings = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(strings)
        : [];
  const copy = Object.values(modules).flatMap(strings);

  it('dates nothing still to come: a sentence that names a year says what happened, not what will', () => {
    expect(copy.length).toBeGreaterThan(100);
    const sentences = copy.flatMap((text) => text.split(/(?<=[.!?])\s+/));
    const promised = /\b(will|shall|open|opens|opening|launch|launches|coming|soon|next|until)\b/i;
    // A year, not a width ("1920 pixels").
    const year = /\b(19|20)\d\d\b(?!\s*(CSS|px|pixels))/;
    const dated = sentences.filter((sentence) => year.test(sentence) && promised.test(sentence));
    expect(dated).toEqual([]);
    // The check finds what it is for.
    expect(
      ['Our research programme pages open in 2025.'].filter(
        (sentence) => year.test(sentence) && promised.test(sentence),
      ),
    ).toHaveLength(1);
  });
});
