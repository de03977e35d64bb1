// Listening to Orca: press keys as a visitor does, wait until Orca has finished answering, and take down what it
// said in between.
import type { Desktop } from './desktop';
import type { LogEntry } from './speechLog';
import type { Step } from './transcript';

/**
 * Orca logs every event it handles; this long without a new line after the keys, it has nothing left to say. Or
 * longer on a loaded machine: IDLE_PER_KEY_HANDLING times as long as Orca took to handle the last key.
 */
const IDLE_MS = 500;
const IDLE_PER_KEY_HANDLING = 3;
/** Between the utterances of one answer of Orca's own (a browse-mode key), at most this long. */
const ANSWER_GAP_MS = 200;
/** However busy the machine, a key is answered within this. */
const LONGEST_ANSWER_MS = 30_000;

/** How Orca begins to say that a page has loaded. */
const ORCA_LOADED = 'Finished loading';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** How often Orca's log is read while waiting on it. */
const POLL_MS = 25;

/** The page being read, as far as the listener needs it (a ReaderPage, reader.ts). */
interface ReadPage {
  painted(): Promise<void>;
}

export class Listener {
  private position: number;
  /** How long Orca took to handle each of the last keys sent, in ms: how busy the machine is now. */
  private keyHandlingMs = 0;

  constructor(
    private readonly desktop: Desktop,
    private readonly page?: ReadPage,
  ) {
    this.position = desktop.speech.read().length;
  }

  /** How long the log must stay still before Orca counts as idle. */
  private get idleMs(): number {
    return Math.max(IDLE_MS, IDLE_PER_KEY_HANDLING * this.keyHandlingMs);
  }

  /**
   * Waits until Orca is idle: it is handling no event, and its debug file has been still for idleMs (or `stillMs`,
   * if longer: for what the browser says by itself for a known time, such as Chromium's zoom bubble). With
   * `answerAfter` (how many utterances there were before what the visitor did), first until it has said something
   * since: a busy browser may bring the events of a key or a focus change later than any idle time.
   */
  async settle({
    answerAfter,
    stillMs = 0,
    to = 'what the visitor did',
  }: { answerAfter?: number; stillMs?: number; to?: string } = {}): Promise<void> {
    const { speech } = this.desktop;
    const deadline = Date.now() + LONGEST_ANSWER_MS;
    if (answerAfter !== undefined && !(await this.until(() => speech.said().length > answerAfter, deadline)))
      throw new Error(`Orca said nothing to ${to} in ${LONGEST_ANSWER_MS / 1000} s; ${this.lastHeard()}`);
    const idleMs = Math.max(this.idleMs, stillMs);
    await this.until(() => !speech.handlingEvent && Date.now() - speech.lastGrowth >= idleMs, deadline);
  }

  /**
   * Reads Orca's log until `met` holds, or until `deadline` (a Date.now() time) has passed: whether it held.
   */
  private async until(met: () => boolean, deadline = Date.now() + LONGEST_ANSWER_MS): Promise<boolean> {
    for (;;) {
      this.desktop.speech.read();
      if (met()) return true;
      if (Date.now() > deadline) return false;
      await pause(POLL_MS);
    }
  }

  /**
   * Waits until Orca has said that the page has loaded ("Finished loading" and its title, Orca's words in either
   * browser), then until it is idle: the arrival, however late a loaded machine brings the browser's events, and
   * with the line at the caret that Orca reads in the same event, however long a busy browser takes to give it.
   */
  async arrival(): Promise<void> {
    const { speech } = this.desktop;
    // Since what was last heard: the page was opened after it.
    const arrived = () =>
      speech.entries.slice(this.position).some((entry) => 'said' in entry && entry.said.startsWith(ORCA_LOADED));
    if (!(await this.until(arrived))) throw new Error(`Orca did not say "${ORCA_LOADED}"`);
    await this.settle();
  }

  /** The keys Orca last heard and what it last said, for a failure's message: where a silence began. */
  private lastHeard(): string {
    const entries = this.desktop.speech.read();
    const keys = entries.flatMap((entry) => ('key' in entry ? [entry.key] : [])).slice(-6);
    const said = entries.flatMap((entry) => ('said' in entry ? [entry.said] : [])).slice(-3);
    return `the last keys it heard: ${keys.join(' ') || 'none'}; the last it said: ${said.map((line) => `"${line}"`).join(', ') || 'nothing'}`;
  }

