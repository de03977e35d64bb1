// Reviewed transcripts: what a screen reader said, kept as a text file a person has read, and compared with what
// it says on each run. A change in the words fails until a person has read the new transcript (written with
// `update`, for review in the diff).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** A value written in transcripts as a placeholder (e.g. ["{site.name}", "Example Foundation"]). */
export type Placeholder = [placeholder: string, value: string];

export interface ReviewOptions {
  /** What of both texts is compared (default: all of it); e.g. comparedPart, without timing-dependent lines. */
  compared?: (text: string) => string;
  /** Values a transcript holds as placeholders, so that renaming what they stand for changes no transcript. */
  placeholders?: Placeholder[];
  /** Writes what was heard to the file instead, for a person to review in the diff. */
  update?: boolean;
}

export interface Review {
  /** What was heard, as compared (placeholders in place of their values). */
  heard: string;
  /** The reviewed file, as compared; undefined where there is none yet. */
  reviewed: string | undefined;
}

/** A transcript file as it is heard: its placeholders' values filled in. */
export function readTranscript(file: string, placeholders: Placeholder[] = []): string {
  return placeholders.reduce(
    (text, [placeholder, value]) => text.replaceAll(placeholder, value),
    readFileSync(file, 'utf8'),
  );
}

/**
 * What was heard beside its reviewed transcript, each as compared: the two are equal where nothing changed. With
 * `update`, the file is written first (so they are equal).
 */
export function reviewTranscript(file: string, heard: string, options: ReviewOptions = {}): Review {
  const { compared = (text: string) => text, placeholders = [], update = false } = options;
  const said = heard.endsWith('\n') ? heard : `${heard}\n`;
  const content = placeholders.reduce((text, [placeholder, value]) => text.replaceAll(value, placeholder), said);
  if (update) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
  return {
    heard: compared(content),
    reviewed: existsSync(file) ? compared(readFileSync(file, 'utf8')) : undefined,
  };
}
