// The menu once the app runs: MUI's Drawer holding the menu's contents. Its own chunk: the toggle mounts it,
// closed, once the app has started and the browser is idle, so that a tap on the toggle only opens it.
import Drawer from '@mui/material/Drawer';
import { useTheme } from '@mui/material/styles';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { prefersReducedMotion } from '../../app/motion';
import { ui } from '../../content/ui';
import { MenuContents, type MenuContentsProps } from './MenuContents';
import { MENU_CLOSE_ATTRIBUTE, MENU_DRAWER_ID } from './menuNames';

const page = () => document.getElementById('root');

/**
 * While the menu is open the page behind it is inert, not only aria-hidden (MUI's): nothing there can take
 * focus or be reached by assistive technology. Set once the drawer has slid in (at once where motion is
 * reduced, and the drawer does not slide): restyling the whole page costs a slow phone about 45 ms, which would
 * hold back the frames that show the drawer moving; and Orca announces the dialog by its role and name only while
 * the toggle is still in the accessibility tree as focus moves in. Removed in the layout phase of the closing,
 * before focus is handed back.
 */
function useInertPageBehind(open: boolean) {
  const enteringMs = useTheme().transitions.duration.enteringScreen;
  // A layout effect: closing clears the timer and the attribute in the commit that closes, so a timer can
  // never make the page inert after the menu has closed.
  useLayoutEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => page()?.setAttribute('inert', ''), prefersReducedMotion() ? 0 : enteringMs);
    return () => {
      clearTimeout(timer);
      page()?.removeAttribute('inert');
    };
  }, [open, enteringMs]);
}

interface MenuDrawerProps {
  open: boolean;
  /** What closing the menu and choosing an item do; the same object from one render to the next. */
  drawer: NonNullable<MenuContentsProps['drawer']>;
  /** Called when the closing transition has finished. */
  onExited: () => void;
  /** Called once the drawer is in the page, ready to open at a press. */
  onMounted: () => void;
}

export default function MenuDrawer({ open, drawer, onExited, onMounted }: MenuDrawerProps) {
  useInertPageBehind(open);
  useEffect(onMounted, [onMounted]);
  const paper = useRef<HTMLDivElement>(null);
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={drawer.onClose}
      ModalProps={{
        // Kept in the page while closed: opening it again mounts nothing.
        keepMounted: true,
        // Focus goes to the close button, not to the drawer's paper: focused, the paper (a container) is read
        // out whole by Orca, and announced as "clickable" once the app listens for clicks on its root.
        disableAutoFocus: true,
      }}
      slotProps={{
        // MUI 9 makes the drawer's paper a modal dialog; it carries the name (by attribute: see PageMenu).
        paper: { id: MENU_DRAWER_ID, 'aria-label': ui.menu.title, ref: paper } as object,
        transition: {
          onEnter: () => paper.current?.querySelector<HTMLElement>(`[${MENU_CLOSE_ATTRIBUTE}]`)?.focus(),
          onExited,
        },
      }}
    >
      <MenuContents drawer={drawer} />
    </Drawer>
  );
}
