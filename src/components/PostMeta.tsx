// The byline of a post: date, author and read time.
import Typography from '@mui/material/Typography';
import { isoDate } from '../content/postDate';
import { ui } from '../content/ui';
import type { BlogPostSummary } from '../content/types';

/**
 * Between two parts: the spoken separator, read by screen readers but not drawn, then the separator drawn and hidden
 * from them, so that the parts no longer run together ("Daniel Reyes 4-minute read"). The spoken one stays in the
 * line's flow, at no size (the theme's spoken-in-line): Firefox reads visually hidden text, placed apart, as a piece
 * of its own, and Chromium reads no alternative text of generated content. The space after the drawn separator
 * starts the next part's text: a space standing alone between two of React's text nodes is dropped by Chromium.
 */
function Separator() {
  return (
    <>
      <span className="spoken-in-line">{ui.spokenSeparator}</span>
      <span aria-hidden="true">{` ${ui.separator}`}</span>
    </>
  );
}

export function PostMeta({ post }: { post: BlogPostSummary }) {
  return (
    <Typography variant="body2" color="textSecondary">
      <time dateTime={isoDate(post.date)}>{post.date}</time>
      <Separator />
      {` ${post.author}`}
      <Separator />
      {` ${post.readTime}`}
    </Typography>
  );
}
