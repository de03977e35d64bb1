// What axe cannot see: keyboard paths, focus, landmarks, motion, reflow and text spacing (targets: conformance.spec.ts).
// Each test names the WCAG success criteria it holds (annotation "wcag"); the report lists them by name.
import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { ringProblem } from './keyboard';
import { installA11yProbes } from './probes';
import {
  desktop,
  openScenario,
  phone,
  screens,
  wordWidths,
  settle,
  type ColourScheme,
  type Screen,
  type Viewport,
} from './scenarios';
import { NOTICES_ANNOUNCER_ID, NOTICES_ID } from '../src/startup/contract';
import { controls, expectLandedBelowBar, menuHasFocus, openBeforeTheApp, waitForAppReady } from './support';
import { INERT_AFTER_MS } from '../src/controls/menu/inertPageBehind';
import { colorSchemeButtonName, ui } from '../src/content/ui';
import { site } from '../src/content/site';
import { wcag } from './wcag';
import { textSpacingCss } from '@foundation/page-measures';
import { home } from '../src/content/home';

const narrowest: Viewport = { width: 320, height: 640 };
const screen = (id: string) => screens.find((candidate) => candidate.id === id)!;

async function open(page: Page, target: Screen, viewport = desktop, scheme: ColourScheme = 'light') {
  await openScenario(page, { screen: target, viewport, scheme });
  await installA11yProbes(page);
}

async function hasHorizontalScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test.describe('skip link', () => {
  for (const target of screens) {
    test(`is the first tab stop and moves focus into main (${target.id})`, wcag('2.4.1', '2.4.3'), async ({ page }) => {
      await open(page, target);
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: ui.skipLink });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport({ ratio: 1 });
      await page.keyboard.press('Enter');
      // main is a plain target, not a focus stop (a focusable region is "clickable" to a screen reader): the
      // browser moves its sequential focus starting point there, so the next Tab lands inside it.
      await expect(page).toHaveURL(/#main$/);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
    });
  }
});

