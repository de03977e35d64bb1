// WCAG 1.4.4 at browser zoom in Firefox: a 1280px window zoomed to 200% is a page 640 CSS px wide at a device pixel
// ratio of 2 (Firefox's layout.css.devPixelsPerPx, the ratio its full zoom gives a page); every text is there twice
// its size at 100%, headings too. Chromium's: e2e/conformance.spec.ts. The measure: e2e/zoomedText.ts.
import { pages } from '../../src/app/pages.mjs';
import { wcag } from '../wcag';
import { atFullSize, grownLess, textSizesInPage, zoomed200 } from '../zoomedText';
import { expect, test, visit } from './fixtures';

test.describe('firefox: text at 200% zoom', () => {
  test.use({ engine: 'firefox' });
  for (const { id, url } of pages) {
    test(
      `at 200% zoom of a 1280px window every text is twice its size at 100%, headings too (${id})`,
      wcag('1.4.4'),
      async ({ tab, site, engineBrowsers }) => {
        await visit(tab, site, url, { viewport: atFullSize });
        const full = await tab.evaluate(textSizesInPage);
        expect(full.ratio).toBe(1);
        const zoomedBrowser = await engineBrowsers.get('firefox', {
          firefoxPrefs: { 'layout.css.devPixelsPerPx': String(zoomed200.ratio) },
        });
        const zoomedTab = await zoomedBrowser.newPage();
        await visit(zoomedTab, site, url, { viewport: zoomed200 });
        const zoomed = await zoomedTab.evaluate(textSizesInPage);
        expect(zoomed.ratio).toBe(zoomed200.ratio);
        const { compared, headings, short } = grownLess(full.sizes, zoomed.sizes, zoomed200.ratio);
        expect(compared).toBeGreaterThan(5);
        expect(headings, 'headings compared').toBeGreaterThan(0);
        expect(short).toEqual([]);
      },
    );
  }
});
