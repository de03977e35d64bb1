// The notices' markup: the bottom-right stack, the live region that says each notice, and one notice's
// markup (MUI's Alert) for the page script to clone (src/controls/notices/notices.ts, which shows them).
// Rendered outside the app's root (scripts/prerender.mjs), so that the app never redraws what the page
// script writes there; the CSS comes with the page's.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { ui } from '../../content/ui';
import {
  NOTICE_DISMISS_ATTRIBUTE,
  NOTICE_KEEP_ATTRIBUTE,
  NOTICE_MESSAGE_ATTRIBUTE,
  NOTICE_TEMPLATE_ID,
  NOTICES_ANNOUNCER_ID,
  NOTICES_ID,
} from '../../startup/contract';

function NoticeMarkup() {
  return (
    <Alert
      severity="info"
      role="none"
      action={
        <>
          {/* Keeps this notice and every later one until dismissed (notices.ts sets its state). */}
          <Button
            aria-label={ui.notices.keepName}
            aria-pressed="false"
            color="inherit"
            size="small"
            sx={{ minHeight: 44, minWidth: 44 }}
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
      sx={{ pointerEvents: 'auto', width: { xs: '100%', sm: 380 }, boxShadow: 6 }}
    >
      {/* Said by the live region; read again as the dismiss button's description. */}
      <span aria-hidden="true" {...{ [NOTICE_MESSAGE_ATTRIBUTE]: '' }} />
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
      <Box
        id={NOTICES_ID}
        sx={{
          position: 'fixed',
          right: { xs: 12, sm: 24 },
          bottom: { xs: 12, sm: 24 },
          left: { xs: 12, sm: 'auto' },
          zIndex: (theme) => theme.zIndex.snackbar,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'flex-end',
          gap: 1,
          pointerEvents: 'none',
        }}
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