test.describe('landmarks and headings', () => {
  const banner = `
- banner:
  - /children: equal
  - link "${site.name}"
  - navigation "${ui.landmarks.mainNavigation}"
  - link "Partner With Us (opens your e-mail app)"
  - link "Join Us"
  - 'button "${colorSchemeButtonName('system')}"'`;
  const footer = `
- contentinfo:
  - /children: equal
  - heading "Get Involved" [level=2]
  - paragraph
  - list
  - navigation "${ui.landmarks.footerNavigation}"
  - separator
  - paragraph:
    - text: Email
    - link "${site.email}"
    - link "${site.phone.display}"
  - list "${ui.landmarks.legal}"
  - button "${ui.notices.keepEverywhere}" [pressed=false]
  - paragraph: /© 2024/`;
  const mains: Record<string, string> = {
    home: `
- main:
  - /children: equal
  - region "Keep your mind your own in the age of artificial intelligence":
    - heading "Keep your mind your own in the age of artificial intelligence" [level=1]
  - region "Our Mission":
    - heading "Our Mission" [level=2]
  - region "Research Focus":
    - heading "Research Focus" [level=2]
  - region "Cognitive Impact Matrix":
    - heading "Cognitive Impact Matrix" [level=2]
  - region "Latest Research":
    - heading "Latest Research" [level=2]
  - region "Our Team":
    - heading "Our Team" [level=2]
  - region "Advisory Board":
    - heading "Advisory Board" [level=2]`,
    blog: `
- main:
  - /children: equal
  - link "Back to home"
  - heading "Insights & Research" [level=1]
  - paragraph
  - article "The Cognitive Sovereignty Manifesto":
    - heading "The Cognitive Sovereignty Manifesto" [level=2]
  - region "Recent Articles":
    - heading "Recent Articles" [level=2]
  - region "Words we use":
    - heading "Words we use" [level=2]`,
    // The statement's parts are headings (GOV.UK's model), not regions: its h1 and h2s, in order.
    accessibility: `
- main:
  - heading "Accessibility statement" [level=1]
  - heading "How accessible this website is" [level=2]
  - heading "Feedback and contact information" [level=2]
  - heading "Enforcement procedure" [level=2]
  - heading "Technical information about this website’s accessibility" [level=2]
  - heading "Non-accessible content" [level=2]
  - heading "Beyond level AA" [level=2]
  - heading "What we’re doing to improve accessibility" [level=2]
  - heading "How we tested this website" [level=2]
  - heading "Conformance by criterion" [level=2]
  - heading "Preparation of this statement" [level=2]`,
    'not-found': `
- main:
  - /children: equal
  - text: "404"
  - heading "Oops! Page not found" [level=1]
  - paragraph
  - paragraph
  - link "Back to the home page"`,
    error: `
- main:
  - /children: equal
  - heading "Unexpected Application Error!" [level=1]
  - paragraph
  - link "Go to the home page"`,
  };

  for (const target of screens) {
    test(
      `header, nav, main and footer, named where several; one h1; no skipped level (${target.id})`,
      wcag('1.3.1', '2.4.1', '2.4.6'),
      async ({ page }) => {
        await open(page, target);
        await expect(page.locator('body')).toMatchAriaSnapshot(`
- /children: equal
- link "${ui.skipLink}"${banner}${mains[target.id]}${footer}`);
        const levels = await page.evaluate(() =>
          Array.from(document.querySelectorAll('h1, h2, h3, h4, h5, h6'))
            .filter((heading) => heading.checkVisibility() && !heading.closest('[aria-hidden="true"]'))
            .map((heading) => Number(heading.tagName.slice(1))),
        );
        expect(levels.filter((level) => level === 1)).toHaveLength(1);
        expect(levels[0]).toBe(1);
        const skips = levels.flatMap((level, index) =>
          index > 0 && level > levels[index - 1]! + 1 ? [`h${levels[index - 1]} → h${level}`] : [],
        );
        expect(skips).toEqual([]);
      },
    );
  }

  test(
    'where the items do not fit, the bar holds the brand, the theme control and the menu toggle',
    wcag('1.3.1', '2.4.1'),
    async ({ page }) => {
      await open(page, screen('home'), phone);
      await expect(page.getByRole('banner')).toMatchAriaSnapshot(`
- banner:
  - /children: equal
  - link "${site.name}"
  - 'button "${colorSchemeButtonName('system')}"'
  - button "${ui.menu.toggle}"`);
      await controls.menuToggle(page).click();
      await expect(controls.menu(page)).toMatchAriaSnapshot(`
- dialog "${ui.menu.title}":
  - /children: equal
  - paragraph: ${ui.menu.title}
  - button "${ui.menu.close}"
  - separator
  - navigation "${ui.landmarks.mainNavigation}"
  - separator
  - link "Partner With Us (opens your e-mail app)"
  - link "Join Us"`);
    },
  );
});

test.describe('mobile menu', () => {
  for (const scheme of ['light', 'dark'] as const) {
    test(
      `traps focus while open, with a visible ring on each item; Escape closes it and focus returns to the toggle (${scheme})`,
      wcag('2.1.1', '2.1.2', '2.4.3', '2.4.7'),
      async ({ page }) => {
        await open(page, screen('home'), phone, scheme);
        // While the menu is open the rest of the page is hidden from the accessibility tree, so find the toggle by CSS.
        const toggle = controls.menuToggleElement(page);
        await toggle.focus();
        await page.keyboard.press('Enter');
        const menu = controls.menu(page);
        await expect(menu).toBeVisible();
        const stopsInMenu = await menu.locator('a[href], button').count();
        const weakRings: string[] = [];
        for (const key of ['Tab', 'Shift+Tab']) {
          for (let step = 0; step < stopsInMenu + 2; step++) {
            await page.keyboard.press(key);
            expect(
              await menu.evaluate((dialog) => dialog.contains(document.activeElement)),
              `${key} ×${step + 1}`,
            ).toBe(true);
            weakRings.push(...ringProblem(await page.evaluate(() => window.__a11yProbes!.focusStop())));
          }
        }
        expect(weakRings).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(menu).toHaveCount(0);
        await expect(toggle).toBeFocused();
      },
    );
  }
});

