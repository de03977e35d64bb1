// Shown when rendering fails unexpectedly. Its link home reloads the page: the safest recovery.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { pageMeta } from '../content/pageMeta';
import { unexpectedError } from '../content/errorPages';

interface ErrorPageProps {
  /** True when no layout surrounds the page, so it must supply its own main landmark. */
  standalone?: boolean;
}

export default function ErrorPage({ standalone = false }: ErrorPageProps) {
  const error = useRouteError();
  useEffect(() => {
    console.error('Unexpected application error:', error);
    // The failed route's own title would describe a page that is not shown.
    document.title = pageMeta.error.title;
  }, [error]);

  return (
    <Box component={standalone ? 'main' : 'div'} id={standalone ? 'main' : undefined} data-error-screen>
      <Container maxWidth="md" sx={{ py: { xs: 10, md: 16 }, textAlign: 'center' }}>
        <Typography variant="h1">{unexpectedError.heading}</Typography>
        <Typography variant="body1" color="textSecondary" sx={{ mt: 2 }}>
          {unexpectedError.text}
        </Typography>
        <Button href="/" variant="contained" size="large" sx={{ mt: 4 }}>
          {unexpectedError.homeLabel}
        </Button>
      </Container>
    </Box>
  );
}
