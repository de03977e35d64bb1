// Why the foundation exists: an intro and its pillars.
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { Section } from '../components/Section';
import { home } from '../content/home';

export function Mission() {
  const { heading, intro, pillars } = home.mission;
  return (
    <Section id="mission" name="mission" heading={heading} intro={intro} tone="paper">
      <Grid container component="ul" spacing={4} sx={{ p: 0, listStyle: 'none' }}>
        {pillars.map((pillar, index) => (
          <Grid key={pillar.title} component="li" size={{ xs: 12, md: 4 }}>
            <Box sx={(theme) => ({ borderTop: 4, borderColor: theme.vars.palette.accent, pt: 2 })}>
              <Typography variant="overline" component="p" color="textSecondary" aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </Typography>
              <Typography variant="h3" sx={{ mb: 1 }}>
                {pillar.title}
              </Typography>
              <Typography variant="body1" color="textSecondary">
                {pillar.text}
              </Typography>
            </Box>
          </Grid>
        ))}
      </Grid>
    </Section>
  );
}
