// The menu once the app runs: a drawer holding the menu's contents. Its own chunk: SiteHeader mounts it,
// closed, once the app has started and the browser is idle, so that a tap on the toggle only opens it.
import Drawer from '@mui/material/Drawer';
import { useEffect, useLayoutEffect } from 'react';
import { MOBILE_MENU_ID } from './headerItems';
import { MenuContents, type MenuContentsProps } from './MenuContents';

const page = () => document.getElementById('root');

/**
 * While the menu is open the page behind it is inert, not only aria-hidden: nothing there can take focus or
 * be reached by assistive technology. Set once the drawer's focus trap has taken focus from the toggle (a
 * passive effect, after the trap's), so that the trap knows where to hand it back; removed in the layout
 * phase, before the trap hands it back.
 */
function useInertPageBehind(open: boolean) {
  useEffect(() => {
    if (open) page()?.setAttribute('inert', '');
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
