// Shares one clock between all tooltips: the first waits TOOLTIP_OPEN_DELAY_MS, and for
// TOOLTIP_SKIP_WINDOW_MS after one closes the next opens at once (Radix's skipDelayDuration).
// MUI's own "hysteresis" window is fixed at 800ms + leaveDelay, so the group drives MUI's
// Tooltip as a controlled component instead.
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_WINDOW_MS } from '../../app/constants';

export interface TooltipGroupApi {
  /** How long a tooltip asked to open now should wait: the delay, or 0 inside the skip window. */
  openDelay: () => number;
  /** Call when a tooltip has opened. */
  opened: () => void;
  /** Call when a tooltip has closed: the skip window starts. */
  closed: () => void;
}

interface TooltipGroupProps {
  children: ReactNode;
  delay?: number;
  skipDelay?: number;
}

function createGroup(delay: number, skipDelay: number) {
  let skipping = false;
  let skipTimer: ReturnType<typeof setTimeout> | undefined;
  const api: TooltipGroupApi & { dispose: () => void } = {
    openDelay: () => (skipping ? 0 : delay),
    opened: () => {
      clearTimeout(skipTimer);
      skipping = true;
    },
    closed: () => {
      clearTimeout(skipTimer);
      skipTimer = setTimeout(() => {
        skipping = false;
      }, skipDelay);
    },
    dispose: () => clearTimeout(skipTimer),
  };
  return api;
}

const fallbackGroup = createGroup(TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_WINDOW_MS);
const TooltipGroupContext = createContext<TooltipGroupApi>(fallbackGroup);

export function TooltipGroup({
  children,
  delay = TOOLTIP_OPEN_DELAY_MS,
  skipDelay = TOOLTIP_SKIP_WINDOW_MS,
}: TooltipGroupProps) {
  const group = useMemo(() => createGroup(delay, skipDelay), [delay, skipDelay]);
  // Disposes the previous group when the delays change, and the last one on unmount.
  useEffect(() => () => group.dispose(), [group]);
  return <TooltipGroupContext value={group}>{children}</TooltipGroupContext>;
}

export function useTooltipGroup(): TooltipGroupApi {
  return useContext(TooltipGroupContext);
}
