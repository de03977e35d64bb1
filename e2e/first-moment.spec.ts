// The page a visitor first meets: before the app starts and while it starts, it keeps the promises the app keeps.
// Chromium's accessibility tree holds the whole page (axe in every phase: a11y-gate.spec.ts; every tab stop's
// ring: keyboard-walk.spec.ts); the not-found page logs its path; and each kind of control answers before the app
// is there (the page does the work), then hands over to the app without losing anything.
import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { NOTICE_DURATION_MS } from '../src/app/constants';
import { colorSchemeAttribute, colorSchemeStorageKey } from '../theme/colorScheme';
import { HYDRATED_MEASURE, HYDRATING_MARK, NOTICES_ANNOUNCER_ID, NOTICES_ID } from '../src/startup/contract';
import { ringProblem } from './keyboard';
import { installA11yProbes } from './probes';
import { arrivals, desktop, phone, settle } from './scenarios';
import { ui } from '../src/content/ui';
import { MENU_DRAWER_ID, PAGE_MENU_ID } from '../src/controls/menu/menuNames';
import {
  controls,
  drawerReady,
  hasAppStarted,
  holdAppChunk,
  hydrationCommitted,
  menuHasFocus,
  openBeforeTheApp,
  startHydratingSlowly,
  expectLandedBelowBar,
} from './support';
import { wcag } from './wcag';
import { home } from '../src/content/home';

/** Headings, landmarks and links, by role and name, as Chromium's accessibility tree holds them. */
async function accessibilityTree(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: { ignored: boolean; role?: { value: string }; name?: { value: string } }[];
  };
  await cdp.detach();
  const wanted = new Set(['heading', 'link', 'banner', 'main', 'contentinfo', 'navigation', 'region', 'complementary']);
  return nodes
    .filter((node) => !node.ignored && wanted.has(node.role?.value ?? ''))
    .map((node) => `${node.role!.value}: ${(node.name?.value ?? '').replace(/[\u200b-\u200d\ufeff]/g, '').trim()}`)
    .sort();
}

/** The same, read from the DOM: every rendered heading and link, every landmark with its name. */
function pageOutline(page: Page) {
  return page.evaluate(() => {
    const shown = (element: Element) =>
      element.checkVisibility({ visibilityProperty: true }) && !element.closest('[aria-hidden="true"], [inert]');
    // Zero-width characters are no part of what a visitor reads or hears; names are compared without them.
    const name = (element: Element) => {
      const label = element.getAttribute('aria-label');
      if (label) return label;
      const ids = element.getAttribute('aria-labelledby');
      if (ids)
        return ids
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ');
      return (element as HTMLElement).innerText
        .replace(/[\u200b-\u200d\ufeff]/g, '')
        .replace(/\s+/g, ' ')
        .trim();
    };
    return [
      ...[...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].filter(shown).map((h) => `heading: ${name(h)}`),
      ...[...document.querySelectorAll('a[href]')].filter(shown).map((a) => `link: ${name(a)}`),
    ].sort();
  });
}

test.describe('before the app starts', () => {
  for (const screen of arrivals) {
    // At a desktop's width, where the bar shows every link and its tooltips are the app's.
    for (const viewport of [desktop]) {
      test(
        `${screen.path} at ${viewport.width}px: the accessibility tree holds every heading and link from the first paint, the same after the app starts`,
        wcag('1.3.1', '4.1.2'),
        async ({ page }) => {
          await page.setViewportSize(viewport);
          await page.goto(screen.path);
          await page.waitForLoadState('networkidle');
          const atLoad = await accessibilityTree(page);
          expect(await hasAppStarted(page)).toBe(false);
          const outline = await pageOutline(page);
          expect(outline.length).toBeGreaterThan(5);
          // Every heading and link the page shows is in the tree (the tree also holds the landmarks).
          const inTree = new Set(atLoad);
          expect(outline.filter((entry) => !inTree.has(entry))).toEqual([]);
          expect(atLoad.filter((entry) => entry.startsWith('heading:')).length).toBe(
            outline.filter((entry) => entry.startsWith('heading:')).length,
          );
          await page.mouse.move(1, 1);
          await hydrationCommitted(page);
          expect(await accessibilityTree(page)).toEqual(atLoad);
        },
      );
    }
  }

  test(
    'the skip link is the first tab stop and moves focus into main, before the app',
    wcag('2.4.1', '2.4.3'),
    async ({ page }) => {
      const release = await openBeforeTheApp(page, '/', desktop);
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: ui.skipLink });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/#main$/);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
      expect(await hasAppStarted(page)).toBe(false);
      release();
    },
  );

  test('the not-found page logs the requested path as it loads, with no interaction, and says there is no page', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/no/such-page');
    await expect.poll(() => errors).toContain('404: no page at "/no/such-page"');
    // The page says so too, without the path it cannot know yet (the address bar shows it).
    const sentence = page.getByRole('main').getByText(/^There is no page at /);
    await expect(sentence).toHaveText('There is no page at this address.');
    expect(await hasAppStarted(page)).toBe(false);
    // The app, once started, names the path and does not log the same visit again.
    await page.mouse.move(1, 1);
    await hydrationCommitted(page);
    await expect(sentence).toHaveText('There is no page at /no/such-page.');
    expect(errors.filter((text) => text.includes('no page at'))).toHaveLength(1);
  });
});

