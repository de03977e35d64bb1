// Small helpers the browser suites share.
import type { Page } from '@playwright/test';

/** True once the app has started: hydrateRoot has been called (it marks #root's container). */
export function hasAppStarted(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}

/**
 * Starts the app as a visitor does, with a first interaction (the pointer moves over the page: the app
 * loads on first interaction, see src/app/entry-client.tsx), and resolves once hydration has committed
 * (start.tsx records "crf:hydrate" then), not merely begun: it runs in a transition, in slices.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
  await hydrationCommitted(page);
}

/** Resolves once hydration has committed, whatever started the app (start.tsx records "crf:hydrate"). */
export async function hydrationCommitted(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('crf:hydrate').length > 0);
}

/** How far below the viewport's top the element with this id sits, in whole px. */
export function topOf(page: Page, id: string): Promise<number> {
  return page.evaluate((target) => Math.round(document.getElementById(target)!.getBoundingClientRect().top), id);
}
