// The research programme and its disabled-looking "Coming Soon" button, which stays focusable (aria-disabled) so
// that its tooltip can say why it is not active yet.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { hoverOver, settled, tabTo } from '../../.storybook/interactions';
import { home } from '../content/home';
import { ResearchFocus } from './ResearchFocus';

const meta = { component: ResearchFocus } satisfies Meta<typeof ResearchFocus>;

export default meta;
type Story = StoryObj<typeof meta>;

const { comingSoonLabel, comingSoonTooltip } = home.researchFocus;

async function tooltipShows() {
  await waitFor(() => expect(document.querySelector('.MuiTooltip-tooltip')).toHaveTextContent(comingSoonTooltip), {
    timeout: 5000,
  });
  await settled();
}

/** Disabled-looking, announced as unavailable, described by why. */
export const ComingSoon: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: comingSoonLabel });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleDescription(comingSoonTooltip);
  },
};

export const ComingSoonHover: Story = {
  play: async ({ canvas }) => {
    await hoverOver(canvas.getByRole('button', { name: comingSoonLabel }));
    await tooltipShows();
  },
};

export const ComingSoonFocusVisible: Story = {
  play: async ({ canvas }) => {
    await tabTo(canvas.getByRole('button', { name: comingSoonLabel }));
    await tooltipShows();
  },
};
