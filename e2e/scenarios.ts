// Every phase, screen, width, colour scheme and interface state the axe gate covers, and how to reach each.
// The gate (a11y-gate.spec.ts) and the report (npm run a11y:report) both walk these definitions.
import { expect, type Page } from '@playwright/test';
import { FULL_BAR_MIN_WIDTH_REM, TOOLTIP_OPEN_DELAY_MS } from '../src/app/constants';
import { NOTICES_ANNOUNCER_ID, NOTICES_EDGE_ATTRIBUTE, NOTICES_ID } from '../src/startup/contract';
import { COLOR_SCHEME_POPOVER_ID } from '../src/controls/color-scheme/colorSchemeNames';
import { pages } from '../src/app/pages.mjs';
import { hasScriptsOff } from './guards';
import { afterNextFrames, controls, drawerReady, menuHasFocus, waitForAppReady } from './support';
import { ui } from '../src/content/ui';
import { blog, home } from '../src/content/home';

type SitePage = (typeof pages)[number];

export interface Screen {
  id: string;
  label: string;
  /** Where the screen is shown. */
  path: string;
  /** The button that shows a notice on this screen, if the screen has one. */
  noticeTrigger?: { name: string | RegExp };
  /** Opens the screen when a visit to `path` alone does not show it; else the page is loaded and hydrated. */
  open?: (page: Page) => Promise<void>;
}

/** The buttons that show a notice, on the pages that have one (pages.mjs lists the pages). */
const noticeTriggers: Partial<Record<SitePage['id'], Screen['noticeTrigger']>> = {
  home: { name: home.hero.learnLabel },
  blog: { name: blog.readMoreLabel },
};

/** The first page that is its own chunk (pages.mjs), which the error screen breaks. */
const lazyPage = pages.find((page) => page.lazyModule !== null)!;

/**
 * The error screen as a visitor meets it when a page's code fails: the lazy page's chunk is replaced by one whose
 * page throws as it renders, then the visitor loads that page and the app starts. Nothing in the built site fails
 * on purpose.
 */
async function openErrorScreen(page: Page): Promise<void> {
  const chunkName = lazyPage.lazyModule.replace(/^.*\/|\.tsx?$/g, '');
  await page.route(new RegExp(`/assets/${chunkName}-[\\w-]+\\.js$`), (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: 'export default function BrokenPage() { throw new Error("The browser suite broke this page on purpose."); }',
    }),
  );
  await page.goto(lazyPage.url);
  await page.mouse.move(1, 1);
  await expect(page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeVisible();
  await drawerReady(page);
}

export const screens: readonly Screen[] = [
  ...pages.map((page) => ({ id: page.id, label: page.label, path: page.url, noticeTrigger: noticeTriggers[page.id] })),
  { id: 'error', label: 'Error screen', path: lazyPage.url, open: openErrorScreen },
];

export interface Viewport {
  width: number;
  height: number;
}

/**
 * The bar's two layouts: a phone's (the menu toggle and the drawer) and a desktop's (every item in the bar). The
 * layouts between and below (320 and 768 px) are held by the reflow, text-size and text-spacing checks
 * (behaviour.spec.ts, conformance.spec.ts): axe finds nothing there that these two widths do not show.
 */
export const phone: Viewport = { width: 390, height: 844 };
export const desktop: Viewport = { width: 1280, height: 800 };
/**
 * 400% zoom on the two commonest desktop screens: 1280×1024 and 1366×768 px at 400% leave 320×256 and 341×192 CSS
 * px (WCAG 1.4.10 reflows at 320 px wide; a notice must also fit, or scroll, in 256 or 192 px of height).
 */
export const zoom400: readonly Viewport[] = [
  { width: 320, height: 256 },
  { width: 341, height: 192 },
];
/**
 * Widths at which no word may break across two lines (a screen reader reading by line says a broken word in two
 * pieces): 400% zoom of 1280 px, a phone, the narrowest browser window the screen-reader suite reads in, a tablet,
 * a desktop.
 */
export const wordWidths: readonly number[] = [320, phone.width, 500, 768, desktop.width];
const viewports: readonly Viewport[] = [phone, desktop];

/**
 * One engine's share of a walk that Chromium takes at every size in every way (pairwise, engineIndex: the engine's
 * place in engineNames): each size once, the way turning with the size and starting one further in the next engine.
 */
export const turning = <Way extends object>(sizes: readonly Viewport[], ways: readonly Way[], engineIndex: number) =>
  sizes.map((viewport, index) => ({ viewport, ...ways[(index + engineIndex) % ways.length]! }));

