// A browser that a screen reader reads, as a visitor has it: a real window on the desktop (not headless),
// accessibility on from the start, a new profile, driven through @foundation/browsers. The driver only opens
// pages and reads state; every key the visitor presses is a real X event (Desktop.keys), which Orca hears first.
import { launch, type EnginePage } from '@foundation/browsers';
import type { Desktop } from './desktop';
import { Listener } from './listener';

/** The browsers Orca reads in (WebKitGTK's MiniBrowser has a window of its own display, not the desktop's). */
export type ReaderEngine = 'chromium' | 'firefox';

/** How long a wait in the page may take on a desktop shared with a screen reader, before it fails. */
const READER_WAIT_MS = 60_000;

export interface ReaderPage extends EnginePage {
  /** The browser's product and version, e.g. "Firefox ESR 153.7.0". */
  version: string;
  /** Moves focus to the first visible element of this tag whose text is this (how a test places the visitor). */
  focusByText(tag: string, text: string): Promise<void>;
  /**
   * Resolves once the page has handled what came before and painted a frame after it: the browser has had its
   * chance to tell the accessibility bus what changed.
   */
  painted(): Promise<void>;
  /** Closes the page and its browser (a reader's browser has this one page). */
  close(): Promise<void>;
}

export interface ReaderOptions {
  /** The window's size on the desktop. */
  window: { width: number; height: number };
  /**
   * Opened before the window is given the keyboard: a page that is not the one under test, so that what the
   * visitor then hears of a page is what arriving on it says.
   */
  startUrl: string;
  /** The visitor has asked their system for less motion (prefers-reduced-motion: reduce). */
  reducedMotion?: boolean;
}

/**
 * Starts the browser on the desktop, opens startUrl, gives the window's page (not its toolbar) the keyboard, and
 * returns once Orca is idle again.
 */
export async function openReader(
  desktop: Desktop,
  engine: ReaderEngine,
  { window, startUrl, reducedMotion }: ReaderOptions,
): Promise<ReaderPage> {
  const browser = await launch(engine, {
    window,
    env: desktop.env,
    accessibility: true,
    reducedMotion,
    waitTimeoutMs: READER_WAIT_MS,
  });
  try {
    const page = await browser.newPage();
    if (!browser.pid) throw new Error('The browser did not say its process id: its window cannot have the keyboard.');
    await page.open(startUrl);
    await desktop.focusWindowOf(browser.pid);
    if (engine === 'firefox') {
      // A new window's keyboard is in its address bar: F6 moves it to the page, as a visitor would.
      desktop.keys(['F6']);
      await page.waitFor('the page to have the keyboard', () => document.hasFocus());
    }
    // Until Orca is done with the start page (a busy machine brings its "User-agent: *" late): a listener made
    // after this hears only what the visitor then does.
    await new Listener(desktop).settle();
    return {
      ...page,
      version: browser.version,
      async focusByText(tag, text) {
        const found = await page.evaluate(
          ({ tag: name, text: wanted }) => {
            const element = [...document.querySelectorAll<HTMLElement>(name)].find(
              (candidate) => candidate.textContent?.trim() === wanted && candidate.checkVisibility(),
            );
            element?.focus();
            return !!element;
          },
          { tag, text },
        );
        if (!found) throw new Error(`No visible <${tag}> says "${text}"`);
      },
      async painted() {
        await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
      },
      close: () => browser.close(),
    };
  } catch (error) {
    await browser.close();
    throw error;
  }
}
