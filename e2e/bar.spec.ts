// The fixed bar survives a rebrand: at every width its items stay on one line, it stays within the height
// the tokens give it (the space reserved below it before the app measures it), and that space is its height.
import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { builtBrand } from './builtBrand';
import { waitForAppReady } from './support';

// `npm run test:brand` runs this suite on the site built in the second brand (CRF_BRAND=second).
const { bar } = builtBrand;
const widths = [320, 390, 600, 768, 900, 1024, 1152, 1280, 1440];
/** The MUI md breakpoint, where the toolbar's least height steps up. */
const md = 900;

/** The bar's height, the reserved space below it, and each visible item's label and line count. */
function measureBar(page: Page) {
  return page.evaluate(() => {
    const banner = document.querySelector('header')!;
    const spacer = banner.nextElementSibling as HTMLElement;
    // Lines of text only (an icon beside the text is not a line); a rect's top rounded to the px.
    const lines = (element: Element) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const tops = new Set<number>();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        // Text for screen readers only (clipped to 1px) is not a line anyone sees.
        if (node.parentElement!.getBoundingClientRect().width <= 1) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.bottom));
      }
      return tops.size;
    };
    // The brand may take two lines on a phone (the height check covers it); actions and links may not wrap.
    const items = [...banner.querySelectorAll('a:not([href="/"]), button')]
      .filter((element) => (element as HTMLElement).offsetParent !== null && element.textContent.trim() !== '')
      .map((element) => ({ label: element.textContent.trim(), lines: lines(element) }));
    return {
      height: banner.getBoundingClientRect().height,
      reserved: spacer.getBoundingClientRect().height,
      items,
    };
  });
}

async function expectBarFits(page: Page, width: number, moment: string) {
  const budget = (width >= md ? bar.toolbarMinHeight.md : bar.toolbarMinHeight.xs) + bar.borderWidth;
  const { height, reserved, items } = await measureBar(page);
  for (const item of items) {
    expect
      .soft(item.lines, `${moment}, at ${width}px "${item.label}" in the bar wraps onto ${item.lines} lines`)
      .toBe(1);
  }
  expect
    .soft(height, `${moment}, at ${width}px the bar is ${height}px tall, over its ${budget}px (tokens.ts: bar)`)
    .toBeLessThanOrEqual(budget);
  expect
    .soft(reserved, `${moment}, at ${width}px the space reserved below the bar is ${reserved}px, the bar ${height}px`)
    .toBeCloseTo(height, 0);
}

test('the bar keeps its items on one line and within its height at every width, before and after the app starts', async ({
  page,
}) => {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await expectBarFits(page, width, 'Before the app');
    await waitForAppReady(page);
    await expectBarFits(page, width, 'Once the app runs');
  }
});
