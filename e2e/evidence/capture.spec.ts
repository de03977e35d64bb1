// The scripted checks the maintainers read, made on the built site in the three engines of the tested matrix, in
// every run that tests the build (`npm test`). Each writes what it measured (JSON) and what it saw (PNG) to
// reports/evidence/ (files.ts), which the verdicts in accessibility/evaluations.json cite and the report copies:
// a remark's measured figures are read from this run's files, so a verdict never rests on another build's.
// One test per check, named by the check's id in evaluations.json. The last, run only when every check before it
// passed, records the run: its times, the build it measured and the versions the checks ran in (run.json).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch, type EngineBrowser } from '@foundation/browsers';
import { type Page } from '@playwright/test';
import { expect, test } from '../test';
import { pages } from '../../src/app/pages.mjs';
import { installA11yProbes } from '../probes';
import { paragraphSpacing } from '../paragraphSpacing';
import { hiddenUnderBar, walkTabStops } from '../keyboard';
import { controls, holdAppChunk, waitForAppReady } from '../support';
import { noticeShownFor, watchNoticeClock } from '../noticeClock';
import {
  abbreviationFirstUses,
  engineHelpersScript,
  layoutFindings,
  lineFindings,
  scrollToSelector,
  settled,
  textSpacingCss,
} from '@foundation/page-measures';
import { abbreviationPatterns } from '../../src/content/abbreviations';
import { wordsSplitAcrossLines } from '@foundation/page-measures';
import { home } from '../../src/content/home';
import { ui } from '../../src/content/ui';
import { manifestoContent, manifestoSummary } from '../../src/content/manifesto';
import { fleschKincaidGrade } from '../../src/text/readability';
import { checkContrast } from '../../theme/contrast';
import { createAppTheme } from '../../theme/index';
import { builtSite, evidenceDir, evidenceRunFile, root } from './files';
import { packageVersion, programVersion, versionsOf } from './versions';

const origin = () => String(test.info().project.use.baseURL);

function record(check: string, data: Record<string, unknown>) {
  mkdirSync(evidenceDir, { recursive: true });
  writeFileSync(
    join(evidenceDir, `${check}.json`),
    `${JSON.stringify({ check, measuredAt: new Date().toISOString(), ...data }, null, 2)}\n`,
  );
}
const shot = (check: string, name: string) => join(evidenceDir, check, `${name}.png`);

/** Each product the checks ran in, as it named itself at run time ("Chromium 156.0.8078.108"). */
const productsUsed = new Set<string>();
const startedAt = new Date().toISOString();
/** Launches one of the matrix's engines and keeps the version it reports. */
async function opened(launching: Promise<EngineBrowser>): Promise<EngineBrowser> {
  const browser = await launching;
  productsUsed.add(browser.version);
  return browser;
}
test.beforeEach(({ browser }) => {
  productsUsed.add(`Chromium ${browser.version()}`);
});

// The pages of the sample: every page the site has (src/app/pages.mjs).
const sample = pages.map((page) => ({ id: page.id, url: page.url }));

test.describe.configure({ mode: 'serial', timeout: 600_000 });

async function openReady(page: Page, url: string) {
  await page.goto(url);
  await waitForAppReady(page);
  await page.mouse.move(0, 0);
}

test('inventory', async ({ page }) => {
  // What the site holds that a criterion applies to: media, forms, timers the page starts, listeners for
  // gestures, motion, dragging and keys. After the app has started, through the DevTools protocol.
  const byPage: Record<string, unknown> = {};
  const cdp = await page.context().newCDPSession(page);
  for (const { url } of sample) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openReady(page, url);
    const elements = await page.evaluate(() => {
      const count = (selector: string) => document.querySelectorAll(selector).length;
      return {
        'video, audio, track': count('video, audio, track'),
        'iframe, object, embed, canvas': count('iframe, object, embed, canvas'),
        'form, input other than radio, select, textarea, [contenteditable]': count(
          'form, input:not([type="radio"]), select, textarea, [contenteditable]',
        ),
        'input[type=radio] (the Theme menu)': count('input[type="radio"]'),
        '[autocomplete]': count('[autocomplete]'),
        '[draggable=true]': count('[draggable="true"]'),
        'marquee, blink, [autoplay]': count('marquee, blink, [autoplay]'),
        'meta[http-equiv=refresh]': count('meta[http-equiv="refresh" i]'),
        'img, svg[role=img], [role=img]': count('img, svg[role="img"], [role="img"]'),
        abbr: count('abbr'),
        '[lang] below html': count('body [lang]'),
        'gif or animated images': Array.from(document.images).filter((image) => /\.(gif|apng|webp)$/i.test(image.src))
          .length,
      };
    });
    // Listeners for keys, gestures, motion and dragging on every element, window and document. React listens
    // for every event type on its root (#root) and hands them to components: those are named as such.
    const { result } = await cdp.send('Runtime.evaluate', {
      expression: '[window, document, ...document.querySelectorAll("*")]',
    });
    const { result: properties } = await cdp.send('Runtime.getProperties', {
      objectId: result.objectId!,
      ownProperties: true,
    });
    const watched = /^(key|touch|pointermove|mousemove|wheel|drag|drop|device|gesture)/;
    const listeners: string[] = [];
    for (const property of properties) {
      if (!/^\d+$/.test(property.name) || !property.value?.objectId) continue;
      const { listeners: found } = await cdp.send('DOMDebugger.getEventListeners', {
        objectId: property.value.objectId,
      });
      const types = [...new Set(found.map((listener) => listener.type).filter((type) => watched.test(type)))];
      if (types.length === 0) continue;
      const description = property.value.description ?? '';
      listeners.push(`${description.slice(0, 60)}: ${types.sort().join(', ')}`);
    }
    byPage[url] = {
      elements,
      listeners,
      deviceMotionListeners: listeners.filter((listener) => /\bdevice/.test(listener)).length,
    };
  }
  // Character keys: with focus on the page, each printable key alone must change nothing (2.1.4).
  await openReady(page, '/');
  const before = await page.evaluate(() => ({
    url: location.href,
    scroll: scrollY,
    html: document.body.innerHTML.length,
  }));
  const keys = 'abcdefghijklmnopqrstuvwxyz0123456789/?.,;-=[]'.split('');
  for (const key of keys) await page.keyboard.press(key);
  const after = await page.evaluate(() => ({
    url: location.href,
    scroll: scrollY,
    html: document.body.innerHTML.length,
    focused: document.activeElement?.tagName,
  }));
  const manifest = JSON.parse(
    readFileSync(join(import.meta.dirname, '../../dist/manifest.webmanifest'), 'utf8'),
  ) as Record<string, unknown>;
  record('inventory', {
    engine: `Chromium ${page.context().browser()!.version()}`,
    byPage,
    characterKeys: {
      pressed: keys.join(' '),
      keys: keys.length,
      changedAnything: before.url !== after.url || before.scroll !== after.scroll || before.html !== after.html,
      before,
      after,
    },
    manifestOrientation: manifest.orientation ?? null,
  });
});

