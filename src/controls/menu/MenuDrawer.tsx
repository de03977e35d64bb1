// The menu once the app runs: MUI's Drawer holding the menu's contents. Its own chunk: the toggle mounts it,
// closed, once the app has started and the browser is idle, so that a tap on the toggle only opens it.
import Drawer from '@mui/material/Drawer';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { ui } from '../../content/ui';
import { MenuContents, type MenuContentsProps } from './MenuContents';
import { MENU_CLOSE_ATTRIBUTE, MENU_DRAWER_ID } from './menuNames';

const page = () => document.getElementById('root');

/**
 * How long after the menu opens the page behind it leaves the accessibility tree. Orca announces the dialog by its
 * role and name when focus moves in from the toggle while the toggle is still in the tree. If the page leaves it at
 * once, a lagging Orca (a busy machine) handles the page's removal first, guesses a new place to read from, at
 * times inside the menu, and then says only the close button (seen with Orca slowed: Orca's debug log, "Removed
 * child appears to be replicant"). Later, too, restyling the whole page (about 45 ms on a slow phone) no longer
 * holds back the frames that show the drawer moving.
 */
export const INERT_AFTER_MS = 1000;

/**
 * While the menu is open the page behind it is inert: nothing there can take focus or be reached by assistive
 * technology. Set INERT_AFTER_MS after it opens (MUI's focus trap holds focus until then); removed in the layout
 * phase of the closing, before focus is handed back. MUI's Modal hides the page from assistive technology at once
 * (aria-hidden on every other child of the body); the page's root is left to inert, so it leaves the tree late.
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
  // A passive effect of the parent runs after the Modal's (a child's), which set aria-hidden: in the same task,
  // so the browser's accessibility tree never sees the page's root hidden.
  useEffect(() => {
    if (open) page()?.removeAttribute('aria-hidden');
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
