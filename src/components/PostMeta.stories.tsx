// The byline of each post: date, author and read time.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { posts } from '../content/posts';
import { PostMeta } from './PostMeta';

const meta = {
  component: PostMeta,
  parameters: { layout: 'padded' },
  // Any post of src/content/posts.ts, by its id.
  argTypes: {
    post: {
      control: 'select',
      options: posts.map((post) => post.id),
      mapping: Object.fromEntries(posts.map((post) => [post.id, post])),
    },
  },
} satisfies Meta<typeof PostMeta>;

export default meta;
type Story = StoryObj<typeof meta>;

const [first, second, third] = posts;

export const FeaturedManifesto: Story = { args: { post: first! } };
export const SecondPost: Story = { args: { post: second! } };
export const ThirdPost: Story = { args: { post: third! } };
