// The first tab stop: off screen until focused, then it jumps past the navigation into the main content.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { keyboard, tabTo } from '../../../.storybook/interactions';
import { ui } from '../../content/ui';
import { SkipLink } from './SkipLink';

const meta = {
  component: SkipLink,
  render: () => (
    <>
      <SkipLink />
      <Box component="nav" aria-label="Before the content" sx={{ p: 3, pt: 10 }}>
        <Link href="#elsewhere">A link before the content</Link>
      </Box>
      <Box component="main" id="main" sx={{ p: 3 }}>
        <Typography variant="h1">Main content</Typography>
        <Link href="#elsewhere">The first link in the content</Link>
      </Box>
    </>
  ),
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {};

export const FocusVisible: Story = {
  play: async ({ canvas }) => tabTo(canvas.getByRole('link', { name: ui.skipLink })),
};

/**
 * Enter moves the reading and Tab position into the main content: the next Tab is the content's first link. Not
 * run by the catalogue's tests: their page has a base address, so "#main" would leave it (the browser suites
 * follow the link on every page, e2e/behaviour.spec.ts).
 */
export const Followed: Story = {
  tags: ['!test'],
  play: async ({ canvas }) => {
    await tabTo(canvas.getByRole('link', { name: ui.skipLink }));
    await keyboard.press('{Enter}');
    await keyboard.press('{Tab}');
    await expect(canvas.getByRole('link', { name: 'The first link in the content' })).toHaveFocus();
  },
};
