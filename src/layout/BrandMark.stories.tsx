// The foundation's mark, drawn inline in the scheme's primary colours.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { BrandMark } from './BrandMark';

const meta = { component: BrandMark, parameters: { layout: 'padded' } } satisfies Meta<typeof BrandMark>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
