// The blog: the featured manifesto in full, two recent articles and a "coming soon" card.
// Loaded as its own chunk so the article text never weighs on the home page.
import { Fragment } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { ActionButton } from '../components/ActionButton';
import { ArticleBody } from '../components/ArticleBody';
import { ArticleTypeBadge } from '../components/ArticleTypeBadge';
import { PostMeta } from '../components/PostMeta';
import { SiteLink } from '../controls/links/SiteLink';
import { actions } from '../content/actions';
import { blog } from '../content/home';
import { manifestoContent, manifestoSummary } from '../content/manifesto';
import { PlainSummary } from '../components/PlainSummary';
import { abbreviated } from '../components/abbreviated';
import { glossary, glossaryId, termId } from '../content/glossary';
import { postById } from '../content/postLookup';
import { featuredPostId, posts } from '../content/posts';
import type { BlogPost, BlogPostSummary } from '../content/types';

const featuredPost: BlogPost = { ...postById(featuredPostId), content: manifestoContent };
const recentPosts = posts.filter((post) => post.id !== featuredPostId);

function RecentPostCard({ post }: { post: BlogPostSummary }) {
  const titleId = `post-${post.id}-title`;
  return (
    // Its id is the post's: the feed links to it (/blog#id). Named by the title itself, not by the heading
    // (aria-labelledby), as the team's cards are (Team.tsx): Orca 43's Say All passed over a side-by-side card's
    // heading once it was above the window (Chromium, "Friction That Helps", once in a full run).
    <Card component="article" id={post.id} aria-label={post.title}>
      <CardContent>
        <Stack spacing={1.5}>
          <ArticleTypeBadge type={post.type} />
          <Typography id={titleId} variant="cardTitle" component="h3">
            {post.title}
          </Typography>
          <PostMeta post={post} />
          <Typography variant="body2" color="textSecondary">
            {post.excerpt}
          </Typography>
        </Stack>
      </CardContent>
      <CardActions>
        <ActionButton action={actions.readMore} variant="outlined" aria-describedby={titleId}>
          {blog.readMoreLabel}
        </ActionButton>
      </CardActions>
    </Card>
  );
}

export default function BlogPage() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
      <Button component={SiteLink} href="/" startIcon={<ArrowBack aria-hidden="true" />} sx={{ ml: -1.5 }}>
        {blog.backLabel}
      </Button>
      <Typography variant="h1" sx={{ mt: 2 }}>
        {blog.title}
      </Typography>
      <Typography variant="lede" color="textSecondary" sx={{ mt: 2, mb: { xs: 5, md: 8 } }}>
        {blog.intro}
      </Typography>

      <Box
        component="article"
        id={featuredPost.id}
        aria-labelledby="featured-article-title"
        sx={{ mb: { xs: 8, md: 10 } }}
      >
        <Stack spacing={2} sx={{ mb: 4 }}>
          <ArticleTypeBadge type={featuredPost.type} />
          <Typography id="featured-article-title" variant="h2">
            {featuredPost.title}
          </Typography>
          <PostMeta post={featuredPost} />
        </Stack>
        <PlainSummary>{manifestoSummary}</PlainSummary>
        <ArticleBody content={featuredPost.content ?? ''} titleLevel={2} />
      </Box>

      <Box component="section" aria-labelledby="recent-articles-heading">
        <Typography id="recent-articles-heading" variant="h2" sx={{ mb: 4 }}>
          {blog.recentHeading}
        </Typography>
        <Grid container component="ul" spacing={3} sx={{ p: 0, listStyle: 'none' }}>
          {recentPosts.map((post) => (
            <Grid key={post.id} component="li" size={{ xs: 12, md: 4 }}>
              <RecentPostCard post={post} />
            </Grid>
          ))}
          <Grid component="li" size={{ xs: 12, md: 4 }}>
            <Card sx={{ borderStyle: 'dashed', borderWidth: 2, boxShadow: 'none' }}>
              <CardContent>
                <Typography variant="cardTitle" component="h3">
                  {blog.comingSoon.title}
                </Typography>
                <Typography variant="body2" color="textSecondary" sx={{ mt: 1.5 }}>
                  {blog.comingSoon.text}
                </Typography>
              </CardContent>
              {/* Two ways to follow the blog: they wrap onto two lines where the card is narrow. */}
              <CardActions disableSpacing sx={{ flexWrap: 'wrap', gap: 1 }}>
                <ActionButton action={actions.subscribeForUpdates} variant="contained">
                  {blog.comingSoon.buttonLabel}
                </ActionButton>
                <ActionButton action={actions.subscribeByFeed} variant="outlined">
                  {blog.comingSoon.feedLabel}
                </ActionButton>
              </CardActions>
            </Card>
          </Grid>
        </Grid>
      </Box>

      <Box component="section" id={glossaryId} aria-labelledby="glossary-heading" sx={{ mt: { xs: 8, md: 10 } }}>
        <Typography id="glossary-heading" variant="h2" sx={{ mb: 2 }}>
          {glossary.heading}
        </Typography>
        <Typography variant="body1" color="textSecondary" sx={{ mb: 4 }}>
          {glossary.intro}
        </Typography>
        <Box component="dl" sx={{ m: 0, '& dd': { ml: 0, mb: 2.5 } }}>
          {glossary.terms.map(({ term, definition }) => (
            <Fragment key={term}>
              <Typography component="dt" variant="subheading" id={termId(term)}>
                {term}
              </Typography>
              <Typography component="dd" variant="body1" color="textSecondary">
                {abbreviated(definition)}
              </Typography>
            </Fragment>
          ))}
        </Box>
      </Box>
    </Container>
  );
}
