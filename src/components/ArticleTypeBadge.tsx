// A small label naming an article's type, coloured by the theme's badge tokens.
import Box from '@mui/material/Box';
import { Tag } from './Tag';
import type { ArticleBadge, PostType } from '../content/types';

const labels: Record<ArticleBadge | PostType, string> = {
  manifesto: 'Manifesto',
  research: 'Research',
  insights: 'Insights',
  'original-research': 'Original research',
  'longitudinal-study': 'Longitudinal study',
  'experimental-study': 'Experimental study',
  'research-update': 'Research update',
  announcement: 'Announcement',
  'research-breakthrough': 'Research breakthrough',
  'funding-news': 'Funding news',
};

export function ArticleTypeBadge({ type }: { type: ArticleBadge | PostType }) {
  return (
    // Colours come from the theme's badge tokens, matched on data-badge (theme/components/dataDisplay.ts).
    <Box sx={{ alignSelf: 'flex-start', maxWidth: '100%' }}>
      <Tag badge={type}>{labels[type]}</Tag>
    </Box>
  );
}
