// Four open seats on the advisory board, each inviting an application.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { hoverOver, tabTo } from '../../.storybook/interactions';
import { home } from '../content/home';
import { AdvisoryBoard } from './AdvisoryBoard';

const meta = { component: AdvisoryBoard } satisfies Meta<typeof AdvisoryBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

const applyLinks = (canvas: { getAllByRole: (role: string, options: object) => HTMLElement[] }) =>
  canvas.getAllByRole('link', { name: new RegExp(home.advisoryBoard.applyLabel) });

export const Default: Story = {};

export const ApplyHover: Story = {
  play: async ({ canvas }) => hoverOver(applyLinks(canvas)[0]!),
};

export const ApplyFocusVisible: Story = {
  play: async ({ canvas }) => tabTo(applyLinks(canvas)[0]!),
};
