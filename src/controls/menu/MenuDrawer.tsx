// The menu once the app runs: MUI's Drawer holding the menu's contents. Its own chunk: the toggle mounts it,
// closed, once the app has started and the browser is idle, so that a tap on the toggle only opens it.
import Drawer from '@mui/material/Drawer';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { ui } from '../../content/ui';
import { MenuContents, type MenuContentsProps } from './MenuContents';
import { MENU_CLOSE_ATTRIBUTE, MENU_DRAWER_ID } from './menuNames';

const page = () => document.getElementById('root');

/**
 * How long after the menu opens the page behind it turns inert. Orca announces the dialog by its role and name
 * only while the toggle is still in the accessibility tree as it handles focus moving in, and a busy machine
 * handles that late: with the page inert once the drawer had slid in (225 ms), Orca in Chromium left the dialog
 * unannounced in one run of four beside other busy browsers. Later, too, restyling the whole page (about 45 ms on
 * a slow phone) no longer holds back the frames that show the drawer moving.
 */
export const INERT_AFTER_MS = 1000;

/**
 * While the menu is open the page behind it is inert, not only aria-hidden (MUI's, at once): nothing there can
 * take focus or be reached by assistive technology. Set INERT_AFTER_MS after it opens; removed in the layout
 * phase of the closing, before focus is handed back.
 */
function useInertPageBehind(open: boolean) {
  // A layout effect: closing clears the timer and the attribute in the commit that closes, so a timer can
  // never make the page inert after the menu has closed.
  useLayoutEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => page()?.setAttribute('inert', ''), INERT_AFTER_MS);
    return () => {
      clearTimeout(timer);
      page()?.removeAttribute('inert');
    };
  }, [open]);
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
