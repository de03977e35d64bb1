// The walk past a fixed stack, in Chromium on small pages whose stack covers a control, or does not, and scrolls
// by the keys, or cannot. Skipped where Chromium cannot start (CI=true fails instead).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchPage, missing, testDocument } from './chromiumPage';
import { stackProblems, stackScrollProblems, stackStop, walkPastStack, type WalkDriver } from '../src';

describe.skipIf(!!missing)('the walk past a fixed stack', () => {
  let browser: Browser;
  let page: Page;
  let driver: WalkDriver;
  beforeAll(async () => {
    ({ browser, page } = await launchPage());
    driver = {
      press: (key) => page.keyboard.press(key),
      evaluate: <A, T>(fn: (arg: A) => T | Promise<T>, arg: A) =>
        page.evaluate(fn as unknown as (arg: unknown) => T | Promise<T>, arg),
    };
  });
  afterAll(async () => browser?.close());

  const show = async (secondAt: number, stack: string) => {
    await page.setContent(
      testDocument(
        `<button>One</button><div style="height: ${secondAt}px"></div><button>Two</button>${stack}`,
        ' #stack { position: fixed; bottom: 0; left: 0; right: 0; background: white }',
      ),
    );
    await page.focus('button');
  };

  it('finds the control the stack covers, and walks on into the stack', async () => {
    await show(500, '<div id="stack"><div style="height: 100px">Saved. <button>Close</button></div></div>');
    const stops = await walkPastStack(driver, 'stack');
    expect(stops.map((stop) => [stop.focused, stop.inStack, stop.shown])).toEqual([
      ['button "One"', false, 1],
      ['button "Two"', false, 1],
      ['button "Close"', true, 1],
    ]);
    expect(stops[1]!.covered).toBeGreaterThan(0);
    expect(stops.flatMap(stackProblems)).toEqual([
      expect.stringMatching(/^focus on button "Two": \d+px² of it under the stack/),
    ]);
  });

  it('finds nothing wrong where the stack leaves focus clear', async () => {
    await show(200, '<div id="stack"><div style="height: 100px">Saved. <button>Close</button></div></div>');
    expect((await walkPastStack(driver, 'stack')).flatMap(stackProblems)).toEqual([]);
  });

  it("finds the stack's text clipped where its box hides what overflows", async () => {
    await show(
      100,
      '<div id="stack" style="max-height: 40px; overflow: hidden"><p style="height: 200px">Long</p></div>',
    );
    expect((await stackStop(driver, 'stack')).textCut).toEqual(['clipped by the stack, which does not scroll']);
  });

  it('measures where a smooth scroll to the focused control ends, not on its way', async () => {
    for (const padding of ['0', '120px']) {
      await page.setContent(`<!doctype html><html lang="en" style="scroll-behavior: smooth; scroll-padding-bottom: ${padding}">
        <style>body { margin: 0; font: 16px/1.5 sans-serif }
        #stack { position: fixed; bottom: 0; left: 0; right: 0; height: 100px; background: white }</style>
        <body><button>One</button><div style="height: 1500px"></div><button>Two</button><button>Three</button>
        <div id="stack">Saved. <button>Close</button></div></body></html>`);
      await page.focus('button');
      const stops = await walkPastStack(driver, 'stack');
      expect(stops.map((stop) => stop.focused)).toEqual([
        'button "One"',
        'button "Two"',
        'button "Three"',
        'button "Close"',
      ]);
      // Where the page still is a second later.
      await page.keyboard.press('Shift+Tab');
      await page.waitForTimeout(1000);
      const [, two, three] = stops;
      expect(two!.focusOutOfView).toBe(false);
      expect(three!.focus).toEqual((await stackStop(driver, 'stack')).focus);
    }
  });

  it('asks a stack that scrolls to be a named Tab stop that the arrow keys scroll', async () => {
    const scrolling = (attributes: string) =>
      `<div id="stack" ${attributes} style="max-height: 40px; overflow: auto"><p style="height: 200px">Long</p></div>`;
    await show(100, scrolling(''));
    expect(await stackScrollProblems(driver, 'stack')).toEqual(['the stack scrolls, but Tab does not stop on its box']);
    await show(100, scrolling('tabindex="0"'));
    await page.focus('#stack');
    expect(await stackScrollProblems(driver, 'stack')).toEqual(["the stack's box, a Tab stop, has no name"]);
    await show(100, scrolling('tabindex="0" aria-label="Messages"'));
    await page.focus('#stack');
    expect(await stackScrollProblems(driver, 'stack')).toEqual([]);
  });
});
