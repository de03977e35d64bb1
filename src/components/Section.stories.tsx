// A home-page section: a landmark named by its heading, in the default or the paper band.
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { home } from '../content/home';
import { Section } from './Section';

const meta = {
  component: Section,
  argTypes: { tone: { control: 'inline-radio', options: ['default', 'paper'] }, children: { control: false } },
  args: {
    id: 'mission',
    name: 'mission',
    heading: home.mission.heading,
    intro: home.mission.intro,
    children: <Typography variant="body1">{home.mission.pillars[0]?.text}</Typography>,
  },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultBand: Story = {};
export const PaperBand: Story = { args: { tone: 'paper' } };
export const WithoutIntro: Story = { args: { intro: undefined } };
