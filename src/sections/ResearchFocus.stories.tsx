// The research programme and its unavailable-looking "Coming Soon" button, which says why it is not active yet: in
// its tooltip, its description and a notice when pressed (so it is not aria-disabled).
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

/** Unavailable-looking, described by why, and not said to be disabled since a press explains. */
export const ComingSoon: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: comingSoonLabel });
    await expect(button).not.toHaveAttribute('aria-disabled');
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
