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
  await page.waitForFunction(() => performance.getEntriesByName('crf:hydrate').length > 0);
}
