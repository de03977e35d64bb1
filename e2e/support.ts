// Small helpers the browser suites share.
import type { Page } from '@playwright/test';

/** Resolves once React has hydrated the prerendered page (hydrateRoot marks #root's container). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}
