// The keyboard walk, one test for every phase a visitor can meet a page in (phases.ts): without JavaScript, before
// the app starts (the prerendered page and its page script), while it starts and after it. Each walk tabs from the
// top to the end and back: every stop is in the visual order, shows a 2px ring at 3:1 from the page's CSS, and is
// not under the bar. (A control focused before the app keeps its ring through hydration: first-moment.spec.ts.)
import { expect, test } from './test';
import { hiddenUnderBar, ringProblem, walkTabStops } from './keyboard';
import { openInPhase } from './phases';
import { installA11yProbes } from './probes';
import { arrivals, desktop, phases, phone, screens, type Scenario } from './scenarios';
import { holdAppChunk } from './support';
import { ui } from '../src/content/ui';
import { wcag } from './wcag';

/**
 * The walks of each phase. After the app, every screen at both layouts (a ring's contrast depends on the scheme,
 * the order and the bar's cover on the layout). Before it, the page is the HTML and CSS the app hydrates: the
 * screens a visitor arrives at, at one layout.
 */
const walks: readonly Scenario[] = phases.flatMap((phase): Scenario[] =>
  phase === 'after the app'
    ? screens.flatMap((screen) => [
        { screen, viewport: desktop, scheme: 'light' as const, phase },
        { screen, viewport: phone, scheme: 'dark' as const, phase },
      ])
    : arrivals.map((screen) => ({ screen, viewport: desktop, scheme: 'light' as const, phase })),
);

for (const phase of phases) {
  test.describe(`keyboard walk ${phase}`, () => {
    for (const walk of walks.filter((candidate) => candidate.phase === phase)) {
      test(
        `${walk.screen.id} at ${walk.viewport.width}px in ${walk.scheme}: every stop in the visual order, with a ring, not under the bar`,
        wcag('2.4.3', '2.4.7', '2.4.11', '1.4.11'),
        async ({ page: fixturePage, browser, baseURL }) => {
          const { page, done } = await openInPhase({ page: fixturePage, browser, baseURL: baseURL! }, walk);
          await installA11yProbes(page);
          const { forward, backward, backwardInReverseOrder, fromUnderTheBar } = await walkTabStops(page);
          expect(forward.length).toBeGreaterThan(5);
          expect(forward[0]!.description).toContain(ui.skipLink);

          expect(forward.flatMap(ringProblem)).toEqual([]);
          expect(backwardInReverseOrder, 'Shift+Tab meets the stops in the reverse order').toBe(true);

          const outOfOrder = forward.slice(1).flatMap((stop, index) => {
            const previous = forward[index]!;
            const up = stop.pageTop < previous.pageTop - 4;
            const sameRow = Math.abs(stop.pageTop - previous.pageTop) <= 4;
            const left = stop.pageLeft < previous.pageLeft - 4;
            return (up && left) || (sameRow && left) ? [`${previous.description} → ${stop.description}`] : [];
          });
          expect(outOfOrder).toEqual([]);

          const obscured = [...forward, ...backward, ...fromUnderTheBar]
            .filter((stop) => hiddenUnderBar(stop, walk.viewport.height))
            .map((stop) => `${stop.description} at ${Math.round(stop.rect.top)}px (bar ends at ${stop.barBottom}px)`);
          expect(obscured).toEqual([]);
          await done();
        },
      );
    }
  });
}

test.describe('keyboard walk before the app', () => {
  test('/ in forced colours at 1280px: every stop shows a ring', wcag('2.4.7', '1.4.11'), async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.emulateMedia({ forcedColors: 'active', reducedMotion: 'reduce' });
    const release = await holdAppChunk(page);
    await page.goto('/');
    await installA11yProbes(page);
    const { forward } = await walkTabStops(page);
    expect(forward.flatMap(ringProblem)).toEqual([]);
    release();
  });
});
