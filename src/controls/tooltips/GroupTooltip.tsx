// MUI Tooltip timed by the surrounding <TooltipGroup>: opens on hover and keyboard focus,
// closes on leave, blur and Escape (MUI's own listeners); on a long press by touch (our own listeners).
// For a screen reader the tooltip is only a picture of text the control already carries: a label tooltip
// is the control's name (aria-label), a describing tooltip is its description from a hidden element that
// is always there, so it is heard the moment the control takes focus, not 700 ms later, and the popup
// itself is hidden from the reading flow (otherwise read again after its control).
import Tooltip, { type TooltipProps } from '@mui/material/Tooltip';
import {
  cloneElement,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type MouseEvent,
  type ReactElement,
  type SyntheticEvent,
  type TouchEvent,
} from 'react';
import { TOOLTIP_TOUCH_HOLD_MS, TOOLTIP_TOUCH_LINGER_MS } from '../../app/constants';
import { useTooltipGroup } from './TooltipGroup';

type TriggerProps = {
  'aria-describedby'?: string;
  title?: string;
  onMouseLeave?: (event: MouseEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  onTouchStart?: (event: TouchEvent<HTMLElement>) => void;
  onTouchEnd?: (event: TouchEvent<HTMLElement>) => void;
};

export interface GroupTooltipProps extends Omit<TooltipProps, 'open' | 'onOpen' | 'onClose' | 'children'> {
  children: ReactElement<TriggerProps>;
  /**
   * A describing tooltip's text is also read in the page's reading order, right after its control (visually
   * hidden): for a reason a visitor needs even when not focusing the control (why a control is unavailable).
   */
  readInPage?: boolean;
}

export function GroupTooltip({ children, readInPage = false, ...tooltipProps }: GroupTooltipProps) {
  const descriptionId = useId();
  const describes = tooltipProps.describeChild === true && typeof tooltipProps.title === 'string';
  const group = useTooltipGroup();
  const [open, setOpen] = useState(false);
  const isOpen = useRef(false);
  // Dismissed by Escape, it stays closed until the pointer or focus comes back to the control (WCAG 1.4.13): as it
  // fades out under a pointer resting on it, MUI reopens it on the fading popup's next mouseover.
  const dismissed = useRef(false);
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
  const requestOpen = (event: SyntheticEvent) => {
    const fromPopup = event.target instanceof Element && !!event.target.closest('[role="tooltip"]');
    if (dismissed.current && fromPopup) return;
    dismissed.current = false;
    if (isOpen.current || pending.current !== undefined) return;
    const delay = group.openDelay();
    if (delay === 0) show();
    else pending.current = setTimeout(show, delay);
  };
  const close = (event: Event | SyntheticEvent) => {
    if (event.type === 'keydown') dismissed.current = true;
    cancelPending();
    if (!isOpen.current) return;
    isOpen.current = false;
    setOpen(false);
    group.closed();
  };

  // The handlers only run on events, after render; the compiler cannot see that through cloneElement.
  // eslint-disable-next-line react-hooks/refs -- cloneElement attaches event handlers, it does not call them
  const trigger = cloneElement(children, {
    ...(describes && {
      'aria-describedby': [children.props['aria-describedby'], descriptionId].filter(Boolean).join(' '),
      // No native title beside the description: it would be a second, browser-drawn tooltip.
      title: undefined,
    }),
    onMouseLeave: (event: MouseEvent<HTMLElement>) => {
      cancelPending();
      children.props.onMouseLeave?.(event);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      cancelPending();
      children.props.onBlur?.(event);
    },
    // A long press shows the tooltip. MUI's touch listeners would do the same, but they set user-select on
    // <body> at every touch and restore it at release: two restyles of the whole page (about 150 ms on a
    // slow phone) before a tap's click. The triggers are buttons, which are not selectable anyway.
    onTouchStart: (event: TouchEvent<HTMLElement>) => {
      cancelPending();
      pending.current = setTimeout(show, TOOLTIP_TOUCH_HOLD_MS);
      children.props.onTouchStart?.(event);
    },
    onTouchEnd: (event: TouchEvent<HTMLElement>) => {
      cancelPending();
      if (isOpen.current) pending.current = setTimeout(() => close(event), TOOLTIP_TOUCH_LINGER_MS);
      children.props.onTouchEnd?.(event);
    },
  });

  const tooltip = (
    <Tooltip
      {...tooltipProps}
      // Rendered beside its trigger, not in a portal at the end of <body>: it stays inside the trigger's
      // landmark (axe: region); hidden from assistive technology, which has its text from the control.
      slotProps={{
        ...tooltipProps.slotProps,
        popper: { disablePortal: true, 'aria-hidden': true, ...tooltipProps.slotProps?.popper },
      }}
      open={open}
      disableTouchListener
      onOpen={requestOpen}
      onClose={close}
      enterDelay={0}
      enterNextDelay={0}
      leaveDelay={0}
    >
      {trigger}
    </Tooltip>
  );
  if (!describes) return tooltip;
  return (
    <>
      {tooltip}
      {readInPage ? (
        <span id={descriptionId} className="visually-hidden">
          {tooltipProps.title as string}
        </span>
      ) : (
        <span id={descriptionId} hidden>
          {tooltipProps.title as string}
        </span>
      )}
    </>
  );
}