test('images', async ({ page }) => {
  // Every image, its text alternative and whether it holds text; a picture of each beside what it says.
  const images: unknown[] = [];
  for (const { id, url } of sample) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openReady(page, url);
    const found = await page.evaluate(() =>
      Array.from(document.querySelectorAll('img, svg[role="img"], [role="img"]')).map((element, index) => {
        element.setAttribute('data-evidence-image', String(index));
        return {
          index,
          tag: element.tagName.toLowerCase(),
          src: element.getAttribute('src'),
          alt: element.getAttribute('alt') ?? element.getAttribute('aria-label'),
          ariaHidden: !!element.closest('[aria-hidden="true"]'),
          svgTextElements: element.querySelectorAll('text').length,
          size: `${Math.round(element.getBoundingClientRect().width)}×${Math.round(element.getBoundingClientRect().height)}`,
        };
      }),
    );
    for (const image of found) {
      const file = `${id}-${image.index}`;
      await page.locator(`[data-evidence-image="${image.index}"]`).scrollIntoViewIfNeeded();
      await page.locator(`[data-evidence-image="${image.index}"]`).screenshot({ path: shot('images', file) });
      images.push({ page: url, ...image, screenshot: `images/${file}.png` });
    }
    // SVG icons are decoration beside text: each must be hidden from assistive technology.
    const icons = await page.evaluate(
      () =>
        Array.from(document.querySelectorAll('svg:not([role="img"])')).filter(
          (svg) => !svg.closest('[aria-hidden="true"]') && svg.getAttribute('aria-hidden') !== 'true',
        ).length,
    );
    images.push({ page: url, iconsNotHidden: icons });
  }
  record('images', { engine: `Chromium ${page.context().browser()!.version()}`, images });
});

test('colour-and-senses', async ({ page }) => {
  // Greyscale pictures (achromatopsia emulated by the DevTools protocol), links in text told apart without
  // colour, and every sentence that names a colour, shape, position or sound.
  const cdp = await page.context().newCDPSession(page);
  const findings: Record<string, unknown> = {};
  for (const { id, url } of sample) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openReady(page, url);
    await cdp.send('Emulation.setEmulatedVisionDeficiency', { type: 'achromatopsia' });
    await page.screenshot({ path: shot('colour-and-senses', `${id}-greyscale`) });
    await cdp.send('Emulation.setEmulatedVisionDeficiency', { type: 'none' });
    findings[url] = await page.evaluate(() => {
      const inText = Array.from(document.querySelectorAll('main a[href]')).filter((link) => {
        const style = getComputedStyle(link);
        return (
          style.display === 'inline' && (link.parentElement?.textContent ?? '').trim() !== link.textContent?.trim()
        );
      });
      const words =
        /\b(left|right|above|below|top|bottom|colou?r|red|green|blue|yellow|orange|round|square|circle|shape|sound|hear|see|shown in)\b/i;
      const sentences = (document.querySelector('main')?.innerText ?? '')
        .split(/(?<=[.!?])\s+|\n+/)
        .filter((sentence) => words.test(sentence));
      return {
        linksInText: inText.map((link) => ({
          text: link.textContent,
          textDecorationLine: getComputedStyle(link).textDecorationLine,
        })),
        sensoryWords: sentences,
      };
    });
  }
  record('colour-and-senses', { engine: `Chromium ${page.context().browser()!.version()}`, findings });
});

