// The fixed top bar: logo and name, the main navigation, two actions, and where they do not fit a menu.
// The menu toggle opens a native dialog before the app starts (no script needed: command="show-modal"),
// and the drawer once it runs; the dialog and the drawer hold the same contents (MenuContents).
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import MenuIcon from '@mui/icons-material/Menu';
import {
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
  type RefObject,
} from 'react';
import { MENU_DIALOG_ID } from '../startup/contract';
import { BAR_HEIGHT_CSS_VAR, FROSTED_BAR_THRESHOLD_PX, FULL_BAR_MIN_WIDTH_REM } from '../app/constants';
import { bar, scrim, typeScale } from '../../theme/tokens';
import { radius } from '../../theme';
import { ActionButton } from '../components/ActionButton';
import { SiteLink } from '../components/SiteLink';
import { isPlainLeftClick } from '../components/siteHref';
import { hiddenWithoutScript } from '../components/hiddenWithoutScript';
import { lazyWithPreload } from '../components/lazyWithPreload';
import { GroupTooltip } from '../components/tooltips/GroupTooltip';
import { primaryNavigation } from '../content/navigation';
import { site } from '../content/site';
import { BrandMark } from './BrandMark';
import { ColorSchemeControl } from './ColorSchemeControl';
import { headerActions, MOBILE_MENU_ID } from './headerItems';
import { MenuContents } from './MenuContents';
import { useSiteNavigate } from './useSiteNavigate';

// The bar is a size container: it shows every item only when they fit, measured in rem so that larger
// text (not only a narrower window) switches it to the menu toggle.
// Each part is hidden only by a query, so where container queries are unknown (jsdom) every part shows.
const fullBarMinWidth = FULL_BAR_MIN_WIDTH_REM * typeScale.button.size;
const fullBar = `@container site-bar (min-width: ${fullBarMinWidth}rem)`;
const compactBar = `@container site-bar (max-width: ${fullBarMinWidth - 0.01}rem)`;
const onlyInFullBar = (display: string) => ({ display, [compactBar]: { display: 'none' } });
const onlyInCompactBar = (display: string) => ({ display, [fullBar]: { display: 'none' } });

