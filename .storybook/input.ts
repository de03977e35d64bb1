// The pointer and keyboard a story's play function uses. In Storybook's own UI these are Testing Library's
// synthetic events (a tooltip or a menu opens, but CSS :hover does not apply); the catalogue's test run swaps this
// file for input.vitest.ts (.storybook/vitest.config.ts), Chromium's real pointer and keyboard.
import { userEvent } from 'storybook/test';

/** Whether these are the browser's own input events, which set :hover and :focus-visible as a visitor's do. */
export const realInput = false;

export const pointer = {
  hover: (element: Element) => userEvent.hover(element),
  unhover: (element: Element) => userEvent.unhover(element),
  click: (element: Element) => userEvent.click(element),
};

export const keyboard = {
  press: (keys: string) => userEvent.keyboard(keys),
  tab: () => userEvent.tab(),
};
