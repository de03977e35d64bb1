// Tooltips as the site uses them: one naming an icon button, one describing the "Coming Soon" button. They open
// TOOLTIP_OPEN_DELAY_MS after hover or keyboard focus; the popup is a picture of text the control already carries.
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinkedIn from '@mui/icons-material/LinkedIn';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { hoverOver, settled, tabTo } from '../../../.storybook/interactions';
import { home } from '../../content/home';
import { team } from '../../content/team';
import { GroupTooltip } from './GroupTooltip';

const member = team[0]!;
const socialLabel = `${member.name} on ${member.socialNetwork}`;

const meta = {
  component: GroupTooltip,
  parameters: { layout: 'padded' },
  decorators: [
    // Room below the trigger for the popup.
    (Story) => <div style={{ padding: '8px 0 64px' }}>{Story()}</div>,
  ],
  args: {
    title: socialLabel,
    children: (
      <IconButton aria-label={socialLabel} color="primary">
        <LinkedIn aria-hidden="true" />
      </IconButton>
    ),
  },
} satisfies Meta<typeof GroupTooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The popup once it shows: hidden from assistive technology, so found by its text. */
async function tooltipSays(text: string) {
  await waitFor(() => expect(document.querySelector('.MuiTooltip-tooltip')).toHaveTextContent(text), {
    timeout: 5000,
  });
  await settled();
}

export const Closed: Story = {};

export const OpenOnHover: Story = {
  play: async ({ canvas }) => {
    await hoverOver(canvas.getByRole('button', { name: socialLabel }));
    await tooltipSays(socialLabel);
  },
};

export const OpenOnKeyboardFocus: Story = {
  play: async ({ canvas }) => {
    await tabTo(canvas.getByRole('button', { name: socialLabel }));
    await tooltipSays(socialLabel);
  },
};

/** A describing tooltip (describeChild): the control is named by its label and described by the tooltip's text. */
export const Describing: Story = {
  args: {
    title: home.researchFocus.comingSoonTooltip,
    describeChild: true,
    children: <Button variant="outlined">{home.researchFocus.comingSoonLabel}</Button>,
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: home.researchFocus.comingSoonLabel });
    await expect(button).toHaveAccessibleDescription(home.researchFocus.comingSoonTooltip);
    await hoverOver(button);
    await tooltipSays(home.researchFocus.comingSoonTooltip);
  },
};