test('orientation', async ({ page }) => {
  // Portrait and landscape phone sizes, in Chromium and in WebKit; nothing in the page locks an orientation.
  const results: unknown[] = [];
  const sizes = { portrait: { width: 390, height: 844 }, landscape: { width: 844, height: 390 } };
  for (const [name, size] of Object.entries(sizes)) {
    await page.setViewportSize(size);
    await openReady(page, '/');
    await page.screenshot({ path: shot('orientation', `home-${name}-chromium`) });
    results.push({ engine: 'chromium', name, ...(await page.evaluate(layoutFindings)) });
  }
  const webkit = await opened(launch('webkit'));
  try {
    for (const [name, size] of Object.entries(sizes)) {
      const tab = await webkit.newPage();
      const width = await tab.resize(size.width, size.height);
      await tab.open(`${origin()}/`);
      await tab.evaluate(settled);
      await tab.screenshot({ path: shot('orientation', `home-${name}-webkit`) });
      results.push({ engine: webkit.version, name, width, ...(await tab.evaluate(layoutFindings)) });
    }
  } finally {
    await webkit.close();
  }
  // What would lock one: a call to the Screen Orientation API's lock() in any script the build ships.
  const assets = join(root, 'dist/assets');
  const scriptsLockingOrientation = readdirSync(assets).filter(
    (file) => file.endsWith('.js') && /orientation\s*\.\s*lock\s*\(/.test(readFileSync(join(assets, file), 'utf8')),
  );
  record('orientation', { results, scriptsLockingOrientation });
});

async function layoutAcross(
  check: string,
  browser: EngineBrowser,
  cases: { label: string; width: number; height: number; css?: string }[],
  screenshotOf: Record<string, string>,
) {
  const results: unknown[] = [];
  for (const { id, url } of sample) {
    for (const { label, width, height, css } of cases) {
      const tab = await browser.newPage();
      const actualWidth = await tab.resize(width, height);
      await tab.open(`${origin()}${url}`);
      if (css) await tab.addStyle(css);
      await tab.evaluate(settled);
      const findings = await tab.evaluate(layoutFindings);
      // Words whose letters lie on two lines: where text is larger than a line, a word wider than it breaks; and
      // those of them that would have fitted on a line of their own (a break the layout did not need).
      const brokenWords = await tab.evaluate(wordsSplitAcrossLines, {});
      const brokenWordsThatWouldFit = await tab.evaluate(wordsSplitAcrossLines, { wouldFit: true });
      // WebKitGTK's window cannot be narrower than its toolbar: a case it cannot reach is named by the width it had.
      const reached =
        Math.abs(actualWidth - width) <= 16 ? label : label.replace(/^\d+px/, `${actualWidth}px (narrowest window)`);
      if (
        results.some(
          (result) =>
            (result as { page: string; case: string }).page === url && (result as { case: string }).case === reached,
        )
      )
        continue;
      results.push({
        page: url,
        case: reached,
        requestedWidth: width,
        actualWidth,
        ...findings,
        brokenWords,
        brokenWordsThatWouldFit,
      });
      const selector = screenshotOf[id];
      if (selector) {
        // A picture the evaluations cite must be taken: a part that moved fails here, not as missing evidence later.
        expect(await tab.evaluate(scrollToSelector, selector), `${selector} on ${url}`).toBe(true);
        await tab.screenshot({ path: shot(check, `${id}-${reached.replace(/ .*$/, '')}-${browser.name}`), selector });
      }
    }
  }
  return { engine: browser.version, results };
}

// The parts of each page where words sit in small boxes: a team card with its tags, a blog card with its badge,
// and the top of the statement and the not-found page with the bar.
const crowded = {
  home: '#team article',
  blog: 'main article[aria-label]',
  accessibility: 'main h1',
  'not-found': 'header',
};

test('reflow-and-zoom', async () => {
  // 1280px at 400% browser zoom is a 320 CSS px viewport, at 200% a 640 CSS px one: Chromium's page at those
  // sizes with the device pixel ratio of the zoom; Firefox and WebKit at 320 CSS px.
  const runs: unknown[] = [];
  for (const [ratio, width, height] of [
    [4, 320, 200],
    [2, 640, 400],
  ] as const) {
    const chromium = await opened(launch('chromium', { deviceScaleFactor: ratio }));
    try {
      runs.push({
        zoom: `${ratio * 100}% of 1280×800`,
        ...(await layoutAcross(
          'reflow-and-zoom',
          chromium,
          [{ label: `${width}px-zoom-${ratio * 100}`, width, height }],
          crowded,
        )),
      });
    } finally {
      await chromium.close();
    }
  }
  const firefox = await opened(launch('firefox'));
  try {
    runs.push(await layoutAcross('reflow-and-zoom', firefox, [{ label: '320px', width: 320, height: 640 }], crowded));
  } finally {
    await firefox.close();
  }
  const webkit = await opened(launch('webkit'));
  try {
    runs.push(await layoutAcross('reflow-and-zoom', webkit, [{ label: '320px', width: 320, height: 640 }], crowded));
  } finally {
    await webkit.close();
  }
  record('reflow-and-zoom', { runs });
});

test('text-only-200', async () => {
  // Text-only zoom to 200%: Firefox's default font size from 16px to 32px (Settings › Fonts › Size), which
  // scales every text the site sizes in rem and em (all of it), and leaves the layout's px as they are.
  const firefox = await opened(
    launch('firefox', {
      firefoxPrefs: { 'font.size.variable.x-western': 32, 'font.size.monospace.x-western': 26 },
    }),
  );
  try {
    record(
      'text-only-200',
      await layoutAcross(
        'text-only-200',
        firefox,
        [
          { label: '320px', width: 320, height: 640 },
          { label: '390px', width: 390, height: 844 },
          { label: '1280px', width: 1280, height: 800 },
        ],
        crowded,
      ),
    );
  } finally {
    await firefox.close();
  }
});

test('text-spacing', async () => {
  // The WCAG text-spacing styles (line height 1.5, letter 0.12em, word 0.16em, paragraph 2em) in each engine.
  const cases = [
    { label: '320px', width: 320, height: 640, css: textSpacingCss },
    { label: '390px', width: 390, height: 844, css: textSpacingCss },
    { label: '1280px', width: 1280, height: 800, css: textSpacingCss },
  ];
  const runs: unknown[] = [];
  for (const engine of ['chromium', 'firefox', 'webkit'] as const) {
    const browser = await opened(launch(engine));
    try {
      runs.push(await layoutAcross('text-spacing', browser, cases, crowded));
    } finally {
      await browser.close();
    }
  }
  record('text-spacing', { runs });
});

test('hover-and-focus', async ({ page }) => {
  // Tooltips: shown on hover and focus, hoverable, dismissed by Escape without moving the pointer or focus; with
  // and without reduced motion (the tooltip fades out unless motion is reduced).
  const steps: Record<string, unknown>[] = [];
  const gone = async (locator: ReturnType<Page['getByRole']>) => {
    await page.waitForTimeout(1500);
    return (await locator.count()) === 0;
  };
  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.emulateMedia({ reducedMotion });
    await openReady(page, '/');
    const theme = page.getByRole('banner').getByRole('button', { name: /^Theme/ });
    await theme.hover();
    const tooltip = page.getByRole('tooltip', { includeHidden: true });
    await expect(tooltip).toBeVisible();
    steps.push({ reducedMotion, step: 'hover the Theme button', tooltip: await tooltip.textContent() });
    if (reducedMotion === 'no-preference') {
      await page.screenshot({
        path: shot('hover-and-focus', 'tooltip-on-hover'),
        clip: { x: 800, y: 0, width: 480, height: 160 },
      });
    }
    await page.keyboard.press('Escape');
    steps.push({ reducedMotion, step: 'Escape, pointer still on the button', dismissed: await gone(tooltip) });
    await page.mouse.move(0, 400);
    await theme.hover();
    await expect(tooltip).toBeVisible();
    const box = (await tooltip.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 5 });
    await page.waitForTimeout(1000);
    steps.push({
      reducedMotion,
      step: 'move the pointer onto the tooltip, wait 1 s',
      stillVisible: await tooltip.isVisible(),
    });
    await page.keyboard.press('Escape');
    steps.push({ reducedMotion, step: 'Escape, pointer still on the tooltip', dismissed: await gone(tooltip) });
    await page.mouse.move(0, 400);
    await expect(tooltip).toHaveCount(0);
    await theme.focus();
    await expect(tooltip).toBeVisible();
    steps.push({ reducedMotion, step: 'focus the Theme button', tooltip: await tooltip.textContent() });
    await page.keyboard.press('Escape');
    steps.push({
      reducedMotion,
      step: 'Escape, focus still on the button',
      dismissed: await gone(tooltip),
      focusStays: await theme.evaluate((button) => button === document.activeElement),
    });
  }
  record('hover-and-focus', { engine: `Chromium ${page.context().browser()!.version()}`, steps });
});

