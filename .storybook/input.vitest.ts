// input.ts for the catalogue's test run: Chromium's real pointer and keyboard through Vitest's browser mode
// (Playwright), so that :hover, :focus-visible, popovers and dialogs respond as they do for a visitor.
import { userEvent } from 'vitest/browser';

/** Whether these are the browser's own input events, which set :hover and :focus-visible as a visitor's do. */
export const realInput = true;

export const pointer = {
  hover: (element: Element) => userEvent.hover(element),
  unhover: (element: Element) => userEvent.unhover(element),
  click: (element: Element) => userEvent.click(element),
};

export const keyboard = {
  press: (keys: string) => userEvent.keyboard(keys),
  tab: () => userEvent.keyboard('{Tab}'),
};
