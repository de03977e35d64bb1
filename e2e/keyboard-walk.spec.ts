// The keyboard walk, one test for every phase a visitor can meet a page in: without JavaScript, before the app
// starts (the prerendered page and its page script) and after it. Each walk tabs from the top to the end and
// back: every stop is in the visual order, shows a 2px ring at 3:1 from the page's CSS, and is not under the bar.
// (A control focused while the app starts keeps its ring: first-moment.spec.ts.)
import { expect, test, type Browser, type Page } from '@playwright/test';
import { openWithoutJavaScript } from './guards';
import { hiddenUnderBar, ringProblem, walkTabStops } from './keyboard';
import { installA11yProbes } from './probes';
import { openScenario, screens, type ColourScheme, type Screen, type Viewport } from './scenarios';
import { hasAppStarted, holdAppChunk } from './support';
import { ui } from '../src/content/ui';
import { wcag } from './wcag';

const desktop: Viewport = { width: 1280, height: 800 };
const phone: Viewport = { width: 390, height: 844 };

interface Walk {
  viewport: Viewport;
  scheme: ColourScheme;
}

/** How each phase opens a screen; `done` checks the phase held for the whole walk and closes what it opened. */
interface Phase {
  name: string;
  /** The error screen exists only once the app runs (a page's code fails). */
  screens: readonly Screen[];
  /** A ring's contrast depends on the scheme, the order and the bar's cover on the layout. */
  walks: readonly Walk[];
  open: (
    page: Page,
    browser: Browser,
    baseURL: string,
    screen: Screen,
    walk: Walk,
  ) => Promise<{ page: Page; done: () => Promise<void> }>;
}

const arrivals = screens.filter((screen) => !screen.open);

const phases: readonly Phase[] = [
  {
    name: 'without JavaScript',
    screens: arrivals,
    walks: [{ viewport: desktop, scheme: 'light' }],
    open: async (_page, browser, baseURL, screen, { viewport, scheme }) => {
      const { page, close } = await openWithoutJavaScript(browser, baseURL, viewport);
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await page.goto(screen.path);
      return { page, done: close };
    },
  },
  {
    name: 'before the app',
    screens: arrivals,
    // One layout: the page is the HTML and CSS the app hydrates; the phone and the dark scheme are walked after it.
    walks: [{ viewport: desktop, scheme: 'light' }],
    open: async (page, _browser, _baseURL, screen, { viewport, scheme }) => {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      // Held back: a key press is an interaction that starts the app, and this walk is the page's own.
      const release = await holdAppChunk(page);
      await page.goto(screen.path);
      return {
        page,
        done: async () => {
          expect(await hasAppStarted(page), 'the app stayed out of the walk').toBe(false);
          release();
        },
      };
    },
  },
  {
    name: 'after the app',
    screens,
    walks: [
      { viewport: desktop, scheme: 'light' },
      { viewport: phone, scheme: 'dark' },
    ],
    open: async (page, _browser, _baseURL, screen, { viewport, scheme }) => {
      await openScenario(page, { screen, viewport, scheme });
      return { page, done: async () => {} };
    },
  },
];

for (const phase of phases) {
  test.describe(`keyboard walk ${phase.name}`, () => {
    for (const screen of phase.screens) {
      for (const walk of phase.walks) {
        test(
          `${screen.id} at ${walk.viewport.width}px in ${walk.scheme}: every stop in the visual order, with a ring, not under the bar`,
          wcag('2.4.3', '2.4.7', '2.4.11', '1.4.11'),
          async ({ page: firstPage, browser, baseURL }) => {
            const { page, done } = await phase.open(firstPage, browser, baseURL!, screen, walk);
            await installA11yProbes(page);
            const { forward, backward, fromUnderTheBar } = await walkTabStops(page);
            expect(forward.length).toBeGreaterThan(5);
            expect(forward[0]!.description).toContain(ui.skipLink);

            expect(forward.flatMap(ringProblem)).toEqual([]);

            const outOfOrder = forward.slice(1).flatMap((stop, index) => {
              const previous = forward[index]!;
              const up = stop.pageTop < previous.pageTop - 4;
              const sameRow = Math.abs(stop.pageTop - previous.pageTop) <= 4;
              const left = stop.pageLeft < previous.pageLeft - 4;
              return (up && left) || (sameRow && left) ? [`${previous.description} → ${stop.description}`] : [];
            });
            expect(outOfOrder).toEqual([]);

            const obscured = [...forward, ...backward, ...fromUnderTheBar]
              .filter((stop) => hiddenUnderBar(stop, walk.viewport.height))
              .map((stop) => `${stop.description} at ${Math.round(stop.rect.top)}px (bar ends at ${stop.barBottom}px)`);
            expect(obscured).toEqual([]);
            await done();
          },
        );
      }
    }
  });
}

test.describe('keyboard walk before the app', () => {
  test('/ in forced colours at 1280px: every stop shows a ring', wcag('2.4.7', '1.4.11'), async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.emulateMedia({ forcedColors: 'active', reducedMotion: 'reduce' });
    const release = await holdAppChunk(page);
    await page.goto('/');
    await installA11yProbes(page);
    const { forward } = await walkTabStops(page);
    expect(forward.flatMap(ringProblem)).toEqual([]);
    release();
  });
});
