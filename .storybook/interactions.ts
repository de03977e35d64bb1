// What a story's play function does to reach a state: hover, press keys, click (input.ts), and wait for it to settle.
// Under the test run's real input, each helper also checks that the browser shows the state (:hover, :focus-visible).
import { expect, waitFor } from 'storybook/test';
import { MENU_DRAWER_ID } from '../src/controls/menu/menuNames';
import { keyboard, pointer, realInput } from './input';

export { keyboard, pointer } from './input';

/**
 * Waits until the menu toggle opens the drawer: the app mounts it, closed, when the browser is idle; until then
 * the page's menu answers the toggle (src/controls/menu/).
 */
export async function drawerReady() {
  await waitFor(() => expect(document.getElementById(MENU_DRAWER_ID)).not.toBeNull(), { timeout: 10_000 });
}

/** Moves the pointer over `element`. */
export async function hoverOver(element: Element) {
  await pointer.hover(element);
  if (realInput) await expect(element.matches(':hover')).toBe(true);
}

/** Presses Tab until `element` has focus, as a keyboard user reaches it (at most `limit` presses). */
export async function tabTo(element: Element, limit = 80) {
  for (let presses = 0; presses < limit && document.activeElement !== element; presses++) await keyboard.tab();
  await expect(document.activeElement, 'Tab reaches the element').toBe(element);
  if (realInput) await expect(element.matches(':focus-visible')).toBe(true);
}

/** Waits until no CSS transition or animation is running (a drawer sliding in, a tooltip fading in). */
export async function settled() {
  await waitFor(
    () => {
      const running = document.getAnimations().filter((animation) => animation.playState === 'running');
      if (running.length > 0) throw new Error(`${running.length} animations still running`);
    },
    { timeout: 5000 },
  );
}
