// Reading by line in Firefox and WebKit: no word of any page is broken across two lines, at any width from the
// narrowest phone to a desktop (a screen reader reading by line says a broken word in two pieces: Orca in Firefox
// said "Full delega", then "tion", where the matrix was hyphenated). Chromium's: e2e/behaviour.spec.ts.
import { pages } from '../../src/app/pages.mjs';
import { engineNames, expect, narrow, test, visit } from './fixtures';

/**
 * From the narrowest phone, through the narrowest browser window the screen-reader suite reads in, to a desktop.
 * WebKitGTK's MiniBrowser window is no narrower than about 500px (narrow, fixtures.ts).
 */
const widthsIn = { firefox: [320, 390, 500, 768, 1024, 1280], webkit: [narrow.width, 768, 1024, 1280] };

for (const engine of engineNames) {
  test.describe(`${engine}: reading by line`, () => {
    test.use({ engine });
    const widths = widthsIn[engine];
    for (const { id, url } of pages) {
      test(`${id}: no word broken across two lines, ${widths.join(', ')}px`, async ({ tab, site }) => {
        await visit(tab, site, url, { viewport: { width: widths[0]!, height: 800 } });
        const broken: string[] = [];
        for (const width of widths) {
          await tab.resize(width, 800);
          const words = await tab.evaluate(
            () => new Promise<string[]>((done) => requestAnimationFrame(() => done(window.__a11yProbes!.splitWords()))),
          );
          broken.push(...words.map((word) => `${width}px: ${word}`));
        }
        expect(broken).toEqual([]);
      });
    }
  });
}