test.describe('while the app starts', () => {
  test(
    'a control focused by keyboard before the app keeps its ring through hydration',
    wcag('2.4.7'),
    async ({ page }) => {
      const release = await openBeforeTheApp(page, '/', desktop);
      await installA11yProbes(page);
      const learnMore = page.getByRole('button', { name: home.hero.learnLabel });
      for (let presses = 0; presses < 30 && !(await learnMore.evaluate((b) => b === document.activeElement)); presses++)
        await page.keyboard.press('Tab');
      await expect(learnMore).toBeFocused();
      expect(ringProblem(await page.evaluate(() => window.__a11yProbes!.focusStop()))).toEqual([]);
      release();
      await hydrationCommitted(page);
      await expect(learnMore).toBeFocused();
      expect(ringProblem(await page.evaluate(() => window.__a11yProbes!.focusStop()))).toEqual([]);
    },
  );
});

test.describe('each kind of control answers before the app, and the app takes over', () => {
  test(
    'the menu toggle opens the menu; Escape closes it with focus back; an item closes it and lands 80px above its section',
    wcag('2.1.1', '2.4.3'),
    async ({ page }) => {
      const release = await openBeforeTheApp(page, '/', phone);
      const toggle = controls.menuToggleElement(page);
      await toggle.click();
      const menu = controls.menu(page);
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('button', { name: ui.menu.close })).toBeFocused();
      await expect(menu.getByRole('link', { name: 'Team' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(toggle).toBeFocused();

      await toggle.click();
      await menu.getByRole('link', { name: 'Team' }).click();
      await expect(menu).toBeHidden();
      await expect(page).toHaveURL(/\/#team$/);
      await expectLandedBelowBar(page, 'team');
      expect(await hasAppStarted(page)).toBe(false);
      release();
    },
  );

  test('the menu opened while the app starts stays open through hydration; the next press opens the drawer', async ({
    page,
  }) => {
    const release = await openBeforeTheApp(page, '/', phone);
    const toggle = controls.menuToggleElement(page);
    await toggle.click();
    const pageMenu = page.locator(`#${PAGE_MENU_ID}:popover-open`);
    await expect(pageMenu).toBeVisible();
    release();
    await hydrationCommitted(page);
    await expect(pageMenu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(pageMenu).toHaveCount(0);
    await drawerReady(page);
    await toggle.click();
    // Once the app runs and the drawer is mounted, the drawer is the menu (MUI's Drawer); the page's stays closed.
    await expect(page.locator(`#${MENU_DRAWER_ID}`)).toBeVisible();
    await expect(pageMenu).toHaveCount(0);
    await menuHasFocus(page);
    await page.keyboard.press('Escape');
    await expect(toggle).toBeFocused();
  });

  test('a menu press once the app has hydrated, before the drawer is mounted, opens the dialog at once; the next one the drawer', async ({
    page,
  }) => {
    const release = await openBeforeTheApp(page, '/', phone);
    // The drawer's code held back: the window between hydration and the drawer's mount, kept open.
    const releaseDrawer = await holdAppChunk(page, /\/assets\/MenuDrawer-[\w-]+\.js$/);
    await page.mouse.move(200, 600);
    release();
    await hydrationCommitted(page);
    const toggle = controls.menuToggleElement(page);
    const pageMenu = page.locator(`#${PAGE_MENU_ID}:popover-open`);
    await toggle.click();
    await expect(pageMenu).toBeVisible();
    await menuHasFocus(page);
    await page.keyboard.press('Escape');
    await expect(pageMenu).toHaveCount(0);
    await expect(toggle).toBeFocused();
    releaseDrawer();
    await drawerReady(page);
    await page.keyboard.press('Enter');
    await expect(page.locator(`#${MENU_DRAWER_ID}`)).toBeVisible();
    await expect(pageMenu).toHaveCount(0);
    await menuHasFocus(page);
  });

  test(
    'an item chosen from the menu opened while the app started lands its section, and Tab goes on from there',
    wcag('2.4.3'),
    async ({ page }) => {
      const release = await openBeforeTheApp(page, '/', phone);
      await controls.menuToggle(page).click();
      const menu = controls.menu(page);
      await expect(menu).toBeVisible();
      release();
      await hydrationCommitted(page);
      await menu.getByRole('link', { name: 'Mission' }).click();
      await expect(menu).toBeHidden();
      await expect(page).toHaveURL(/\/#mission$/);
      await expectLandedBelowBar(page, 'mission');
      // Mission holds no control: the next Tab goes to the first one after its start, not back to the bar.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('#mission ~ *, #mission'))).toBe(true);
    },
  );

  test(
    'the colour-scheme control opens its menu; a choice applies at once, is remembered, and the app keeps it',
    wcag('2.1.1', '4.1.2'),
    async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'light' });
      const release = await openBeforeTheApp(page, '/', phone);
      const button = controls.themeButton(page);
      await button.click();
      const menu = controls.themeMenu(page);
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('radio', { name: 'System' })).toBeChecked();
      await expect(menu.getByRole('radio', { name: 'System' })).toBeFocused();
      await menu.getByRole('radio', { name: 'Dark' }).click();
      await expect(menu).toBeHidden();
      await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
      await expect(page.locator('html')).toHaveCSS('color-scheme', 'dark');
      expect(await hasAppStarted(page)).toBe(false);
      release();
      await hydrationCommitted(page);
      await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
      // The keyboard path once the app runs: open, arrow to Light, Enter.
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(menu.getByRole('radio', { name: 'Dark' })).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('Enter');
      await expect(menu).toBeHidden();
      await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'light');
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'light');
    },
  );

  test('Tab out of the open colour-scheme menu closes it, so it covers nothing focus moves on to', async ({ page }) => {
    const release = await openBeforeTheApp(page, '/', phone);
    const button = controls.themeButton(page);
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = controls.themeMenu(page);
    await expect(menu.getByRole('radio', { checked: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu).toBeHidden();
    await expect(button).not.toBeFocused();
    // Back again, and open: Shift+Tab out of it closes it too, focus back on the button.
    await button.focus();
    await page.keyboard.press('Enter');
    // Focus moves to the checked choice as the menu opens (its toggle event, a task later).
    await expect(menu.getByRole('radio', { checked: true })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    release();
  });

  test(
    'a notice button shows its notice and says it once; the notice outlives the hand-over and Dismiss returns focus',
    wcag('4.1.3', '2.4.3'),
    async ({ page }) => {
      const release = await openBeforeTheApp(page, '/', phone);
      const trigger = page.getByRole('button', { name: home.hero.learnLabel });
      await trigger.click();
      const notices = page.locator(`#${NOTICES_ID}`);
      await expect(notices).toContainText('CogniGuard overview');
      await expect(page.locator(`#${NOTICES_ANNOUNCER_ID}`)).toHaveText(/CogniGuard overview/);
      await notices.hover(); // holds it while the app starts
      release();
      await hydrationCommitted(page);
      await expect(notices).toContainText('CogniGuard overview');
      await notices.getByRole('button', { name: ui.notices.dismiss }).click();
      await expect(notices.locator('> *')).toHaveCount(0);
      await expect(page.locator(`#${NOTICES_ANNOUNCER_ID}`)).toBeEmpty();
      await expect(trigger).toBeFocused();
    },
  );

  test(
    'a notice never covers the focused control: its button near the bottom of a phone in any frame, each Tab stop after it, the last link of the page',
    wcag('2.4.11', '2.4.12'),
    async ({ page }) => {
      // Without reduced motion asked for: no painted frame may show the control covered.
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      const release = await openBeforeTheApp(page, '/', phone);
      // The area of the focused control under the notices (NaN while none shows), now and after every frame
      // from the press on, once the frame has painted.
      await page.evaluate((stackId) => {
        const probe = window as unknown as { coveredNow: () => number; coveredInFrames: number[] };
        probe.coveredNow = () => {
          const notices = document.getElementById(stackId)!;
          if (!notices.childElementCount) return NaN;
          const focused = document.activeElement!.getBoundingClientRect();
          const stack = notices.getBoundingClientRect();
          const width = Math.min(focused.right, stack.right) - Math.max(focused.left, stack.left);
          const height = Math.min(focused.bottom, stack.bottom) - Math.max(focused.top, stack.top);
          return width > 0 && height > 0 ? Math.round(width * height) : 0;
        };
        probe.coveredInFrames = [];
        const afterPaint = () => {
          const covered = probe.coveredNow();
          if (!Number.isNaN(covered)) probe.coveredInFrames.push(covered);
        };
        const frame = () => {
          const channel = new MessageChannel();
          channel.port1.onmessage = afterPaint;
          channel.port2.postMessage(0);
          if (probe.coveredInFrames.length < 20) requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }, NOTICES_ID);
      const coveredPart = () => page.evaluate(() => (window as unknown as { coveredNow: () => number }).coveredNow());
      const coveredInFrames = () =>
        page.evaluate(() => (window as unknown as { coveredInFrames: number[] }).coveredInFrames);

      // The first team member's profile button, focused (no pointer: its ring shows) at the screen's bottom edge.
      const trigger = page.getByRole('button', { name: / on LinkedIn$/ }).first();
      await trigger.focus();
      await page.evaluate(() => {
        const box = document.activeElement!.getBoundingClientRect();
        window.scrollBy({ top: box.bottom - innerHeight + 4, behavior: 'instant' });
      });
      await page.keyboard.press('Enter');
      const notice = controls.notices(page);
      await expect(notice).toHaveCount(1);
      await expect(trigger).toBeFocused();
      await expect.poll(async () => (await coveredInFrames()).length).toBeGreaterThanOrEqual(20);
      // Read once: a frame still in flight may add to the record between two reads.
      const frames = await coveredInFrames();
      expect(frames, 'the button that raised it, frame by frame').toEqual(Array(frames.length).fill(0));

      await notice.hover(); // holds it while focus moves on
      for (let stop = 1; stop <= 6; stop++) {
        await page.keyboard.press('Tab');
        await expect.poll(coveredPart, `Tab stop ${stop} after it`).toBe(0);
      }
      // The page's last control, at its very end, at desktop width (where the notices sit bottom right, over
      // the footer's last links): the page has room below to scroll it above the notice.
      await page.setViewportSize(desktop);
      await notice.hover(); // where it is now
      const footerLinks = page.getByRole('contentinfo').getByRole('link');
      await footerLinks.nth(-2).focus();
      await page.keyboard.press('Tab');
      await expect(footerLinks.last()).toBeFocused();
      await expect(notice).toHaveCount(1);
      await expect.poll(coveredPart, 'the last link of the page').toBe(0);
      release();
    },
  );

  test(
    'a notice raised from the keyboard stays until dismissed, even once focus moves on; Escape on its button dismisses it (WCAG 2.2.1)',
    wcag('2.2.1'),
    async ({ page }) => {
      await page.setViewportSize(desktop);
      await page.goto('/');
      const trigger = page.getByRole('button', { name: home.hero.learnLabel });
      for (let presses = 0; presses < 30 && !(await trigger.evaluate((b) => b === document.activeElement)); presses++)
        await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      const notice = controls.notices(page);
      await expect(notice).toHaveCount(1);
      // Past its 4 s, with the visitor gone on through the page (its buttons are 30 Tab stops away): still there.
      await page.keyboard.press('Tab');
      await page.waitForTimeout(NOTICE_DURATION_MS + 1000);
      await expect(notice).toHaveCount(1);
      await page.keyboard.press('Shift+Tab');
      await expect(trigger).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(notice).toHaveCount(0);
      await expect(trigger).toBeFocused();
    },
  );

  test('a colour scheme chosen while the app hydrates applies at once, and the app keeps it', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
    const release = await openBeforeTheApp(page, '/', phone);
    // Where the button and the Dark choice are: measured with the menu opened and closed again before the app, so
    // that the presses made while it hydrates are raw ones, back to back (anything that asks the page first waits
    // behind hydration, 40 times slowed, and the choice would come after it).
    const button = controls.themeButton(page);
    const dark = controls.themeMenu(page).getByRole('radio', { name: ui.colorScheme.choices.dark });
    await button.click();
    const [buttonBox, darkBox] = [(await button.boundingBox())!, (await dark.boundingBox())!];
    await page.keyboard.press('Escape');
    await expect(controls.themeMenu(page)).toBeHidden();
    // What the page does from here on, seen in the page as it happens: when the app has read the stored choice
    // (MUI reads it as hydration renders), whether the app had hydrated when the choice was made, the scheme in
    // force right after it (at once: in the same task), and every scheme the page takes later (once chosen, it
    // must never flash back, even for a frame).
    await page.evaluate(
      ({ attribute, measure, storageKey, hydratingMark }) => {
        const seen: {
          appReadChoice?: boolean;
          hydratedAtChoice?: boolean;
          schemeAtChoice?: string | null;
          schemes: string[];
        } = { schemes: [] };
        (window as unknown as { __seen: typeof seen }).__seen = seen;
        const { getItem } = Storage.prototype as { getItem: (this: Storage, key: string) => string | null };
        Storage.prototype.getItem = function (this: Storage, key: string) {
          if (key === storageKey && performance.getEntriesByName(hydratingMark).length) seen.appReadChoice = true;
          return getItem.call(this, key);
        };
        new MutationObserver(() => seen.schemes.push(document.documentElement.getAttribute(attribute) ?? '')).observe(
          document.documentElement,
          { attributeFilter: [attribute] },
        );
        // After the page script's own listener, which applies the choice (it was added first).
        document.addEventListener(
          'change',
          () => {
            seen.hydratedAtChoice ??= performance.getEntriesByName(measure).length > 0;
            seen.schemeAtChoice ??= document.documentElement.getAttribute(attribute);
          },
          true,
        );
      },
      {
        attribute: colorSchemeAttribute,
        measure: HYDRATED_MEASURE,
        storageKey: colorSchemeStorageKey,
        hydratingMark: HYDRATING_MARK,
      },
    );
    const finishHydration = await startHydratingSlowly(page, release);
    // The hardest moment: the app has read the choice in storage (the old one) and not yet committed.
    await page.waitForFunction(
      () => (window as unknown as { __seen: { appReadChoice?: boolean } }).__seen.appReadChoice,
      undefined,
      { polling: 'raf' },
    );
    // Each raw press resolves once the page has handled it.
    await page.mouse.click(buttonBox.x + buttonBox.width / 2, buttonBox.y + buttonBox.height / 2);
    await page.mouse.click(darkBox.x + darkBox.width / 2, darkBox.y + darkBox.height / 2);
    await finishHydration();
    await settle(page);
    await expect(page.locator('html')).toHaveCSS('color-scheme', 'dark');
    const seen = (await page.evaluate(() => (window as unknown as { __seen: object }).__seen)) as {
      schemes: string[];
    };
    expect(seen, 'chosen while the app hydrated, and applied at once').toMatchObject({
      hydratedAtChoice: false,
      schemeAtChoice: 'dark',
    });
    expect(
      seen.schemes.filter((scheme) => scheme !== 'dark'),
      'then only the scheme chosen',
    ).toEqual([]);
  });

  test('a link to another page navigates before the app', async ({ page }) => {
    const release = await openBeforeTheApp(page, '/', desktop);
    await controls.mainNavigation(page).getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Insights & Research');
    release();
  });
});
