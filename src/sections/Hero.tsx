// The opening of the home page: the one h1, the tagline, three feature cards and two actions.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PsychologyOutlined from '@mui/icons-material/PsychologyOutlined';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import { ActionButton } from '../components/ActionButton';
import { actions } from '../content/actions';
import { home } from '../content/home';
import { abbreviated } from '../components/abbreviated';
import { PlainSummary } from '../components/PlainSummary';
import type { FeatureCard } from '../content/types';

const featureIcons: Record<FeatureCard['icon'], typeof PsychologyOutlined> = {
  research: PsychologyOutlined,
  platform: ShieldOutlined,
  impact: PublicOutlined,
};

export function Hero() {
  const { eyebrow, headline, tagline, features, exploreLabel, learnLabel } = home.hero;
  return (
    <Box component="section" aria-labelledby="hero-heading" sx={{ pt: { xs: 6, md: 10 }, pb: { xs: 8, md: 12 } }}>
      <Container maxWidth="lg">
        <Typography variant="eyebrow" color="secondary">
          {eyebrow}
        </Typography>
        <Typography id="hero-heading" variant="h1" sx={{ maxWidth: '18ch', mt: 1 }}>
          {headline}
        </Typography>
        <Typography variant="tagline" color="textSecondary" sx={{ mt: 3, mb: 3, maxWidth: '56ch' }}>
          {abbreviated(tagline)}
        </Typography>
        <PlainSummary>{home.hero.summary}</PlainSummary>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4 }}>
          <ActionButton action={actions.exploreResearch} variant="contained" size="large">
            {exploreLabel}
          </ActionButton>
          <ActionButton action={actions.learnAboutCogniGuard} variant="outlined" size="large">
            {learnLabel}
          </ActionButton>
        </Stack>
        <Grid container component="ul" spacing={3} sx={{ mt: { xs: 6, md: 8 }, p: 0, listStyle: 'none' }}>
          {features.map((feature) => {
            const Icon = featureIcons[feature.icon];
            return (
              <Grid key={feature.title} id={feature.anchor} component="li" size={{ xs: 12, md: 4 }}>
                <Card>
                  <CardContent>
                    <Icon aria-hidden="true" color="primary" fontSize="large" />
                    <Typography variant="h4" component="h2" sx={{ mt: 1.5, mb: 1 }}>
                      {feature.title}
                    </Typography>
                    <Typography variant="body2" color="textSecondary">
                      {feature.description}
                    </Typography>
                  </CardContent>
                </Card>
              </Grid>
            );
          })}
        </Grid>
      </Container>
    </Box>
  );
}
