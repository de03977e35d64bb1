// The names the menu's parts meet by: the toggle in the bar, the page's menu beside the app's root (PageMenu,
// answered by the page script, pageMenu.ts), the drawer the app shows once it runs (MenuDrawer), and the tests.
import { headerActions as actionsCopy } from '../../content/navigation';

/** The page's own menu: a modal dialog in a popover, outside the app's root. */
export const PAGE_MENU_ID = 'site-menu';
/** The drawer's paper (a modal dialog, MUI's), once the app runs. */
export const MENU_DRAWER_ID = 'menu-drawer';
/** On the menu toggle, which the page script answers until the app owns it (src/startup/handover.ts). */
export const MENU_TOGGLE_ATTRIBUTE = 'data-menu-toggle';
/**
 * On the toggle's stand-in where scripting is off: a button the platform answers alone (popovertarget), which opens
 * the page's menu as a plain popover. Hidden where scripts run, so the toggle above is the one pressed there.
 */
export const MENU_TOGGLE_WITHOUT_SCRIPT_ATTRIBUTE = 'data-menu-toggle-without-script';
/** On each menu's close button. */
export const MENU_CLOSE_ATTRIBUTE = 'data-menu-close';

/** The bar's two actions, in the full bar and in the menu, each with the button variant its emphasis takes. */
export const headerActions = actionsCopy.map(({ emphasis, ...rest }) => ({
  ...rest,
  variant: emphasis === 'primary' ? ('contained' as const) : ('outlined' as const),
}));
