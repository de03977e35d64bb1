// The accessibility statement as the app shows it, in the layout.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SitePage } from '../../.storybook/SitePage';
import { statement } from '../content/statement';
import AccessibilityPage from './AccessibilityPage';

const meta = {
  component: AccessibilityPage,
  render: () => <SitePage path="/accessibility" />,
  parameters: { router: false },
  // Whole pages are to look at here; the browser suites check them as built, in every state (e2e/a11y-gate.spec.ts).
  tags: ['!test'],
} satisfies Meta<typeof AccessibilityPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    const heading = await within(document.body).findByRole(
      'heading',
      { level: 1, name: statement.title },
      { timeout: 10_000 },
    );
    await expect(heading).toBeVisible();
  },
};
