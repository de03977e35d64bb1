// The bottom-right stack of notices, inside a polite live region that is always in the page.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { useEffect, useRef, useState } from 'react';
import { NOTICE_DURATION_MS } from '../../app/constants';
import { GroupTooltip } from '../tooltips/GroupTooltip';
import type { Notice } from './NoticesContext';

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
      {notices.map((notice) => (
        <NoticeItem key={notice.id} notice={notice} onDismiss={onDismiss} />
      ))}
    </Box>
  );
}

/** One notice: leaves after NOTICE_DURATION_MS, with the clock stopped while hovered or focused. */
function NoticeItem({ notice, onDismiss }: { notice: Notice; onDismiss: (id: number) => void }) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remaining = useRef(NOTICE_DURATION_MS);
  const paused = hovered || focused;

  useEffect(() => {
    if (paused) return;
    const startedAt = Date.now();
    const timer = window.setTimeout(() => onDismiss(notice.id), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [paused, notice.id, onDismiss]);

  return (
    <Alert
      severity="info"
      data-notice
      role="none"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      action={
        <GroupTooltip title="Dismiss notice">
          <IconButton aria-label="Dismiss notice" size="small" color="inherit" onClick={() => onDismiss(notice.id)}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </GroupTooltip>
      }
      sx={{ pointerEvents: 'auto', width: { xs: '100%', sm: 380 }, boxShadow: 6 }}
    >
      {notice.message}
    </Alert>
  );
}
