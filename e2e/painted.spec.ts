// The contrast contract measures what is painted: each pair it names is read from the built pages in both
// schemes, so an override that loses to MUI's own, more specific rule fails here under the pair's name.
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './test';
import { checkContrast, parseColor } from '../theme/contrast';
import { createAppTheme } from '../theme/index';
import { builtBrand as brand } from './builtBrand';
import { waitForAppReady } from './support';
import { home } from '../src/content/home';

// `npm run test:brand` builds the site in the second brand (CRF_BRAND=second) and runs this suite on it.
const contract = checkContrast(createAppTheme({ light: brand.lightScheme, dark: brand.darkScheme }));

/** The colours an element paints: its text (or outline) colour and the first opaque background behind it. */
async function painted(target: Locator, foreground: 'color' | 'outlineColor' = 'color') {
  return target.evaluate((element, property) => {
    // A ring is drawn outside the element, over what lies behind it.
    let layer: Element | null = property === 'outlineColor' ? element.parentElement : element;
    let background = 'rgba(0, 0, 0, 0)';
    while (layer) {
      background = getComputedStyle(layer).backgroundColor;
      if (!/^rgba\(.*, 0\)$/.test(background) && background !== 'transparent') break;
      layer = layer.parentElement;
    }
    return { foreground: getComputedStyle(element)[property], background };
  }, foreground);
}

function sameColour(paintedColour: string, contractColour: string) {
  const [a, b] = [parseColor(paintedColour), parseColor(contractColour)];
  // Channels within 1 of each other; alpha compared on the same 0–255 scale.
  return a.every((channel, index) => Math.abs(channel - b[index]!) * (index === 3 ? 255 : 1) <= 1);
}

/** Checks one element against the contract's pair by that name (the pair must exist: probes cannot go stale). */
async function expectPair(scheme: string, name: string, target: Locator, foreground?: 'outlineColor') {
  const pair = contract.find((result) => result.scheme === scheme && result.name === name);
  expect(pair, `the contract has no pair "${name}"`).toBeDefined();
  const colours = await painted(target.first(), foreground);
  expect
    .soft(
      sameColour(colours.foreground, pair!.foreground),
      `${scheme}: ${name}: the foreground paints ${colours.foreground}, the contract measures ${pair!.foreground}`,
    )
    .toBe(true);
  expect
    .soft(
      sameColour(colours.background, pair!.background),
      `${scheme}: ${name}: the background paints ${colours.background}, the contract measures ${pair!.background}`,
    )
    .toBe(true);
}

async function open(page: Page, path: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(path);
  await waitForAppReady(page);
}

test("the favicon and the logo are drawn in the brand's primary colours", async ({ request }) => {
  const { main, contrastText } = brand.lightScheme.primary;
  for (const path of ['/favicon.svg', '/logo.svg']) {
    const svg = await (await request.get(path)).text();
    expect(svg, `${path}: the mark's fill`).toContain(`fill="${main}"`);
    expect(svg, `${path}: the lines on the mark`).toContain(`stroke="${contrastText}"`);
  }
});

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} scheme`, () => {
    test.use({ colorScheme: scheme });

    test('the home page paints the colours of its pairs', async ({ page }) => {
      await open(page, '/');
      const hero = page.locator('section[aria-labelledby="hero-heading"]');
      await expectPair(scheme, 'text.primary on background.default', page.locator('#hero-heading'));
      await expectPair(scheme, 'text.secondary on background.default', hero.locator('.MuiTypography-tagline'));
      await expectPair(
        scheme,
        'secondary text (secondary.main) on background.default',
        hero.locator('.MuiTypography-eyebrow'),
      );
      await expectPair(scheme, 'primary.contrastText on primary.main', hero.locator('.MuiButton-contained'));
      await expectPair(scheme, 'icon (primary.main) on background.paper', hero.locator('.MuiCard-root svg'));
      await expectPair(scheme, 'text.primary on bar (top of page)', page.locator('header .MuiTypography-brandName'));
      const comingSoon = page.getByRole('button', { name: 'Coming Soon' });
      await expectPair(scheme, '"Coming Soon": mutedControl.text on mutedControl.background', comingSoon);
      await expectPair(
        scheme,
        'secondary text (secondary.main) on background.paper',
        page.locator('#team .MuiTypography-memberRole'),
      );
    });

    test('the focus ring, a tooltip and a notice paint the colours of their pairs', async ({ page }) => {
      await open(page, '/');
      const hero = page.locator('section[aria-labelledby="hero-heading"]');
      await page.keyboard.press('Tab');
      await hero.locator('.MuiButton-contained').focus();
      await expectPair(scheme, 'focusRing on background.default', hero.locator('.MuiButton-contained'), 'outlineColor');

      await page.getByRole('button', { name: 'Coming Soon' }).hover();
      const tooltip = page.locator('.MuiTooltip-tooltip');
      await expect(tooltip).toBeVisible();
      await expectPair(scheme, 'tooltip and notice: inverse.text on inverse.background', tooltip);

      await page.getByRole('button', { name: home.hero.learnLabel }).click();
      const notice = page.locator('.MuiAlert-root');
      await expect(notice).toBeVisible();
      await expectPair(
        scheme,
        'tooltip and notice: inverse.text on inverse.background',
        notice.locator('.MuiAlert-message'),
      );
      await expectPair(scheme, 'notice icon (inverse.text) on inverse.background', notice.locator('.MuiAlert-icon'));
    });

    test('every badge on the blog paints the colours of its pair', async ({ page }) => {
      await open(page, '/blog');
      const types = await page
        .locator('[data-badge]')
        .evaluateAll((badges) => badges.map((badge) => badge.getAttribute('data-badge')!));
      expect(types.length).toBeGreaterThan(0);
      for (const type of new Set(types)) {
        await expectPair(scheme, `badge "${type}": text on background`, page.locator(`[data-badge="${type}"]`));
      }
    });
  });
}
