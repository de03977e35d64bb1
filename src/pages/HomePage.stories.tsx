// The home page as the app shows it: the layout (skip link, bar, footer) around the sections, through the real
// route table (.storybook/SitePage.tsx).
import { ui } from '../content/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { drawerReady, pointer, settled, tabTo } from '../../.storybook/interactions';
import { atWidth } from '../../.storybook/parameters';
import { SitePage } from '../../.storybook/SitePage';
import { home } from '../content/home';
import HomePage from './HomePage';

const meta = {
  component: HomePage,
  render: () => <SitePage path="/" />,
  parameters: { router: false },
  // Whole pages are to look at here; the browser suites check them as built, in every state (e2e/a11y-gate.spec.ts).
  tags: ['!test'],
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

export const Default: Story = {
  play: async () => {
    await expect(await page().findByRole('heading', { level: 1, name: home.hero.headline })).toBeVisible();
  },
};

/** The first tab stop: the skip link shows. */
export const SkipLinkFocusVisible: Story = {
  play: async () => {
    await page().findByRole('heading', { level: 1 });
    await tabTo(page().getByRole('link', { name: 'Skip to main content' }));
  },
};

/** Scrolled: the frosted bar over the sections. */
export const ScrolledFrostedBar: Story = {
  play: async () => {
    await page().findByRole('heading', { level: 1 });
    window.scrollTo({ top: 1200, behavior: 'instant' });
    await waitFor(() => expect(document.querySelector('header')).toHaveAttribute('data-frosted', 'true'));
    await settled();
  },
};

/** On a phone, the drawer open over the page. */
export const DrawerOpen: Story = {
  tags: ['phone-only'],
  globals: atWidth('phone'),
  play: async () => {
    await page().findByRole('heading', { level: 1 });
    await drawerReady();
    await pointer.click(page().getByRole('button', { name: ui.menu.toggle }));
    await page().findByRole('dialog', { name: ui.menu.title }, { timeout: 10_000 });
    await settled();
  },
};
