// The notices: the bottom-right stack and its live region, filled by the page script
// (src/startup/page-script/notices.ts) when a button that carries a notice is pressed. Raised from the keyboard,
// a notice's clock stops while focus stays on its button, so each state holds while axe checks it.
import { NOTICES_ANNOUNCER_ID } from '../../startup/contract';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { hoverOver, keyboard, tabTo } from '../../../.storybook/interactions';
import { MAX_VISIBLE_NOTICES } from '../../app/constants';
import { actions } from '../../content/actions';
import { ActionButton } from '../ActionButton';
import { NoticesStack } from './NoticesStack';

const meta = {
  component: NoticesStack,
  // The stack is this story's own, not the one every other story has beside it.
  parameters: { noticesStack: false },
  args: { template: 'hidden' },
  render: (args) => (
    <>
      <Box component="main" sx={{ p: 3, minHeight: '100vh' }}>
        <Stack direction="row" spacing={2}>
          <ActionButton action={actions.learnAboutCogniGuard} variant="outlined">
            Learn About CogniGuard
          </ActionButton>
          <ActionButton action={actions.readMore} variant="outlined">
            Read More
          </ActionButton>
        </Stack>
      </Box>
      <NoticesStack {...args} />
    </>
  ),
} satisfies Meta<typeof NoticesStack>;

export default meta;
type Story = StoryObj<typeof meta>;

const stack = () => document.getElementById('notices')!;
const shownNotices = () => stack().querySelectorAll('.MuiAlert-root');

export const Empty: Story = {
  play: async () => {
    await expect(document.getElementById(NOTICES_ANNOUNCER_ID)).toBeEmptyDOMElement();
  },
};

export const OneNotice: Story = {
  play: async ({ canvas }) => {
    await tabTo(canvas.getByRole('button', { name: 'Learn About CogniGuard' }));
    await keyboard.press('{Enter}');
    await waitFor(() => expect(shownNotices()).toHaveLength(1));
    // Said by the polite live region, filled a moment after it is emptied (so that a repeat is said again).
    await waitFor(() =>
      expect(document.getElementById(NOTICES_ANNOUNCER_ID)).toHaveTextContent(actions.learnAboutCogniGuard.message),
    );
  },
};

/** Four pressed: three show, the fourth waits its turn. */
export const SeveralNotices: Story = {
  play: async ({ canvas }) => {
    await tabTo(canvas.getByRole('button', { name: 'Learn About CogniGuard' }));
    await keyboard.press('{Enter}');
    await tabTo(canvas.getByRole('button', { name: 'Read More' }));
    await keyboard.press('{Enter}{Enter}{Enter}');
    await waitFor(() => expect(shownNotices()).toHaveLength(MAX_VISIBLE_NOTICES));
  },
};

/** The dismiss button, reached from the keyboard: described by its notice's text. */
export const DismissFocusVisible: Story = {
  play: async ({ canvas }) => {
    await tabTo(canvas.getByRole('button', { name: 'Read More' }));
    await keyboard.press('{Enter}');
    const dismiss = await within(stack()).findByRole('button', { name: 'Dismiss notice' });
    await expect(dismiss).toHaveAccessibleDescription(actions.readMore.message);
    await tabTo(dismiss);
  },
};

export const DismissHover: Story = {
  play: async ({ canvas }) => {
    await tabTo(canvas.getByRole('button', { name: 'Read More' }));
    await keyboard.press('{Enter}');
    await hoverOver(await within(stack()).findByRole('button', { name: 'Dismiss notice' }));
  },
};
