// The fixed top bar: logo and name, the main navigation, two actions, and where they do not fit a menu drawer.
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import { useEffect, useLayoutEffect, useRef, useState, type MouseEvent, type RefObject } from 'react';
import { BAR_HEIGHT_CSS_VAR, FROSTED_BAR_THRESHOLD_PX, FULL_BAR_MIN_WIDTH_REM } from '../app/constants';
import { ActionButton } from '../components/ActionButton';
import { SiteLink } from '../components/SiteLink';
import { GroupTooltip } from '../components/tooltips/GroupTooltip';
import { actions } from '../content/actions';
import { primaryNavigation } from '../content/navigation';
import { site } from '../content/site';
import { BrandMark } from './BrandMark';
import { ColorSchemeControl } from './ColorSchemeControl';
import { useSiteNavigate } from './useSiteNavigate';

const MOBILE_MENU_ID = 'mobile-menu';

// The bar is a size container: it shows every item only when they fit, measured in rem so that larger
// text (not only a narrower window) switches it to the menu toggle.
// Each part is hidden only by a query, so where container queries are unknown (jsdom) every part shows.
const fullBar = `@container site-bar (min-width: ${FULL_BAR_MIN_WIDTH_REM}rem)`;
const compactBar = `@container site-bar (max-width: ${FULL_BAR_MIN_WIDTH_REM - 0.01}rem)`;
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

/**
 * While the menu is open the page behind it is inert, not only aria-hidden: nothing there can take focus or
 * be reached by assistive technology. Removed in the layout phase, before the drawer hands focus back.
 */
function useInertPageBehind(open: boolean) {
  useLayoutEffect(() => {
    const page = open ? document.getElementById('root') : null;
    page?.setAttribute('inert', '');
    return () => page?.removeAttribute('inert');
  }, [open]);
}

const headerActions = [
  { label: 'Partner With Us', action: actions.partnerWithUs, variant: 'outlined' },
  { label: 'Join Us', action: actions.joinUs, variant: 'contained' },
] as const;

function isPlainLeftClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
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
        borderRadius: 1,
        mr: 'auto',
      }}
    >
      <BrandMark />
      <Typography component="span" sx={{ fontWeight: 800, fontSize: { xs: '1rem', sm: '1.125rem' }, lineHeight: 1.2 }}>
        {site.name}
      </Typography>
    </Box>
  );
}

export function SiteHeader() {
  const frosted = useScrollTrigger({ threshold: FROSTED_BAR_THRESHOLD_PX, disableHysteresis: true });
  const [menuOpen, setMenuOpen] = useState(false);
  // The item chosen in the menu: followed once the drawer has closed, so focus lands on the target.
  const pendingHref = useRef<string | null>(null);
  const siteNavigate = useSiteNavigate();
  const barRef = useRef<HTMLElement>(null);
  usePublishedHeight(barRef);
  useInertPageBehind(menuOpen);

  const chooseMenuItem = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    pendingHref.current = href;
    setMenuOpen(false);
  };

  return (
    <AppBar
      ref={barRef}
      position="fixed"
      data-frosted={frosted ? 'true' : 'false'}
      sx={{ containerType: 'inline-size', containerName: 'site-bar' }}
    >
      <Toolbar sx={{ minHeight: { xs: 64, md: 72 }, gap: 2, px: { xs: 2, sm: 3 } }}>
        <Brand />
        <Box component="nav" aria-label="Main" sx={onlyInFullBar('block')}>
          <Stack component="ul" direction="row" spacing={0.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {primaryNavigation.map((item) => (
              <li key={item.href}>
                <Button component={SiteLink} href={item.href} color="inherit" sx={{ px: 1.5, fontWeight: 600 }}>
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
        <GroupTooltip title="Menu">
          <IconButton
            aria-label="Menu"
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? MOBILE_MENU_ID : undefined}
            onClick={() => setMenuOpen((open) => !open)}
            sx={{
              ...onlyInCompactBar('inline-flex'),
              // Without JavaScript the drawer cannot open: no dead control; the footer lists every link.
              '@media (scripting: none)': { display: 'none' },
            }}
            color="inherit"
          >
            <MenuIcon aria-hidden="true" />
          </IconButton>
        </GroupTooltip>
      </Toolbar>
      <Drawer
        anchor="right"
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        slotProps={{
          // MUI 9 makes the drawer's paper a modal dialog; it carries the name and the toggle's aria-controls.
          paper: { id: MOBILE_MENU_ID, 'aria-labelledby': `${MOBILE_MENU_ID}-title` } as object,
          transition: {
            onExited: () => {
              const href = pendingHref.current;
              pendingHref.current = null;
              if (href) siteNavigate(href);
            },
          },
        }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, minHeight: 64 }}>
          <Typography id={`${MOBILE_MENU_ID}-title`} component="p" sx={{ fontWeight: 800 }}>
            Menu
          </Typography>
          <GroupTooltip title="Close menu">
            <IconButton aria-label="Close menu" onClick={() => setMenuOpen(false)}>
              <CloseIcon aria-hidden="true" />
            </IconButton>
          </GroupTooltip>
        </Stack>
        <Divider />
        <Stack component="nav" aria-label="Main menu">
          <Stack component="ul" sx={{ listStyle: 'none', m: 0, p: 1 }}>
            {primaryNavigation.map((item) => (
              <li key={item.href}>
                <Button
                  component={SiteLink}
                  href={item.href}
                  onClick={chooseMenuItem(item.href)}
                  color="inherit"
                  fullWidth
                  sx={{ justifyContent: 'flex-start', px: 2, fontSize: '1.0625rem' }}
                >
                  {item.label}
                </Button>
              </li>
            ))}
          </Stack>
        </Stack>
        <Divider />
        <Stack spacing={1.5} sx={{ p: 2 }}>
          {headerActions.map(({ label, action, variant }) =>
            action.kind === 'link' ? (
              <Button
                key={label}
                component={SiteLink}
                href={action.href}
                onClick={chooseMenuItem(action.href)}
                variant={variant}
              >
                {label}
              </Button>
            ) : (
              <ActionButton key={label} action={action} variant={variant} onClickCapture={() => setMenuOpen(false)}>
                {label}
              </ActionButton>
            ),
          )}
        </Stack>
      </Drawer>
    </AppBar>
  );
}
