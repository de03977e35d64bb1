// The first tab stop: off screen until focused, then it jumps past the navigation into the main content.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { keyboard, tabTo } from '../../.storybook/interactions';
import { SkipLink } from './SkipLink';

const meta = {
  component: SkipLink,
  render: () => (
    <>
      <SkipLink />
      <Box component="main" id="main" tabIndex={-1} sx={{ p: 3, pt: 10, '&:focus': { outline: 'none' } }}>
        <Typography variant="h1">Main content</Typography>
      </Box>
    </>
  ),
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {};

export const FocusVisible: Story = {
  play: async ({ canvas }) => tabTo(canvas.getByRole('link', { name: 'Skip to main content' })),
};

/** Enter moves focus into the main content. */
export const Followed: Story = {
  play: async ({ canvas }) => {
    await tabTo(canvas.getByRole('link', { name: 'Skip to main content' }));
    await keyboard.press('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};
