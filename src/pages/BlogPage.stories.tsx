// The blog as the app shows it, in the layout (its own chunk, loaded by the route as on the site).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { hoverOver, keyboard, tabTo } from '../../.storybook/interactions';
import { SitePage } from '../../.storybook/SitePage';
import { MAX_VISIBLE_NOTICES } from '../app/constants';
import { blog } from '../content/home';
import BlogPage from './BlogPage';

const meta = {
  component: BlogPage,
  render: () => <SitePage path="/blog" />,
  parameters: { router: false },
  // Whole pages are to look at here; the browser suites check them as built, in every state (e2e/a11y-gate.spec.ts).
  tags: ['!test'],
} satisfies Meta<typeof BlogPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const loaded = () => page().findByRole('heading', { level: 1, name: blog.title }, { timeout: 10_000 });

export const Default: Story = {
  play: async () => {
    await expect(await loaded()).toBeVisible();
  },
};

export const ReadMoreHover: Story = {
  play: async () => {
    await loaded();
    await hoverOver(page().getAllByRole('button', { name: blog.readMoreLabel })[0]!);
  },
};

/** "Read More" on both recent articles and "Subscribe" pressed: the notice stack with several notices. */
export const SeveralNotices: Story = {
  play: async () => {
    await loaded();
    const [first, second] = page().getAllByRole('button', { name: blog.readMoreLabel });
    await tabTo(first!);
    await keyboard.press('{Enter}{Enter}');
    await tabTo(second!);
    await keyboard.press('{Enter}{Enter}');
    await waitFor(() => expect(document.querySelectorAll('#notices .MuiAlert-root')).toHaveLength(MAX_VISIBLE_NOTICES));
  },
};

export const BackLinkFocusVisible: Story = {
  play: async () => {
    await loaded();
    await tabTo(page().getByRole('link', { name: blog.backLabel }));
  },
};
