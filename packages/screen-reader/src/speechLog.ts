// What Orca said, and the keys it heard, read from its debug file in the order it logged them: each utterance is a
// "SPEECH OUTPUT: '…'" line there (Orca's own log of its speech, and the stand-in's for Say All, in the same form),
// and each key it handles is a "PROCESS ATSPI_KEY_…_EVENT" block. Read incrementally: the file grows by every
// event Orca handles.
import { closeSync, openSync, readSync, statSync } from 'node:fs';

export type LogEntry = { key: string } | { said: string } | { sayAllDone: true };

/** "HH:MM:SS.micro - SPEECH OUTPUT: 'text'" then, from Orca's speak(), the voice and its settings. */
const utteranceLine = /SPEECH OUTPUT: '(.*)'(?: voice=\w+)?(?:\{.*\})?\s*$/;
/**
 * Text with line breaks (a plain-text page's lines, read as one) goes on over the following lines, indented; its
 * last line ends as a one-line utterance does. Not the echo of a key or a character: "'tab ' {voice}", with a space.
 */
const utteranceStart = /SPEECH OUTPUT: '(.*)$/;
const keyEchoLine = /SPEECH OUTPUT: '.*' \{.*\}\s*$/;
const utteranceEnd = /^(.*)'(?: voice=\w+)?(?:\{.*\})?\s*$/;
/** Every line Orca logs by itself begins with the time. */
const timedLine = /^\d\d:\d\d:\d\d\.\d+ - /;
/** The line Orca begins its handling of a key press with. */
const keyPressedLine = /^v{5} PROCESS ATSPI_KEY_PRESSED_EVENT: '(.*)' \(\d+\) v{5}$/;
/** The line Orca ends its handling of a key's release with: the key has been heard and acted on. */
const keyReleasedLine = /^\^{5} PROCESS ATSPI_KEY_RELEASED_EVENT/;
/** The lines Orca begins and ends its handling of each event (a key, a focus change, a page loaded) with. */
const eventBeginLine = /^v{5} PROCESS /;
const eventEndLine = /^\^{5} PROCESS /;
/** What the stand-in logs when a Say All has reached the end of what it reads (silent_speech.py). */
const sayAllDoneLine = /SILENT SPEECH: Say All finished/;

export class SpeechLog {
  private offset = 0;
  private rest = '';
  /** The lines so far of an utterance that goes on over several. */
  private unfinished: string[] | undefined;
  readonly entries: LogEntry[] = [];
  /** How many key releases Orca has finished handling. */
  keysReleased = 0;
  /**
   * Whether Orca is inside its handling of an event (it handles one at a time): until the end, it may still speak,
   * however long a call into a busy browser keeps the file still (on arrival, the line at the caret that follows
   * the page summary). An event whose handling failed before its end line is closed by the next one's start.
   */
  handlingEvent = false;
  /** When the debug file last grew: Orca logs every event it handles, so a still file means it is idle. */
  lastGrowth = Date.now();

  constructor(readonly file: string) {}

  /** Reads what Orca has logged since the last call; returns every entry so far. */
  read(): LogEntry[] {
    let size = 0;
    try {
      size = statSync(this.file).size;
    } catch {
      return this.entries;
    }
    if (size <= this.offset) return this.entries;
    const buffer = Buffer.alloc(size - this.offset);
    const fd = openSync(this.file, 'r');
    try {
      readSync(fd, buffer, 0, buffer.length, this.offset);
    } finally {
      closeSync(fd);
    }
    this.offset = size;
    this.lastGrowth = Date.now();
    const lines = (this.rest + buffer.toString('utf8')).split('\n');
    this.rest = lines.pop() ?? '';
    for (const line of lines) {
      if (this.unfinished && !timedLine.test(line)) {
        const end = utteranceEnd.exec(line);
        this.unfinished.push((end ? (end[1] ?? '') : line).trim());
        if (end) this.finishUtterance();
        continue;
      }
      if (this.unfinished) this.finishUtterance(); // its end never came: what it had
      const said = utteranceLine.exec(line);
      const started = !said && !keyEchoLine.test(line) && utteranceStart.exec(line);
      const key = keyPressedLine.exec(line);
      if (said) this.entries.push({ said: said[1] ?? '' });
      else if (started) this.unfinished = [started[1] ?? ''];
      else if (key) this.entries.push({ key: key[1] ?? '' });
      else if (sayAllDoneLine.test(line)) this.entries.push({ sayAllDone: true });
      if (keyReleasedLine.test(line)) this.keysReleased++;
      if (eventBeginLine.test(line)) this.handlingEvent = true;
      else if (eventEndLine.test(line)) this.handlingEvent = false;
    }
    return this.entries;
  }

  /** An utterance of several lines, as one: its lines one after another, as a listener hears them. */
  private finishUtterance(): void {
    this.entries.push({ said: (this.unfinished ?? []).filter(Boolean).join(' ') });
    this.unfinished = undefined;
  }

  /** Everything said so far. */
  said(): string[] {
    return this.read().flatMap((entry) => ('said' in entry ? [entry.said] : []));
  }
}