test('keyboard', async ({ page }) => {
  // Every tab stop of every page, forward and back, with its ring; then the menus and a notice by keyboard.
  const walks: Record<string, unknown> = {};
  // With reduced motion the page jumps to each stop instead of gliding, so each is measured where it lands.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const width of [1280, 390]) {
    for (const { url } of sample) {
      await page.setViewportSize({ width, height: width > 400 ? 800 : 844 });
      await openReady(page, url);
      await installA11yProbes(page);
      // The page's tab stops as the DOM has them (the engines' helpers), to hold the walk to all of them.
      await page.evaluate(engineHelpersScript);
      const domStops = await page.evaluate(() => window.__engines!.markTabStops().length);
      const { forward, backward, backwardInReverseOrder, fromUnderTheBar } = await walkTabStops(page);
      const height = width > 400 ? 800 : 844;
      walks[`${url} ${width}px`] = {
        stops: forward.length,
        domStops,
        everyStopReached: forward.length === domStops,
        // Shift+Tab from past the last stop, one press fewer than the stops: all but the first (the skip link).
        backwardStops: backward.length,
        backwardInReverseOrder,
        // Focus not obscured: stops under the fixed bar or below the viewport, by Tab, Shift+Tab, and by Tab onto
        // a control first scrolled under the bar.
        obscured: [...forward, ...backward, ...fromUnderTheBar]
          .filter((stop) => hiddenUnderBar(stop, height))
          .map((stop) => stop.description),
        stopsCheckedFromUnderTheBar: fromUnderTheBar.length,
        stopsWithoutRing: forward
          .filter((stop) => stop.outlineStyle === 'none' || stop.outlineWidth < 2)
          .map((stop) => stop.description),
        weakestRing: Number(Math.min(...forward.map((stop) => stop.ringContrast)).toFixed(2)),
        order: forward.map((stop) => stop.description),
      };
    }
  }
  // The Theme menu: opened with Enter, choices by arrow keys, closed by Escape with focus back on its button.
  await page.setViewportSize({ width: 1280, height: 800 });
  await openReady(page, '/');
  const theme = page.getByRole('banner').getByRole('button', { name: /^Theme/ });
  await theme.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('group', { name: 'Theme' });
  await expect(menu).toBeVisible();
  // Focus moves into the menu in the frame after the press (read at once, it was still on the button).
  await expect.poll(() => menu.evaluate((group) => group.contains(document.activeElement))).toBe(true);
  const focusedAfterOpen = await page.evaluate(() => {
    const focused = document.activeElement as HTMLInputElement;
    return `${focused.type} "${focused.labels?.[0]?.textContent?.trim() ?? ''}"`;
  });
  await page.keyboard.press('ArrowDown');
  const checkedAfterArrow = await page.evaluate(
    () => document.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value,
  );
  await page.screenshot({
    path: shot('keyboard', 'theme-menu-by-keyboard'),
    clip: { x: 780, y: 0, width: 500, height: 320 },
  });
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  const themeMenu = {
    focusedAfterOpen,
    checkedAfterArrow,
    focusBackOnButton: await theme.evaluate((button) => button === document.activeElement),
    buttonNameAfter: await theme.getAttribute('aria-label'),
  };
  // The phone menu: opened with Enter, Tab stays inside, Escape closes it and focus returns.
  await page.setViewportSize({ width: 390, height: 844 });
  await openReady(page, '/');
  const toggle = controls.menuToggle(page);
  await toggle.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const inside: boolean[] = [];
  for (let step = 0; step < 12; step++) {
    await page.keyboard.press('Tab');
    inside.push(await dialog.evaluate((element) => element.contains(document.activeElement)));
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  const phoneMenu = {
    tabStaysInside: inside.every(Boolean),
    focusBackOnToggle: await toggle.evaluate((b) => b === document.activeElement),
  };
  record('keyboard', { engine: `Chromium ${page.context().browser()!.version()}`, walks, themeMenu, phoneMenu });

  // Firefox and WebKit: the same forward walk on each page, by their own Tab key.
  const engineWalks: Record<string, unknown> = {};
  for (const engine of ['firefox', 'webkit'] as const) {
    const browser = await opened(launch(engine));
    try {
      for (const { url } of sample) {
        const tab = await browser.newPage();
        await tab.resize(1280, 800);
        await tab.open(`${origin()}${url}`);
        await tab.evaluate(settled);
        const stops: { name: string; id: string; ring: string }[] = [];
        for (let step = 0; step < 150; step++) {
          await tab.press('Tab');
          const stop = await tab.evaluate(focusedStop);
          if (!stop || stops.some((seen) => seen.name === stop.name && seen.id === stop.id)) break;
          stops.push(stop);
        }
        const chromiumStops = (walks[`${url} 1280px`] as { stops: number } | undefined)?.stops;
        engineWalks[`${browser.version} ${url}`] = {
          stops: stops.length,
          sameStopsAsChromium: stops.length === chromiumStops,
          withoutVisibleRing: stops.filter((stop) => stop.ring === 'none').map((stop) => stop.name),
          order: stops.map((stop) => stop.name),
        };
      }
    } finally {
      await browser.close();
    }
  }
  record('keyboard-engines', { walks: engineWalks });
});

