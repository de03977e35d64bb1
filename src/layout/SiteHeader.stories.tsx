// The fixed top bar in each of its states: the full bar (desktop), the compact bar with the menu toggle (phone),
// frosted once the page scrolls, the drawer open, the page's menu (a popover) the toggle opens before the app, and
// the colour-scheme menu open.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { drawerReady, hoverOver, pointer, settled, tabTo } from '../../.storybook/interactions';
import { atWidth, fullBarViewport } from '../../.storybook/parameters';
import { home } from '../content/home';
import { ui } from '../content/ui';
import { PAGE_MENU_ID } from '../controls/menu/menuNames';
import { SiteHeader } from './SiteHeader';

const meta = {
  component: SiteHeader,
  // The bar is fixed: the page's start below it, as the layout reserves room for it.
  render: () => (
    <>
      <SiteHeader />
      <Box component="main" id="main" tabIndex={-1} sx={{ pt: 14, px: 3, minHeight: '250vh' }}>
        <Typography variant="h1">{home.hero.headline}</Typography>
        <Typography variant="tagline" color="textSecondary" sx={{ mt: 3 }}>
          {home.hero.tagline}
        </Typography>
      </Box>
    </>
  ),
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const bar = () => within(document.querySelector('header')!);

/** At the top of the page; every item at desktop width, the menu toggle on a phone. */
export const Top: Story = {};

/** Scrolled past FROSTED_BAR_THRESHOLD_PX: the frosted bar over the content. */
export const Frosted: Story = {
  play: async () => {
    window.scrollTo({ top: 400, behavior: 'instant' });
    await waitFor(() => expect(document.querySelector('header')).toHaveAttribute('data-frosted', 'true'));
    await settled();
  },
};

/**
 * Every link and action in the bar: at 1280px, or wider where a brand's larger type needs it (the second brand's
 * shows the menu toggle at 1280px). The full bar's states below are shown at the same width.
 */
export const FullBar: Story = {
  tags: ['desktop-only'],
  globals: atWidth(fullBarViewport()),
  play: async () => {
    await expect(bar().getByRole('navigation', { name: ui.landmarks.mainNavigation })).toBeVisible();
    await expect(bar().queryByRole('button', { name: ui.menu.toggle })).toBeNull();
  },
};

export const NavigationLinkHover: Story = {
  tags: ['desktop-only'],
  globals: atWidth(fullBarViewport()),
  play: async () => hoverOver(bar().getByRole('link', { name: 'Research' })),
};

export const NavigationLinkFocusVisible: Story = {
  tags: ['desktop-only'],
  globals: atWidth(fullBarViewport()),
  play: async () => tabTo(bar().getByRole('link', { name: 'Research' })),
};

export const JoinUsHover: Story = {
  tags: ['desktop-only'],
  globals: atWidth(fullBarViewport()),
  play: async () => hoverOver(bar().getByRole('link', { name: 'Join Us' })),
};

export const MenuToggleFocusVisible: Story = {
  tags: ['phone-only'],
  globals: atWidth('phone'),
  play: async () => tabTo(bar().getByRole('button', { name: ui.menu.toggle })),
};

/** The menu toggle pressed once the app runs: the drawer, with the page behind it hidden. */
export const DrawerOpen: Story = {
  tags: ['phone-only'],
  globals: atWidth('phone'),
  play: async () => {
    await drawerReady();
    await pointer.click(bar().getByRole('button', { name: ui.menu.toggle }));
    const drawer = await within(document.body).findByRole('dialog', { name: ui.menu.title }, { timeout: 10_000 });
    await expect(within(drawer).getByRole('navigation', { name: ui.landmarks.mainNavigation })).toBeVisible();
    await settled();
  },
};

/** A link in the open drawer, reached from the keyboard. */
export const DrawerLinkFocusVisible: Story = {
  tags: ['phone-only'],
  globals: atWidth('phone'),
  play: async () => {
    await drawerReady();
    await pointer.click(bar().getByRole('button', { name: ui.menu.toggle }));
    const drawer = await within(document.body).findByRole('dialog', { name: ui.menu.title }, { timeout: 10_000 });
    await settled();
    await tabTo(within(drawer).getByRole('link', { name: 'Team' }));
  },
};

/**
 * Before the app starts, the page script opens the page's own menu (a popover dialog beside the app's root) for a
 * press on the toggle. The app's toggle sends its press to the drawer instead, so this story opens the popover as
 * the page script does for a press that comes before the app.
 */
export const PageMenuBeforeTheApp: Story = {
  tags: ['phone-only'],
  globals: atWidth('phone'),
  play: async () => {
    document.getElementById(PAGE_MENU_ID)!.showPopover();
    await expect(within(document.body).getByRole('dialog', { name: ui.menu.title })).toBeVisible();
    await settled();
  },
};

/** The colour-scheme button pressed: its native popover, the current scheme checked and focused. */
export const ThemeMenuOpen: Story = {
  play: async () => {
    await pointer.click(bar().getByRole('button', { name: new RegExp(`^${ui.colorScheme.title}:`) }));
    const menu = within(document.getElementById('color-scheme-menu')!);
    await waitFor(() => expect(menu.getByRole('group', { name: ui.colorScheme.title })).toBeVisible());
    await waitFor(() =>
      expect(menu.getAllByRole('radio').find((radio) => (radio as HTMLInputElement).checked)).toHaveFocus(),
    );
  },
};
