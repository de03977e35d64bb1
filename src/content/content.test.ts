import { describe, expect, it } from 'vitest';
import { actions } from './actions';
import { home } from './home';
import { manifestoContent } from './manifesto';
import { isoDate } from './postDate';
import { featuredPostId, posts } from './posts';
import { site } from './site';
import { team } from './team';
import teamSource from './team.ts?raw';

describe('content', () => {
  it('has the three posts with the spec read times and types', () => {
    expect(posts.map((post) => post.readTime)).toEqual(['8 min read', '6 min read', '4 min read']);
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

  it('uses an example.org e-mail and a fictional 555-01xx phone number', () => {
    expect(site.email).toMatch(/@example\.org$/);
    expect(site.phone.display).toMatch(/555-01\d{2}$/);
    expect(site.copyrightYear).toBe(2024);
  });

  it('gives every open control a real action', () => {
    for (const [name, action] of Object.entries(actions)) {
      if (action.kind === 'link') expect(action.href, name).toMatch(/^(#[a-z-]+|\/[a-z-]*)$/);
      if (action.kind === 'mailto') expect(action.subject.length, name).toBeGreaterThan(3);
      if (action.kind === 'notice') expect(action.message.length, name).toBeGreaterThan(20);
    }
  });

  it('has four advisory placeholders', () => {
    expect(home.advisoryBoard.placeholderCount).toBe(4);
  });
});
