// MUI Tooltip timed by the surrounding <TooltipGroup>: opens on hover and keyboard focus,
// closes on leave, blur and Escape (MUI's own listeners).
import Tooltip, { type TooltipProps } from '@mui/material/Tooltip';
import { cloneElement, useEffect, useRef, useState, type FocusEvent, type MouseEvent, type ReactElement } from 'react';
import { useTooltipGroup } from './TooltipGroup';

type TriggerProps = {
  onMouseLeave?: (event: MouseEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
};

export interface GroupTooltipProps extends Omit<TooltipProps, 'open' | 'onOpen' | 'onClose' | 'children'> {
  children: ReactElement<TriggerProps>;
}

export function GroupTooltip({ children, ...tooltipProps }: GroupTooltipProps) {
  const group = useTooltipGroup();
  const [open, setOpen] = useState(false);
  const isOpen = useRef(false);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancelPending = () => {
    clearTimeout(pending.current);
    pending.current = undefined;
  };
  useEffect(() => cancelPending, []);

  const show = () => {
    cancelPending();
    isOpen.current = true;
    setOpen(true);
    group.opened();
  };
  // MUI calls onOpen on every mouseover of the trigger's children: keep the first clock running.
  const requestOpen = () => {
    if (isOpen.current || pending.current !== undefined) return;
    const delay = group.openDelay();
    if (delay === 0) show();
    else pending.current = setTimeout(show, delay);
  };
  const close = () => {
    cancelPending();
    if (!isOpen.current) return;
    isOpen.current = false;
    setOpen(false);
    group.closed();
  };

  // The handlers only run on events, after render; the compiler cannot see that through cloneElement.
  // eslint-disable-next-line react-hooks/refs -- cloneElement attaches event handlers, it does not call them
  const trigger = cloneElement(children, {
    onMouseLeave: (event: MouseEvent<HTMLElement>) => {
      cancelPending();
      children.props.onMouseLeave?.(event);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      cancelPending();
      children.props.onBlur?.(event);
    },
  });

  return (
    <Tooltip
      {...tooltipProps}
      // Rendered beside its trigger, not in a portal at the end of <body>: it stays inside the trigger's
      // landmark (axe: region) and is read in place.
      slotProps={{ ...tooltipProps.slotProps, popper: { disablePortal: true, ...tooltipProps.slotProps?.popper } }}
      open={open}
      onOpen={requestOpen}
      onClose={close}
      enterDelay={0}
      enterNextDelay={0}
      leaveDelay={0}
    >
      {trigger}
    </Tooltip>
  );
}