const colourSchemes = ['light', 'dark'] as const;
export type ColourScheme = (typeof colourSchemes)[number];

/** Below FULL_BAR_MIN_WIDTH_REM (at the default text size) the bar collapses into the menu toggle and drawer. */
export const MOBILE_MENU_MAX_WIDTH = Math.ceil(FULL_BAR_MIN_WIDTH_REM * 16) - 1;

/**
 * The phases a visitor can meet a page in: with JavaScript off; before the app (the prerendered page and its page
 * script); while it starts (its code loaded, not yet hydrated); after it. phases.ts opens a screen in each.
 */
export const phases = ['without JavaScript', 'before the app', 'while it starts', 'after the app'] as const;
export type Phase = (typeof phases)[number];

export interface Scenario {
  screen: Screen;
  viewport: Viewport;
  scheme: ColourScheme;
  phase: Phase;
}

/** The screens a visitor can arrive at: the error screen needs the app, and a page's code to fail. */
export const arrivals = screens.filter((screen) => !screen.open);

/**
 * Every scenario the axe gate checks, in every phase a visitor can meet a page in (phases.ts opens each). After
 * the app: every screen at both layouts in both schemes. Before it, the page's CSS is the one the app hydrates;
 * what differs is the markup and which controls answer (the page's own menu, at a phone's width). Without
 * JavaScript, the dark scheme comes from a media query alone (MUI's attribute needs a script): both schemes.
 */
export const scenarios: readonly Scenario[] = [
  ...screens.flatMap((screen) =>
    viewports.flatMap((viewport) =>
      colourSchemes.map((scheme) => ({ screen, viewport, scheme, phase: 'after the app' as const })),
    ),
  ),
  ...phases
    .filter((phase) => phase !== 'after the app')
    .flatMap((phase) =>
      arrivals.flatMap((screen) =>
        (phase === 'without JavaScript' ? colourSchemes : (['light'] as const)).map((scheme) => ({
          screen,
          viewport: phone,
          scheme,
          phase,
        })),
      ),
    ),
];

/** Where a scenario is checked: its width, its scheme, and its phase, named unless it is after the app. */
export function scenarioWhere({
  viewport,
  scheme,
  phase = 'after the app',
}: {
  viewport: { width: number };
  scheme: string;
  phase?: Phase;
}): string {
  return `${viewport.width}px ${scheme}${phase === 'after the app' ? '' : `, ${phase}`}`;
}

/** A scenario's name, and its test's title. */
export function scenarioName(scenario: Parameters<typeof scenarioWhere>[0] & { screen: { id: string } }): string {
  return `${scenario.screen.id} ${scenarioWhere(scenario)}`;
}

export interface State {
  id: string;
  label: string;
  /** Why the state cannot be reached in this scenario, or null when it can. */
  unreachable: (scenario: Scenario) => string | null;
  /** Puts the page into the state and checks it got there. */
  enter: (page: Page, scenario: Scenario) => Promise<void>;
  /** Takes the page back out of the state. */
  leave: (page: Page, scenario: Scenario) => Promise<void>;
  /**
   * What of the page the state changes, where axe checks it (CSS selectors); the whole page when absent. A state
   * that adds a layer or restyles the bar leaves the rest as the top of the page showed it, checked there.
   */
  checked?: readonly string[];
  /** Rules that judge how the state's parts sit in the page (axe's `region`): run on the whole page all the same. */
  wholePage?: readonly string[];
}

const always = () => null;
const nothing = async () => {};
/** MUI's tooltips and the frosted bar (useScrollTrigger) come with the app. */
const withTheApp = ({ phase }: Scenario) =>
  phase === 'after the app' ? null : 'MUI draws it once the app runs; until then the page has no such state';
/** A notice and the Theme menu are shown by a script: without one, their buttons are hidden, not dead. */
const withAScript = ({ phase }: Scenario) =>
  phase === 'without JavaScript' ? 'a script shows it; without one, the button that would is hidden' : null;

async function scrollTo(page: Page, top: number) {
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
}

