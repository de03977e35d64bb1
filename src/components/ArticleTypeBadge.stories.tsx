// Every article-type badge, each coloured by its own theme tokens (theme/components/dataDisplay.ts).
import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { lightScheme } from '../../theme/tokens';
import type { ArticleBadge, PostType } from '../content/types';
import { ArticleTypeBadge } from './ArticleTypeBadge';

/** Every badge the theme styles: a type added to the tokens shows here without a new story. */
const everyBadge = Object.keys(lightScheme.badges) as (ArticleBadge | PostType)[];

const meta = {
  component: ArticleTypeBadge,
  parameters: { layout: 'padded' },
  argTypes: { type: { control: 'select', options: everyBadge } },
} satisfies Meta<typeof ArticleTypeBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryBadge: Story = {
  args: { type: 'manifesto' },
  render: () => (
    <Stack component="ul" direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, m: 0, p: 0, listStyle: 'none' }}>
      {everyBadge.map((type) => (
        <Stack component="li" key={type}>
          <ArticleTypeBadge type={type} />
        </Stack>
      ))}
    </Stack>
  ),
};

export const Manifesto: Story = { args: { type: 'manifesto' } };
export const Research: Story = { args: { type: 'research' } };
export const Insights: Story = { args: { type: 'insights' } };
export const OriginalResearch: Story = { args: { type: 'original-research' } };
export const LongitudinalStudy: Story = { args: { type: 'longitudinal-study' } };
export const ExperimentalStudy: Story = { args: { type: 'experimental-study' } };
export const ResearchUpdate: Story = { args: { type: 'research-update' } };
export const Announcement: Story = { args: { type: 'announcement' } };
export const ResearchBreakthrough: Story = { args: { type: 'research-breakthrough' } };
export const FundingNews: Story = { args: { type: 'funding-news' } };
