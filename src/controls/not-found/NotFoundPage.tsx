// Any path without a route: says so and names the path (as text). The page script logs the path as the page loads
// (notFound.ts, beside it): every visit to it is a page load, links being the browser's.
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { notFound } from '../../content/errorPages';
import { SiteLink } from '../links/SiteLink';

const subscribeToNothing = () => () => {};
const isClient = () => true;
const isServer = () => false;

export default function NotFoundPage() {
  const { pathname } = useLocation();
  // The prerendered 404.html serves every unknown path, so the path is shown only once hydrated: the
  // server snapshot (false) is used while hydrating, the client one (true) from then on.
  const hydrated = useSyncExternalStore(subscribeToNothing, isClient, isServer);
  const shownPath = hydrated ? pathname : null;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 8, md: 14 }, textAlign: 'center' }}>
      {/* The code, then the heading: two pieces of text, read as they are shown. Inside the heading, a hidden "404: "
          made Firefox read two headings and Chromium run the words together ("404:Oops!"). */}
      {/* A block of text, not a paragraph: axe takes a large bold paragraph for a heading made by hand. */}
      <Typography variant="numeral" component="div" color="primary">
        {notFound.code}
      </Typography>
      <Typography variant="h1" sx={{ mt: 2 }}>
        {notFound.heading}
      </Typography>
      {/* Two lines are reserved in the prerendered page, so that naming the path after hydration moves nothing
          for any usual path; a long one wraps anywhere rather than being cut (1.4.12). The path's monospace face
          sits on the baseline with other ascent and descent than the text's: at the text's line height it made
          each line it is on about 2px taller (the second brand's 404 page shifted at 320px), so it takes a line
          height of 1, well inside the line. And a pixel more than two lines: two line boxes, each rounded on its
          own, came out 1/16px taller than 2lh where the sentence before the path took one line (the second brand
          at 320px), and the sentence with the path can be drawn in another face than the one before it (a web
          font that arrived after the first paint is not swapped in, but text drawn later uses it). */}
      <Typography
        variant="body1"
        color="textSecondary"
        sx={{ mt: 2, minHeight: 'calc(2lh + 1px)', overflowWrap: 'anywhere', '& code': { lineHeight: 1 } }}
      >
        {shownPath ? (
          <>
            {notFound.noPageAt}
            <code data-testid="missing-path">{shownPath}</code>
            {notFound.afterPath}
          </>
        ) : (
          // Before the app (and without JavaScript) the page does not know the path: the address bar shows it.
          notFound.noPageHere
        )}
      </Typography>
      {/* Paragraphs apart by more than a line's spacing (WCAG 1.4.8). */}
      <Typography variant="body1" color="textSecondary" sx={{ mt: 2 }}>
        {notFound.hint}
      </Typography>
      <Button component={SiteLink} href="/" variant="contained" size="large" sx={{ mt: 4 }}>
        {notFound.homeLabel}
      </Button>
    </Container>
  );
}
