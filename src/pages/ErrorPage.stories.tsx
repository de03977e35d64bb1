// The error screen, through the route table's own error boundaries: a page that fails keeps the layout around it;
// when no layout surrounds it, it stands alone with its own main landmark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, within } from 'storybook/test';
import { tabTo } from '../../.storybook/interactions';
import { SitePage } from '../../.storybook/SitePage';
import { createRoutes, pageRoutes } from '../app/routes';
import ErrorPage from './ErrorPage';

/** A page whose rendering fails. */
function FailingPage(): never {
  throw new Error('A page failed to render (a story of the error screen).');
}

/** What the error screen and React Router wrote to the console while the story ran. */
let consoleErrors: string[] = [];

const meta = {
  component: ErrorPage,
  parameters: { router: false },
  // The failing page's error is expected: captured and asserted (errorReported), not printed as if a test failed.
  beforeEach: () => {
    consoleErrors = [];
    const consoleError = spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      consoleErrors.push(args.map(String).join(' '));
    });
    return () => consoleError.mockRestore();
  },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The error screen reports the error it shows, for the developer: the page's own, not another. */
const errorReported = () =>
  expect(consoleErrors).toContainEqual(
    expect.stringMatching(/^Unexpected application error: .*A page failed to render \(a story of the error screen\)/),
  );

const heading = () => within(document.body).findByRole('heading', { level: 1, name: 'Unexpected Application Error!' });

/** A page failed: the error screen inside the layout, whose header and footer still work. */
export const InTheLayout: Story = {
  render: () => (
    <SitePage path="/failing" routes={createRoutes([...pageRoutes, { path: 'failing', element: <FailingPage /> }])} />
  ),
  play: async () => {
    await expect(await heading()).toBeVisible();
    await expect(within(document.body).getByRole('banner')).toBeVisible();
    await errorReported();
  },
};

/** The layout itself failed: the error screen alone, as the route table's outer boundary shows it. */
export const Standalone: Story = {
  render: () => (
    <SitePage path="/" routes={[{ path: '/', element: <FailingPage />, errorElement: <ErrorPage standalone /> }]} />
  ),
  play: async () => {
    await expect(await heading()).toBeVisible();
    await errorReported();
  },
};

export const HomeLinkFocusVisible: Story = {
  render: Standalone.render,
  play: async () => {
    await heading();
    await tabTo(within(document.body).getByRole('link', { name: 'Go to the home page' }));
  },
};
