// A teaser for the featured article, linking to the blog.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { hoverOver, tabTo } from '../../.storybook/interactions';
import { home } from '../content/home';
import { FeaturedResearch } from './FeaturedResearch';

// Its accessible name is the label, then the article's title (2.4.9): found by the visible label it starts with.
const readLink = new RegExp(`^${home.featuredResearch.readLabel}`);

const meta = { component: FeaturedResearch } satisfies Meta<typeof FeaturedResearch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ReadHover: Story = {
  play: async ({ canvas }) => hoverOver(canvas.getByRole('link', { name: readLink })),
};

export const ReadFocusVisible: Story = {
  play: async ({ canvas }) => tabTo(canvas.getByRole('link', { name: readLink })),
};
