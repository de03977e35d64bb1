import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useColorScheme } from '@mui/material/styles';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { colorSchemeAttribute, colorSchemeStorageKey } from '../../../theme';
import { AppProviders } from '../../app/AppProviders';
import { createEmotionCache } from '../../app/emotionCache';
import { colorSchemeButtonName, ui } from '../../content/ui';
import { axe } from '../../test/axe';
import { ColorSchemeControl } from './ColorSchemeControl';
import { COLOR_MODE_ATTRIBUTE, COLOR_SCHEME_POPOVER_ID, COLOR_SCHEME_TOGGLE_ATTRIBUTE } from './colorSchemeNames';
import { followColorSchemeChoice } from './pageColorScheme';

/** What MUI believes the mode is: it must follow the choice the page script applied. */
function MuiMode() {
  const { mode } = useColorScheme();
  return <output aria-label="MUI mode">{mode}</output>;
}

const app = () => (
  <AppProviders emotionCache={createEmotionCache()}>
    <ColorSchemeControl />
    <MuiMode />
  </AppProviders>
);

describe('colour scheme control', () => {
  // The page's own script applies a choice, as in the built page (src/startup/1-page-script.ts).
  beforeAll(() => followColorSchemeChoice());

  it('is a button, named by the choice in force, for a popover of three radios named Theme', async () => {
    const { container } = render(app());
    const button = screen.getByRole('button', { name: colorSchemeButtonName('system') });
    // Opened by the page script, not as the popover's invoker; it says its popup is closed, and which it is.
    expect(button).toHaveAttribute(COLOR_SCHEME_TOGGLE_ATTRIBUTE);
    expect(button).not.toHaveAttribute('popovertarget');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', COLOR_SCHEME_POPOVER_ID);
    const popover = document.getElementById(COLOR_SCHEME_POPOVER_ID)!;
    expect(popover).toHaveAttribute('popover', 'auto');
    const group = within(popover).getByRole('group', { name: ui.colorScheme.title, hidden: true });
    expect(
      within(group)
        .getAllByRole('radio', { hidden: true })
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['system', 'light', 'dark']);
    expect(within(group).getByRole('radio', { name: 'Dark', hidden: true })).toBeInTheDocument();
    // Landmarks are a page matter; here the control is rendered alone.
    expect(await axe(container.ownerDocument.body, { rules: { region: { enabled: false } } })).toHaveNoViolations();
  });

  it('says whether its popup is open, following the popover however it opens or closes', () => {
    render(app());
    const button = screen.getByRole('button', { name: colorSchemeButtonName('system') });
    const popover = document.getElementById(COLOR_SCHEME_POPOVER_ID)!;
    // jsdom has no popover: the event the browser fires as it starts to open and close, before focus moves (the
    // state is said at once, never stale when focus comes back to the button).
    const toggle = (newState: 'open' | 'closed') =>
      popover.dispatchEvent(
        Object.assign(new Event('beforetoggle'), { oldState: newState === 'open' ? 'closed' : 'open', newState }),
      );
    toggle('open');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    toggle('closed');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('applies and remembers a choice at once, names it on the button, and MUI follows it', () => {
    render(app());
    fireEvent.click(screen.getByRole('radio', { name: 'Dark', hidden: true }));
    expect(screen.getByRole('button', { name: colorSchemeButtonName('dark') })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute(colorSchemeAttribute, 'dark');
    expect(document.documentElement).toHaveAttribute(COLOR_MODE_ATTRIBUTE, 'dark');
    expect(window.localStorage.getItem(colorSchemeStorageKey)).toBe('dark');
    expect(screen.getByRole('status', { name: 'MUI mode' })).toHaveTextContent('dark');

    fireEvent.click(screen.getByRole('radio', { name: 'System', hidden: true }));
    expect(document.documentElement).toHaveAttribute(colorSchemeAttribute, 'light');
    expect(document.documentElement).toHaveAttribute(COLOR_MODE_ATTRIBUTE, 'system');
    expect(window.localStorage.getItem(colorSchemeStorageKey)).toBe('system');
    expect(screen.getByRole('status', { name: 'MUI mode' })).toHaveTextContent('system');
  });

  it('is the same on the server and in the browser, so it hydrates without a mismatch', async () => {
    const html = renderToString(app());
    expect(html).toContain(`aria-label="${colorSchemeButtonName('system')}"`);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const consoleError = vi.spyOn(console, 'error');
    const root = await act(async () => hydrateRoot(container, app()));
    expect(consoleError).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });
});
