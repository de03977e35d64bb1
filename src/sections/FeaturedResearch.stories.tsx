// A teaser for the featured article, linking to the blog.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { hoverOver, tabTo } from '../../.storybook/interactions';
import { home } from '../content/home';
import { FeaturedResearch } from './FeaturedResearch';

const meta = { component: FeaturedResearch } satisfies Meta<typeof FeaturedResearch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ReadHover: Story = {
  play: async ({ canvas }) => hoverOver(canvas.getByRole('link', { name: home.featuredResearch.readLabel })),
};

export const ReadFocusVisible: Story = {
  play: async ({ canvas }) => tabTo(canvas.getByRole('link', { name: home.featuredResearch.readLabel })),
};
