// The notices: the bottom-right stack and its polite live region, filled by the page script
// (src/controls/notices/notices.ts) when a button that carries a notice is pressed. Raised from the keyboard, a
// notice stays until dismissed, so each state holds while axe checks it.
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { hoverOver, keyboard, tabTo } from '../../../.storybook/interactions';
import { atWidth } from '../../../.storybook/parameters';
import { MAX_VISIBLE_NOTICES } from '../../app/constants';
import { actions, socialProfileAction } from '../../content/actions';
import { home } from '../../content/home';
import { team } from '../../content/team';
import { ActionButton } from '../../components/ActionButton';
import { ui } from '../../content/ui';
import { NOTICES_ANNOUNCER_ID, NOTICES_EDGE_ATTRIBUTE } from '../../startup/contract';
import { KEEP_NOTICES_KEY } from './notices';
import { NoticesStack } from './NoticesStack';

const meta = {
  component: NoticesStack,
  // The stack is this story's own, not the one every other story has beside it.
  parameters: { noticesStack: false },
  args: { template: 'hidden' },
  render: (args) => (
    <>
      <Box component="main" sx={{ p: 3, minHeight: '100vh' }}>
        {/* A column on a phone: four buttons side by side at 320 px wrap into one tall row the notices would cover. */}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
          <ActionButton action={actions.learnAboutCogniGuard} variant="outlined">
            Learn About CogniGuard
          </ActionButton>
          <ActionButton action={actions.readMore} variant="outlined">
            Read More
          </ActionButton>
          {team.slice(0, 2).map((member) => (
            <ActionButton
              key={member.name}
              action={socialProfileAction(member.name, member.socialNetwork)}
              variant="outlined"
            >
              {home.team.socialName(member.name, member.socialNetwork)}
            </ActionButton>
          ))}
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

const liveRegion = () => document.getElementById(NOTICES_ANNOUNCER_ID)!;

export const Empty: Story = {
  play: async () => {
    await expect(liveRegion()).toBeEmptyDOMElement();
  },
};

export const OneNotice: Story = {
  play: async ({ canvas }) => {
    await tabTo(canvas.getByRole('button', { name: 'Learn About CogniGuard' }));
    await keyboard.press('{Enter}');
    await waitFor(() => expect(shownNotices()).toHaveLength(1));
    await waitFor(() => expect(liveRegion()).toHaveTextContent(actions.learnAboutCogniGuard.message));
  },
};

/**
 * Its Keep toggle, reached from the keyboard and pressed: this notice and later ones stay until dismissed. Pressed,
 * it is filled and shows a check mark.
 */
export const KeepPressed: Story = {
  play: async ({ canvas }) => {
    await tabTo(canvas.getByRole('button', { name: 'Read More' }));
    await keyboard.press('{Enter}');
    const keep = await within(stack()).findByRole('button', { name: ui.notices.keepName });
    await tabTo(keep);
    const mark = keep.querySelector('svg')!;
    await expect(mark).not.toBeVisible();
    await keyboard.press('{Enter}');
    await expect(keep).toHaveAttribute('aria-pressed', 'true');
    // Seen as well as said: a check mark (and a fill, keepToggle.ts).
    await expect(mark).toBeVisible();
    localStorage.removeItem(KEEP_NOTICES_KEY);
  },
};

/**
 * Four buttons pressed, Read More twice: three notices show, the newest three, the fourth said as it came; the same
 * button twice raised one notice.
 */
export const SeveralNotices: Story = {
  play: async ({ canvas }) => {
    const names = [
      'Learn About CogniGuard',
      'Read More',
      ...team.slice(0, 2).map((m) => home.team.socialName(m.name, m.socialNetwork)),
    ];
    for (const name of names) {
      await tabTo(canvas.getByRole('button', { name }));
      await keyboard.press(name === 'Read More' ? '{Enter}{Enter}' : '{Enter}');
    }
    await waitFor(() => expect(shownNotices()).toHaveLength(MAX_VISIBLE_NOTICES));
    const last = socialProfileAction(team[1]!.name, team[1]!.socialNetwork).message;
    await expect(stack().lastElementChild).toHaveTextContent(last);
    await waitFor(() => expect(liveRegion()).toHaveTextContent(last));
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

/**
 * At 400% zoom (320×256 CSS px), two notices raised from the keyboard: at most half the viewport high, they scroll
 * inside themselves, lie within the viewport, and leave the focused button clear; the first one's buttons show.
 */
export const AtZoom400: Story = {
  globals: atWidth('zoom400'),
  play: async ({ canvas }) => {
    await tabTo(canvas.getByRole('button', { name: 'Learn About CogniGuard' }));
    await keyboard.press('{Enter}');
    const trigger = canvas.getByRole('button', { name: 'Read More' });
    await tabTo(trigger);
    await keyboard.press('{Enter}');
    await waitFor(() => expect(shownNotices()).toHaveLength(2));
    await waitFor(() => expect(stack()).toHaveAttribute(NOTICES_EDGE_ATTRIBUTE));
    const box = stack().getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(0);
    await expect(box.bottom).toBeLessThanOrEqual(document.documentElement.clientHeight);
    await expect(box.height).toBeLessThanOrEqual(document.documentElement.clientHeight / 2);
    await expect(stack().scrollHeight).toBeGreaterThan(stack().clientHeight);
    const focused = trigger.getBoundingClientRect();
    await expect(focused.bottom <= box.top || focused.top >= box.bottom).toBe(true);
    // The first notice's Keep and Dismiss show, with no scrolling inside it: its text scrolls under them.
    for (const button of within(shownNotices()[0] as HTMLElement).getAllByRole('button')) {
      const { top, bottom } = button.getBoundingClientRect();
      await expect(top).toBeGreaterThanOrEqual(box.top);
      await expect(bottom).toBeLessThanOrEqual(box.bottom);
    }
  },
};
