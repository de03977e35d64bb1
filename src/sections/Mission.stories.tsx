// Why the foundation exists: an intro and its pillars.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Mission } from './Mission';

const meta = { component: Mission } satisfies Meta<typeof Mission>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
