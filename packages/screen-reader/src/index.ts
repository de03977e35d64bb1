// A real screen reader, Orca, as a test instrument: a desktop of its own (startDesktop), a browser it reads
// (openReader), what it says to each key (Listener) and transcripts to review and compare (transcript.ts,
// reviewed.ts). README.md says how.
export {
  DESKTOP_START_MS,
  DESKTOP_TAG,
  desktopUnavailable,
  startDesktop,
  type Desktop,
  type DesktopOptions,
} from './desktop';
export { Listener } from './listener';
export { openReader, type ReaderEngine, type ReaderOptions, type ReaderPage } from './reader';
export { SpeechLog, type LogEntry } from './speechLog';
export { comparedPart, documentNamedInPage, transcript, type Step } from './transcript';
export { readTranscript, reviewTranscript, type Placeholder, type Review, type ReviewOptions } from './reviewed';