/** The focused element: its name and its ring (outline, else a box shadow), or null on the page itself. */
function focusedStop(): { name: string; id: string; ring: string } | null {
  const element = document.activeElement as HTMLElement | null;
  if (!element || element === document.body || element === document.documentElement) return null;
  if (!element.hasAttribute('data-walk'))
    element.setAttribute('data-walk', String(document.querySelectorAll('[data-walk]').length));
  const style = getComputedStyle(element);
  const ring =
    style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2
      ? `${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`
      : style.boxShadow !== 'none'
        ? `box-shadow ${style.boxShadow}`
        : 'none';
  const name = (element.getAttribute('aria-label') ?? element.innerText ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
  return { name: `${element.tagName.toLowerCase()} "${name}"`, id: element.getAttribute('data-walk')!, ring };
}

test('notices', async ({ page, browser }) => {
  // How long a notice stays, raised by a mouse click, a tap and the keyboard; what pauses, keeps and dismisses it.
  await page.setViewportSize({ width: 1280, height: 800 });
  const notice = controls.notices(page);
  const timings: Record<string, unknown> = {};
  const goneAfter = async (locator: typeof notice, limit: number) => {
    const start = Date.now();
    while (Date.now() - start < limit) {
      if ((await locator.count()) === 0) return Date.now() - start;
      await page.waitForTimeout(50);
    }
    return `still shown after ${limit / 1000} s`;
  };
  /** From its showing to its going, by the page's own clock (e2e/noticeClock.ts); or what still shows. */
  const shownFor = async (on: typeof page, locator: typeof notice, limit: number) => {
    await locator.waitFor({ state: 'detached', timeout: limit }).catch(() => undefined);
    return (await noticeShownFor(on)) ?? `still shown after ${limit / 1000} s`;
  };
  await openReady(page, '/');
  const trigger = page.getByRole('button', { name: home.hero.learnLabel });
  await watchNoticeClock(page);
  await trigger.click();
  await expect(notice).toBeVisible();
  await page.mouse.move(0, 400);
  timings['mouse click, pointer moved away: shown for (ms)'] = await shownFor(page, notice, 30_000);
  await trigger.click();
  await notice.hover();
  await page.waitForTimeout(10_000);
  timings['mouse click, pointer resting on the notice: still shown after 10 s'] = (await notice.count()) === 1;
  await page.screenshot({ path: shot('notices', 'notice-hovered'), clip: { x: 780, y: 560, width: 500, height: 240 } });
  await page.mouse.move(0, 400);
  timings['then pointer moved away: gone after (ms)'] = await goneAfter(notice, 30_000);
  await trigger.click();
  await notice.getByRole('button', { name: 'Keep notices' }).click();
  await page.mouse.move(0, 400);
  await page.waitForTimeout(15_000);
  timings['mouse click, then Keep pressed: still shown after 15 s'] = (await notice.count()) === 1;
  timings['Keep pressed: its state'] = await notice
    .getByRole('button', { name: 'Keep notices' })
    .getAttribute('aria-pressed');
  await notice.getByRole('button', { name: 'Dismiss notice' }).click();
  await trigger.click();
  await page.mouse.move(0, 400);
  await page.waitForTimeout(10_000);
  timings['after Keep, a later notice raised by mouse: still shown after 10 s'] = (await notice.count()) === 1;
  await notice.getByRole('button', { name: 'Dismiss notice' }).click();
  await page.goto('/accessibility');
  timings['after Keep, the switch at the foot of the statement says'] = await page
    .getByRole('contentinfo')
    .getByRole('button', { name: ui.notices.keepEverywhere })
    .getAttribute('aria-pressed');
  await page.evaluate(() => localStorage.clear());
  // The keyboard: Enter on the button, Tab onward through the page, then back, and Escape.
  await openReady(page, '/');
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(notice).toBeVisible();
  await page.keyboard.press('Tab');
  await page.waitForTimeout(15_000);
  timings['Enter on the button, then Tab onward: still shown after 15 s'] = (await notice.count()) === 1;
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Escape');
  timings['then Shift+Tab back to the button and Escape: gone after (ms)'] = await goneAfter(notice, 5_000);
  timings['focus after Escape'] = await page.evaluate(() => document.activeElement?.textContent?.trim());
  timings['tab stops from the button to the end of the page'] = await page.evaluate((label) => {
    const all = Array.from(document.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')).filter((e) =>
      e.checkVisibility(),
    );
    return all.length - all.findIndex((e) => e.textContent?.includes(label));
  }, home.hero.learnLabel);
  // A tap on a phone, then a tap on Keep.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const tapPage = await phone.newPage();
  await tapPage.goto('/');
  const tapped = controls.notices(tapPage);
  await watchNoticeClock(tapPage);
  await tapPage.getByRole('button', { name: home.hero.learnLabel }).tap();
  await expect(tapped).toBeVisible();
  timings['tap on a phone: shown for (ms)'] = await shownFor(tapPage, tapped, 30_000);
  await tapPage.getByRole('button', { name: home.hero.learnLabel }).tap();
  await tapped.getByRole('button', { name: 'Keep notices' }).tap();
  await tapPage.waitForTimeout(15_000);
  timings['tap, then a tap on Keep: still shown after 15 s'] = (await tapped.count()) === 1;
  await tapPage.screenshot({ path: shot('notices', 'notice-kept-on-a-phone') });
  timings['Keep and Dismiss buttons on a phone (px)'] = await tapped.evaluate((element) =>
    Array.from(element.querySelectorAll('button')).map(
      (button) =>
        `${button.getAttribute('aria-label')}: ${Math.round(button.getBoundingClientRect().width)}×${Math.round(button.getBoundingClientRect().height)}`,
    ),
  );
  await phone.close();
  record('notices', { engine: `Chromium ${page.context().browser()!.version()}`, timings });
});

test('page-text', async ({ page }) => {
  // The words of every page as a visitor reads them: what the language, unusual-word, abbreviation and
  // reading-level checks read.
  const text: Record<string, string> = {};
  for (const { url } of sample) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openReady(page, url);
    text[url] = await page.evaluate(() => document.body.innerText);
  }
  const words = Object.fromEntries(
    Object.entries(text).map(([url, words]) => [url, words.split(/\s+/).filter(Boolean).length]),
  );
  record('page-text', { engine: `Chromium ${page.context().browser()!.version()}`, words, text });
});

