// The error screen, through the route table's own error boundaries: a page that fails keeps the layout around it;
// when no layout surrounds it, it stands alone with its own main landmark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { tabTo } from '../../.storybook/interactions';
import { SitePage } from '../../.storybook/SitePage';
import { createRoutes, pageRoutes } from '../app/routes';
import ErrorPage from './ErrorPage';

/** A page whose rendering fails. */
function FailingPage(): never {
  throw new Error('A page failed to render (a story of the error screen).');
}

const meta = {
  component: ErrorPage,
  parameters: { router: false },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = () => within(document.body).findByRole('heading', { level: 1, name: 'Unexpected Application Error!' });

/** A page failed: the error screen inside the layout, whose header and footer still work. */
export const InTheLayout: Story = {
  render: () => (
    <SitePage path="/failing" routes={createRoutes([...pageRoutes, { path: 'failing', element: <FailingPage /> }])} />
  ),
  play: async () => {
    await expect(await heading()).toBeVisible();
    await expect(within(document.body).getByRole('banner')).toBeVisible();
  },
};

/** The layout itself failed: the error screen alone, as the route table's outer boundary shows it. */
export const Standalone: Story = {
  render: () => (
    <SitePage path="/" routes={[{ path: '/', element: <FailingPage />, errorElement: <ErrorPage standalone /> }]} />
  ),
  play: async () => {
    await expect(await heading()).toBeVisible();
  },
};

export const HomeLinkFocusVisible: Story = {
  render: Standalone.render,
  play: async () => {
    await heading();
    await tabTo(within(document.body).getByRole('link', { name: 'Go to the home page' }));
  },
};
