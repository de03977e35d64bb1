import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NOTICES_ID } from '../startup/contract';
import { withPageNotices } from '../test/pageScript';
import { renderRoute } from '../test/renderRoute';

let stopNotices: () => void;
beforeEach(() => (stopNotices = withPageNotices()));
afterEach(() => stopNotices());

const noticesShown = () => document.getElementById(NOTICES_ID)!;

// The controls whose behaviour the spec leaves open: each must visibly do something.
const homeControls = [
  'Partner With Us',
  'Join Us',
  'Explore Our Research',
  'Learn About CogniGuard',
  'Download Matrix White Paper',
  'Contact Dr. Amara Okafor',
  'Dr. Amara Okafor on LinkedIn',
  'Apply Now',
  'Apply to Advise',
  'Request Beta Access',
];

async function expectItDoesSomething(name: string) {
  const [control] = [...screen.queryAllByRole('link', { name }), ...screen.queryAllByRole('button', { name })];
  expect(control, name).toBeDefined();
  if (control!.tagName === 'A') {
    expect(control!.getAttribute('href'), name).toMatch(/^(#[a-z-]+|\/|mailto:hello@example\.org\?subject=.+)/);
    return;
  }
  await userEvent.click(control!);
  expect(within(noticesShown()).queryAllByRole('button', { name: 'Dismiss notice' }).length, name).toBeGreaterThan(0);
}

describe('open controls', () => {
  it('each home-page control is a link, an e-mail or a notice', async () => {
    renderRoute('/');
    for (const name of homeControls) await expectItDoesSomething(name);
  });

  it('each blog control is a link, an e-mail or a notice', async () => {
    renderRoute('/blog');
    await screen.findByRole('heading', { level: 1, name: 'Insights & Research' });
    for (const name of ['Read More', 'Subscribe for Updates']) await expectItDoesSomething(name);
  });

  it('shows a notice for the social button that says what is coming', async () => {
    renderRoute('/');
    await userEvent.click(screen.getByRole('button', { name: 'Daniel Reyes on LinkedIn' }));
    expect(within(screen.getByRole('status')).getByText(/LinkedIn profile will be linked here/)).toBeInTheDocument();
  });
});
