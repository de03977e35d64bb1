// The notices' markup: the bottom-right stack, the live region that says each notice, and one notice's
// markup (MUI's Alert) for the page script to clone (src/controls/notices/notices.ts, which shows them).
// Rendered outside the app's root (scripts/prerender.mjs), so that the app never redraws what the page
// script writes there; the CSS comes with the page's.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { ui } from '../../content/ui';
import {
  NOTICE_DISMISS_ATTRIBUTE,
  NOTICE_KEEP_ATTRIBUTE,
  NOTICE_MESSAGE_ATTRIBUTE,
  NOTICE_TEMPLATE_ID,
  NOTICES_ANNOUNCER_ID,
  NOTICES_EDGE_ATTRIBUTE,
  NOTICES_ID,
} from '../../startup/contract';
import { keepInNoticeSx } from './keepToggle';

/** Between the notices and the viewport's edges: on a phone, and from the sm breakpoint up. */
const INSET_PX = { xs: 12, sm: 24 } as const;

/** The stack's place: `px` from the right, and from the bottom or (the edge attribute) the top. */
function inset(px: number, { left }: { left: number | 'auto' }) {
  return {
    right: px,
    left,
    bottom: px,
    top: 'auto',
    maxHeight: `calc(50dvh - ${px}px)`,
    [`&[${NOTICES_EDGE_ATTRIBUTE}="top"]`]: { top: px, bottom: 'auto' },
  };
}

function NoticeMarkup() {
  return (
    <Alert
      severity="info"
      role="none"
      // Keep: keeps this notice and every later one until dismissed (notices.ts sets its state; keepToggle.ts shows
      // it). A comment, not a JSX one: eslint-plugin-jsx-a11y cannot read an empty expression in a prop's value.
      action={
        <>
          <Button
            aria-label={ui.notices.keepName}
            aria-pressed="false"
            color="inherit"
            size="small"
            startIcon={<CheckIcon aria-hidden="true" />}
            sx={[{ minHeight: 44, minWidth: 44 }, keepInNoticeSx]}
            {...{ [NOTICE_KEEP_ATTRIBUTE]: '' }}
          >
            {ui.notices.keep}
          </Button>
          <IconButton
            aria-label={ui.notices.dismiss}
            size="small"
            color="inherit"
            sx={{ minHeight: 44, minWidth: 44 }}
            {...{ [NOTICE_DISMISS_ATTRIBUTE]: '' }}
          >
            <CloseIcon fontSize="small" aria-hidden="true" />
          </IconButton>
        </>
      }
      sx={(theme) => ({
        width: { xs: '100%', sm: 380 },
        flexShrink: 0,
        boxShadow: 6,
        // On a phone, and at 400% zoom, the text takes the notice's width, the buttons a line of their own below
        // it (beside them, the text was a column of one or two words); the icon, decoration, makes room too.
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        '& .MuiAlert-icon': { display: { xs: 'none', sm: 'flex' } },
        '& .MuiAlert-message': { flex: { xs: '1 1 100%', sm: '0 1 auto' }, overflowWrap: 'anywhere' },
        '& .MuiAlert-action': { width: { xs: '100%', sm: 'auto' }, justifyContent: 'flex-end', pt: { xs: 0, sm: 0.5 } },
        // There, at 400% zoom, a notice is taller than the stack lets it be: its buttons stay in sight at the stack's
        // lower edge, on the notice's own surface, while its text scrolls under them (WCAG 2.2.1: Keep and Dismiss
        // are never scrolled away). The Alert's lower padding moves into their line, so that their focus ring
        // shows whole there.
        [theme.breakpoints.down('sm')]: {
          pb: 0,
          '& .MuiAlert-action': { position: 'sticky', bottom: 0, pb: '6px', backgroundColor: 'inherit' },
        },
      })}
    >
      {/* In the accessibility tree, to be read again in browse mode; said once, by the live region, as it comes
          (notices.ts), and read as the dismiss button's description. */}
      <span {...{ [NOTICE_MESSAGE_ATTRIBUTE]: '' }} />
    </Alert>
  );
}

/**
 * `template`: a <template> in the prerendered page; React cannot fill one in the browser, so under
 * `npm run dev` the markup waits in a hidden element instead.
 */
export function NoticesStack({ template = 'template' }: { template?: 'template' | 'hidden' }) {
  return (
    <>
      {/* A named region, so that every notice is inside a landmark (and found by the landmark keys); in the page
          from the start, and out of it (hidden) while it holds none, so that no empty landmark is counted. At the
          bottom, or at the top while that leaves the focused control clear (notices.ts sets the edge). At most
          half the viewport's height, so that a focused control has the other half: taller (three notices, or one
          at 400% zoom), the notices scroll inside it; then it is a Tab stop, to scroll with the arrow keys, in
          every engine (notices.ts). */}
      <Box
        component="section"
        id={NOTICES_ID}
        aria-label={ui.notices.stackName}
        sx={(theme) => ({
          '&:empty': { display: 'none' },
          position: 'fixed',
          zIndex: theme.zIndex.snackbar,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'flex-end',
          gap: 1,
          overflowY: 'auto',
          overscrollBehavior: 'contain',
          ...inset(INSET_PX.xs, { left: INSET_PX.xs }),
          [theme.breakpoints.up('sm')]: inset(INSET_PX.sm, { left: 'auto' }),
        })}
      />
      {/* A polite live region, not role="status": a status bar is a landmark-like thing that a screen reader reads
          out, empty, at the end of every page ("Notices statusbar"). */}
      <div id={NOTICES_ANNOUNCER_ID} aria-live="polite" aria-atomic="false" className="visually-hidden" />
      {template === 'template' ? (
        <template id={NOTICE_TEMPLATE_ID}>
          <NoticeMarkup />
        </template>
      ) : (
        <div id={NOTICE_TEMPLATE_ID} hidden>
          <NoticeMarkup />
        </div>
      )}
    </>
  );
}
