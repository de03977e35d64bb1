// The footer (#contact): two calls to action, the link columns, contact details and legal links.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { hoverOver, tabTo } from '../../.storybook/interactions';
import { SiteFooter } from './SiteFooter';

const meta = { component: SiteFooter } satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** On another page, its section links lead to the home page's sections. */
export const OnTheBlog: Story = { parameters: { router: { path: '/blog' } } };

export const LinkHover: Story = {
  play: async ({ canvas }) => hoverOver(canvas.getByRole('link', { name: 'Careers' })),
};

export const LinkFocusVisible: Story = {
  play: async ({ canvas }) => tabTo(canvas.getByRole('link', { name: 'Careers' })),
};

export const CallToActionHover: Story = {
  play: async ({ canvas }) => hoverOver(canvas.getByRole('link', { name: /Apply to Advise/ })),
};

export const CallToActionFocusVisible: Story = {
  play: async ({ canvas }) => tabTo(canvas.getByRole('link', { name: /Request Beta Access/ })),
};
