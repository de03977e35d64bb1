// The footer (#contact): two calls to action, the link columns (with the blog's feed), contact details, legal
// links and the switch that keeps notices until dismissed.
import { Fragment } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ActionButton } from '../components/ActionButton';
import { SiteLink } from '../controls/links/SiteLink';
import { KeepNoticesToggle } from '../controls/notices/KeepNoticesToggle';
import { abbreviated } from '../components/abbreviated';
import { hiddenWithoutScript } from '../components/hiddenWithoutScript';
import { largeTarget } from '../components/targetSize';
import { footer } from '../content/home';
import { feedHint } from '../content/actions';
import { footerColumns, footerFeed, legalLinks } from '../content/navigation';
import { site } from '../content/site';
import { ui } from '../content/ui';

export function SiteFooter() {
  return (
    <Box
      component="footer"
      id="contact"
      sx={{
        bgcolor: 'background.default',
        borderTop: 1,
        borderColor: 'divider',
        pt: { xs: 8, md: 10 },
        pb: 4,
      }}
    >
      <Container maxWidth="lg">
        <Typography variant="h2" id="contact-heading" sx={{ mb: 1 }}>
          {footer.heading}
        </Typography>
        <Typography variant="body1" color="textSecondary" sx={{ mb: 4, maxWidth: '56ch' }}>
          {abbreviated(footer.blurb)}
        </Typography>
        <Grid container component="ul" spacing={3} sx={{ p: 0, m: 0, listStyle: 'none' }}>
          {footer.callsToAction.map((cta) => (
            <Grid key={cta.title} component="li" size={{ xs: 12, md: 6 }}>
              <Card>
                <CardContent>
                  <Typography variant="cardTitle" component="h3">
                    {cta.title}
                  </Typography>
                  <Typography variant="cardNote" color="secondary" sx={{ mt: 0.5 }}>
                    {cta.note}
                  </Typography>
                  <Typography variant="body2" color="textSecondary" sx={{ mt: 1.5 }}>
                    {cta.text}
                  </Typography>
                </CardContent>
                <CardActions>
                  <ActionButton action={cta.action} variant="contained">
                    {cta.buttonLabel}
                  </ActionButton>
                </CardActions>
              </Card>
            </Grid>
          ))}
        </Grid>

        <Box component="nav" aria-label={ui.landmarks.footerNavigation} sx={{ mt: { xs: 6, md: 8 } }}>
          {/* Columns at least 11rem wide: larger text gets fewer, wider columns instead of overlapping words. */}
          <Box
            sx={{
              display: 'grid',
              gap: 4,
              gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 11rem), 1fr))',
            }}
          >
            {footerColumns.map((column) => (
              <div key={column.title}>
                <Typography variant="subheading" component="h3" sx={{ mb: 1.5 }}>
                  {column.title}
                </Typography>
                <Stack component="ul" spacing={0.5} sx={{ p: 0, m: 0, listStyle: 'none' }}>
                  {column.links.map((link) => (
                    <Fragment key={link.label}>
                      <li>
                        <Link
                          component={SiteLink}
                          href={link.href}
                          color="text.primary"
                          underline="hover"
                          sx={{ ...largeTarget, typography: 'footerLink' }}
                        >
                          {abbreviated(link.label)}
                        </Link>
                      </li>
                      {link.href === footerFeed.after && (
                        <li>
                          {/* A plain link to the file, as the blog's own feed link: the hint is heard, not shown. */}
                          <Link
                            href={footerFeed.action.href}
                            type={footerFeed.action.type}
                            aria-label={`${footerFeed.label} ${feedHint}`}
                            color="text.primary"
                            underline="hover"
                            sx={{ ...largeTarget, typography: 'footerLink' }}
                          >
                            {footerFeed.label}
                          </Link>
                        </li>
                      )}
                    </Fragment>
                  ))}
                </Stack>
              </div>
            ))}
          </Box>
        </Box>

        <Divider sx={{ my: 4 }} />
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
          {/* A paragraph, not <address>: Orca presents an address as a panel ("Email panel"). */}
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {footer.emailLabel}
            <Link href={`mailto:${site.email}`} sx={largeTarget}>
              {site.email}
            </Link>
            <Box component="span" aria-hidden="true" sx={{ mx: 1 }}>
              {ui.separator}
            </Box>
            {footer.phoneLabel}
            <Link href={site.phone.href} sx={largeTarget}>
              {site.phone.display}
            </Link>
          </Typography>
          {/* Wraps, so that large text on a narrow screen never scrolls sideways (1.4.10). */}
          <Stack
            component="ul"
            direction="row"
            aria-label={ui.landmarks.legal}
            sx={{ p: 0, m: 0, listStyle: 'none', flexWrap: 'wrap', columnGap: 3 }}
          >
            {legalLinks.map((link) => (
              <li key={link.href}>
                <Link component={SiteLink} href={link.href} variant="body2" sx={largeTarget}>
                  {link.label}
                </Link>
              </li>
            ))}
          </Stack>
        </Stack>
        {/* On every page, so that a visitor can turn the notices' time limit off before any notice shows (WCAG
            2.2.1), where they find the accessibility statement and the rest of what holds for the whole site:
            docs/accessibility/notices.md says why here. */}
        <Box sx={{ mt: 3, ...hiddenWithoutScript }}>
          <KeepNoticesToggle />
        </Box>
        <Typography variant="body2" color="textSecondary" sx={{ mt: 3 }}>
          {/* One text: Chromium drops a space that stands alone between two of React's text nodes. */}
          {footer.copyright}
        </Typography>
      </Container>
    </Box>
  );
}
