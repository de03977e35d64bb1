// The opening of the home page: the one h1, the tagline, two actions and three feature cards.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { hoverOver, keyboard, tabTo } from '../../.storybook/interactions';
import { actions } from '../content/actions';
import { home } from '../content/home';
import { Hero } from './Hero';

const meta = { component: Hero } satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ExploreHover: Story = {
  play: async ({ canvas }) => hoverOver(canvas.getByRole('link', { name: home.hero.exploreLabel })),
};

export const LearnFocusVisible: Story = {
  play: async ({ canvas }) => tabTo(canvas.getByRole('button', { name: home.hero.learnLabel })),
};

/** "Learn About CogniGuard" pressed from the keyboard: its notice in the stack. */
export const LearnPressed: Story = {
  play: async ({ canvas }) => {
    await tabTo(canvas.getByRole('button', { name: home.hero.learnLabel }));
    await keyboard.press('{Enter}');
    await waitFor(() =>
      expect(document.getElementById('notices')).toHaveTextContent(actions.learnAboutCogniGuard.message),
    );
  },
};
