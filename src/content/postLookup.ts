// Finds a post by id, failing loudly at build time if content names a post that does not exist.
import { posts } from './posts';
import type { BlogPostSummary } from './types';

export function postById(id: string): BlogPostSummary {
  const post = posts.find((candidate) => candidate.id === id);
  if (!post) throw new Error(`No post with id "${id}" in src/content/posts.ts`);
  return post;
}
