// What a blind visitor hears: Orca, the screen reader of Linux desktops, reading the built site in Firefox ESR and
// in Chromium, with keys pressed as a keyboard presses them. What it says is kept as reviewed transcripts
// (accessibility/transcripts/orca/<browser>/); a change in the words fails until a person has read the new transcript
// (UPDATE_TRANSCRIPTS=1 writes them, for review in the diff). Beside each transcript, the checks that say what
// the visitor must hear, so a failure names the defect.
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { expect, test as base } from '../test';
import { actions, feedHint, socialProfileAction } from '../../src/content/actions';
import { complianceStatus, statementRows } from '../../src/content/accessibility';
import { blog, footer, home } from '../../src/content/home';
import { footerFeed, primaryNavigation } from '../../src/content/navigation';
import { featuredPostId, posts } from '../../src/content/posts';
import { statement } from '../../src/content/statement';
import { team } from '../../src/content/team';
import { colorSchemeButtonName, ui } from '../../src/content/ui';
import { NOTICES_ANNOUNCER_ID, NOTICES_ID } from '../../src/startup/contract';
import { GLIDING_ATTRIBUTE } from '../../src/controls/links/landing';
import { expectTranscript } from '../screen-reader';
import { startHoldingProxy, type HoldingProxy } from '@foundation/test-servers';
import {
  comparedPart,
  DESKTOP_START_MS,
  documentNamedInPage,
  Listener,
  startDesktop,
  transcript,
  type Desktop,
  type Step,
} from '@foundation/screen-reader';
import {
  appReady,
  launchReaderBrowser,
  pages,
  sayAllFromTop,
  type ReaderBrowser,
  type ReaderBrowserName,
  type ReaderSettings,
} from './visits';
import { wcag } from '../wcag';
import { afterTheSuites } from './afterTheSuites';

const test = base.extend<{ debugLogOnFailure: void }, { desktop: Desktop; server: HoldingProxy }>({
  // A failing test keeps what Orca's debug file says about it (test-results/<test>/orca-debug.out): why Orca said
  // what it said, or nothing, read from the instrument itself.
  debugLogOnFailure: [
    async ({ desktop }, use, testInfo) => {
      const from = statSync(desktop.debugFile).size;
      await use();
      if (testInfo.status === testInfo.expectedStatus) return;
      const log = readFileSync(desktop.debugFile).subarray(from);
      writeFileSync(testInfo.outputPath('orca-debug.out'), log);
    },
    { auto: true },
  ],
  desktop: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function needs from its first parameter's pattern; these need none.
    async ({}, use) => {
      const desktop = await startDesktop();
      await use(desktop);
      await desktop.stop();
    },
    { scope: 'worker', timeout: DESKTOP_START_MS },
  ],
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function needs from its first parameter's pattern; these need none.
    async ({}, use, workerInfo) => {
      const server = await startHoldingProxy(String(workerInfo.project.use.baseURL));
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
});

/** Every utterance, as one text: for checks on words that Orca may split across utterances. */
const spoken = (steps: Step[]) =>
  steps
    .flatMap((step) => step.said)
    .join(' ')
    .replace(/\s+/g, ' ');

/** Text as a regular expression that matches it literally. */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Compares what Orca said with the reviewed transcript accessibility/transcripts/orca/<id>.txt, and checks that no
 * step that stayed on the page was answered with the document's name, compared or not.
 */
function expectHeard(id: string, steps: Step[]): void {
  expect.soft(documentNamedInPage(steps), 'an in-page step says where the visitor landed, not the page').toEqual([]);
  expectTranscript(`orca/${id}`, transcript(steps), comparedPart);
}

/** How long Chromium shows its zoom level after the last change (its zoom bubble's close delay), with a margin. */
const ZOOM_BUBBLE_MS = 2_000;

/** What Orca says as focus comes back to the menu toggle: the menu has closed. */
const toggleSaid = `${ui.menu.toggle} push button`;

const sectionHeadings = [home.mission, home.researchFocus, home.featuredResearch, home.team].map((s) => s.heading);

