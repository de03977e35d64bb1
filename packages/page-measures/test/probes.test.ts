// The accessibility probes and the engine helpers, in Chromium on small pages of the test's own whose rings,
// colours, sizes and tab order are known. Skipped where Chromium cannot start (CI=true fails instead).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchPage, missing, testDocument } from './chromiumPage';
import { a11yProbesScript, engineHelpersScript, type ColourMath, type Rgba } from '../src';

/** The test's own colour math (the caller gives the probes theirs): hex only, WCAG's luminance and ratio. */
function testColourMath(): ColourMath {
  const parse = (css: string): Rgba | null => {
    const hex = /^#([0-9a-f]{6})$/i.exec(css.trim())?.[1];
    return hex ? ([0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)).concat(1) as Rgba) : null;
  };
  const over = (top: Rgba, bottom: Rgba): Rgba => {
    const alpha = top[3] + bottom[3] * (1 - top[3]);
    const mix = (i: number) => (top[i]! * top[3] + bottom[i]! * bottom[3] * (1 - top[3])) / (alpha || 1);
    return [mix(0), mix(1), mix(2), alpha];
  };
  const linear = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  const luminance = ([r, g, b]: Rgba) => 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  const ratioOf = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  return { parse, over, luminance, ratioOf };
}

describe.skipIf(!!missing)('accessibility probes and engine helpers', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    ({ browser, page } = await launchPage());
  });
  afterAll(async () => browser?.close());

  const show = async (body: string) => {
    await page.setContent(testDocument(body));
    await page.evaluate(a11yProbesScript(testColourMath));
    await page.evaluate(engineHelpersScript);
  };

  it('measures the focused element: its ring, the colour around it, the bar above, and nothing without focus', async () => {
    await show(`<header style="position: fixed; top: 0; height: 50px; width: 100%"></header>
      <div style="background: rgb(0, 0, 0); padding: 80px 10px"><button style="outline: 3px solid rgb(255, 255, 255)">Go</button></div>`);
    expect(await page.evaluate(() => window.__a11yProbes!.focusStop())).toBeNull();
    await page.focus('button');
    const stop = await page.evaluate(() => window.__a11yProbes!.focusStop());
    expect(stop).toMatchObject({
      description: 'button "Go"',
      inFixedLayer: false,
      outlineStyle: 'solid',
      outlineWidth: 3,
      surroundingColor: 'rgba(0, 0, 0, 1)',
      barBottom: 50,
    });
    expect(stop!.ringContrast).toBeCloseTo(21);
  });

  it('composites backgrounds, and finds clipped text, small targets and text too faint', async () => {
    await show(`<div style="background: #000000"><p id="half" style="background: rgba(255, 255, 255, 0.5)">Half</p></div>
      <div style="width: 30px; overflow: hidden; white-space: nowrap">Cut off here</div>
      <span style="position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap">Heard, not seen</span>
      <button style="width: 12px; height: 12px; padding: 0"></button>
      <p>A sentence with <a href="#">a link</a> in it.</p>
      <p>Call <a href="tel:1" style="display: inline-block">1-800</a> today.</p>
      <label style="display: block; height: 48px; width: 200px"><input type="radio" style="width: 12px; height: 12px; margin: 0"> Labelled</label>
      <input type="radio" aria-label="Unlabelled" style="width: 12px; height: 12px; margin: 0">
      <button style="width: 43.7px; height: 43.7px; padding: 0">Rounded</button>
      <button style="width: 43.4px; height: 44px; padding: 0">Narrow</button>
      <p style="color: #aaaaaa">Faint</p>`);
    expect(await page.evaluate(() => window.__a11yProbes!.contrast('#000000', '#ffffff'))).toBeCloseTo(21);
    expect(await page.evaluate(() => window.__a11yProbes!.backgroundOf(document.getElementById('half')))).toBe(
      'rgba(128, 128, 128, 1)',
    );
    expect(await page.evaluate(() => window.__a11yProbes!.clippedText())).toEqual([
      expect.stringMatching(/^div "Cut off here" shows 30×\d+ of \d+×\d+$/),
    ]);
    // The labelled radio's target is its label; the unlabelled one has only itself.
    expect(await page.evaluate(() => window.__a11yProbes!.smallTargets(24))).toEqual([
      'button "" is 12.0×12.0px',
      expect.stringMatching(/^input "Unlabelled" is 12\.0×12\.0px$/),
    ]);
    // Within half a pixel of the minimum counts as the minimum (layout rounds); more than that short does not.
    expect(await page.evaluate(() => window.__a11yProbes!.smallTargets(44))).toEqual(
      expect.arrayContaining([expect.stringMatching(/^button "Narrow" is 43\.4×44\.0px$/)]),
    );
    expect(
      await page.evaluate(() => window.__a11yProbes!.smallTargets(44)).then((small) => small.join()),
    ).not.toContain('Rounded');
    expect(await page.evaluate(() => window.__a11yProbes!.forcedColourContrastFailures())).toEqual([
      'p "Faint": 2.32:1',
    ]);
  });

  it("finds elements by selector and name, and marks the DOM's tab order: positive tabindex first, one stop a radio group", async () => {
    await show(`<a href="#a">First</a><button tabindex="2">Second</button><button tabindex="1">Third</button>
      <input type="radio" name="r" aria-label="One"><input type="radio" name="r" aria-label="Two" checked>
      <button hidden>Hidden</button><div inert><button>Inert</button></div>`);
    expect(await page.evaluate(() => window.__engines!.find({ css: 'button', name: 'Second' }))).toBe(true);
    expect(await page.evaluate(() => window.__engines!.find({ css: 'button', name: 'Inert' }))).toBe(false);
    expect(await page.evaluate(() => window.__engines!.markTabStops())).toEqual([
      'button "Third"',
      'button "Second"',
      'a "First"',
      'input "Two"',
    ]);
    await page.focus('a');
    expect(await page.evaluate(() => window.__engines!.hasFocus({ css: 'a', name: 'First' }))).toBe(true);
    expect(await page.evaluate(() => window.__engines!.focusState('none'))).toMatchObject({
      description: 'a "First"',
      stop: 2,
      nothing: false,
      inDialog: false,
      onTop: true,
      probe: { description: 'a "First"' },
    });
  });

  it('finds an open dialog by name, says when it is at rest, and knows focus inside it', async () => {
    await show(`<div role="dialog" id="menu" aria-label="Menu" style="position: fixed; right: 0; width: 200px">
      <button>Close</button></div><div role="dialog" aria-label="Gone" hidden></div>`);
    expect(await page.evaluate(() => window.__engines!.openDialog('Menu'))).toBe('menu');
    expect(await page.evaluate(() => window.__engines!.openDialog('Gone'))).toBeNull();
    expect(await page.evaluate(() => window.__engines!.dialogAtRest('Menu'))).toBe(true);
    await page.focus('button');
    expect(await page.evaluate(() => window.__engines!.focusState('Menu'))).toMatchObject({
      inDialog: true,
      isDialog: false,
      probe: { inFixedLayer: true },
    });
    const centre = await page.evaluate(() => window.__engines!.centre({ css: 'button', within: '#menu' }));
    expect(centre!.x).toBeGreaterThan(200);
  });
});