test('reading', async ({ page }) => {
  // For level AAA: lines of text (1.4.8), abbreviations at their first use (3.1.4), the glossary (3.1.3) and the
  // reading level of the plain summaries and of the text they summarise (3.1.5, Flesch–Kincaid grade).
  const lines: Record<string, unknown> = {};
  const firstUses: Record<string, unknown> = {};
  for (const { url } of sample) {
    for (const width of [1280, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(url);
      const found = await page.evaluate(lineFindings, 80);
      // Paragraph spacing in line heights (G188 read literally: at least 1.5), beside lineFindings' ems.
      const spacing = await page.evaluate(paragraphSpacing, 1.5);
      lines[`${url} ${width}px`] = {
        ...found,
        longerThan: found.longerThan.length,
        smallestParagraphGapLines: spacing.smallestInLines,
        closeParagraphsInLines: spacing.close,
      };
    }
    firstUses[url] = Object.fromEntries(
      (await page.evaluate(abbreviationFirstUses, abbreviationPatterns)).map(({ abbreviation, markedUpAs, before }) => [
        abbreviation,
        { markedUpAs, before: (before + abbreviation).slice(-70) },
      ]),
    );
  }
  await page.goto('/blog');
  const glossaryShown = await page.evaluate(() =>
    Array.from(document.querySelectorAll('#glossary dt')).map((term) => term.textContent),
  );
  const grade = (text: string) => Number(fleschKincaidGrade(text).toFixed(1));
  const readingLevel = {
    formula: 'Flesch–Kincaid grade level (src/text/readability.ts); lower secondary education ends around grade 9',
    summaries: {
      ...Object.fromEntries(
        (Object.keys(home) as (keyof typeof home)[]).map((section) => [
          `home: ${section}`,
          grade(home[section].summary),
        ]),
      ),
      'the manifesto': grade(manifestoSummary),
    },
    fullText: { 'the manifesto': grade(manifestoContent) } as Record<string, number>,
  };
  for (const { url } of sample) {
    await page.goto(url);
    readingLevel.fullText[`${url} (main, as read)`] = grade(await page.locator('main').innerText());
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/blog#glossary');
  await page.screenshot({ path: shot('reading', 'glossary') });
  await page.goto('/');
  await page.getByRole('heading', { name: home.mission.heading }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot('reading', 'a-plain-summary') });
  record('reading', {
    engine: `Chromium ${page.context().browser()!.version()}`,
    lines,
    abbreviationsAtFirstUse: firstUses,
    glossaryShown,
    readingLevel,
  });
});

test('motion', async ({ page }) => {
  // Nothing moves, blinks or updates by itself: pictures one second and ten seconds after load, compared.
  const results: Record<string, unknown> = {};
  for (const { id, url } of sample) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openReady(page, url);
    await page.waitForTimeout(1000);
    const first = await page.screenshot();
    const running = await page.evaluate(() =>
      document.getAnimations().map((a) => `${a.constructor.name} ${(a as CSSAnimation).animationName ?? ''}`),
    );
    await page.waitForTimeout(9000);
    const second = await page.screenshot();
    results[url] = { identicalAfterNineSeconds: first.equals(second), animationsRunning: running };
    if (id === 'home') {
      mkdirSync(join(evidenceDir, 'motion'), { recursive: true });
      writeFileSync(shot('motion', 'home-after-10s'), second);
    }
  }
  record('motion', { engine: `Chromium ${page.context().browser()!.version()}`, results });
});

test('structure', async ({ page }) => {
  // Titles, landmarks and the outline of headings of every page, and the labels of the one group of inputs.
  const results: Record<string, unknown> = {};
  for (const { url } of sample) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openReady(page, url);
    results[url] = {
      title: await page.title(),
      lang: await page.locator('html').getAttribute('lang'),
      headings: await page.evaluate(() =>
        Array.from(document.querySelectorAll('h1, h2, h3, h4, h5, h6'))
          .filter((h) => h.checkVisibility() || h.closest('.visually-hidden'))
          .map((h) => `${'  '.repeat(Number(h.tagName[1]) - 1)}${h.tagName.toLowerCase()} ${h.textContent?.trim()}`),
      ),
      landmarks: (await page.locator('body').ariaSnapshot())
        .split('\n')
        .filter((line) => /- '?(banner|navigation|main|contentinfo|region|complementary|search|form)\b/.test(line))
        .map((line) => line.trim().replace(/:$/, '')),
    };
  }
  await openReady(page, '/');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Theme/ })
    .click();
  const group = page.getByRole('group', { name: 'Theme' });
  results['Theme menu'] = await group.ariaSnapshot();
  record('structure', { engine: `Chromium ${page.context().browser()!.version()}`, results });
});

