// The kinds of article the theme colours a badge for (tokens.ts); the copy names them (src/content/posts.ts).

/** The three kinds of blog post the spec names. */
export type PostType = 'manifesto' | 'research' | 'insights';

/** The article-type badges (styling only); their colours live in the theme. */
export type ArticleBadge =
  | 'original-research'
  | 'longitudinal-study'
  | 'experimental-study'
  | 'research-update'
  | 'announcement'
  | 'research-breakthrough'
  | 'funding-news';
