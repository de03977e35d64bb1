import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { colorSchemeAttribute, colorSchemeStorageKey } from '../../theme';
import { AppProviders } from '../app/AppProviders';
import { createEmotionCache } from '../app/emotionCache';
import { axe } from '../test/axe';
import { matchingMediaQueries } from '../test/setup';
import { ColorSchemeControl } from './ColorSchemeControl';

const app = () => (
  <AppProviders emotionCache={createEmotionCache()}>
    <ColorSchemeControl />
  </AppProviders>
);

describe('colour scheme control', () => {
  it('follows the system until the visitor chooses, and says so', () => {
    matchingMediaQueries.add('(prefers-color-scheme: dark)');
    render(app());
    expect(screen.getByRole('button', { name: 'Theme: System (dark)' })).toHaveAttribute('aria-haspopup', 'menu');
    expect(document.documentElement).toHaveAttribute(colorSchemeAttribute, 'dark');
  });

  it('offers light, dark and system as radio items with the current one checked', async () => {
    const { container } = render(app());
    await userEvent.click(screen.getByRole('button', { name: /^Theme:/ }));
    const menu = screen.getByRole('menu', { name: 'Theme' });
    const items = within(menu).getAllByRole('menuitemradio');
    expect(items.map((item) => [item.textContent, item.getAttribute('aria-checked')])).toEqual([
      ['System', 'true'],
      ['Light', 'false'],
      ['Dark', 'false'],
    ]);
    expect(items[0]).toHaveFocus();
    // Landmarks are a page matter; here the control is rendered alone.
    expect(await axe(container.ownerDocument.body, { rules: { region: { enabled: false } } })).toHaveNoViolations();
  });

  it('applies and remembers the choice, and returns focus to the button', async () => {
    render(app());
    await userEvent.click(screen.getByRole('button', { name: /^Theme:/ }));
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Dark' }));

    expect(document.documentElement).toHaveAttribute(colorSchemeAttribute, 'dark');
    expect(window.localStorage.getItem(colorSchemeStorageKey)).toBe('dark');
    const button = screen.getByRole('button', { name: 'Theme: Dark' });
    expect(button).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Light' }));
    expect(document.documentElement).toHaveAttribute(colorSchemeAttribute, 'light');
    expect(window.localStorage.getItem(colorSchemeStorageKey)).toBe('light');
  });

  it('renders a placeholder on the server and hydrates without a mismatch', async () => {
    const html = renderToString(app());
    expect(html).not.toContain('<button');
    expect(html).toContain('aria-hidden="true"');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const consoleError = vi.spyOn(console, 'error');
    const root = await act(async () => hydrateRoot(container, app()));
    expect(consoleError).not.toHaveBeenCalled();
    expect(within(container).getByRole('button', { name: /^Theme: System/ })).toBeInTheDocument();
    act(() => root.unmount());
    container.remove();
  });
});