test('links-and-names', async ({ page }) => {
  // Every link and button: its visible label, its accessible name, where it goes, and the heading it sits under.
  const results: Record<string, unknown> = {};
  for (const { url } of sample) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openReady(page, url);
    const controls = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLElement>('a[href], button, [role="button"]'))
        .filter((element) => element.checkVisibility() && !element.closest('[aria-hidden="true"], template'))
        .map((element) => {
          let heading = '';
          for (let node: Element | null = element; node && !heading; node = node.parentElement) {
            const found = node.querySelector('h1, h2, h3, h4');
            if (found && found.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING)
              heading = found.textContent?.trim() ?? '';
          }
          return {
            role: element.tagName === 'A' ? 'link' : 'button',
            visible: element.innerText.trim().replace(/\s+/g, ' '),
            href: element.getAttribute('href'),
            under: heading,
          };
        }),
    );
    // The accessible names, from the accessibility tree. The snapshot is YAML: a line whose name holds a colon is
    // single-quoted whole ('link "Read Full Article: …"'), with a quote inside doubled.
    const names = (await page.locator('body').ariaSnapshot())
      .split('\n')
      .map((line) => /^\s*- (')?(link|button) "((?:[^"\\]|\\.)*)"/.exec(line))
      .filter((match) => match !== null)
      .map(([, quoted, role, name = '']) => ({
        role,
        name: JSON.parse(`"${quoted ? name.replaceAll("''", "'") : name}"`) as string,
      }));
    // Both lists are in the document's order: each control beside its name. A control with a visible label whose
    // name does not start with it is a 2.5.3 finding; so is a list of another length (a control not paired).
    const labelNotInName = controls.flatMap((control, index) => {
      const name = names[index]?.name ?? '';
      return control.visible && !name.toLowerCase().startsWith(control.visible.toLowerCase())
        ? [{ visible: control.visible, name }]
        : [];
    });
    results[url] = {
      controls,
      accessibleNames: names,
      unpaired: Math.abs(controls.length - names.length),
      labelNotInName,
    };
  }
  record('links-and-names', { engine: `Chromium ${page.context().browser()!.version()}`, results });
});

test('consistency', async ({ page }) => {
  // The header's and the footer's links, in order, on every page; where the contact details sit.
  const results: Record<string, unknown> = {};
  for (const { url } of sample) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openReady(page, url);
    results[url] = await page.evaluate(() => {
      const links = (selector: string) =>
        Array.from(document.querySelectorAll<HTMLAnchorElement>(`${selector} a[href]`)).map(
          (a) => `${a.innerText.trim()} → ${a.getAttribute('href')}`,
        );
      const contact = Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href^="mailto:"], a[href^="tel:"]'))
        .filter((a) => a.closest('footer'))
        .map((a) => a.innerText.trim());
      const current = Array.from(document.querySelectorAll<HTMLAnchorElement>('header [aria-current]')).map((a) =>
        a.innerText.trim(),
      );
      return { header: links('header'), footer: links('footer'), contactInFooter: contact, currentInHeader: current };
    });
  }
  const pagesList = Object.values(results) as { header: string[]; footer: string[] }[];
  record('consistency', {
    engine: `Chromium ${page.context().browser()!.version()}`,
    sameHeaderEverywhere: pagesList.every((p) => JSON.stringify(p.header) === JSON.stringify(pagesList[0]!.header)),
    sameFooterEverywhere: pagesList.every((p) => JSON.stringify(p.footer) === JSON.stringify(pagesList[0]!.footer)),
    results,
  });
});

test('pointer-cancellation', async ({ page, browser }) => {
  // Press on each kind of control, slide off, release: nothing may happen. With a mouse and with a finger.
  await page.setViewportSize({ width: 1280, height: 800 });
  await openReady(page, '/');
  const pressed = [
    page.getByRole('navigation', { name: ui.landmarks.mainNavigation }).getByRole('link', { name: 'Blog' }),
    page.getByRole('button', { name: home.hero.learnLabel }),
    page.getByRole('banner').getByRole('button', { name: /^Theme/ }),
    page.getByRole('link', { name: /^Read Full Article/ }),
  ];
  const mouse: Record<string, unknown> = {};
  for (const control of pressed) {
    const name = (await control.textContent())?.trim() || (await control.getAttribute('aria-label'));
    await control.scrollIntoViewIfNeeded();
    const box = (await control.boundingBox())!;
    const before = { url: page.url(), notices: await controls.notices(page).count() };
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, box.y - 200, { steps: 5 });
    await page.mouse.up();
    await page.waitForTimeout(500);
    const after = {
      url: page.url(),
      notices: await controls.notices(page).count(),
      openPopovers: await page.locator(':popover-open').count(),
    };
    mouse[String(name)] = {
      before,
      after,
      acted: after.url !== before.url || after.notices > before.notices || after.openPopovers > 0,
    };
  }
  // How far a touch slides off its control before it lifts (CSS px), recorded with the evidence.
  const touchSlide = { x: 150, y: 200 };
  const touchSlideSteps = 5;
  // With a finger, on a phone, at two moments: before the app (its script held back: the page's own menu) and once
  // it runs (the drawer). Not while it starts: which of the two a touch then meets depends on the machine's speed.
  const slidTouches = async (app: 'held' | 'ready') => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const tapPage = await phone.newPage();
    if (app === 'held') await holdAppChunk(tapPage);
    await tapPage.goto('/');
    if (app === 'ready') await waitForAppReady(tapPage);
    const cdp = await phone.newCDPSession(tapPage);
    const touch: Record<string, unknown> = {};
    for (const name of [home.hero.learnLabel, ui.menu.toggle]) {
      const control = tapPage.getByRole('button', { name, exact: true }).first();
      await control.scrollIntoViewIfNeeded();
      const box = (await control.boundingBox())!;
      const x = box.x + box.width / 2;
      const y = box.y + box.height / 2;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
      for (let step = 1; step <= touchSlideSteps; step++) {
        await cdp.send('Input.dispatchTouchEvent', {
          type: 'touchMove',
          touchPoints: [
            { x: x + (step * touchSlide.x) / touchSlideSteps, y: y + (step * touchSlide.y) / touchSlideSteps },
          ],
        });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await tapPage.waitForTimeout(500);
      touch[name] = {
        notices: await controls.notices(tapPage).count(),
        // The open menu, as every suite finds it: the drawer stays mounted while shut, hidden, and is not counted.
        dialogsOpen: await controls.menu(tapPage).count(),
      };
    }
    await phone.close();
    return touch;
  };
  const touchBeforeTheApp = await slidTouches('held');
  const touch = await slidTouches('ready');
  record('pointer-cancellation', {
    engine: `Chromium ${page.context().browser()!.version()}`,
    mouse,
    touchBeforeTheApp,
    touch,
    touchSlidPx: touchSlide,
  });
});

