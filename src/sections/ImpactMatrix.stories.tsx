// The Cognitive Impact Matrix: a picture of it, the same data as a table, the white paper.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { hoverOver } from '../../.storybook/interactions';
import { home } from '../content/home';
import { ImpactMatrix } from './ImpactMatrix';

const meta = { component: ImpactMatrix } satisfies Meta<typeof ImpactMatrix>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const DownloadHover: Story = {
  play: async ({ canvas }) =>
    hoverOver(canvas.getByRole('link', { name: new RegExp(home.impactMatrix.downloadLabel) })),
};