test.describe('behind either menu', () => {
  test('the page leaves the accessibility tree after the same delay, and the notices beside it stay', async ({
    page,
  }) => {
    const release = await openBeforeTheApp(page, '/', phone);
    // Out: inert, or hidden from assistive technology, itself or by an ancestor.
    const inTree = () =>
      page.evaluate(
        (ids) =>
          ids.map(
            (id) => `${id}: ${document.getElementById(id)?.closest('[inert], [aria-hidden="true"]') ? 'out' : 'in'}`,
          ),
        ['root', NOTICES_ID, NOTICES_ANNOUNCER_ID],
      );
    for (const menu of ["the page's menu", 'the drawer']) {
      if (menu === 'the drawer') {
        release();
        await waitForAppReady(page);
      }
      const toggle = controls.menuToggleElement(page);
      await toggle.click();
      await expect(controls.menu(page), menu).toBeVisible();
      await expect
        .poll(inTree, { message: menu, timeout: INERT_AFTER_MS + 15_000 })
        .toEqual(['root: out', `${NOTICES_ID}: in`, `${NOTICES_ANNOUNCER_ID}: in`]);
      await page.keyboard.press('Escape');
      await expect(toggle, menu).toBeFocused();
      expect(await inTree(), menu).toEqual(['root: in', `${NOTICES_ID}: in`, `${NOTICES_ANNOUNCER_ID}: in`]);
    }
  });
});

test.describe('notices', () => {
  for (const scheme of ['light', 'dark'] as const) {
    test(
      `a notice is announced politely and its Dismiss button shows a ring at 3:1 on the notice (${scheme})`,
      wcag('4.1.3', '2.4.7', '1.4.11'),
      async ({ page }) => {
        await open(page, screen('home'), desktop, scheme);
        const trigger = page.getByRole('button', { name: home.hero.learnLabel });
        await trigger.focus();
        await page.keyboard.press('Enter');
        const region = page.locator(`#${NOTICES_ANNOUNCER_ID}`);
        await expect(region).toHaveAttribute('aria-live', 'polite');
        await expect(region).toContainText('CogniGuard overview');
        // Announced without taking focus away from the button.
        await expect(trigger).toBeFocused();
        await page.getByRole('button', { name: ui.notices.dismiss }).focus();
        await page.keyboard.press('Shift+Tab');
        await page.keyboard.press('Tab');
        await expect(page.getByRole('button', { name: ui.notices.dismiss })).toBeFocused();
        expect(ringProblem(await page.evaluate(() => window.__a11yProbes!.focusStop()))).toEqual([]);
      },
    );
  }
});

test.describe('tooltips', () => {
  test(
    'Escape dismisses a tooltip without moving focus; a hovered tooltip stays while the pointer is on it',
    wcag('1.4.13'),
    async ({ page }) => {
      await open(page, screen('home'));
      const comingSoon = page.getByRole('button', { name: 'Coming Soon' });
      for (
        let step = 0;
        step < 40 && !(await comingSoon.evaluate((button) => button === document.activeElement));
        step++
      ) {
        await page.keyboard.press('Tab');
      }
      await expect(comingSoon).toBeFocused();
      const tooltip = page.getByRole('tooltip', { includeHidden: true });
      await expect(tooltip).toBeVisible();
      // Persistent: still there well after it opened.
      await page.waitForTimeout(1500);
      await expect(tooltip).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(tooltip).toHaveCount(0);
      await expect(comingSoon).toBeFocused();

      // Hoverable: the pointer can move from the trigger onto the tooltip.
      await page.evaluate(() => (document.activeElement as HTMLElement).blur());
      // Where the tooltip is in the first frame that paints it: beside its trigger, not a frame at the corner.
      const firstFrame = page.evaluate(
        () =>
          new Promise<{ top: number; left: number; right: number }>((resolve) => {
            const observer = new MutationObserver(() => {
              const tip = document.querySelector<HTMLElement>('[role="tooltip"] .MuiTooltip-tooltip');
              if (!tip) return;
              observer.disconnect();
              requestAnimationFrame(() => {
                const { top, left, right } = tip.getBoundingClientRect();
                resolve({ top, left, right });
              });
            });
            observer.observe(document.body, { childList: true, subtree: true });
          }),
      );
      const theme = controls.themeButton(page);
      await theme.hover();
      await expect(tooltip).toBeVisible();
      const trigger = (await theme.boundingBox())!;
      const painted = await firstFrame;
      expect(painted.top).toBeGreaterThanOrEqual(trigger.y + trigger.height);
      expect(painted.left).toBeLessThan(trigger.x + trigger.width);
      expect(painted.right).toBeGreaterThan(trigger.x);
      const box = (await tooltip.locator('.MuiTooltip-tooltip').boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 5 });
      await page.waitForTimeout(500);
      await expect(tooltip).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(tooltip).toHaveCount(0);
    },
  );
});

