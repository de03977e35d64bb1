// Any path without a route: says so, names the path (as text), and logs it for whoever debugs.
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { SiteLink } from '../components/SiteLink';
import { LOGGED_PATH_ATTRIBUTE, missingPathMessage } from '../startup/contract';

const subscribeToNothing = () => () => {};
const isClient = () => true;
const isServer = () => false;

export default function NotFoundPage() {
  const { pathname } = useLocation();
  // The prerendered 404.html serves every unknown path, so the path is shown only once hydrated: the
  // server snapshot (false) is used while hydrating, the client one (true) from then on.
  const hydrated = useSyncExternalStore(subscribeToNothing, isClient, isServer);
  const shownPath = hydrated ? pathname : null;

  useEffect(() => {
    // The page script logs the path a visit arrives at (src/startup/page-script/notFound.ts); the app logs
    // the paths it navigates to itself.
    const root = document.documentElement;
    if (root.getAttribute(LOGGED_PATH_ATTRIBUTE) === pathname) root.removeAttribute(LOGGED_PATH_ATTRIBUTE);
    else console.error(missingPathMessage(pathname));
  }, [pathname]);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 8, md: 14 }, textAlign: 'center' }}>
      <Typography variant="numeral" aria-hidden="true" color="primary">
        404
      </Typography>
      <Typography variant="h1" sx={{ mt: 2 }}>
        <span className="visually-hidden">404: </span>Oops! Page not found
      </Typography>
      {/* Two lines are reserved in the prerendered page, so that naming the path after hydration moves nothing
          for any usual path; a long one wraps anywhere rather than being cut (1.4.12). */}
      <Typography variant="body1" color="textSecondary" sx={{ mt: 2, minHeight: '2lh', overflowWrap: 'anywhere' }}>
        {shownPath ? (
          <>
            There is no page at <code data-testid="missing-path">{shownPath}</code>.
          </>
        ) : (
          // Before the app (and without JavaScript) the page does not know the path: the address bar shows it.
          'There is no page at this address.'
        )}
      </Typography>
      <Typography variant="body1" color="textSecondary">
        It may have moved, or the link may be mistyped.
      </Typography>
      <Button component={SiteLink} href="/" variant="contained" size="large" sx={{ mt: 4 }}>
        Back to the home page
      </Button>
    </Container>
  );
}
