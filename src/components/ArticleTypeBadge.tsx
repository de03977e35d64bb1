// A small label naming an article's type, coloured by the theme's badge tokens.
import Chip from '@mui/material/Chip';
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
    <Chip
      label={labels[type]}
      size="small"
      data-badge={type}
      // Colours come from the theme's badge tokens, matched on data-badge (theme/components/dataDisplay.ts).
      sx={{ alignSelf: 'flex-start' }}
    />
  );
}
