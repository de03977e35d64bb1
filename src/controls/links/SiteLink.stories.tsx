// One link for every href the content uses, shown as the footer draws it (MUI Link over SiteLink).
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { hoverOver, tabTo } from '../../../.storybook/interactions';
import { SiteLink } from './SiteLink';
import { site } from '../../content/site';

const meta = {
  component: SiteLink,
  parameters: { layout: 'padded' },
  // The kinds of href the content uses: a route, a section of the home page, an e-mail.
  argTypes: { href: { control: 'select', options: ['/', '/blog', '#team', '#contact', `mailto:${site.email}`] } },
  render: ({ href, children }) => (
    <Typography variant="body1">
      <Link component={SiteLink} href={href} underline="hover" sx={{ typography: 'footerLink' }}>
        {children}
      </Link>
    </Typography>
  ),
} satisfies Meta<typeof SiteLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Route: Story = { args: { href: '/blog', children: 'Blog' } };

/** The link to the page being read says so (aria-current="page"). */
export const CurrentPage: Story = {
  args: { href: '/blog', children: 'Blog' },
  parameters: { router: { path: '/blog' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
  },
};

/** A home-page section from another page links to "/#section". */
export const SectionFromAnotherPage: Story = {
  args: { href: '#team', children: 'Team' },
  parameters: { router: { path: '/blog' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Team' })).toHaveAttribute('href', '/#team');
  },
};

export const Mailto: Story = { args: { href: `mailto:${site.email}`, children: site.email } };

export const Hover: Story = {
  args: { href: '/blog', children: 'Blog' },
  play: async ({ canvas }) => hoverOver(canvas.getByRole('link', { name: 'Blog' })),
};

export const FocusVisible: Story = {
  args: { href: '/blog', children: 'Blog' },
  play: async ({ canvas }) => tabTo(canvas.getByRole('link', { name: 'Blog' })),
};