test.describe('tooltips by touch', () => {
  test.use({ hasTouch: true });

  test(
    "a long press shows a control's tooltip, which goes once released; a tap restyles nothing before its click",
    wcag('1.4.13'),
    async ({ page }) => {
      await open(page, screen('home'), phone);
      const cdp = await page.context().newCDPSession(page);
      const comingSoon = page.getByRole('button', { name: 'Coming Soon' });
      await comingSoon.scrollIntoViewIfNeeded();
      const box = (await comingSoon.boundingBox())!;
      const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
      const tooltip = page.getByRole('tooltip', { includeHidden: true });
      await expect(tooltip).toHaveText(/research programme/);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await expect(tooltip).toHaveCount(0);

      // MUI's own touch handling set user-select on <body> at every touch and restored it at release: two
      // restyles of the whole page, about 150 ms of a slow phone's time between the tap and its answer.
      await page.evaluate(() => {
        const changes: string[] = [];
        new MutationObserver((records) => changes.push(...records.map(() => document.body.style.cssText))).observe(
          document.body,
          { attributeFilter: ['style'] },
        );
        addEventListener('click', () => ((window as { bodyRestyles?: string[] }).bodyRestyles = [...changes]), {
          capture: true,
          once: true,
        });
      });
      await controls.menuToggleElement(page).tap();
      await expect(controls.menu(page)).toBeVisible();
      expect(await page.evaluate(() => (window as { bodyRestyles?: string[] }).bodyRestyles)).toEqual([]);
    },
  );
});

test.describe('links', () => {
  test('a page link loads the page, titled, with focus at its top', wcag('2.4.2', '2.4.3'), async ({ page }) => {
    await open(page, screen('home'));
    await controls.mainNavigation(page).getByRole('link', { name: 'Blog' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page).toHaveTitle(/^Insights & Research \| /);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: ui.skipLink })).toBeFocused();
  });
});

/** Records the duration of every transition and animation that starts from now on. */
async function recordMotion(page: Page) {
  await page.evaluate(() => {
    const seconds = (list: string) => Math.max(...list.split(',').map((value) => parseFloat(value) || 0));
    const started: { what: string; ms: number }[] = [];
    (window as unknown as { __motion: typeof started }).__motion = started;
    document.addEventListener(
      'transitionrun',
      (event) => {
        const style = getComputedStyle(event.target as Element);
        const ms = (seconds(style.transitionDuration) + seconds(style.transitionDelay)) * 1000;
        started.push({ what: `transition of ${event.propertyName} on ${(event.target as Element).className}`, ms });
      },
      true,
    );
    document.addEventListener(
      'animationstart',
      (event) => {
        const style = getComputedStyle(event.target as Element);
        const ms = (seconds(style.animationDuration) + seconds(style.animationDelay)) * 1000;
        started.push({ what: `animation ${event.animationName}`, ms });
      },
      true,
    );
  });
  return () => page.evaluate(() => (window as unknown as { __motion: { what: string; ms: number }[] }).__motion);
}

