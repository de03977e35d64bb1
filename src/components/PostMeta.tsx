// The byline of a post: date, author and read time.
import Typography from '@mui/material/Typography';
import { isoDate } from '../content/postDate';
import type { BlogPostSummary } from '../content/types';

export function PostMeta({ post }: { post: BlogPostSummary }) {
  return (
    <Typography variant="body2" color="textSecondary">
      <time dateTime={isoDate(post.date)}>{post.date}</time>
      <span aria-hidden="true"> · </span>
      <span>{post.author}</span>
      <span aria-hidden="true"> · </span>
      <span>{post.readTime}</span>
    </Typography>
  );
}
