// The byline of a post: date, author and read time.
import Typography from '@mui/material/Typography';
import { isoDate } from '../content/postDate';
import { ui } from '../content/ui';
import type { BlogPostSummary } from '../content/types';

export function PostMeta({ post }: { post: BlogPostSummary }) {
  return (
    <Typography variant="body2" color="textSecondary">
      {/* The spaces outside the separators, which are hidden from screen readers, and each in the same text as a
          word: a space standing alone between two of React's text nodes is dropped by Chromium ("Okafor8 min"). */}
      <time dateTime={isoDate(post.date)}>{post.date}</time> <span aria-hidden="true">{ui.separator}</span>
      {` ${post.author} `}
      <span aria-hidden="true">{ui.separator}</span>
      {` ${post.readTime}`}
    </Typography>
  );
}