export const states: readonly State[] = [
  {
    id: 'top',
    label: 'Top of page',
    unreachable: always,
    enter: async (page) => {
      await scrollTo(page, 0);
      await expect(page.getByRole('banner')).toHaveAttribute('data-frosted', 'false');
    },
    leave: nothing,
  },
  {
    id: 'tooltip',
    label: 'Tooltip open',
    checked: ['header', '[role="tooltip"]'],
    unreachable: withTheApp,
    enter: async (page) => {
      // The colour-scheme control sits in the bar at every width.
      await controls.themeButton(page).hover();
      // The tooltip is hidden from assistive technology (the button carries its text), not from sight.
      await expect(page.getByRole('tooltip', { includeHidden: true })).toBeVisible();
    },
    leave: async (page) => {
      // The bar's top-left corner is the brand link, which has no tooltip.
      await page.mouse.move(0, 0);
      await expect(page.getByRole('tooltip', { includeHidden: true })).toHaveCount(0);
    },
  },
  {
    id: 'scrolled',
    label: 'Scrolled past 50px (frosted bar)',
    checked: ['header'],
    unreachable: withTheApp,
    enter: async (page) => {
      await scrollTo(page, 400);
      await expect(page.getByRole('banner')).toHaveAttribute('data-frosted', 'true');
    },
    leave: (page) => scrollTo(page, 0),
  },
  {
    id: 'notice',
    label: 'Notice shown',
    checked: [`#${NOTICES_ID}`, `#${NOTICES_ANNOUNCER_ID}`],
    // Every notice inside a landmark: its named region (NoticesStack.tsx).
    wholePage: ['region'],
    unreachable: (scenario) =>
      scenario.screen.noticeTrigger
        ? withAScript(scenario)
        : 'no control on this screen shows a notice (its buttons are links and e-mails)',
    enter: async (page, { screen }) => {
      await page.getByRole('main').getByRole('button', screen.noticeTrigger).first().click();
      const notice = controls.notices(page);
      await expect(notice).toBeVisible();
      // Hovering pauses the notice's 4s clock, so it stays while axe runs.
      await notice.hover();
    },
    leave: async (page) => {
      await page.getByRole('button', { name: ui.notices.dismiss }).click();
      await expect(controls.notices(page)).toHaveCount(0);
      await scrollTo(page, 0);
    },
  },
  {
    id: 'notice-zoom-400',
    label: `Notice shown at 400% zoom (${zoom400[0]!.width}×${zoom400[0]!.height}), focus moved on`,
    checked: [`#${NOTICES_ID}`, `#${NOTICES_ANNOUNCER_ID}`],
    wholePage: ['region'],
    // It sets its own viewport: checked from each screen's phone scenarios, not again from the desktop's.
    unreachable: (scenario) =>
      scenario.viewport !== phone
        ? `checked from the ${phone.width}px scenarios (the state sets its own viewport)`
        : states.find(({ id }) => id === 'notice')!.unreachable(scenario),
    enter: async (page, { screen }) => {
      await page.setViewportSize(zoom400[0]!);
      // From the keyboard: a notice with no time limit, taller than the viewport leaves it room for.
      await page.getByRole('main').getByRole('button', screen.noticeTrigger).first().focus();
      await page.keyboard.press('Enter');
      const notice = controls.notices(page);
      await expect(notice).toBeVisible();
      await page.keyboard.press('Tab');
      // Placed clear of the control focus moved to (src/controls/notices/notices.ts).
      await expect(page.locator(`#${NOTICES_ID}`)).toHaveAttribute(NOTICES_EDGE_ATTRIBUTE, /^(top|bottom)$/);
    },
    leave: async (page, scenario) => {
      // Escape, where focus is: it closes the focused control's tooltip first, if one shows (over the notice). The
      // tooltip opens a delay after focus, on the page's timer, which axe's run held back: it is let come first.
      await page.waitForTimeout(TOOLTIP_OPEN_DELAY_MS);
      await page.evaluate(() => new Promise((done) => setTimeout(done)));
      await afterNextFrames(page);
      const tooltip = page.getByRole('tooltip', { includeHidden: true });
      if (await tooltip.count()) {
        await page.keyboard.press('Escape');
        await expect(tooltip).toHaveCount(0);
      }
      await page.keyboard.press('Escape');
      await expect(controls.notices(page)).toHaveCount(0);
      await page.setViewportSize(scenario.viewport);
      await scrollTo(page, 0);
    },
  },
  {
    id: 'menu',
    label: 'Mobile menu open',
    // Without JavaScript too: the toggle's stand-in opens the page's menu as a plain popover (MenuToggle).
    unreachable: (scenario) =>
      scenario.viewport.width > MOBILE_MENU_MAX_WIDTH
        ? `at the default text size the bar shows every item from ${FULL_BAR_MIN_WIDTH_REM}rem, so there is no menu toggle`
        : null,
    enter: async (page) => {
      await controls.menuToggle(page).click();
      await expect(controls.menu(page)).toBeVisible();
      // The drawer opens under the pointer; move it off the Close button so its tooltip does not cover the title.
      await page.mouse.move(0, 0);
      await expect(page.getByRole('tooltip', { includeHidden: true })).toHaveCount(0);
      await expect(controls.menu(page).getByRole('navigation')).toBeInViewport({ ratio: 1 });
      // Settled: the page behind is inert once the drawer is in (src/controls/menu/inertPageBehind.ts); without a
      // script nothing makes it inert (the popover is not modal then).
      if (!hasScriptsOff(page)) await expect(page.locator('#root')).toHaveAttribute('inert', '');
    },
    leave: async (page) => {
      // Without a script focus stays on the toggle the pointer pressed; Escape closes the popover from there.
      if (!hasScriptsOff(page)) await menuHasFocus(page);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    },
  },
  {
    id: 'scheme-menu',
    label: 'Colour-scheme menu open',
    checked: ['header', `#${COLOR_SCHEME_POPOVER_ID}`],
    unreachable: withAScript,
    enter: async (page) => {
      await controls.themeButton(page).click();
      await expect(controls.themeMenu(page)).toBeVisible();
      await page.mouse.move(0, 0);
      await expect(page.getByRole('tooltip', { includeHidden: true })).toHaveCount(0);
    },
    leave: async (page) => {
      await page.keyboard.press('Escape');
      await expect(controls.themeMenu(page)).toBeHidden();
      // Focus goes back to the button (with its tooltip) a frame or more later on a busy machine: wait for it, or
      // the next state's start (blur, pointer away) comes first and the tooltip stays.
      await expect(controls.themeButton(page)).toBeFocused();
    },
  },
  {
    id: 'forced-colours',
    label: 'Forced colours active',
    // Forced colours change only colours, which axe cannot judge there (its color-contrast is off in this state,
    // stateRuleExceptions); the gate measures the painted contrast instead. axe checks the bar's controls.
    checked: ['header'],
    unreachable: always,
    enter: async (page) => {
      await page.emulateMedia({ forcedColors: 'active' });
      expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);
    },
    leave: (page) => page.emulateMedia({ forcedColors: 'none' }),
  },
  {
    id: 'text-200',
    label: 'Text at 200%',
    // Larger text changes the layout, which both schemes share; the dark scheme's colours are checked in its
    // other states. Once per layout and phase: in the light scheme.
    unreachable: ({ scheme }) =>
      scheme === 'light' ? null : 'checked in the light scheme: larger text changes the layout, not the colours',
    enter: async (page) => {
      await page.evaluate(() => {
        document.documentElement.style.fontSize = '200%';
      });
      await settle(page);
      // The theme sizes text in rem, so body text doubles with the root size.
      expect(await page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize))).toBeGreaterThanOrEqual(
        32,
      );
    },
    leave: (page) =>
      page.evaluate(() => {
        document.documentElement.style.fontSize = '';
      }),
  },
];

