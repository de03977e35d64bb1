// A home-page section: a landmark named by its heading, with an optional anchor id. Not focusable: the browser
// lands on it by itself, and Orca does not read a heading that names a focusable element when reading the page.
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { abbreviated } from './abbreviated';
import { PlainSummary } from './PlainSummary';

interface SectionProps {
  /** The anchor the navigation links to, e.g. "mission". */
  id?: string;
  /** A unique stem for the heading's id. */
  name: string;
  heading: string;
  intro?: string;
  /** What the section says in plain words (WCAG 3.1.5), shown under its heading. */
  summary?: string;
  /** Alternate sections take the paper colour so the page reads in bands. */
  tone?: 'default' | 'paper';
  children?: ReactNode;
}

export function Section({ id, name, heading, intro, summary, tone = 'default', children }: SectionProps) {
  const headingId = `${name}-heading`;
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      sx={{
        py: { xs: 8, md: 12 },
        bgcolor: tone === 'paper' ? 'background.paper' : 'background.default',
      }}
    >
      <Container maxWidth="lg">
        <Typography id={headingId} variant="h2" sx={{ mb: intro || summary ? 2 : 4 }}>
          {heading}
        </Typography>
        {summary && <PlainSummary>{summary}</PlainSummary>}
        {intro && (
          <Typography variant="lede" color="textSecondary" sx={{ mb: 5, maxWidth: '56ch' }}>
            {abbreviated(intro)}
          </Typography>
        )}
        {children}
      </Container>
    </Box>
  );
}
