import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NOTICES_ID } from '../startup/contract';
import { noticesLiveRegion, withPageNotices } from '../test/pageScript';
import { renderRoute } from '../test/renderRoute';
import { site } from '../content/site';

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
  'Apply Now for position 1 of 4 on the advisory board',
  'Apply to Advise',
  'Request Beta Access',
];

// A name starts with its visible label; an e-mail control adds that it opens the mail app.
const named = (label: string) =>
  new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\(opens your e-mail app\\))?$`);

async function expectItDoesSomething(label: string) {
  const name = named(label);
  const [control] = [...screen.queryAllByRole('link', { name }), ...screen.queryAllByRole('button', { name })];
  expect(control, label).toBeDefined();
  if (control!.tagName === 'A') {
    expect(control!.getAttribute('href'), label).toMatch(
      new RegExp(`^(/#[a-z-]+|/|mailto:${site.email.replaceAll('.', '\\.')}\\?subject=.+)`),
    );
    return;
  }
  await userEvent.click(control!);
  expect(within(noticesShown()).queryAllByRole('button', { name: 'Dismiss notice' }).length, label).toBeGreaterThan(0);
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

  it('says in its name that a control opens an e-mail, after the visible label, and nothing else does', () => {
    renderRoute('/');
    for (const label of [
      'Download Matrix White Paper',
      'Contact Dr. Amara Okafor',
      'Apply Now for position 1 of 4 on the advisory board',
      'Partner With Us',
    ]) {
      const [control] = screen.getAllByRole('link', { name: named(label) });
      expect(control).toHaveAccessibleName(`${label} (opens your e-mail app)`);
      expect(control!.getAttribute('href')).toMatch(/^mailto:/);
    }
    for (const label of ['Explore Our Research', 'Learn About CogniGuard']) {
      expect(screen.getByRole(label.startsWith('Learn') ? 'button' : 'link', { name: label })).toBeInTheDocument();
    }
  });

  it('shows a notice for the social button that says what is coming', async () => {
    renderRoute('/');
    await userEvent.click(screen.getByRole('button', { name: 'Daniel Reyes on LinkedIn' }));
    expect(await within(noticesLiveRegion()).findByText(/LinkedIn profile will be linked here/)).toBeInTheDocument();
  });
});
