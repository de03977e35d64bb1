// The menu once the app runs: MUI's Drawer holding the menu's contents. Its own chunk: the toggle mounts it,
// closed, once the app has started and the browser is idle, so that a tap on the toggle only opens it.
import Drawer from '@mui/material/Drawer';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import { FOCUS_SCROLL_PADDING_PX } from '../../app/constants';
import { ui } from '../../content/ui';
import { MenuContents, type MenuContentsProps } from './MenuContents';
import { INERT_AFTER_MS, inertPageBehindAfter, undoModalHiding } from './inertPageBehind';
import { MENU_CLOSE_ATTRIBUTE, MENU_DRAWER_ID } from './menuNames';

/**
 * While the menu is open the page behind it is inert (inertPageBehind.ts): set after a delay, and undone in the
 * layout phase of the closing, before focus is handed back. MUI's Modal hides the rest of the body from assistive
 * technology at once (aria-hidden); that is taken back, so the page leaves the tree late, as behind the page's menu.
 */
function useInertPageBehind(open: boolean, menu: RefObject<HTMLElement | null>) {
  // A layout effect: closing undoes it in the commit that closes, so the page can never turn inert after the menu
  // has closed.
  useLayoutEffect(() => (open ? inertPageBehindAfter() : undefined), [open]);
  // A passive effect of the parent runs after the Modal's (a child's), which set aria-hidden: in the same task,
  // so the browser's accessibility tree never sees the page hidden.
  useEffect(() => {
    if (open && menu.current) undoModalHiding(menu.current);
  }, [open, menu]);
}

interface MenuDrawerProps {
  open: boolean;
  /** What closing the menu and choosing an item do; the same object from one render to the next. */
  drawer: NonNullable<MenuContentsProps['drawer']>;
  /** Called once the drawer is in the page, ready to open at a press. */
  onMounted: () => void;
}

export default function MenuDrawer({ open, drawer, onMounted }: MenuDrawerProps) {
  const paper = useRef<HTMLDivElement>(null);
  useInertPageBehind(open, paper);
  const { enteringScreen, leavingScreen } = useTheme().transitions.duration;
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  useEffect(onMounted, [onMounted]);
  // Closing, the slide and the backdrop's fade take leavingScreen, not the exit's whole time in the tree (MUI sets
  // their transition inline from transitionDuration; this wins over it).
  const closedLook = open || reducedMotion ? undefined : { transitionDuration: `${leavingScreen}ms !important` };
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={drawer.onClose}
      // Orca 43 says where focus went only if what it was reading is still in the accessibility tree when it
      // handles the focus: a busy machine's Orca came to Escape's focus change 430 ms after Escape with motion
      // reduced (the drawer gone at once), and 210 ms after it in Firefox with motion (the slide over), and said
      // nothing ("ZOMBIE" in its log). So the drawer stays in the tree, out of sight, as long after it closes as the
      // page stays in the tree after it opens; it slides out in leavingScreen all the same (closedLook).
      transitionDuration={{ enter: enteringScreen, exit: Math.max(leavingScreen, INERT_AFTER_MS) }}
      // Out of sight and out of the pointer's way from the moment it closes.
      sx={open ? undefined : { pointerEvents: 'none' }}
      ModalProps={{
        // Hidden from assistive technology once it has left the screen, not before (MUI's aria-hidden).
        closeAfterTransition: true,
        // Kept in the page while closed: opening it again mounts nothing.
        keepMounted: true,
        // Focus goes to the close button, not to the drawer's paper: focused, the paper (a container) is read
        // out whole by Orca, and announced as "clickable" once the app listens for clicks on its root.
        disableAutoFocus: true,
        // Focus goes back to the toggle as it closes, before MUI hides it, or stays for the browser to move to the
        // section chosen (MenuToggle); so MUI neither gives it back later nor holds it in: Tab still goes round
        // (MUI's sentinels), and the page behind turns inert.
        disableRestoreFocus: true,
        disableEnforceFocus: true,
      }}
      slotProps={{
        // MUI 9 makes the drawer's paper a modal dialog; it carries the name (by attribute: see PageMenu).
        paper: {
          id: MENU_DRAWER_ID,
          'aria-label': ui.menu.title,
          ref: paper,
          // A control focused at either edge comes wholly into view, its ring too, as in the page's menu.
          sx: { scrollPaddingBlock: `${FOCUS_SCROLL_PADDING_PX}px`, ...closedLook },
        } as object,
        backdrop: { sx: closedLook },
        transition: {
          onEnter: () => paper.current?.querySelector<HTMLElement>(`[${MENU_CLOSE_ATTRIBUTE}]`)?.focus(),
          // Timed where motion is reduced too (nothing moves there: the page's CSS makes every transition 0s), so
          // that the drawer leaves the accessibility tree after focus is back on the toggle (transitionDuration).
          disablePrefersReducedMotion: true,
        },
      }}
    >
      <MenuContents drawer={drawer} />
    </Drawer>
  );
}