/** Loads a scenario's screen at its width and scheme, and checks the scheme really applies. */
export async function openScenario(page: Page, scenario: Omit<Scenario, 'phase'>): Promise<void> {
  await page.setViewportSize(scenario.viewport);
  // Reduced motion: each state is checked once settled, not mid-transition.
  await page.emulateMedia({ colorScheme: scenario.scheme, reducedMotion: 'reduce' });
  if (scenario.screen.open) {
    await scenario.screen.open(page);
  } else {
    await page.goto(scenario.screen.path);
    await waitForAppReady(page);
  }
  await expect(page.locator('html')).toHaveCSS('color-scheme', scenario.scheme);
}

/**
 * Waits until no transition or animation is running and two frames have painted. With the page's scripts off no
 * animation frame callback runs; nothing but the suite changes such a page, and what reads it forces its layout.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async (waitForFrames) => {
    await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
    if (waitForFrames) await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, !hasScriptsOff(page));
}

/**
 * No focus, pointer in the bar's corner, no tooltip: what each state starts from. The suite's own reset, not a
 * visitor's step: focus that a closing menu hands back a frame late (a CI run found the Theme button focused, with
 * its tooltip, after the blur) is blurred again until the page holds still without it.
 */
async function neutral(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await expect(async () => {
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur?.());
    await expect(page.getByRole('tooltip', { includeHidden: true })).toHaveCount(0, { timeout: 2_000 });
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  }).toPass();
}

/** Steps through every state the scenario can reach, calling `check` in each. */
export async function walkStates(
  page: Page,
  scenario: Scenario,
  check: (state: State) => Promise<void>,
): Promise<void> {
  for (const state of states) {
    if (state.unreachable(scenario)) continue;
    await state.enter(page, scenario);
    await settle(page);
    await check(state);
    await state.leave(page, scenario);
    await neutral(page);
  }
}
