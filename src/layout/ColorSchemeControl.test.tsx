import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useColorScheme } from '@mui/material/styles';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { colorSchemeAttribute, colorSchemeStorageKey } from '../../theme';
import { AppProviders } from '../app/AppProviders';
import { createEmotionCache } from '../app/emotionCache';
import { COLOR_MODE_ATTRIBUTE, COLOR_SCHEME_POPOVER_ID } from '../startup/contract';
import { followColorSchemeChoice } from '../startup/page-script/colorScheme';
import { axe } from '../test/axe';
import { ColorSchemeControl } from './ColorSchemeControl';

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

  it('is a button that opens, by itself, a group of three radios named Theme', async () => {
    const { container } = render(app());
    const button = screen.getByRole('button', { name: 'Theme' });
    expect(button).toHaveAttribute('popovertarget', COLOR_SCHEME_POPOVER_ID);
    const popover = document.getElementById(COLOR_SCHEME_POPOVER_ID)!;
    expect(popover).toHaveAttribute('popover', 'auto');
    const group = within(popover).getByRole('group', { name: 'Theme', hidden: true });
    expect(
      within(group)
        .getAllByRole('radio', { hidden: true })
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['system', 'light', 'dark']);
    expect(within(group).getByRole('radio', { name: 'Dark', hidden: true })).toBeInTheDocument();
    // Landmarks are a page matter; here the control is rendered alone.
    expect(await axe(container.ownerDocument.body, { rules: { region: { enabled: false } } })).toHaveNoViolations();
  });

  it('applies and remembers a choice at once, and MUI follows it', () => {
    render(app());
    fireEvent.click(screen.getByRole('radio', { name: 'Dark', hidden: true }));
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
    expect(html).toContain('aria-label="Theme"');
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
