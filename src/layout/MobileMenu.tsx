// The menu once the app runs: a drawer holding the menu's contents. Its own chunk: SiteHeader mounts it,
// closed, once the app has started and the browser is idle, so that a tap on the toggle only opens it.
import Drawer from '@mui/material/Drawer';
import { useTheme } from '@mui/material/styles';
import { useEffect, useLayoutEffect } from 'react';
import { prefersReducedMotion } from '../components/sectionNavigation';
import { MOBILE_MENU_ID } from './headerItems';
import { MenuContents, type MenuContentsProps } from './MenuContents';

const page = () => document.getElementById('root');

/**
 * While the menu is open the page behind it is inert, not only aria-hidden (MUI's): nothing there can take
 * focus or be reached by assistive technology. Set once the drawer has slid in (at once where motion is
 * reduced, and the drawer does not slide): restyling the whole page costs a slow phone about 45 ms, which would
 * hold back the frames that show the drawer moving. By then the focus trap has taken focus from the toggle, so
 * it knows where to hand it back; until then MUI's aria-hidden and focus trap hold. Removed in the layout phase
 * of the closing, before focus is handed back.
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

interface MobileMenuProps {
  open: boolean;
  /** What closing the menu and choosing an item do; the same object from one render to the next. */
  drawer: NonNullable<MenuContentsProps['drawer']>;
  /** Called when the closing transition has finished. */
  onExited: () => void;
  /** Called once the drawer is in the page, ready to open at a press. */
  onMounted: () => void;
}

export default function MobileMenu({ open, drawer, onExited, onMounted }: MobileMenuProps) {
  useInertPageBehind(open);
  useEffect(onMounted, [onMounted]);
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
