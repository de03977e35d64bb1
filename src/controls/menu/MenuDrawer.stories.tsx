// The drawer the menu toggle opens once the app runs, holding the menu's contents (MenuContents).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { settled, tabTo } from '../../../.storybook/interactions';
import { ui } from '../../content/ui';
import MenuDrawer from './MenuDrawer';

const meta = {
  component: MenuDrawer,
  args: { open: true, drawer: { onClose: fn(), onChoose: fn() }, onMounted: fn() },
} satisfies Meta<typeof MenuDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const drawer = () => within(document.body).findByRole('dialog', { name: ui.menu.title });

export const Open: Story = {
  play: async () => {
    await expect(await drawer()).toBeVisible();
    await settled();
  },
};

export const CloseButtonFocusVisible: Story = {
  play: async () => {
    const menu = within(await drawer());
    await settled();
    await tabTo(menu.getByRole('button', { name: ui.menu.close }));
  },
};

export const LinkFocusVisible: Story = {
  play: async () => {
    const menu = within(await drawer());
    await settled();
    await tabTo(menu.getByRole('link', { name: 'Blog' }));
  },
};
