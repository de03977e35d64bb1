// The notices (toasts) API: `notify(message)` from anywhere under <NoticesProvider>.
import { createContext, useContext } from 'react';

export interface Notice {
  id: number;
  message: string;
}

export interface NoticesApi {
  notify: (message: string) => void;
}

export const NoticesContext = createContext<NoticesApi>({
  notify: () => {
    throw new Error('useNotices() needs a <NoticesProvider> above it.');
  },
});

export function useNotices(): NoticesApi {
  return useContext(NoticesContext);
}
