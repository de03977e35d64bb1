// What the screen-reader scenarios share: the pages (the site's one list), the app started as a visitor starts
// it, reading from the top.
import { pages as sitePages } from '../../src/app/pages.mjs';
import { HYDRATED_MEASURE, MENU_DIALOG_ID } from '../../src/startup/contract';
import { MOBILE_MENU_ID } from '../../src/layout/headerItems';
import type { ReaderBrowser } from './browsers';
import type { Listener, Step } from './listener';

/** Every page, at the address a visitor types. */
export const pages = sitePages.map(({ id, url }) => ({ id, path: url }));

/**
 * Starts the app as a visitor does, with the pointer moved over the page (a blank part of it: the app loads on
 * the first interaction), and waits until it is ready: hydrated and, where the menu toggle shows, the drawer in
 * the page.
 */
export async function appReady(page: ReaderBrowser): Promise<void> {
  await page.pointOverPage();
  await page.waitFor(
    ({ measure, dialogId, drawerId }) => {
      if (!performance.getEntriesByName(measure).length) return false;
      const toggle = document.querySelector(`[commandfor="${dialogId}"]`);
      return !toggle?.checkVisibility() || !!document.getElementById(drawerId);
    },
    { measure: HYDRATED_MEASURE, dialogId: MENU_DIALOG_ID, drawerId: MOBILE_MENU_ID },
  );
}

/** To the top of the page (Control+Home), then Orca's Say All: what reading the page from the top says. */
export async function sayAllFromTop(listener: Listener): Promise<Step[]> {
  return [
    { step: 'control+Home', said: await listener.press('control+Home') },
    { step: 'KP_Add (Say All)', said: await listener.sayAll() },
  ];
}
