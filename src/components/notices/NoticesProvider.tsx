// Holds the queue of notices: the first MAX_VISIBLE_NOTICES show, the rest wait their turn.
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { MAX_VISIBLE_NOTICES } from '../../app/constants';
import { NoticesContext, type Notice } from './NoticesContext';
import { NoticesViewport } from './NoticesViewport';

export function NoticesProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<readonly Notice[]>([]);
  const nextId = useRef(1);

  const notify = useCallback((message: string) => {
    const id = nextId.current++;
    setQueue((current) => [...current, { id, message }]);
  }, []);
  const dismiss = useCallback((id: number) => {
    setQueue((current) => current.filter((notice) => notice.id !== id));
  }, []);

  const api = useMemo(() => ({ notify }), [notify]);
  return (
    <NoticesContext value={api}>
      {children}
      <NoticesViewport notices={queue.slice(0, MAX_VISIBLE_NOTICES)} onDismiss={dismiss} />
    </NoticesContext>
  );
}
