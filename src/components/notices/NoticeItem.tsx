// One notice in the bottom-right stack. Its own chunk: see NoticesViewport.
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { useEffect, useRef, useState } from 'react';
import { NOTICE_DURATION_MS } from '../../app/constants';
import { GroupTooltip } from '../tooltips/GroupTooltip';
import type { Notice } from './NoticesContext';

/** One notice: leaves after NOTICE_DURATION_MS, with the clock stopped while hovered or focused. */
export default function NoticeItem({ notice, onDismiss }: { notice: Notice; onDismiss: (id: number) => void }) {
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
