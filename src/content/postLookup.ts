// Finds a post by id, failing loudly at build time if content names a post that does not exist.
import { pages } from '../app/pages.mjs';
import { posts } from './posts';
import type { BlogPostSummary } from './types';

export function postById(id: string): BlogPostSummary {
  const post = posts.find((candidate) => candidate.id === id);
  if (!post) throw new Error(`No post with id "${id}" in src/content/posts.ts`);
  return post;
}

/** Where a post is read: on the blog, at the post itself (its element's id is the post's; the feed links there too). */
export function postHref(id: string): string {
  const blog = pages.find((page) => page.id === 'blog')!;
  return `${blog.url}#${postById(id).id}`;
}