  /** The log's entries since the last call (or since this listener began). */
  private entriesSinceLast(): LogEntry[] {
    const entries = this.desktop.speech.read();
    const since = entries.slice(this.position);
    this.position = entries.length;
    return since;
  }

  /** What Orca has said since the last call (or since this listener began). */
  heard(): string[] {
    return this.entriesSinceLast().flatMap((entry) => ('said' in entry ? [entry.said] : []));
  }

  /** Sends the keys and waits until Orca has handled every one of them (it logs the end of each release). */
  private async send(chords: string[]): Promise<void> {
    const { speech } = this.desktop;
    const released = speech.keysReleased + chords.reduce((count, chord) => count + chord.split('+').length, 0);
    this.desktop.keys(chords);
    const sent = Date.now();
    if (!(await this.until(() => speech.keysReleased >= released)))
      throw new Error(`Orca did not hear ${chords.join(' ')}`);
    // From the last key sent (xdotool returns once it has sent them all) to Orca done with it.
    this.keyHandlingMs = Date.now() - sent;
  }

  /**
   * Does what a visitor does (`act`: keys, a focus moved), waits until Orca has answered it and is idle again, and
   * returns what it said. `mayBeSilent`: Orca may say nothing to it (whether it does depends on where its caret
   * already was, or on the browser), so silence for the idle time counts as its answer. `to`: what was done, for the
   * message where Orca says nothing.
   */
  async answerTo(
    act: () => Promise<unknown>,
    { mayBeSilent = false, to }: { mayBeSilent?: boolean; to?: string } = {},
  ): Promise<string[]> {
    this.heard();
    const before = this.desktop.speech.said().length;
    await act();
    await this.page?.painted();
    await this.settle({ answerAfter: mayBeSilent ? undefined : before, to });
    return this.heard();
  }

  /**
   * Presses the keys (xdotool's names: Tab, shift+Tab, Return, Escape, space, h…), waits until Orca has handled
   * each and answered, then until it is idle, and returns what it said. `until`, if given, is awaited before that:
   * what the page must have done first (a menu whose code is still arriving, say).
   */
  press(
    keys: string | string[],
    { until, mayBeSilent }: { until?: () => Promise<unknown>; mayBeSilent?: boolean } = {},
  ): Promise<string[]> {
    const chords = typeof keys === 'string' ? [keys] : keys;
    return this.answerTo(
      async () => {
        await this.send(chords);
        await until?.();
      },
      { mayBeSilent, to: chords.join(' ') },
    );
  }

  /**
   * Presses keys that Orca answers by itself (H, the arrows: browse-mode commands), each once Orca has answered
   * the one before, and returns what each one said. Sent on a timer instead, a busy machine logged a key before
   * Orca's answer to the key before it. Not for keys the page answers (Tab, Enter), whose answer may come late.
   */
  async pressEach(keys: string[]): Promise<Step[]> {
    this.heard();
    const { speech } = this.desktop;
    for (const key of keys) {
      const before = speech.said().length;
      await this.send([key]);
      // Every such key says something (a heading, "Wrapping to top.", "No more headings."); all of it at once.
      await this.until(() => speech.said().length > before);
      await this.until(() => Date.now() - speech.lastGrowth >= ANSWER_GAP_MS);
    }
    await this.settle();
    const steps: Step[] = [];
    for (const entry of this.entriesSinceLast()) {
      if ('key' in entry && !/^(Control|Shift|Alt|Insert|KP_Insert)/.test(entry.key))
        steps.push({ step: entry.key, said: [] });
      else if ('said' in entry) steps.at(-1)?.said.push(entry.said);
    }
    return steps;
  }

  /** Orca's Say All (the keypad's plus) from where the reading is, up to the end; what it read. */
  async sayAll(): Promise<string[]> {
    this.heard();
    const { speech } = this.desktop;
    const before = speech.entries.length;
    await this.send(['KP_Add']);
    // However long the page, Say All goes on while it says something: on a loaded machine a long page takes
    // longer than one answer, and only a reading that has stopped for as long as the slowest answer has failed.
    let said = speech.entries.length;
    let lastSaid = Date.now();
    while (!speech.entries.slice(before).some((entry) => 'sayAllDone' in entry)) {
      if (speech.entries.length > said) [said, lastSaid] = [speech.entries.length, Date.now()];
      if (Date.now() - lastSaid > LONGEST_ANSWER_MS) throw new Error('Say All stopped before the end of the page');
      await pause(50);
      speech.read();
    }
    return this.heard();
  }
}
