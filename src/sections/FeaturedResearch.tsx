// A teaser for the featured article, linking to the blog.
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { ArticleTypeBadge } from '../components/ArticleTypeBadge';
import { PostMeta } from '../components/PostMeta';
import { Section } from '../components/Section';
import { SiteLink } from '../controls/links/SiteLink';
import { home } from '../content/home';
import { postById, postHref } from '../content/postLookup';

export function FeaturedResearch() {
  const { heading, intro, postId, readLabel } = home.featuredResearch;
  const post = postById(postId);
  return (
    <Section
      id="research-updates"
      name="research-updates"
      heading={heading}
      intro={intro}
      summary={home.featuredResearch.summary}
    >
      {/* Named by the title itself, not by its heading: see the team's cards (Team.tsx). */}
      <Card component="article" aria-label={post.title} sx={{ maxWidth: 860 }}>
        <CardContent sx={{ p: { xs: 3, md: 5 } }}>
          <Stack spacing={2}>
            <ArticleTypeBadge type={post.type} />
            <Typography variant="h3">{post.title}</Typography>
            <PostMeta post={post} />
            <Typography variant="body1" color="textSecondary">
              {post.excerpt}
            </Typography>
            <div>
              <Button
                component={SiteLink}
                href={postHref(post.id)}
                variant="contained"
                endIcon={<ArrowForward aria-hidden="true" />}
                // The link names its target by itself (WCAG 2.4.9), its visible label first (2.5.3).
                aria-label={`${readLabel}: ${post.title}`}
              >
                {readLabel}
              </Button>
            </div>
          </Stack>
        </CardContent>
      </Card>
    </Section>
  );
}
