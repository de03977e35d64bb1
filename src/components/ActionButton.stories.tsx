// A button whose behaviour comes from src/content/actions.ts: a link, an e-mail or a notice.
import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { hoverOver, pointer, tabTo } from '../../.storybook/interactions';
import { actions } from '../content/actions';
import { ActionButton } from './ActionButton';

const meta = {
  component: ActionButton,
  parameters: { layout: 'padded' },
  argTypes: {
    // Any action of src/content/actions.ts, by its name there.
    action: { control: 'select', options: Object.keys(actions), mapping: actions },
    variant: { control: 'inline-radio', options: ['text', 'outlined', 'contained'] },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
    color: { control: 'select', options: ['primary', 'secondary', 'inherit'] },
    disabled: { control: 'boolean' },
  },
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

/**
 * Every button style at rest, under the pointer and focused from the keyboard, side by side for the eye
 * (storybook-addon-pseudo-states paints the states; its toolbar toggle does the same for any story). Not a test:
 * the stories above reach each state for real, in Chromium, and axe checks them.
 */
export const HoverAndFocusStates: Story = {
  tags: ['!test'],
  args: { action: actions.joinUs, children: 'Join Us' },
  parameters: {
    pseudo: { hover: ['.state-hover'], focusVisible: ['.state-focus'] },
  },
  render: ({ action }) => (
    <Stack spacing={2}>
      {(['contained', 'outlined', 'text'] as const).map((variant) => (
        <Stack key={variant} direction="row" spacing={2}>
          {(['rest', 'hover', 'focus'] as const).map((state) => (
            <ActionButton key={state} action={action} variant={variant} className={`state-${state}`}>
              {`${variant}, ${state === 'focus' ? 'focus-visible' : state}`}
            </ActionButton>
          ))}
        </Stack>
      ))}
    </Stack>
  ),
};
