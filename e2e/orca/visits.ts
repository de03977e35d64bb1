// What the screen-reader scenarios share: the pages (the site's one list), the app started as a visitor starts
// it, reading from the top.
import { pages as sitePages } from '../../src/app/pages.mjs';
import { MENU_TOGGLE_ATTRIBUTE } from '../../src/controls/menu/menuNames';
import { HYDRATED_MEASURE } from '../../src/startup/contract';
import { APP_OWNED_ATTRIBUTE } from '../../src/startup/handover';
import type { ReaderBrowser } from './browsers';
import type { Listener, Step } from './listener';

/** Every page, at the address a visitor types. */
export const pages = sitePages.map(({ id, url }) => ({ id, path: url }));

/**
 * Starts the app as a visitor does, with the pointer moved over the page (a blank part of it: the app loads on
 * the first interaction), and waits until it is ready: hydrated and, where the menu toggle shows, the toggle
 * handed over to the app's drawer.
 */
export async function appReady(page: ReaderBrowser): Promise<void> {
  await page.pointOverPage();
  await page.waitFor(
    ({ measure, toggleAttribute, ownedAttribute }) => {
      if (!performance.getEntriesByName(measure).length) return false;
      const toggle = document.querySelector(`[${toggleAttribute}]`);
      return !toggle?.checkVisibility() || toggle.hasAttribute(ownedAttribute);
    },
    { measure: HYDRATED_MEASURE, toggleAttribute: MENU_TOGGLE_ATTRIBUTE, ownedAttribute: APP_OWNED_ATTRIBUTE },
  );
}

/** To the top of the page (Control+Home), then Orca's Say All: what reading the page from the top says. */
export async function sayAllFromTop(listener: Listener): Promise<Step[]> {
  const top = await listener.press('control+Home', { mayBeSilent: true });
  const reading = await listener.sayAll();
  return [
    // The line at the top is said again, or not, depending on whether the reading was there already.
    { step: 'control+Home', said: top, timing: true },
    // Say All starts on that line; whether it adds the line's role ("link") depends on where in the line Orca's
    // caret was, so that first object is recorded, not compared.
    { step: 'KP_Add (Say All)', said: reading, timingLines: reading[1] === 'link' ? 2 : 1 },
  ];
}
