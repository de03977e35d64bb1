// Opens a screen in each phase a visitor can meet it in (scenarios.ts names them): without JavaScript, before the
// app, while it starts, after it. The axe gate, the keyboard walk and the press test are each one test over these
// phases; `done` checks that the phase held for the whole test and closes what it opened.
import { expect, type Browser, type Page } from '@playwright/test';
import { STAGE_MEASURE_PREFIX } from '../src/startup/contract';
import { openWithoutJavaScript } from './guards';
import { openScenario, type Scenario } from './scenarios';
import { hasAppStarted, holdAppChunk, hydrationCommitted } from './support';

export interface PhaseFixtures {
  page: Page;
  browser: Browser;
  baseURL: string;
}

export interface OpenedInPhase {
  /** The page to test: the fixture's, or one with scripts off. */
  page: Page;
  done: () => Promise<void>;
}

async function emulate(page: Page, { viewport, scheme }: Scenario) {
  await page.setViewportSize(viewport);
  // Reduced motion: each state is checked once settled, not mid-transition.
  await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
}

/**
 * Opens the scenario's screen as every visitor meets it until their first interaction: the app's entry held back
 * (a press or a key is an interaction, which starts the app). Returns what lets it load.
 */
export async function openWithTheAppHeld(page: Page, scenario: Scenario): Promise<() => void> {
  await emulate(page, scenario);
  const release = await holdAppChunk(page);
  await page.goto(scenario.screen.path);
  return release;
}

/** The app has not started: checked when a phase before it ends. */
async function appStayedOut(page: Page) {
  expect(await hasAppStarted(page), 'the app stayed out of the test').toBe(false);
}

const openers: Record<Scenario['phase'], (fixtures: PhaseFixtures, scenario: Scenario) => Promise<OpenedInPhase>> = {
  'without JavaScript': async ({ browser, baseURL }, scenario) => {
    const { page, close } = await openWithoutJavaScript(browser, baseURL, scenario.viewport);
    await emulate(page, scenario);
    await page.goto(scenario.screen.path);
    return { page, done: close };
  },
  'before the app': async ({ page }, scenario) => {
    const release = await openWithTheAppHeld(page, scenario);
    return {
      page,
      done: async () => {
        await appStayedOut(page);
        release();
      },
    };
  },
  'while it starts': async ({ page }, scenario) => {
    await emulate(page, scenario);
    // The app's code loaded and evaluated, its last stage (hydration) held back.
    const release = await holdAppChunk(page, /\/assets\/4-hydrate-[\w-]+\.js$/);
    await page.goto(scenario.screen.path);
    await page.mouse.move(1, 1);
    await page.waitForFunction(
      (pages) => performance.getEntriesByName(pages).length > 0,
      `${STAGE_MEASURE_PREFIX}pages`,
    );
    return {
      page,
      done: async () => {
        await appStayedOut(page);
        release();
        await hydrationCommitted(page);
      },
    };
  },
  'after the app': async ({ page }, scenario) => {
    await openScenario(page, scenario);
    return { page, done: async () => {} };
  },
};

/** Opens the scenario's screen in its phase, at its width and in its scheme, which it checks applies. */
export async function openInPhase(fixtures: PhaseFixtures, scenario: Scenario): Promise<OpenedInPhase> {
  const opened = await openers[scenario.phase](fixtures, scenario);
  await expect(opened.page.locator('html')).toHaveCSS('color-scheme', scenario.scheme);
  return opened;
}
