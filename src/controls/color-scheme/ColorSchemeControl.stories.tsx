// The colour-scheme control: an icon button naming the current choice, opening a native popover of three radios.
import Toolbar from '@mui/material/Toolbar';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { hoverOver, keyboard, pointer, settled, tabTo } from '../../../.storybook/interactions';
import { colorSchemeAttribute, theme } from '../../../theme';
import { colourMath } from '../../../theme/colourMath';
import { ui } from '../../content/ui';
import { COLOR_MODE_ATTRIBUTE, COLOR_SCHEME_POPOVER_ID } from './colorSchemeNames';
import { ColorSchemeControl } from './ColorSchemeControl';

const meta = {
  component: ColorSchemeControl,
  // At the end of a bar, as in the header, with room below for the menu.
  render: () => (
    <Toolbar sx={{ justifyContent: 'flex-end', mb: 24 }}>
      <ColorSchemeControl />
    </Toolbar>
  ),
} satisfies Meta<typeof ColorSchemeControl>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "#rrggbb" as the browser reports a computed colour. */
function rgb(hex: string) {
  const [r, g, b] = colourMath().parse(hex)!;
  return `rgb(${r}, ${g}, ${b})`;
}

/** The button, named by its tooltip's word and the choice in force ("Theme: System"). */
const themeButton = { name: new RegExp(`^${ui.colorScheme.title}:`) };
const menu = () => document.getElementById(COLOR_SCHEME_POPOVER_ID)!;
const checkedRadio = () =>
  [...menu().querySelectorAll<HTMLInputElement>('input[type="radio"]')].find((radio) => radio.checked);

/**
 * The icon of the current choice shows, and the page is painted in the scheme the toolbar (or the test project)
 * picked: the scheme's own background, so that a run "in dark" cannot quietly be a run in light.
 */
export const Closed: Story = {
  play: async ({ canvas, globals }) => {
    const scheme = globals.theme === 'dark' ? 'dark' : 'light';
    await expect(document.documentElement).toHaveAttribute(COLOR_MODE_ATTRIBUTE, scheme);
    await expect(document.documentElement).toHaveAttribute(colorSchemeAttribute, scheme);
    const background = theme.colorSchemes[scheme]!.palette.background.default;
    await waitFor(() => expect(getComputedStyle(document.body).backgroundColor).toBe(rgb(background)));
    const button = canvas.getByRole('button', themeButton);
    const shown = [...button.querySelectorAll('svg')].filter((icon) => getComputedStyle(icon).display !== 'none');
    await expect(shown).toHaveLength(1);
  },
};

/** Hovered: after the delay, its tooltip. */
export const Hover: Story = {
  play: async ({ canvas }) => {
    await hoverOver(canvas.getByRole('button', themeButton));
    await waitFor(() => expect(document.querySelector('.MuiTooltip-tooltip')).toHaveTextContent(ui.colorScheme.title), {
      timeout: 5000,
    });
    await settled();
  },
};

export const FocusVisible: Story = {
  play: async ({ canvas }) => tabTo(canvas.getByRole('button', themeButton)),
};

/** Open: the current choice checked and focused. */
export const Open: Story = {
  play: async ({ canvas }) => {
    await pointer.click(canvas.getByRole('button', themeButton));
    await waitFor(() => expect(menu().matches(':popover-open')).toBe(true));
    await waitFor(() => expect(checkedRadio()).toHaveFocus());
    await expect(checkedRadio()?.value).toBe(document.documentElement.getAttribute(COLOR_MODE_ATTRIBUTE));
  },
};

/** Open from the keyboard, with the arrow keys moving to the next choice (which previews it). */
export const OpenFromKeyboard: Story = {
  play: async ({ canvas }) => {
    await tabTo(canvas.getByRole('button', themeButton));
    await keyboard.press('{Enter}');
    await waitFor(() => expect(checkedRadio()).toHaveFocus());
  },
};
