// What the site's screen-reader scenarios share: the pages (the site's one list), the browser windows a visitor
// reads them in, the app started as a visitor starts it, reading from the top. The instrument itself (the desktop,
// Orca, the listener, transcripts) is @foundation/screen-reader.
import { openReader, type Desktop, type Listener, type ReaderPage, type Step } from '@foundation/screen-reader';
import { pages as sitePages } from '../../src/app/pages.mjs';
import { MENU_TOGGLE_ATTRIBUTE } from '../../src/controls/menu/menuNames';
import { HYDRATED_MEASURE } from '../../src/startup/contract';
import { APP_OWNED_ATTRIBUTE } from '../../src/startup/handover';

/** Every page, at the address a visitor types. */
export const pages = sitePages.map(({ id, url }) => ({ id, path: url }));

export type ReaderBrowserName = 'firefox' | 'chromium';
export type ReaderBrowser = ReaderPage;

/** Window sizes: wide shows the full bar; the narrowest a browser window can be (about 500px) shows the menu. */
const windowSizes = { wide: { width: 1280, height: 900 }, narrow: { width: 500, height: 900 } } as const;
/** A named size, or a window of this many CSS px (a page zoomed to a narrower width than a window can be). */
type WindowSize = keyof typeof windowSizes | { width: number; height: number };
const sizeOf = (size: WindowSize) => (typeof size === 'string' ? windowSizes[size] : size);

/** How the visitor's browser is set: its window's size, and whether they asked their system for less motion. */
export interface ReaderSettings {
  size: WindowSize;
  reducedMotion?: boolean;
}

/**
 * A new browser window on the desktop, with the keyboard in its page, on a page of the site that is not the one
 * under test (its robots.txt): what the visitor then hears of a page is what arriving on it says.
 */
export function launchReaderBrowser(
  name: ReaderBrowserName,
  desktop: Desktop,
  { size, reducedMotion }: ReaderSettings,
  origin: string,
): Promise<ReaderBrowser> {
  return openReader(desktop, name, { window: sizeOf(size), startUrl: `${origin}/robots.txt`, reducedMotion });
}

/**
 * Starts the app as a visitor does, with the pointer moved over the page (a blank part of it, the left margin: the
 * app loads on the first interaction), and waits until it is ready: hydrated and, where the menu toggle shows,
 * the toggle handed over to the app's drawer.
 */
export async function appReady(page: ReaderBrowser): Promise<void> {
  await page.movePointer(3, 600);
  await page.movePointer(6, 604);
  await page.waitFor(
    'the app, ready',
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