/** Publishes the bar's height as a CSS variable on <html>, kept up to date as text size or width change. */
function usePublishedHeight(bar: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = bar.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty(BAR_HEIGHT_CSS_VAR, `${element.offsetHeight}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(BAR_HEIGHT_CSS_VAR);
    };
  }, [bar]);
}

// The drawer's code (Drawer, Modal, focus trap, transitions) loads after the app has started, not with it.
const MobileMenu = lazyWithPreload(() => import('./MobileMenu'));

/** Runs `task` when the browser is idle (or soon, where it cannot say). */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 200);
  return () => clearTimeout(id);
}

/**
 * The menu before the app: a modal dialog the toggle opens natively. The page script closes it when an item is
 * chosen (src/startup/page-script/menuDialog.ts). It stays in the page once the app runs, closed, in case a
 * visitor opened it while the app was starting.
 */
function MenuDialog() {
  return (
    <Box
      component="dialog"
      id={MENU_DIALOG_ID}
      aria-labelledby={`${MENU_DIALOG_ID}-title`}
      {...{ closedby: 'any' }}
      sx={(theme) => ({
        // The drawer's look: a full-height sheet from the right edge, over a dimmed page.
        position: 'fixed',
        inset: '0 0 0 auto',
        m: 0,
        p: 0,
        border: 0,
        height: '100dvh',
        maxHeight: 'none',
        maxWidth: '100vw',
        overflowY: 'auto',
        bgcolor: 'background.paper',
        color: 'text.primary',
        boxShadow: theme.shadows[16],
        '&::backdrop': { backgroundColor: scrim },
        '@media (prefers-reduced-motion: no-preference)': {
          transition: `translate ${theme.transitions.duration.enteringScreen}ms ${theme.transitions.easing.easeOut}`,
          '@starting-style': { '&[open]': { translate: '100% 0' } },
        },
        '@media (forced-colors: active)': { borderLeft: '1px solid CanvasText' },
      })}
    >
      <MenuContents titleId={`${MENU_DIALOG_ID}-title`} dialogId={MENU_DIALOG_ID} />
    </Box>
  );
}

function Brand() {
  return (
    <Box
      component={SiteLink}
      href="/"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1.25,
        color: 'text.primary',
        textDecoration: 'none',
        minHeight: 44,
        borderRadius: radius.medium,
        mr: 'auto',
      }}
    >
      <BrandMark />
      <Typography variant="brandName">{site.name}</Typography>
    </Box>
  );
}

/**
 * The menu toggle and the drawer, with the menu's state: a press re-renders these alone, not the whole bar, so
 * that the drawer shows within a frame or two even on a slow phone.
 */
function MenuToggle() {
  const [menuOpen, setMenuOpen] = useState(false);
  // Mounted closed once the app is idle (or on first use) and kept, so that a press only opens it.
  const [menuLoaded, setMenuLoaded] = useState(false);
  // Until the drawer is in the page a press lets the native dialog answer, as before the app: loading and
  // mounting the drawer in the press would keep a slow phone waiting about 0.4 s for the menu.
  const drawerMounted = useRef(false);
  const onDrawerMounted = useCallback(() => {
    drawerMounted.current = true;
  }, []);
  // The item chosen in the menu: followed once the drawer has closed, so focus lands on the target.
  const pendingHref = useRef<string | null>(null);
  const siteNavigate = useSiteNavigate();
  const toggleRef = useRef<HTMLButtonElement>(null);

  // A transition: React renders the drawer in slices, so a press meanwhile is answered between them.
  const mountDrawer = useCallback(() => startTransition(() => setMenuLoaded(true)), []);
  // Where the toggle shows (or the browser cannot say), the drawer is made ready once the app has started and
  // the browser is idle.
  useEffect(() => {
    if (toggleRef.current?.checkVisibility?.() === false) return;
    return whenIdle(mountDrawer);
  }, [mountDrawer]);

  const drawer = useMemo(
    () => ({
      onClose: () => setMenuOpen(false),
      onChoose: (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
        if (!isPlainLeftClick(event)) return;
        event.preventDefault();
        pendingHref.current = href;
        setMenuOpen(false);
      },
    }),
    [],
  );
  const followChosenItem = useCallback(() => {
    const href = pendingHref.current;
    pendingHref.current = null;
    if (href) siteNavigate(href);
  }, [siteNavigate]);

  return (
    <>
      <GroupTooltip title="Menu">
        <IconButton
          ref={toggleRef}
          aria-label="Menu"
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          aria-controls={menuOpen ? MOBILE_MENU_ID : undefined}
          // Before the app: the browser opens the dialog by itself.
          {...{ commandfor: MENU_DIALOG_ID, command: 'show-modal' }}
          onPointerEnter={() => void MobileMenu.preload()}
          onFocus={() => void MobileMenu.preload()}
          onClick={(event) => {
            if (!drawerMounted.current) {
              // The browser opens the dialog; the drawer is made ready for the next press.
              mountDrawer();
              return;
            }
            // Once the drawer is ready: the drawer instead of the dialog.
            event.preventDefault();
            setMenuOpen((open) => !open);
          }}
          sx={{
            ...onlyInCompactBar('inline-flex'),
            // Without JavaScript the dialog would not close when an item is chosen: no half-working
            // control; the footer lists every link.
            ...hiddenWithoutScript,
          }}
          color="inherit"
        >
          <MenuIcon aria-hidden="true" />
        </IconButton>
      </GroupTooltip>
      {menuLoaded && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} drawer={drawer} onExited={followChosenItem} onMounted={onDrawerMounted} />
        </Suspense>
      )}
    </>
  );
}

export function SiteHeader() {
  const frosted = useScrollTrigger({ threshold: FROSTED_BAR_THRESHOLD_PX, disableHysteresis: true });
  const barRef = useRef<HTMLElement>(null);
  usePublishedHeight(barRef);

  return (
    <AppBar
      ref={barRef}
      position="fixed"
      data-frosted={frosted ? 'true' : 'false'}
      sx={{ containerType: 'inline-size', containerName: 'site-bar' }}
    >
      <Toolbar sx={{ minHeight: bar.toolbarMinHeight, gap: 2, px: { xs: 2, sm: 3 } }}>
        <Brand />
        <Box component="nav" aria-label="Main" sx={onlyInFullBar('block')}>
          <Stack component="ul" direction="row" spacing={0.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {primaryNavigation.map((item) => (
              <li key={item.href}>
                <Button
                  component={SiteLink}
                  href={item.href}
                  color="inherit"
                  sx={(theme) => ({
                    px: 1.5,
                    typography: 'navLink',
                    // The page the visitor is on (SiteLink sets aria-current), marked in the brand's accent.
                    '&[aria-current="page"]': {
                      textDecorationLine: 'underline',
                      textDecorationColor: theme.vars.palette.accent,
                      textDecorationThickness: 3,
                      textUnderlineOffset: '0.4em',
                    },
                  })}
                >
                  {item.label}
                </Button>
              </li>
            ))}
          </Stack>
        </Box>
        <Stack direction="row" spacing={1} sx={onlyInFullBar('flex')}>
          {headerActions.map(({ label, action, variant }) => (
            <ActionButton key={label} action={action} variant={variant}>
              {label}
            </ActionButton>
          ))}
        </Stack>
        <ColorSchemeControl />
        <MenuToggle />
      </Toolbar>
      <MenuDialog />
    </AppBar>
  );
}
