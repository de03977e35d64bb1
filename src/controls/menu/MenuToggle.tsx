// The menu toggle, where the bar is too narrow for its items, and the drawer it opens once the app runs. Until the
// drawer is mounted, a press is the page script's, which opens the page's menu (pageMenu.ts); from then on the
// toggle carries the hand-over attribute (src/startup/handover.ts) and opens the drawer. A press re-renders these
// alone, not the whole bar, so that the drawer shows within a frame or two even on a slow phone.
import IconButton from '@mui/material/IconButton';
import MenuIcon from '@mui/icons-material/Menu';
import {
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
} from 'react';
import { ui } from '../../content/ui';
import { hiddenWithoutScript, shownOnlyWithoutScript } from '../../components/hiddenWithoutScript';
import { lazyWithPreload } from '../../components/lazyWithPreload';
import { handedToApp } from '../../startup/handover';
import { landingTarget } from '../links/pageLanding';
import { isPlainLeftClick } from '../links/siteHref';
import { GroupTooltip } from '../tooltips/GroupTooltip';
import { MENU_TOGGLE_ATTRIBUTE, MENU_TOGGLE_WITHOUT_SCRIPT_ATTRIBUTE, PAGE_MENU_ID } from './menuNames';

// The drawer's code (Drawer, Modal, focus trap, transitions) loads after the app has started, not with it.
const MenuDrawer = lazyWithPreload(() => import('./MenuDrawer'));

/** Runs `task` when the browser is idle (or soon, where it cannot say). */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 200);
  return () => clearTimeout(id);
}

export function MenuToggle({ sx }: { sx?: object }) {
  const [menuOpen, setMenuOpen] = useState(false);
  // Mounted closed once the app is idle (or on first use) and kept, so that a press only opens it.
  const [drawerMounting, setDrawerMounting] = useState(false);
  // The hand-over: until the drawer is in the page, a press is the page script's.
  const [drawerReady, setDrawerReady] = useState(false);
  const onDrawerMounted = useCallback(() => setDrawerReady(true), []);
  // Whether focus goes back to the toggle as the drawer closes: not when the visitor chose a section of this page,
  // where the browser then takes its Tab position and the reading (pageLanding.ts).
  const returnFocus = useRef(true);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // A transition: React renders the drawer in slices, so a press meanwhile is answered between them.
  const mountDrawer = useCallback(() => startTransition(() => setDrawerMounting(true)), []);
  // Where the toggle shows (or the browser cannot say), the drawer is made ready once the app has started and
  // the browser is idle.
  useEffect(() => {
    if (toggleRef.current?.checkVisibility?.() === false) return;
    return whenIdle(mountDrawer);
  }, [mountDrawer]);

  const drawer = useMemo(
    () => ({
      onClose: () => {
        returnFocus.current = true;
        setMenuOpen(false);
      },
      // The drawer closes, in this click's task, and the browser follows the link: the page behind is no longer
      // inert by the time it does.
      onChoose: (event: MouseEvent<HTMLAnchorElement>) => {
        if (!isPlainLeftClick(event)) return;
        returnFocus.current = !landingTarget(event.currentTarget);
        setMenuOpen(false);
      },
    }),
    [],
  );
  // Focus goes back before the drawer leaves the accessibility tree (MUI hides it in its passive effects): given
  // back after, Chromium told Orca of a focus whose reading position had gone with the drawer, and Orca said
  // nothing. In a layout effect of the drawer's parent: the page behind is no longer inert (MenuDrawer's own).
  const wasOpen = useRef(false);
  useLayoutEffect(() => {
    if (wasOpen.current && !menuOpen && returnFocus.current) toggleRef.current?.focus();
    wasOpen.current = menuOpen;
  }, [menuOpen]);

  return (
    <>
      <GroupTooltip title={ui.menu.toggle}>
        <IconButton
          ref={toggleRef}
          aria-label={ui.menu.toggle}
          {...{ [MENU_TOGGLE_ATTRIBUTE]: '' }}
          {...handedToApp(drawerReady)}
          onPointerEnter={() => void MenuDrawer.preload()}
          onFocus={() => void MenuDrawer.preload()}
          onClick={() => {
            // Until the drawer is ready the page's menu opens (the page script); the drawer is made ready.
            if (drawerReady) setMenuOpen(true);
            else mountDrawer();
          }}
          sx={[
            sx ?? {},
            // Without JavaScript its stand-in below opens the page's menu instead.
            hiddenWithoutScript,
          ]}
          color="inherit"
        >
          <MenuIcon aria-hidden="true" />
        </IconButton>
      </GroupTooltip>
      {/* Without JavaScript: the platform opens the page's menu (a popover) and closes it on Escape or a press
          outside, with no script. Its own button, so that where scripts run nothing of it is in the page. */}
      <IconButton
        aria-label={ui.menu.toggle}
        popoverTarget={PAGE_MENU_ID}
        {...{ [MENU_TOGGLE_WITHOUT_SCRIPT_ATTRIBUTE]: '' }}
        sx={[sx ?? {}, shownOnlyWithoutScript]}
        color="inherit"
      >
        <MenuIcon aria-hidden="true" />
      </IconButton>
      {drawerMounting && (
        <Suspense fallback={null}>
          <MenuDrawer open={menuOpen} drawer={drawer} onMounted={onDrawerMounted} />
        </Suspense>
      )}
    </>
  );
}
