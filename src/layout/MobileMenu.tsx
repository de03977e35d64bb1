// The menu once the app runs: a drawer holding the menu's contents. Its own chunk: SiteHeader mounts it,
// closed, once the app has started and the browser is idle, so that a tap on the toggle only opens it.
import Drawer from '@mui/material/Drawer';
import { useEffect, useLayoutEffect } from 'react';
import { MOBILE_MENU_ID } from './headerItems';
import { MenuContents, type MenuContentsProps } from './MenuContents';

const page = () => document.getElementById('root');

/**
 * While the menu is open the page behind it is inert, not only aria-hidden (MUI's): nothing there can take
 * focus or be reached by assistive technology. Set two frames after it opens: the style change on the whole
 * page then costs the frames that show the drawer nothing, and the drawer's focus trap has already taken focus
 * from the toggle, so that it knows where to hand it back. Removed in the layout phase, before it hands it back.
 */
function useInertPageBehind(open: boolean) {
  useEffect(() => {
    if (!open) return;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => page()?.setAttribute('inert', ''));
    });
    return () => cancelAnimationFrame(frame);
  }, [open]);
  useLayoutEffect(() => {
    if (!open) page()?.removeAttribute('inert');
  }, [open]);
  useLayoutEffect(() => () => page()?.removeAttribute('inert'), []);
}

interface MobileMenuProps {
  open: boolean;
  /** What closing the menu and choosing an item do; the same object from one render to the next. */
  drawer: NonNullable<MenuContentsProps['drawer']>;
  /** Called when the closing transition has finished. */
  onExited: () => void;
}

export default function MobileMenu({ open, drawer, onExited }: MobileMenuProps) {
  useInertPageBehind(open);
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={drawer.onClose}
      // Kept in the page while closed: opening it again mounts nothing.
      ModalProps={{ keepMounted: true }}
      slotProps={{
        // MUI 9 makes the drawer's paper a modal dialog; it carries the name and the toggle's aria-controls.
        paper: { id: MOBILE_MENU_ID, 'aria-labelledby': `${MOBILE_MENU_ID}-title` } as object,
        transition: { onExited },
      }}
    >
      <MenuContents titleId={`${MOBILE_MENU_ID}-title`} drawer={drawer} />
    </Drawer>
  );
}
