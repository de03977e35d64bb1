// Each measure in Chromium, on small pages of the test's own whose faults are known: what it finds there, and
// nothing on the same page without them. Skipped where Chromium cannot start (CI=true fails instead).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchPage, missing, testDocument } from './chromiumPage';
import {
  abbreviationFirstUses,
  layoutFindings,
  lineFindings,
  scrollToSelector,
  settled,
  textSpacingCss,
  wordsSplitAcrossLines,
} from '../src';

describe.skipIf(!!missing)('page measures', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    ({ browser, page } = await launchPage());
  });
  afterAll(async () => browser?.close());

  const show = (body: string) => page.setContent(testDocument(body));

  it('finds text cut by its box once the text-spacing styles apply, and none before', async () => {
    await show('<div style="height: 20px; line-height: 1; overflow: hidden"><p style="margin: 0">Two words</p></div>');
    const before = await page.evaluate(layoutFindings);
    expect(before).toMatchObject({ viewportWidth: 400, bodyFontSizePx: 16, clipped: [], horizontalScrollPx: 0 });
    await page.addStyleTag({ content: textSpacingCss });
    await page.evaluate(settled);
    const [cut] = (await page.evaluate(layoutFindings)).clipped;
    expect(cut).toMatch(/^p "Two words" cut by 4px/);
  });

  it('finds text past the viewport, the sideways scroll, and text boxes on top of each other', async () => {
    await show(`<p style="width: 500px">A line as wide as it likes</p>
      <p style="position: absolute; top: 0; left: 0">Over it</p>`);
    const found = await page.evaluate(layoutFindings);
    expect(found.horizontalScrollPx).toBe(100);
    expect(found.pastViewport).toEqual(['p "A line as wide as it likes" ends 100px past the viewport']);
    expect(found.overlapping[0]).toMatch(/^p "A line as wide as it likes" and p "Over it" by/);
  });

  it('counts characters a line, and finds justified text, tight leading and close paragraphs', async () => {
    await show(`<main><p style="width: 2000px">${'x'.repeat(100)}</p>
      <p style="text-align: justify; line-height: 1.2; margin: 0">Tight and justified</p><p style="margin: 0">Next</p></main>`);
    const found = await page.evaluate(lineFindings, 80);
    expect(found.longestLine.characters).toBe(100);
    expect(found.longerThan).toEqual([`100: ${'x'.repeat(60)}…`]);
    expect(found.justified).toEqual(['Tight and justified']);
    expect(found.tightLeading).toEqual(['Tight and justified: 1.20']);
    expect(found.closeParagraphs).toEqual(['0.00em before "Next"']);
  });

  it('finds each word shaped like an abbreviation at its first use, marked up or not', async () => {
    await show(
      '<main><p>The WCAG asks. <abbr title="Web Content Accessibility Guidelines">WCAG</abbr>, AT and 8 min.</p></main>',
    );
    const shapes = { acronym: String.raw`\b[A-Z][A-Z0-9]*[A-Z]s?\b`, unit: String.raw`\b\d+\s?min\b` };
    const uses = await page.evaluate(abbreviationFirstUses, shapes);
    expect(uses).toEqual([
      { abbreviation: 'WCAG', title: null, markedUpAs: null, before: 'The ' },
      { abbreviation: 'AT', title: null, markedUpAs: null, before: 'The WCAG asks. WCAG, ' },
      { abbreviation: 'min', title: null, markedUpAs: null, before: 'The WCAG asks. WCAG, AT and 8 ' },
    ]);
  });

  it('finds a word split across two lines, and none where words wrap whole', async () => {
    const column = (hyphens: string) =>
      `<p lang="en" style="width: 5ch; hyphens: ${hyphens}; overflow-wrap: anywhere">Extraordinary delegation</p>`;
    await show(column('auto'));
    expect((await page.evaluate(wordsSplitAcrossLines, {})).length).toBeGreaterThan(0);
    await show('<p style="width: 20ch">Extraordinary delegation of thought</p>');
    expect(await page.evaluate(wordsSplitAcrossLines, {})).toEqual([]);
  });

  it('tells a word the layout had to break from one it broke where a space would have kept it whole', async () => {
    await show('<p style="width: 5ch; overflow-wrap: anywhere">Extraordinary</p>');
    expect(await page.evaluate(wordsSplitAcrossLines, {})).toHaveLength(1);
    expect(await page.evaluate(wordsSplitAcrossLines, { wouldFit: true })).toEqual([]);
    await show('<p style="width: 12ch; word-break: break-all">Small words wrap here and there, and again</p>');
    expect(await page.evaluate(wordsSplitAcrossLines, { wouldFit: true })).not.toEqual([]);
  });

  it('scrolls to an element that is there, and says when none is', async () => {
    await show(`<div style="height: 2000px"></div><h2 id="far">Far</h2><div style="height: 2000px"></div>`);
    expect(await page.evaluate(scrollToSelector, '#far')).toBe(true);
    expect(
      await page.evaluate(() => Math.round(document.getElementById('far')!.getBoundingClientRect().top)),
    ).toBeCloseTo(0);
    expect(await page.evaluate(scrollToSelector, '#nowhere')).toBe(false);
  });
});
