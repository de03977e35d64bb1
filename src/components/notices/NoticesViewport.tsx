// The bottom-right stack of notices, inside a polite live region that is always in the page.
import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { lazyWithPreload } from '../lazyWithPreload';
import type { Notice } from './NoticesContext';

// A notice's code (Alert and its icons) loads with the first notice, or sooner when a control that
// shows one is pointed at or focused. The live region itself is in the page from the start.
const NoticeItem = lazyWithPreload(() => import('./NoticeItem'));

/** Starts loading the notices' code; call when a control that shows a notice is about to be used. */
export function preloadNotices(): Promise<void> {
  return NoticeItem.preload().then(
    () => undefined,
    () => undefined, // the next notice tries again
  );
}

interface NoticesViewportProps {
  notices: readonly Notice[];
  onDismiss: (id: number) => void;
}

export function NoticesViewport({ notices, onDismiss }: NoticesViewportProps) {
  return (
    <Box
      role="status"
      aria-live="polite"
      aria-label="Notices"
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
    >
      {notices.length > 0 && (
        <Suspense fallback={null}>
          {notices.map((notice) => (
            <NoticeItem key={notice.id} notice={notice} onDismiss={onDismiss} />
          ))}
        </Suspense>
      )}
    </Box>
  );
}
