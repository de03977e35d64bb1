// The Cognitive Impact Matrix: a picture of it, the same data as a table in a scrollable region, the white paper.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { hoverOver, tabTo } from '../../.storybook/interactions';
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

/** The table's region takes focus, so that a keyboard can scroll it sideways on a phone. */
export const TableRegionFocusVisible: Story = {
  play: async ({ canvas }) => tabTo(canvas.getByRole('region', { name: home.impactMatrix.tableCaption })),
};
