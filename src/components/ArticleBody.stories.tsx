// The featured manifesto's text, rendered line by line, inside its article as the blog shows it.
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { manifestoContent } from '../content/manifesto';
import { postById } from '../content/postLookup';
import { featuredPostId } from '../content/posts';
import { ArticleBody } from './ArticleBody';

const meta = {
  component: ArticleBody,
  argTypes: { titleLevel: { control: 'inline-radio', options: [1, 2, 3, 4, 5] }, content: { control: 'object' } },
  // Its headings sit one level below the article's title (an h2 on the blog), so the title is there too.
  decorators: [
    (Story) => (
      <Container maxWidth="lg" sx={{ py: 4 }}>
        <Box component="article" aria-labelledby="article-title">
          <Typography id="article-title" variant="h2" sx={{ mb: 4 }}>
            {postById(featuredPostId).title}
          </Typography>
          <Story />
        </Box>
      </Container>
    ),
  ],
} satisfies Meta<typeof ArticleBody>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Paragraphs, "## " headings and "•" lists. */
export const Manifesto: Story = { args: { content: manifestoContent, titleLevel: 2 } };
