// Small helpers the browser suites share.
import { expect, type Page } from '@playwright/test';
import { ANCHOR_SCROLL_OFFSET_PX } from '../src/app/constants';
import { MENU_TOGGLE_ATTRIBUTE } from '../src/controls/menu/menuNames';
import { HYDRATED_MEASURE, HYDRATING_MARK, NOTICES_ID } from '../src/startup/contract';
import { APP_OWNED_ATTRIBUTE } from '../src/startup/handover';
import { ui } from '../src/content/ui';
import { fullSpeed, slowStart, slowWhileHydrating } from './slowPhone';

/** In the page: whether the app has called hydrateRoot (4-hydrate.tsx records HYDRATING_MARK as it does). */
function appStartedInPage(mark: string): boolean {
  return performance.getEntriesByName(mark).length > 0;
}

/** True once the app has started: hydrateRoot has been called. */
export function hasAppStarted(page: Page): Promise<boolean> {
  return page.evaluate(appStartedInPage, HYDRATING_MARK);
}

/** Resolves in the first frame after the app has started, when hydration has just begun. */
async function appStarted(page: Page): Promise<void> {
  await page.waitForFunction(appStartedInPage, HYDRATING_MARK, { polling: 'raf', timeout: 60_000 });
}

/**
 * Starts the app as a visitor does, with a first interaction (the pointer moves over the page: the app
 * loads on first interaction, see src/startup/1-page-script.ts), and resolves once it is ready: hydration has
 * committed (4-hydrate.tsx records HYDRATED_MEASURE then), not merely begun, and where the menu toggle shows,
 * the app owns the toggle (until then the page script opens the page's menu, src/controls/menu/).
 */
export async function waitForAppReady(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
  await hydrationCommitted(page);
  await drawerReady(page);
}

/** Resolves once hydration has committed, whatever started the app (4-hydrate.tsx records HYDRATED_MEASURE). */
export async function hydrationCommitted(page: Page): Promise<void> {
  await page.waitForFunction((measure) => performance.getEntriesByName(measure).length > 0, HYDRATED_MEASURE);
}

/**
 * Holds back the script requests that match `chunk` until the returned function is called: the app's entry
 * (the default) keeps the page as it is before the app; a later chunk stops the app partway through its start.
 */
export async function holdAppChunk(page: Page, chunk = /\/assets\/index-[\w-]+\.js$/): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(chunk, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Opens a page with the app held back: what every visitor meets until their first interaction starts it. */
export async function openBeforeTheApp(page: Page, path: string, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport);
  const release = await holdAppChunk(page);
  await page.goto(path);
  return release;
}

/**
 * Starts the held-back app slowly (slowPhone.ts: each of React's slices starts late, so that hydration lasts
 * seconds however loaded the machine), and resolves in the first frame of hydration. Returns what lets
 * hydration finish at full speed.
 */
export async function startHydratingSlowly(page: Page, release: () => void): Promise<() => Promise<void>> {
  await page.evaluate(slowWhileHydrating, slowStart);
  await page.mouse.move(200, 600); // the first interaction starts the app
  release();
  await appStarted(page);
  return async () => {
    await page.evaluate(fullSpeed);
    await hydrationCommitted(page);
  };
}

/** Resolves once the menu toggle would open the drawer: it is hidden, or the app owns it (src/startup/handover.ts). */
export async function drawerReady(page: Page): Promise<void> {
  await page.waitForFunction(
    ({ toggleAttribute, ownedAttribute }) => {
      const toggle = document.querySelector(`[${toggleAttribute}]`);
      return !toggle?.checkVisibility() || toggle.hasAttribute(ownedAttribute);
    },
    { toggleAttribute: MENU_TOGGLE_ATTRIBUTE, ownedAttribute: APP_OWNED_ATTRIBUTE },
  );
}

/**
 * Resolves once the open menu (the drawer) holds focus: its focus trap moves focus in after it shows, and a
 * visitor's Escape goes to where focus is.
 */
export async function menuHasFocus(page: Page): Promise<void> {
  await page.waitForFunction(() => !!document.activeElement?.closest('[role="dialog"], dialog'));
}

/** How far below the viewport's top the element with this id sits, in whole px; NaN while it is not in the page. */
export function topOf(page: Page, id: string): Promise<number> {
  return page.evaluate((target) => {
    const element = document.getElementById(target);
    return element ? Math.round(element.getBoundingClientRect().top) : NaN;
  }, id);
}

/**
 * Waits until the section with this id has landed where every anchor lands: its top the spec's offset below
 * the viewport's top (80px, src/app/constants.ts), under the fixed bar, however the visitor got there.
 */
export async function expectLandedBelowBar(page: Page, id: string): Promise<void> {
  await expect.poll(() => topOf(page, id), `#${id}'s top`).toBe(ANCHOR_SCROLL_OFFSET_PX);
}

/**
 * Resolves once the page has rendered two more frames: the effects of the last commit, and what they set off
 * (a title, a console message, a policy violation report), have run. A wait on the page, not on the clock.
 */
export async function afterNextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Each notice showing: #notices holds one element a notice. */
export const noticeSelector = `#${NOTICES_ID} > *`;

/** The colour-scheme button's name: the tooltip's word, then the choice in force ("Theme: System"). */
const themeButtonName = new RegExp(`^${ui.colorScheme.title}: `);

/** The header's controls and the menus they open, found as a visitor's screen reader finds them. */
export const controls = {
  themeButton: (page: Page) => page.getByRole('banner').getByRole('button', { name: themeButtonName }),
  themeMenu: (page: Page) => page.getByRole('group', { name: ui.colorScheme.title }),
  menuToggle: (page: Page) => page.getByRole('banner').getByRole('button', { name: ui.menu.toggle, exact: true }),
  /** The toggle by its markup: while a menu is open the page behind it is out of the accessibility tree. */
  menuToggleElement: (page: Page) => page.locator(`header [${MENU_TOGGLE_ATTRIBUTE}]`),
  /** The open menu: the page's own before the app, the drawer after; both a dialog of this name. */
  menu: (page: Page) => page.getByRole('dialog', { name: ui.menu.title }),
  mainNavigation: (page: Page) => page.getByRole('navigation', { name: ui.landmarks.mainNavigation }),
  /** The notices showing. */
  notices: (page: Page) => page.locator(noticeSelector),
};
