// The site's reviewed screen-reader transcripts (accessibility/transcripts/): what a test heard, compared with the
// file a person has read (@foundation/screen-reader's reviewTranscript), word for word as it was said but for the
// build the statement names; the report shows the files. A rebrand that changes the words a reader says (the site's name) changes them for review.
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readTranscript, reviewTranscript, type Placeholder } from '@foundation/screen-reader';
import { expect, test } from './test';
import { builtSiteIfAny } from './evidence/files';
import { formatDate } from '../src/content/accessibility';
import { statement } from '../src/content/statement';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const transcriptsDir = join(root, 'accessibility/transcripts');

/**
 * The one thing a transcript holds as a placeholder: the build the statement names ({this build}), which every build
 * says differently. Everything else is the words as they were said.
 */
function placeholders(): Placeholder[] {
  const build = builtSiteIfAny();
  return build ? [['{this build}', statement.thisBuild(build, formatDate(build.date))]] : [];
}

/** A transcript as it was heard and approved, with the build it was heard on. */
export const transcriptText = (file: string): string => readTranscript(file, placeholders());

/**
 * Compares what was heard with its reviewed transcript accessibility/transcripts/<name>.txt (`compared` picks what
 * of both is compared). UPDATE_TRANSCRIPTS=1 writes the file instead, for a person to review in the diff; a missing
 * file fails. The test names the file in an annotation of type "transcript" (its path from the repository's root),
 * so that the accessibility report links the two.
 */
export function expectTranscript(name: string, heard: string, compared?: (text: string) => string): void {
  const file = join(transcriptsDir, `${name}.txt`);
  test.info().annotations.push({ type: 'transcript', description: relative(root, file).split(sep).join('/') });
  const update = !!process.env.UPDATE_TRANSCRIPTS;
  const review = reviewTranscript(file, heard, { compared, update, placeholders: placeholders() });
  expect(review.reviewed, `no reviewed transcript ${file}: run with UPDATE_TRANSCRIPTS=1 and review it`).toBeDefined();
  expect(review.heard, `what a screen reader hears differs from ${file}`).toBe(review.reviewed);
}
