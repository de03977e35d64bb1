// A button whose behaviour comes from src/content/actions.ts: a link, an e-mail or a notice.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { hoverOver, pointer, tabTo } from '../../.storybook/interactions';
import { actions } from '../content/actions';
import { ActionButton } from './ActionButton';

const meta = {
  component: ActionButton,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ActionButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Join Us": a link to the contact section. */
export const Link: Story = { args: { action: actions.joinUs, variant: 'contained', children: 'Join Us' } };

/** "Partner With Us": an e-mail with a subject line; the hint that it opens the mail app is heard, not shown. */
export const Mailto: Story = {
  args: { action: actions.partnerWithUs, variant: 'outlined', children: 'Partner With Us' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('link', { name: /Partner With Us/ });
    await expect(button).toHaveAccessibleName('Partner With Us (opens your e-mail app)');
  },
};

/** "Learn About CogniGuard": raises a notice. */
export const Notice: Story = {
  args: {
    action: actions.learnAboutCogniGuard,
    variant: 'outlined',
    size: 'large',
    children: 'Learn About CogniGuard',
  },
};

export const ContainedHover: Story = {
  args: { action: actions.exploreResearch, variant: 'contained', size: 'large', children: 'Explore Our Research' },
  play: async ({ canvas }) => hoverOver(canvas.getByRole('link', { name: 'Explore Our Research' })),
};

export const OutlinedHover: Story = {
  args: {
    action: actions.learnAboutCogniGuard,
    variant: 'outlined',
    size: 'large',
    children: 'Learn About CogniGuard',
  },
  play: async ({ canvas }) => hoverOver(canvas.getByRole('button', { name: 'Learn About CogniGuard' })),
};

export const ContainedFocusVisible: Story = {
  args: { action: actions.joinUs, variant: 'contained', children: 'Join Us' },
  play: async ({ canvas }) => tabTo(canvas.getByRole('link', { name: 'Join Us' })),
};

export const OutlinedFocusVisible: Story = {
  args: { action: actions.partnerWithUs, variant: 'outlined', children: 'Partner With Us' },
  play: async ({ canvas }) => tabTo(canvas.getByRole('link', { name: /Partner With Us/ })),
};

/** Pressed: the notice shows in the stack at the bottom right and is said by the status region. */
export const NoticeRaised: Story = {
  args: {
    action: actions.learnAboutCogniGuard,
    variant: 'outlined',
    size: 'large',
    children: 'Learn About CogniGuard',
  },
  play: async ({ canvas }) => {
    await pointer.click(canvas.getByRole('button', { name: 'Learn About CogniGuard' }));
    const said = within(await within(document.body).findByRole('status', { name: 'Notices' }));
    await expect(said.getByText(actions.learnAboutCogniGuard.message)).toBeInTheDocument();
  },
};
