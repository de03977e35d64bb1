// Any path without a route, as the app shows it in the layout: here /docs, which the footer links to.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { hoverOver, tabTo } from '../../../.storybook/interactions';
import { SitePage } from '../../../.storybook/SitePage';
import NotFoundPage from './NotFoundPage';

const meta = {
  component: NotFoundPage,
  render: () => <SitePage path="/docs" />,
  parameters: { router: false },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

export const Default: Story = {
  play: async () => {
    await expect(await page().findByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
    await expect(page().getByTestId('missing-path')).toHaveTextContent('/docs');
  },
};

export const BackHomeHover: Story = {
  play: async () => {
    await page().findByRole('heading', { level: 1 });
    await hoverOver(page().getByRole('link', { name: 'Back to the home page' }));
  },
};

export const BackHomeFocusVisible: Story = {
  play: async () => {
    await page().findByRole('heading', { level: 1 });
    await tabTo(page().getByRole('link', { name: 'Back to the home page' }));
  },
};
