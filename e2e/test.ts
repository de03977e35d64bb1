// `test` for every browser suite here (a lint rule holds them to this module): Playwright's, with
// each Chromium context made to behave as Chromium does for a visitor.
import { test as base, expect } from '@playwright/test';
import { HEADLESS_SHELL } from '@foundation/browsers/executables';

/**
 * Drops the pointer's arrival at (0, 0) that chromium-headless-shell (the Chromium the suites run headless,
 * @foundation/browsers' headlessChromiumPath) sends a page when it is first laid out, as if a cursor rested in its
 * corner. Chromium itself sends none, and the page script takes a pointer move as the visitor's first
 * interaction: left in, it would start the app on every page load that no test asked to start. Only until the
 * test's own input: a move elsewhere, a press, a key or a wheel ends it, so a test's own move to (0, 0) after that
 * passes (performance.spec.ts starts the app with a move, a key, a scroll and a touch, and fails if this drops more).
 */
function dropShellCornerMove() {
  let testInput = false;
  const atCorner = (event: MouseEvent) =>
    event.isTrusted && event.clientX === 0 && event.clientY === 0 && event.buttons === 0;
  const drop = (event: MouseEvent) => {
    if (!testInput && atCorner(event)) event.stopImmediatePropagation();
    else if (event.isTrusted) testInput = true;
  };
  for (const type of ['pointerover', 'pointerenter', 'pointermove', 'mouseover', 'mouseenter', 'mousemove'])
    window.addEventListener(type, drop as EventListener, { capture: true });
  for (const type of ['pointerdown', 'keydown', 'wheel', 'touchstart'])
    window.addEventListener(type, (event) => (testInput ||= event.isTrusted), { capture: true });
}

export const test = base.extend<object, object>({
  browser: [
    async ({ browser }, use, workerInfo) => {
      // Every context of the worker's browser, the `page` fixture's and those a test opens itself; only in the shell
      // (in Chromium the page's listeners are the site's alone: the evidence's inventory counts them).
      if (workerInfo.project.use.launchOptions?.executablePath === HEADLESS_SHELL) {
        const newContext = browser.newContext.bind(browser);
        browser.newContext = async (options) => {
          const context = await newContext(options);
          await context.addInitScript(dropShellCornerMove);
          return context;
        };
      }
      await use(browser);
    },
    { scope: 'worker' },
  ],
});

export { expect };