for (const name of ['firefox', 'chromium'] as ReaderBrowserName[]) {
  test.describe(`Orca in ${name}`, () => {
    let browser: ReaderBrowser | undefined;
    test.afterEach(async () => {
      await browser?.close();
      browser = undefined;
    });

    /** Opening the drawer in Chromium waits for the other suites to finish (playwright.config.ts says why). */
    const drawerInChromium = (app: 'held' | 'ready') =>
      name === 'chromium' && app === 'ready' ? [afterTheSuites] : [];

    /** A new visitor opens the page: a new browser, its window on the desktop; what arriving says. */
    async function visit(
      desktop: Desktop,
      server: HoldingProxy,
      path: string,
      {
        size = 'wide',
        reducedMotion = false,
        app = 'not yet',
      }: Partial<ReaderSettings> & { app?: 'not yet' | 'held' | 'ready' } = {},
    ) {
      browser = await launchReaderBrowser(name, desktop, { size, reducedMotion }, server.origin);
      if (app === 'held') server.hold();
      else server.release();
      const listener = new Listener(desktop, browser);
      await listener.settle();
      listener.heard();
      await browser.open(`${server.origin}${path}`);
      await listener.arrival();
      const steps: Step[] = [{ step: `open ${path}`, said: listener.heard(), loaded: true }];
      // The visitor's first move over the page starts the app, once they have heard it arrive (started at once,
      // the app's changes to the page met Orca's reading of the arrival on a busy machine).
      if (app === 'ready')
        steps.push({
          step: '(the pointer moves: the app starts)',
          said: await listener.answerTo(() => appReady(browser!), { mayBeSilent: true }),
        });
      return { listener, steps, page: browser };
    }

    for (const page of pages) {
      test(
        `${page.id}: arriving, then reading from the top`,
        { ...wcag('1.3.1', '1.3.2', '2.4.2', '4.1.2'), tag: afterTheSuites },
        async ({ desktop, server }) => {
          const { listener, steps } = await visit(desktop, server, page.path);
          steps.push(...(await sayAllFromTop(listener)));
          expectHeard(`${name}/${page.id}-reading`, steps);
          const heard = spoken(steps);
          expect.soft(heard, 'nothing said to be clickable that a click does not act on').not.toMatch(/clickable/);
          expect.soft(heard, 'no empty status region read').not.toMatch(/statusbar/);
          // Each heading read as one (its words, then its role): a name said elsewhere (a link, an image's
          // description, a card's name) does not stand in for it.
          const reading = steps.flatMap((step) => step.said).join('\n');
          const heading = (name: string, level: number) =>
            new RegExp(`(^|\\n)${escaped(name)}\\s*\\nheading level ${level}\\b`);
          if (page.id === 'blog')
            for (const post of posts.filter((candidate) => candidate.id !== featuredPostId))
              expect.soft(reading, `the heading "${post.title}"`).toMatch(heading(post.title, 3));
          // Each byline heard in its parts: the date, the author and the read time, never two of them run together
          // in one utterance with nothing between them ("Daniel Reyes 4-minute read"). Orca says a title ("Dr.") as
          // a sentence of its own: the name's last words are what runs into the read time.
          const bylines =
            page.id === 'blog' ? posts : page.id === 'home' ? posts.filter((post) => post.id === featuredPostId) : [];
          for (const { date, author, readTime } of bylines) {
            expect.soft(reading, `the byline ${date}, ${author}, ${readTime}`).toContain(readTime);
            for (const [first, next] of [
              [date, author],
              [author.split('. ').at(-1)!, readTime],
            ])
              expect
                .soft(reading, `"${first}" and "${next}" heard apart`)
                .not.toMatch(new RegExp(`${escaped(first!)}[ \\t]*${escaped(next!)}`));
          }
          // The blog's feed, offered in the footer of every page: its link, after the footer's heading.
          const feedLink = `${footerFeed.label} ${feedHint}`;
          expect
            .soft(reading.slice(reading.lastIndexOf(footer.heading)), "the blog's feed, in the footer")
            .toMatch(new RegExp(`(^|\\n)${escaped(feedLink)}\\s*\\nlink\\b`));
          // The statement's conformance sentence, read in one go: one utterance, from its first word to its last.
          if (page.id === 'accessibility') {
            const sentence = statement
              .status(complianceStatus(statementRows()))
              .map((run) => (typeof run === 'string' ? run : 'strong' in run ? run.strong : ''))
              .join('');
            // Firefox still says the sentence's <abbr> as a piece of its own, presentational or not ("… Guidelines (
            // ¦ WCAG ¦ ) version 2.2, ¦ level AA.", kept in its transcript): there, the sentence up to it is one.
            const inOneGo = name === 'chromium' ? sentence : sentence.slice(0, sentence.indexOf('(') + 1);
            const lines = reading.split('\n').map((line) => line.trim());
            expect.soft(lines, 'the conformance sentence, in one go').toContain(inOneGo);
          }
          if (page.id === 'home') {
            for (const name of sectionHeadings) expect.soft(reading, `the heading "${name}"`).toMatch(heading(name, 2));
            for (const member of team)
              expect.soft(reading, `the heading "${member.name}"`).toMatch(heading(member.name, 3));
            expect.soft(heard, 'eyebrows as written').toContain(home.hero.eyebrow);
            expect.soft(heard, 'the reason Coming Soon is unavailable').toContain(home.researchFocus.comingSoonTooltip);
            // The advisory board's four placeholders, heard as one group: one list under the section's one heading,
            // each Apply Now link told apart from the others.
            const { heading: boardHeading, placeholderCount, applyLabel } = home.advisoryBoard;
            const board = reading.slice(reading.indexOf(boardHeading), reading.indexOf(footer.heading));
            expect.soft(board, 'the advisory board, one list').toContain(`List with ${placeholderCount} items`);
            expect.soft(board.match(/heading level/g), 'the advisory board, one heading').toHaveLength(1);
            const applyLinks = board.split('\n').filter((line) => line.startsWith(applyLabel));
            expect.soft(applyLinks, 'an Apply Now link for each position').toHaveLength(placeholderCount);
            expect.soft(new Set(applyLinks).size, 'each Apply Now link told apart').toBe(placeholderCount);
          }
        },
      );
    }

    // The matrix read line by line where it is narrowest: a page 320 CSS px wide (a 1280px window at 400% zoom) and
    // 390 (a phone's width: Firefox ESR's 130% of a 509px window, Chromium's 150% of 585px; no window is narrower
    // than about 500px), zoomed with the keyboard as a visitor zooms.
    const zooms = [
      { id: 'matrix-320', width: 320, window: { width: 1280, height: 1024 } },
      { id: 'matrix-390', width: 390, window: { width: name === 'firefox' ? 509 : 585, height: 900 } },
    ];
    for (const zoom of zooms) {
      // 1.3.1: heard as a table, zoomed in to a phone's width: its caption, its size, its row and column headers
      // (the reviewed transcript), and each ability whole.
      test(
        `the matrix at ${zoom.width}px, zoomed: T to it, then Down through it`,
        wcag('1.3.1'),
        async ({ desktop, server }) => {
          const { listener, steps, page } = await visit(desktop, server, '/', { size: zoom.window });
          for (let presses = 0; presses < 30 && (await page.evaluate(() => innerWidth)) > zoom.width; presses++) {
            const before = await page.evaluate(() => innerWidth);
            desktop.keys(['ctrl+equal']);
            await page.waitFor('the zoom to apply', (width: number) => innerWidth < width, before);
          }
          // Within 2px: Chromium's window keeps a pixel or two of its own (319px at 400% of 1280).
          expect(
            await page.evaluate(() => innerWidth),
            'the zoomed page is as wide as the case',
          ).toBeGreaterThanOrEqual(zoom.width - 2);
          // The visitor hears the zoom out before reading on: Chromium shows each level in a bubble for 1.5s, and
          // Orca says it ("notification Zoom: 400%"), sometimes again as the page reaches that zoom (once 0.7s after
          // the first, on a busy machine: said over the table, it moved Orca's reading back to the header row).
          await listener.settle({ stillMs: ZOOM_BUBBLE_MS });
          listener.heard();
          // Where the page is at each of its scroll events while Orca reads: each line it moves to arrives in one step.
          await page.evaluate(() => {
            const moves: [number, number][] = [];
            (window as unknown as { moves: typeof moves }).moves = moves;
            addEventListener('scroll', () => moves.push([performance.now(), scrollY]), { passive: true });
          });
          const { relianceLevels, rows, riskLevels, abilityHeading } = home.impactMatrix;
          steps.push(...(await listener.pressEach(['t', ...Array<string>(6 + rows.length * 5).fill('Down')])));
          expectHeard(`${name}/${zoom.id}`, steps);
          const moves = await page.evaluate(() => (window as unknown as { moves: [number, number][] }).moves);
          // The page's moves in bursts (each move within 100 ms of the one before): a glide passes through a position
          // every frame, ten or more to a line, on its way to the last; a jump lands at once, with at most one stop on
          // the way (Chromium's T to the table, on a busy machine: the table's top, then within 0.1 s its first line)
          // and corrections of a few pixels (Firefox's).
          const bursts: number[][] = [];
          moves.forEach(([at, y], i) =>
            i > 0 && at - moves[i - 1]![0] < 100 ? bursts.at(-1)!.push(Math.round(y)) : bursts.push([Math.round(y)]),
          );
          const glides = bursts.filter((burst) => burst.filter((y) => Math.abs(y - burst.at(-1)!) > 8).length > 1);
          expect.soft(glides, "the page does not glide under Orca's reading").toEqual([]);
          // Each line Orca reads is whole words: no piece of a word ("Full delega", then "tion") said apart.
          const words = new Set(
            [abilityHeading, ...relianceLevels, ...riskLevels, ...rows.map((row) => row.ability)].flatMap((text) =>
              text.split(/\s+/),
            ),
          );
          const heard = spoken(steps);
          // What was read of the table, up to Orca's "leaving table" (the paragraphs after it have words of their own).
          const { tableCaption } = home.impactMatrix;
          const inTable = heard.slice(heard.indexOf(tableCaption) + tableCaption.length).split('leaving table')[0]!;
          const pieces = inTable
            .split(/[^\p{L}]+/u)
            .filter((said) => said.length > 1 && !words.has(said) && [...words].some((word) => word.includes(said)));
          expect.soft(pieces, 'pieces of words said apart').toEqual([]);
          // Reading by line, Orca names a column's header only where it chooses to (Chromium: on the second cell of a
          // line); reading by cell names each. Every ability is said whole.
          for (const row of rows) expect.soft(heard, 'each ability, whole').toContain(row.ability);
        },
      );
    }

    test('home: H through the headings', wcag('1.3.1', '2.4.6', '2.4.10'), async ({ desktop, server }) => {
      const { listener, steps } = await visit(desktop, server, '/');
      steps.push(...(await listener.pressEach(Array<string>(30).fill('h'))));
      expectHeard(`${name}/home-headings`, steps);
      // Each heading names what it heads: no two in a row the same (the advisory board's placeholders were four).
      const said = steps.slice(1).map((step) => step.said.join(' '));
      const repeated = said.filter((heading, index) => index > 0 && heading === said[index - 1]);
      expect.soft(repeated, 'no heading said twice in a row').toEqual([]);
    });

    test('home: M through the landmarks', wcag('1.3.1', '2.4.1'), async ({ desktop, server }) => {
      const { listener, steps } = await visit(desktop, server, '/');
      steps.push(...(await listener.pressEach(Array<string>(12).fill('m'))));
      expectHeard(`${name}/home-landmarks`, steps);
      const firstLink = `${primaryNavigation[0]?.label} link.`;
      const named = steps.some((step) => step.said[0] === ui.landmarks.mainNavigation && step.said.includes(firstLink));
      expect.soft(named, "M reaches the bar's navigation, said by its name").toBe(true);
      expect.soft(spoken(steps), 'no landmark a listener takes for the main content').not.toMatch(/\bMain\b/);
    });

    test(
      'the bar and the skip link: Tab, then Enter on "Skip to main content"',
      wcag('2.4.1', '2.4.3', '2.4.7', '4.1.2'),
      async ({ desktop, server }) => {
        const { listener, steps } = await visit(desktop, server, '/', { size: 'narrow', app: 'ready' });
        const theThirdTab = steps.length + 2;
        for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'shift+Tab', 'shift+Tab', 'shift+Tab'])
          steps.push({ step: key, said: await listener.press(key) });
        steps.push({ step: 'Return', said: await listener.press('Return') });
        expect
          .soft(steps.at(-1)?.said.join(' '), 'following the skip link says where the visitor landed')
          .toContain(home.hero.eyebrow);
        steps.push(...(await listener.pressEach(['h'])));
        expectHeard(`${name}/bar-and-skip-link`, steps);
        const theme = steps[theThirdTab]?.said.join(' ');
        expect.soft(theme, 'the Theme button says the choice in force').toContain(colorSchemeButtonName('system'));
        expect.soft(spoken(steps)).not.toMatch(/clickable/);
        expect
          .soft(steps.at(-1)?.said.join(' '), 'H after the skip link: the first heading of the main content')
          .toContain(home.hero.headline);
      },
    );

    // Chromium only: in Firefox a landing still lands on the document's name at times ("… document web."; issue 37,
    // item 3): Explore Our Research in about one try in five, the bar's Contact and the blog's skip link more rarely,
    // more often beside the other suites (the skip link, twice in a row, in npm test). Firefox's menu landing
    // (Mission, below) and the home page's skip link (above) stay compared there.
    if (name === 'chromium')
      test(
        "in-page landings (Explore Our Research, the bar's Contact, the blog's skip link), each said once, then Down reads on",
        wcag('2.4.1', '2.4.3', '2.4.4', '1.3.2'),
        async ({ desktop, server }) => {
          const landings = [
            { path: '/', link: home.hero.exploreLabel, lands: home.researchFocus.heading },
            {
              path: '/',
              link: primaryNavigation.find(({ href }) => href === '#contact')!.label,
              lands: footer.heading,
            },
            { path: '/blog', link: ui.skipLink, lands: blog.backLabel },
          ];
          const steps: Step[] = [];
          for (const landing of landings) {
            // Each from a new visit, focus moved to the link: Orca does not follow focus a script moves after a
            // browse-mode key (it takes the key for the last command).
            await browser?.close();
            const visited = await visit(desktop, server, landing.path, { app: 'ready' });
            const { listener, page } = visited;
            steps.push(...visited.steps);
            steps.push({
              step: `(focus on ${landing.link})`,
              said: await listener.answerTo(() => page.focusByText('a', landing.link)),
            });
            // Until the page is still: the landing glides there.
            const still = () =>
              page.waitFor(
                'the landing, still',
                (gliding) => !document.documentElement.hasAttribute(gliding),
                GLIDING_ATTRIBUTE,
              );
            const said = await listener.press('Return', { until: still });
            steps.push({ step: 'Return', said });
            // Said once: Chromium said each landing twice while the page moved the reading there as well as it.
            expect
              .soft(
                said.filter((line) => line.startsWith(landing.lands)),
                `following "${landing.link}" says where it landed, once`,
              )
              .toHaveLength(1);
            steps.push(...(await listener.pressEach(['Down'])));
            const next = steps.at(-1)?.said ?? [];
            expect.soft(next.length, `Down after "${landing.link}" reads what follows`).toBeGreaterThan(0);
            expect
              .soft(next.join(' '), `Down after "${landing.link}" reads on, not the landing again`)
              .not.toContain(landing.lands);
          }
          expectHeard(`${name}/landings`, steps);
        },
      );

    for (const app of ['held', 'ready'] as const) {
      test(
        `the menu ${app === 'held' ? "before the app (the page's menu)" : 'once the app runs (the drawer)'}: open, Tab round, Escape, H; then choose Mission`,
        { ...wcag('1.3.1', '2.1.2', '2.4.3', '4.1.2'), tag: drawerInChromium(app) },
        async ({ desktop, server }) => {
          const { listener, steps, page } = await visit(desktop, server, '/', { size: 'narrow', app });
          const menuOpen = () =>
            page.waitFor('the menu, open', () => !!document.activeElement?.closest('dialog[open], [role="dialog"]'));
          for (const key of ['Tab', 'Tab', 'Tab', 'Tab']) steps.push({ step: key, said: await listener.press(key) });
          steps.push({ step: 'Return', said: await listener.press('Return', { until: menuOpen }) });
          const opened = steps.at(-1)?.said.join(' ') ?? '';
          expect.soft(opened, 'the menu is announced as a dialog, by its name').toContain(`${ui.menu.title} dialog`);
          expect
            .soft(opened, 'opening the menu does not read out all it holds')
            .not.toContain(primaryNavigation.at(-1)?.label);
          // Round the menu: Close, five links, two actions, and back to Close; focus never leaves it.
          for (let i = 0; i < 9; i++) steps.push({ step: 'Tab', said: await listener.press('Tab') });
          expect
            .soft(await page.evaluate(() => !!document.activeElement?.closest('dialog, [role="dialog"]')))
            .toBe(true);
          steps.push({ step: 'Escape', said: await listener.press('Escape') });
          expect.soft(steps.at(-1)?.said.join(' '), 'closing the menu is said').toContain(toggleSaid);
          steps.push(...(await listener.pressEach(['h'])));
          expect
            .soft(steps.at(-1)?.said.join(' '), 'H works once the menu has closed (browse mode)')
            .toContain(home.hero.headline);
          // Choose Mission: the menu closes and the reader lands in the section; Tab goes on from there.
          steps.push({ step: 'shift+Tab', said: await listener.press('shift+Tab') });
          steps.push({ step: 'Return', said: await listener.press('Return', { until: menuOpen }) });
          steps.push({ step: 'Tab', said: await listener.press('Tab') });
          const landed = () =>
            page.waitFor(
              'the Mission section, reached',
              () => Math.abs(document.getElementById('mission')!.getBoundingClientRect().top - 80) < 2,
            );
          // Chromium, closing the drawer, at times first says the line its reading had before the menu opened (the
          // page's first heading) and then the section: in both tries of npm test's run of 9773f9b, beside the other
          // suites. Those lines are kept for review, not compared; that the section is said, once, is checked.
          steps.push({
            step: 'Return',
            said: await listener.press('Return', { until: landed }),
            timing: name === 'chromium' && app === 'ready',
          });
          expect
            .soft(
              steps.at(-1)?.said.filter((line) => line.includes(home.mission.heading)),
              'choosing Mission says where the visitor landed, once',
            )
            .toHaveLength(1);
          steps.push(...(await listener.pressEach(['h'])));
          expect
            .soft(steps.at(-1)?.said.join(' '), 'reading goes on from the section chosen')
            .toContain(home.mission.pillars[0]?.title);
          steps.push({ step: 'Tab', said: await listener.press('Tab') });
          expect.soft(steps.at(-1)?.said.join(' '), 'so does Tab').toContain(home.researchFocus.comingSoonLabel);
          const heard = spoken(steps);
          expect.soft(heard).not.toMatch(/clickable/);
          // A modal menu's toggle has no expanded state (WAI-ARIA's dialog pattern): one would put Orca in focus mode
          // on it, where H and the arrows do nothing, once the menu has closed; none can then be stale either. (The
          // Theme button beside it opens a menu that is not modal, and says whether it is open: the menu-button pattern.)
          const toggleHeard = steps.flatMap((step) => step.said).filter((said) => said.startsWith(ui.menu.toggle));
          expect
            .soft(toggleHeard.join(' '), 'the menu toggle has no expanded state, stale or not')
            .not.toMatch(/expanded|collapsed/);
          expectHeard(`${name}/menu-${app === 'held' ? 'before-the-app' : 'drawer'}`, steps);
        },
      );
    }

    for (const app of ['held', 'ready'] as const) {
      test(
        `the menu ${app === 'held' ? "before the app (the page's menu)" : 'once the app runs (the drawer)'} with reduced motion: opening and closing are said`,
        { ...wcag('2.3.3', '4.1.2'), tag: drawerInChromium(app) },
        async ({ desktop, server }) => {
          const { listener, steps, page } = await visit(desktop, server, '/', {
            size: 'narrow',
            app,
            reducedMotion: true,
          });
          expect(
            await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches),
            'the browser asks the page for less motion',
          ).toBe(true);
          const menuOpen = () =>
            page.waitFor('the menu, open', () => !!document.activeElement?.closest('[role="dialog"]'));
          for (const key of ['Tab', 'Tab', 'Tab', 'Tab']) steps.push({ step: key, said: await listener.press(key) });
          // Twice each way: open, Escape; open, Enter on the close button (where focus is once it is open).
          for (const close of ['Escape', 'Return']) {
            steps.push({ step: 'Return', said: await listener.press('Return', { until: menuOpen }) });
            expect.soft(steps.at(-1)?.said.join(' '), 'opening the menu is said').toContain(`${ui.menu.title} dialog`);
            steps.push({ step: close, said: await listener.press(close) });
            expect.soft(steps.at(-1)?.said.join(' '), `closing it (${close}) is said`).toContain(toggleSaid);
          }
          expectHeard(`${name}/menu-${app === 'held' ? 'before-the-app' : 'drawer'}-reduced-motion`, steps);
        },
      );
    }

    test(
      'the Theme menu: open, move to Dark, choose it, back on the button, Tab, H',
      wcag('1.3.1', '2.1.1', '3.2.2', '4.1.2'),
      async ({ desktop, server }) => {
        const { listener, steps } = await visit(desktop, server, '/', { app: 'ready' });
        for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab'])
          steps.push({ step: key, said: await listener.press(key) });
        // Firefox sends the button's new state and the focus moving into the panel in either order.
        steps.push({ step: 'Return', said: await listener.press('Return'), stateSaid: 'expanded' });
        expect
          .soft(steps.at(-1)?.said.filter((line) => /^Theme/.test(line)).length, 'Theme said once')
          .toBeLessThanOrEqual(1);
        steps.push({ step: 'Down', said: await listener.press('Down') });
        steps.push({ step: 'Down', said: await listener.press('Down') });
        steps.push({ step: 'Return', said: await listener.press('Return') });
        expect
          .soft(steps.at(-1)?.said.join(' '), 'back on the button, which says the new choice and its menu closed')
          .toMatch(new RegExp(`${colorSchemeButtonName('dark')} collapsed`));
        // An expandable button puts Orca in focus mode (WCAG 4.1.2 asks for the state, aria-expanded): leaving it
        // by Tab puts Orca back in browse mode, where H moves by heading.
        steps.push(...(await listener.pressEach(['Tab', 'h'])));
        expect
          .soft(steps.at(-1)?.said.length, 'H works once focus has left the button (browse mode)')
          .toBeGreaterThan(0);
        expectHeard(`${name}/theme-menu`, steps);
      },
    );

    test(
      'a notice, raised twice: one notice, said both times, read again in browse mode, and Escape there dismisses it and says which',
      wcag('4.1.3', '2.2.1', '1.3.1', '2.1.1'),
      async ({ desktop, server }) => {
        const { listener, steps, page } = await visit(desktop, server, '/', { app: 'ready' });
        const { message } = actions.learnAboutCogniGuard;
        steps.push({
          step: `(focus on ${home.hero.learnLabel})`,
          said: await listener.answerTo(() => page.focusByText('button', home.hero.learnLabel)),
        });
        steps.push({ step: 'Return', said: await listener.press('Return') });
        steps.push({ step: 'Return', said: await listener.press('Return') });
        const times = spoken(steps).split(message).length - 1;
        expect.soft(times, 'the notice is said each time it is raised').toBe(2);
        expect(
          await page.evaluate((id) => document.getElementById(id)?.childElementCount, NOTICES_ID),
          'the same button pressed twice: one notice',
        ).toBe(1);
        // Later, the visitor reads it again: the notices follow the page, so from its end, line by line upwards
        // through the newest notice. By then the live region has let go of what it said (notices.ts): what is
        // read is the notice's own text, once.
        await page.waitFor(
          'the live region, let go',
          (id) => !document.getElementById(id)?.childElementCount,
          NOTICES_ANNOUNCER_ID,
        );
        const reading = await listener.pressEach(['ctrl+End', ...Array<string>(7).fill('Up')]);
        steps.push(...reading);
        const readUpwards = reading
          .flatMap((step) => step.said)
          .reverse()
          .join(' ')
          .replace(/\s+/g, ' ');
        expect.soft(readUpwards, "the notice's text, read again line by line").toContain(message);
        // Escape where the reading is: the notice goes, the visitor hears which, and the reading goes on from the
        // button that raised it.
        const escape = await listener.press('Escape');
        steps.push({ step: 'Escape', said: escape });
        expect
          .soft(escape.join(' '), 'Escape says which notice has gone')
          .toContain(ui.notices.dismissed(home.hero.learnLabel));
        expect(await page.evaluate((id) => document.getElementById(id)?.childElementCount, NOTICES_ID)).toBe(0);
        const after = await listener.pressEach(['Down']);
        steps.push(...after);
        expect.soft(after.flatMap((step) => step.said).length, 'the reading goes on after Escape').toBeGreaterThan(0);
        expectHeard(`${name}/notice`, steps);
      },
    );

    test(
      'four notices in a row: each said as it is raised, and each Escape says which went',
      wcag('4.1.3', '2.2.1', '2.1.1'),
      async ({ desktop, server }) => {
        const { listener, steps, page } = await visit(desktop, server, '/', { app: 'ready' });
        // The four buttons of the home page that raise a notice, in the page's order: the last raised while three
        // show, which once waited, unsaid, until a key dismissed another.
        const raisers = [
          { name: home.hero.learnLabel, message: actions.learnAboutCogniGuard.message },
          { name: home.researchFocus.comingSoonLabel, message: home.researchFocus.comingSoonTooltip },
          ...team.slice(0, 2).map((member) => ({
            name: home.team.socialName(member.name, member.socialNetwork),
            message: socialProfileAction(member.name, member.socialNetwork).message,
          })),
        ];
        for (const { name: buttonName, message } of raisers) {
          steps.push({
            step: `(focus on ${buttonName})`,
            said: await listener.answerTo(() =>
              page.evaluate(
                (wanted) =>
                  [...document.querySelectorAll<HTMLElement>('main button')]
                    .find((button) => (button.getAttribute('aria-label') ?? button.textContent?.trim()) === wanted)
                    ?.focus(),
                buttonName,
              ),
            ),
          });
          const raised = await listener.press('Return');
          steps.push({ step: 'Return', said: raised });
          expect
            .soft(spoken([{ step: '', said: raised }]), `${buttonName}: its notice, said as it is raised`)
            .toContain(message);
        }
        expect(await page.evaluate((id) => document.getElementById(id)?.childElementCount, NOTICES_ID)).toBe(3);
        // Escape on the last button: its notice goes; again: the newest left goes. Each said by its button's name.
        for (const { name: buttonName } of [raisers[3]!, raisers[2]!]) {
          const escape = await listener.press('Escape');
          steps.push({ step: 'Escape', said: escape });
          expect
            .soft(spoken([{ step: '', said: escape }]), `Escape says the notice from ${buttonName} went`)
            .toContain(ui.notices.dismissed(buttonName));
        }
        expectHeard(`${name}/four-notices`, steps);
      },
    );

    test(
      '"Coming Soon": why it is unavailable, in reading and on a press',
      wcag('1.3.1', '4.1.2', '3.3.2'),
      async ({ desktop, server }) => {
        const { listener, steps, page } = await visit(desktop, server, '/', { app: 'ready' });
        steps.push({
          step: `(focus on ${home.researchFocus.comingSoonLabel})`,
          said: await listener.answerTo(() => page.focusByText('button', home.researchFocus.comingSoonLabel)),
        });
        const enter = await listener.press('Return');
        const space = await listener.press('space');
        steps.push({ step: 'Return', said: enter }, { step: 'space', said: space });
        expectHeard(`${name}/coming-soon`, steps);
        expect.soft(enter.join(' '), 'Enter says why').toContain(home.researchFocus.comingSoonTooltip);
        expect.soft(space.join(' '), 'Space says why').toContain(home.researchFocus.comingSoonTooltip);
      },
    );
  });
}
