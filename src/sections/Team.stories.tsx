// The team: one card per member, with contact and social buttons.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { hoverOver, settled, tabTo } from '../../.storybook/interactions';
import { team } from '../content/team';
import { Team } from './Team';

const meta = { component: Team } satisfies Meta<typeof Team>;

export default meta;
type Story = StoryObj<typeof meta>;

const member = team[0]!;
const socialLabel = `${member.name} on ${member.socialNetwork}`;

export const Default: Story = {};

/** The social button hovered: its tooltip names it. */
export const SocialTooltip: Story = {
  play: async ({ canvas }) => {
    await hoverOver(canvas.getByRole('button', { name: socialLabel }));
    await waitFor(() => expect(document.querySelector('.MuiTooltip-tooltip')).toHaveTextContent(socialLabel), {
      timeout: 5000,
    });
    await settled();
  },
};

export const ContactFocusVisible: Story = {
  play: async ({ canvas }) => tabTo(canvas.getByRole('link', { name: new RegExp(`Contact ${member.name}`) })),
};

export const ContactHover: Story = {
  play: async ({ canvas }) => hoverOver(canvas.getByRole('link', { name: new RegExp(`Contact ${member.name}`) })),
};
