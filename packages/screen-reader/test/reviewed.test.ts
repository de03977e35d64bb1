// Reviewed transcripts on files of a temporary folder: placeholders both ways, the compared part, a missing file,
// and update writing what was heard.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { comparedPart, readTranscript, reviewTranscript, type Placeholder } from '../src/index';

const placeholders: Placeholder[] = [['{site.name}', 'Example Foundation']];

describe('reviewed transcripts', () => {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'reviewed-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes a value as its placeholder, and reads it back filled in', () => {
    const file = join(dir, 'home.txt');
    const review = reviewTranscript(file, '» open /\n  Example Foundation document web.', {
      placeholders,
      update: true,
    });
    expect(readFileSync(file, 'utf8')).toBe('» open /\n  {site.name} document web.\n');
    expect(review.heard).toBe(review.reviewed);
    expect(readTranscript(file, placeholders)).toBe('» open /\n  Example Foundation document web.\n');
  });

  it('says a change in the words, and that a file is missing', () => {
    const file = join(dir, 'home.txt');
    expect(reviewTranscript(file, '» Tab\n  Menu button').reviewed).toBeUndefined();
    writeFileSync(file, '» Tab\n  Menu button\n');
    expect(reviewTranscript(file, '» Tab\n  Menu button')).toEqual({
      heard: '» Tab\n  Menu button\n',
      reviewed: '» Tab\n  Menu button\n',
    });
    const changed = reviewTranscript(file, '» Tab\n  Menu');
    expect(changed.heard).not.toBe(changed.reviewed);
  });

  it('compares only what `compared` keeps: a timing-dependent line differs, and nothing fails', () => {
    const file = join(dir, 'menu.txt');
    writeFileSync(file, '» Return\n  ~ Menu button\n  Site menu dialog\n');
    const review = reviewTranscript(file, '» Return\n  Site menu dialog', { compared: comparedPart });
    expect(review.heard).toBe(review.reviewed);
  });
});
