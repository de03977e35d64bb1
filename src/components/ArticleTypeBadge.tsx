// A small label naming an article's type, coloured by the theme's badge tokens.
import Box from '@mui/material/Box';
import { Tag } from './Tag';
import { articleTypeLabels } from '../content/posts';
import type { ArticleBadge, PostType } from '../content/types';

export function ArticleTypeBadge({ type }: { type: ArticleBadge | PostType }) {
  return (
    // Colours come from the theme's badge tokens, matched on data-badge (theme/components/dataDisplay.ts).
    <Box sx={{ alignSelf: 'flex-start', maxWidth: '100%' }}>
      <Tag badge={type}>{articleTypeLabels[type]}</Tag>
    </Box>
  );
}
