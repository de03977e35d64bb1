// Reading by line in Firefox and WebKit: no word of any page is broken across two lines, at any width from the
// narrowest phone to a desktop (a screen reader reading by line says a broken word in two pieces: Orca in Firefox
// said "Full delega", then "tion", where the matrix was hyphenated). Chromium's: e2e/behaviour.spec.ts. Also paragraph
// spacing (1.4.8) and the glossary (3.1.3), whose Chromium tests are e2e/conformance.spec.ts's.
import { pages } from '../../src/app/pages.mjs';
import { engineNames, expect, startApp, test, visit } from './fixtures';
import { wordWidths } from '../scenarios';
import { paragraphSpacing } from '../paragraphSpacing';
import { termsOfArt } from '../termsOfArt';
import { termId } from '../../src/content/glossary';

for (const engine of engineNames) {
  test.describe(`${engine}: reading by line`, () => {
    test.use({ engine });
    for (const { id, url } of pages) {
      test(`${id}: no word broken across two lines, ${wordWidths.join(', ')}px`, async ({ tab, site }) => {
        await visit(tab, site, url, { viewport: { width: wordWidths[0]!, height: 800 } });
        const broken: string[] = [];
        for (const width of wordWidths) {
          await tab.resize(width, 800);
          const words = await tab.evaluate(
            () => new Promise<string[]>((done) => requestAnimationFrame(() => done(window.__a11yProbes!.splitWords()))),
          );
          broken.push(...words.map((word) => `${width}px: ${word}`));
        }
        expect(broken).toEqual([]);
      });

      // WCAG 1.4.8 (G188, read literally): paragraph spacing 1.5 times the line height, before the app and after it.
      test(`${id}: paragraphs 1.5 lines apart, before the app and after, 320 and 1280px`, async ({ tab, site }) => {
        const close: string[] = [];
        for (const app of ['held', 'loads'] as const) {
          for (const width of [320, 1280]) {
            await visit(tab, site, url, { viewport: { width, height: 800 }, app });
            // After it: started as a visitor starts it (a page left alone is still the page before the app).
            if (app === 'loads') await startApp(tab, site);
            const found = await tab.evaluate(paragraphSpacing, 1.5);
            close.push(...found.close.map((paragraph) => `${app} ${width}px: ${paragraph}`));
          }
        }
        expect(close).toEqual([]);
      });
    }

    // WCAG 3.1.3: the glossary shows each term of art of every page, defined.
    test('the glossary defines each term of art', async ({ tab, site }) => {
      await visit(tab, site, '/blog');
      const shown = await tab.evaluate(() =>
        Object.fromEntries(
          [...document.querySelectorAll('#glossary dt')].map((term) => [
            term.id,
            term.nextElementSibling?.tagName === 'DD' ? (term.nextElementSibling.textContent ?? '').trim() : '',
          ]),
        ),
      );
      for (const term of new Set(Object.values(termsOfArt).flat())) {
        expect(shown[termId(term)], term).toBeTruthy();
      }
    });
  });
}
