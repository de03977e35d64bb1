// The fixed top bar: logo and name, the main navigation, two actions, and where they do not fit a menu toggle
// (src/controls/menu/).
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import { useEffect, useRef, type RefObject } from 'react';
import { BAR_HEIGHT_CSS_VAR, FROSTED_BAR_THRESHOLD_PX, FULL_BAR_MIN_WIDTH_REM } from '../app/constants';
import { bar, typeScale } from '../../theme/tokens';
import { radius } from '../../theme';
import { ActionButton } from '../components/ActionButton';
import { SiteLink } from '../controls/links/SiteLink';
import { MenuToggle } from '../controls/menu/MenuToggle';
import { headerActions } from '../controls/menu/menuNames';
import { primaryNavigation } from '../content/navigation';
import { site } from '../content/site';
import { ui } from '../content/ui';
import { BrandMark } from './BrandMark';
import { ColorSchemeControl } from '../controls/color-scheme/ColorSchemeControl';

// The bar is a size container: it shows every item only when they fit, measured in rem so that larger
// text (not only a narrower window) switches it to the menu toggle.
// Each part is hidden only by a query, so where container queries are unknown (jsdom) every part shows.
const fullBarMinWidth = FULL_BAR_MIN_WIDTH_REM * typeScale.button.size;
const fullBar = `@container site-bar (min-width: ${fullBarMinWidth}rem)`;
const compactBar = `@container site-bar (max-width: ${fullBarMinWidth - 0.01}rem)`;
const onlyInFullBar = (display: string) => ({ display, [compactBar]: { display: 'none' } });
/**
 * Where the bar is under 16rem wide (a 320 or 390px phone with text at 200%: never at the default size), the
 * name alone would push the bar's buttons off the screen: it is left to the logo to show, and stays the link's
 * name (visually hidden), as on every other page's title and footer (WCAG 1.4.4).
 */
const nameOutOfRoom = {
  '@container site-bar (max-width: 16rem)': {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
} as const;
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
        minWidth: 44,
        borderRadius: radius.medium,
        mr: 'auto',
        // Where the bar is narrow the name takes two lines and the link fills the fixed bar to the window's top
        // edge: its ring touches it rather than stand off, so that all of it stays in the window (the bar's height
        // is a token, which padding would outgrow).
        '&&:focus-visible': { outlineOffset: 0 },
      }}
    >
      <BrandMark />
      <Typography variant="brandName" sx={nameOutOfRoom}>
        {site.name}
      </Typography>
    </Box>
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
        <Box component="nav" aria-label={ui.landmarks.mainNavigation} sx={onlyInFullBar('block')}>
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
        <MenuToggle sx={onlyInCompactBar('inline-flex')} />
      </Toolbar>
    </AppBar>
  );
}
