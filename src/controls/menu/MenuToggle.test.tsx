// The menu toggle once the app runs: it hands itself to the app when the drawer is ready, and opens the drawer.
// The page's menu before that is the page script's (pageMenu.ts), tested in the browsers that have popovers
// (e2e/ and the Orca suite): jsdom has none.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { primaryNavigation } from '../../content/navigation';
import { ui } from '../../content/ui';
import { APP_OWNED_ATTRIBUTE } from '../../startup/handover';
import { NOTICES_ID } from '../../startup/contract';
import { axe } from '../../test/axe';
import { renderRoute } from '../../test/renderRoute';
import { INERT_AFTER_MS } from './inertPageBehind';
import { headerActions, MENU_TOGGLE_ATTRIBUTE, MENU_TOGGLE_WITHOUT_SCRIPT_ATTRIBUTE, PAGE_MENU_ID } from './menuNames';

/** The toggle; jsdom shows its stand-in for the page without JavaScript beside it (no `scripting` media query). */
const toggle = () =>
  screen.getAllByRole('button', { name: ui.menu.toggle }).find((button) => button.hasAttribute(MENU_TOGGLE_ATTRIBUTE))!;
const standIn = () =>
  screen
    .getAllByRole('button', { name: ui.menu.toggle })
    .find((button) => button.hasAttribute(MENU_TOGGLE_WITHOUT_SCRIPT_ATTRIBUTE))!;
const drawer = () => screen.findByRole('dialog', { name: ui.menu.title });

/** Renders the home page and waits until the app owns the toggle: the drawer is mounted, closed. */
async function renderWithDrawerReady() {
  renderRoute('/');
  await waitFor(() => expect(toggle()).toHaveAttribute(APP_OWNED_ATTRIBUTE));
}

describe('menu toggle', () => {
  it("is the page script's until the drawer is mounted, then hands itself to the app", async () => {
    renderRoute('/');
    expect(toggle()).not.toHaveAttribute(APP_OWNED_ATTRIBUTE);
    // A press meanwhile is left to the page script (its menu opens); the drawer is made ready.
    expect(fireEvent.click(toggle())).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(toggle()).toHaveAttribute(APP_OWNED_ATTRIBUTE));
    await userEvent.click(toggle());
    expect(await drawer()).toBeVisible();
  });

  it("has a stand-in for the page without JavaScript, which opens the page's menu with no script", async () => {
    await renderWithDrawerReady();
    expect(standIn()).toHaveAttribute('popovertarget', PAGE_MENU_ID);
    expect(standIn()).not.toHaveAttribute(APP_OWNED_ATTRIBUTE);
    expect(toggle()).not.toHaveAttribute('popovertarget');
  });

  it('has no expanded state: the menu is a modal dialog (a state would keep Orca in focus mode on it)', async () => {
    await renderWithDrawerReady();
    expect(toggle()).not.toHaveAttribute('aria-expanded');
    expect(toggle()).not.toHaveAttribute('aria-haspopup');
  });

  it('opens a drawer named as a dialog, focus on its close button, with the items stacked', async () => {
    await renderWithDrawerReady();
    await userEvent.click(toggle());
    const menu = await drawer();
    await waitFor(() => expect(within(menu).getByRole('button', { name: ui.menu.close })).toHaveFocus());
    const labels = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual([...primaryNavigation.map((item) => item.label), ...headerActions.map((a) => a.label)]);
  });

  it('closes when an item is chosen, then the browser follows the link', async () => {
    await renderWithDrawerReady();
    await userEvent.click(toggle());
    const menu = await drawer();
    const research = primaryNavigation.find((item) => item.href === '#research')!;
    await userEvent.click(within(menu).getByRole('link', { name: research.label }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: ui.menu.title })).toBeNull());
    await waitFor(() => expect(location.hash).toBe(research.href));
  });

  it('closes on Escape and returns focus to the toggle', async () => {
    await renderWithDrawerReady();
    toggle().focus();
    await userEvent.keyboard('{Enter}');
    await drawer();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: ui.menu.title })).toBeNull());
    await waitFor(() => expect(toggle()).toHaveFocus());
  });

  it('makes the page behind it inert once open, not at once, and hands focus back once it is not', async () => {
    const page = document.body.appendChild(Object.assign(document.createElement('div'), { id: 'root' }));
    // What the page script keeps beside the page (BesideRoot.tsx): behind either menu it stays.
    const notices = document.body.appendChild(Object.assign(document.createElement('div'), { id: NOTICES_ID }));
    // When the page turned inert, taken as it happens: a loaded machine may find the drawer only after the delay.
    let inertAt: number | undefined;
    const watch = new MutationObserver(() => (inertAt ??= page.hasAttribute('inert') ? performance.now() : undefined));
    watch.observe(page, { attributes: true, attributeFilter: ['inert'] });
    try {
      await renderWithDrawerReady();
      toggle().focus();
      const pressedAt = performance.now();
      // Node starts a timer from the event loop's clock, read as each turn of the loop begins: pressed in a later
      // turn, the drawer's delay counts from after pressedAt, however long the turn that took it ran.
      await new Promise((resolve) => setTimeout(resolve, 0));
      await userEvent.keyboard('{Enter}');
      await drawer();
      // As focus moves in, the toggle is still in the accessibility tree (MUI's aria-hidden is taken back).
      expect(page).not.toHaveAttribute('aria-hidden');
      await waitFor(() => expect(page).toHaveAttribute('inert'));
      // Not at once: a timer never fires early, so however slow the machine, no sooner than the delay (less the
      // clock's rounding to whole milliseconds).
      expect(inertAt! - pressedAt).toBeGreaterThanOrEqual(INERT_AFTER_MS - 2);
      expect(notices).not.toHaveAttribute('aria-hidden');
      expect(notices).not.toHaveAttribute('inert');
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
      await waitFor(() => expect(page).not.toHaveAttribute('inert'));
      await waitFor(() => expect(toggle()).toHaveFocus());
    } finally {
      watch.disconnect();
      page.remove();
      notices.remove();
    }
  });

  it('has no axe violations while open', async () => {
    await renderWithDrawerReady();
    await userEvent.click(toggle());
    const menu = await drawer();
    expect(await axe(menu.closest('.MuiDrawer-root') ?? menu)).toHaveNoViolations();
  });
});
