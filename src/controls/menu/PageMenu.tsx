// The page's own menu: a modal dialog in a popover, rendered beside the app's root by the prerender (the app
// never redraws it) and answered by the page script (pageMenu.ts) until the app's drawer is ready. A dialog by
// ARIA (role="dialog", aria-modal), not a native <dialog>: Orca announces a native modal dialog by neither its
// role nor its name, because the page behind turns inert, the toggle with it, before focus moves in.
// Without JavaScript it is a plain popover that the toggle's stand-in opens (MenuToggle): not modal then (nothing
// keeps focus in or makes the page behind inert), so aria-modal is the page script's to set as it opens it.
import Box from '@mui/material/Box';
import { FOCUS_SCROLL_PADDING_PX } from '../../app/constants';
import { ui } from '../../content/ui';
import { MenuContents } from './MenuContents';
import { scrim } from '../../../theme/tokens';
import { PAGE_MENU_ID } from './menuNames';

export function PageMenu() {
  return (
    <Box
      id={PAGE_MENU_ID}
      role="dialog"
      // Named by attribute, not by its title's id: Orca asks for the name the moment focus moves in, as the popover
      // appears, and a name taken from content that is only now shown comes back empty.
      aria-label={ui.menu.title}
      // "auto": Escape and a press outside close it, in every engine, with no script.
      popover="auto"
      sx={(theme) => ({
        // The drawer's look: a full-height sheet from the right edge, over a dimmed page.
        position: 'fixed',
        // Above the bar, as the app's drawer is. An open popover is painted in the top layer, above everything,
        // whatever its z-index; a tool that orders what is painted by position and z-index alone (axe 4.14's
        // color-contrast) otherwise puts the fixed bar (the app bar's z-index) over the menu's title, where the
        // site's name runs under it at 390 px, and cannot tell the title's background ("bgOverlap").
        zIndex: theme.zIndex.drawer,
        inset: '0 0 0 auto',
        m: 0,
        p: 0,
        border: 0,
        height: '100dvh',
        maxHeight: 'none',
        width: 'auto',
        maxWidth: '100vw',
        overflowY: 'auto',
        // A control focused at either edge comes wholly into view, its ring too (the html's, for the menu).
        scrollPaddingBlock: `${FOCUS_SCROLL_PADDING_PX}px`,
        bgcolor: 'background.paper',
        color: 'text.primary',
        boxShadow: theme.shadows[16],
        '&::backdrop': { backgroundColor: scrim },
        '@media (prefers-reduced-motion: no-preference)': {
          transition: `translate ${theme.transitions.duration.enteringScreen}ms ${theme.transitions.easing.easeOut}`,
          '@starting-style': { '&:popover-open': { translate: '100% 0' } },
        },
        '@media (forced-colors: active)': { borderLeft: '1px solid CanvasText' },
      })}
    >
      <MenuContents />
    </Box>
  );
}