test.describe('reduced motion', () => {
  for (const reducedMotion of ['reduce', 'no-preference'] as const) {
    const expectation =
      reducedMotion === 'reduce' ? 'no smooth scrolling and no animation' : 'the site glides and fades';
    test(`under ${reducedMotion}: ${expectation}`, wcag('2.3.3'), async ({ page }) => {
      await open(page, screen('home'), phone);
      await page.emulateMedia({ reducedMotion });
      const motion = await recordMotion(page);
      await page.evaluate(() => window.scrollTo({ top: 400, behavior: 'instant' }));
      await expect(page.getByRole('banner')).toHaveAttribute('data-frosted', 'true');
      await controls.menuToggle(page).click();
      await expect(controls.menu(page)).toBeVisible();
      await menuHasFocus(page);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await page.getByRole('button', { name: home.hero.learnLabel }).click();
      await expect(controls.notices(page)).toBeVisible();
      await settle(page);
      const moving = (await motion()).filter((entry) => entry.ms > 1);
      if (reducedMotion === 'reduce') expect(moving).toEqual([]);
      else expect(moving.length).toBeGreaterThan(0);

      // A same-page anchor: the page jumps straight to the section, or glides through positions in between.
      await page.setViewportSize(desktop);
      // Back at the top, and that scroll's own event fired (at the next frame) before the recording begins.
      await page.evaluate(() => {
        window.scrollTo({ top: 0, behavior: 'instant' });
        return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      });
      // Positions the page passes through on its way, from here on (a glide's, between where it was and the last).
      const positionsBetween = await (async () => {
        await page.evaluate(() => {
          const positions: number[] = [];
          (window as unknown as { __positions: number[] }).__positions = positions;
          window.addEventListener('scroll', () => positions.push(window.scrollY), { passive: true });
        });
        return async () => {
          const positions = await page.evaluate(() =>
            (window as unknown as { __positions: number[] }).__positions.splice(0),
          );
          const final = positions.at(-1)!;
          return positions.filter((position) => Math.abs(position - final) > 1);
        };
      })();
      await controls.mainNavigation(page).getByRole('link', { name: 'Team' }).click();
      await expectLandedBelowBar(page, 'team');
      if (reducedMotion === 'reduce') expect(await positionsBetween()).toEqual([]);
      else expect((await positionsBetween()).length).toBeGreaterThan(0);
      // Any other scroll is instant, whatever the motion setting: a screen reader's, moving its reading down the
      // page line by line, stands for them here (Orca asked for a line while the page still glided and heard two).
      await expect
        .poll(() => page.locator('html').evaluate((html) => getComputedStyle(html).scrollBehavior))
        .toBe('auto');
      await page.locator('#mission').evaluate((section) => section.scrollIntoView());
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await positionsBetween(), 'a scroll not asked for by a landing: no positions between').toEqual([]);
    });
  }
});

test.describe('reflow, text size, text spacing and target size', () => {
  for (const target of screens) {
    test(`no horizontal scrolling at 320px, menu open too (${target.id})`, wcag('1.4.10'), async ({ page }) => {
      await open(page, target, narrowest);
      expect(await hasHorizontalScroll(page)).toBeLessThanOrEqual(0);
      await controls.menuToggle(page).click();
      await expect(controls.menu(page)).toBeVisible();
      expect(await hasHorizontalScroll(page)).toBeLessThanOrEqual(0);
    });

    test(`no word is broken across two lines, from 320px to desktop (${target.id})`, async ({ page }) => {
      const broken: string[] = [];
      for (const width of wordWidths) {
        await open(page, target, { width, height: 800 });
        broken.push(
          ...(await page.evaluate(() => window.__a11yProbes!.splitWords())).map((word) => `${width}px: ${word}`),
        );
      }
      expect(broken).toEqual([]);
    });

    // On a phone (320 and 390 px), with the text-spacing styles too: conformance.spec.ts.
    for (const viewport of [desktop]) {
      test(
        `text at 200% clips nothing and needs no horizontal scrolling (${target.id} ${viewport.width}px)`,
        wcag('1.4.4'),
        async ({ page }) => {
          await open(page, target, viewport);
          await page.evaluate(() => {
            document.documentElement.style.fontSize = '200%';
          });
          await settle(page);
          expect(
            await page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize)),
          ).toBeGreaterThanOrEqual(32);
          expect(await hasHorizontalScroll(page)).toBeLessThanOrEqual(0);
          expect(await page.evaluate(() => window.__a11yProbes!.clippedText())).toEqual([]);
        },
      );
    }

    for (const viewport of [desktop]) {
      test(
        `the text-spacing overrides clip nothing (${target.id} ${viewport.width}px)`,
        wcag('1.4.12'),
        async ({ page }) => {
          await open(page, target, viewport);
          await page.addStyleTag({ content: textSpacingCss });
          await settle(page);
          expect(await page.evaluate(() => getComputedStyle(document.body).letterSpacing)).not.toBe('normal');
          expect(await page.evaluate(() => window.__a11yProbes!.clippedText())).toEqual([]);
          expect(await hasHorizontalScroll(page)).toBeLessThanOrEqual(0);
        },
      );
    }
  }
});