test('target-size', async ({ page }) => {
  // Every target's size at a phone's and a desktop's width, against 24px (AA) and 44px (AAA).
  const results: Record<string, unknown> = {};
  for (const width of [390, 1280]) {
    for (const { url } of sample) {
      await page.setViewportSize({ width, height: 844 });
      await openReady(page, url);
      await installA11yProbes(page);
      results[`${url} ${width}px`] = {
        under24: await page.evaluate(() => window.__a11yProbes!.smallTargets(24)),
        under44: await page.evaluate(() => window.__a11yProbes!.smallTargets(44)),
      };
    }
  }
  record('target-size', { engine: `Chromium ${page.context().browser()!.version()}`, results });
});

test('on-focus-and-input', async ({ page }) => {
  // Focus alone, and a choice in the Theme menu, change no page, open nothing and move no focus.
  await page.setViewportSize({ width: 1280, height: 800 });
  await openReady(page, '/');
  const before = await page.evaluate(() => ({
    url: location.href,
    dialogs: document.querySelectorAll(':popover-open, dialog[open]').length,
  }));
  // Recorded with the evidence, which the remark points to for how many.
  const tabs = 40;
  for (let step = 0; step < tabs; step++) await page.keyboard.press('Tab');
  const afterTabbing = await page.evaluate(() => ({
    url: location.href,
    dialogs: document.querySelectorAll(':popover-open, dialog[open]').length,
  }));
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Theme/ })
    .click();
  await page.getByRole('radio', { name: 'Dark' }).focus();
  await page.keyboard.press('Space');
  const afterChoice = await page.evaluate(() => ({
    url: location.href,
    colorScheme: getComputedStyle(document.documentElement).colorScheme,
    focused: (document.activeElement as HTMLInputElement | null)?.value,
    menuStillOpen: document.querySelectorAll(':popover-open').length,
  }));
  await page.screenshot({
    path: shot('on-focus-and-input', 'after-choosing-dark'),
    clip: { x: 780, y: 0, width: 500, height: 320 },
  });
  await page.evaluate(() => localStorage.clear());
  record('on-focus-and-input', {
    engine: `Chromium ${page.context().browser()!.version()}`,
    before,
    tabs,
    afterTabbing,
    afterChoice,
    addressChangedByTabbing: afterTabbing.url !== before.url,
    addressChangedByChoice: afterChoice.url !== before.url,
  });
});

test('contrast', () => {
  // Every colour pair the theme paints, in both schemes, with its ratio and the minimum it is held to (the theme's
  // contrast contract, theme/contrast.ts): the same measurement as `npm run contrast`.
  // Each pair with its colours, so that the evidence names the brand it measured.
  const pairs = checkContrast(createAppTheme()).map(
    ({ scheme, category, name, foreground, background, backdrop, ratio, minimum, passes }) => ({
      scheme,
      category,
      name,
      foreground,
      background,
      ...(backdrop ? { backdrop } : {}),
      ratio: Number(ratio.toFixed(2)),
      minimum,
      passes,
    }),
  );
  const text = pairs.filter((pair) => /text/.test(pair.category));
  const weakest = (of: typeof pairs) => Math.min(...of.map((pair) => pair.ratio));
  record('contrast', {
    pairs: pairs.length,
    failing: pairs.filter((pair) => !pair.passes).length,
    weakestText: weakest(text),
    weakestLargeText: weakest(pairs.filter((pair) => pair.category === 'large text')),
    weakestBoundary: weakest(pairs.filter((pair) => pair.category === 'boundary' || pair.category === 'focus ring')),
    all: pairs,
  });
  writeFileSync(
    join(evidenceDir, 'contrast.txt'),
    pairs
      .map(
        (pair) =>
          `${pair.passes ? 'pass' : 'FAIL'}  ${pair.scheme.padEnd(5)} ${pair.ratio.toFixed(2).padStart(5)}:1 (needs ${pair.minimum})  ${pair.name}: ${pair.foreground} on ${pair.background}${pair.backdrop ? ` over ${pair.backdrop}` : ''}\n`,
      )
      .join(''),
  );
});

test('run', ({ browser }) => {
  // Last: the file's tests run in order and stop at the first failure, so the record says every check above ran on
  // this build. The build as it names itself (dist/build.json), and the versions each program gave of itself.
  // Orca is not driven here: the screen-reader suite of the same run compares its transcripts, with this Orca.
  const orca = programVersion('orca', 'Orca');
  const versions = versionsOf([...productsUsed, `Chromium ${browser.version()}`, ...(orca ? [orca] : [])]);
  const build = builtSite();
  writeFileSync(
    evidenceRunFile,
    `${JSON.stringify(
      {
        startedAt,
        finishedAt: new Date().toISOString(),
        build,
        commit: build.commit,
        uncommittedChanges: build.modified,
        versions,
        tools: {
          Playwright: packageVersion('@playwright/test'),
          Puppeteer: packageVersion('puppeteer-core'),
          Node: process.version.replace(/^v/, ''),
        },
      },
      null,
      2,
    )}\n`,
  );
});
