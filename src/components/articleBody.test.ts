import { describe, expect, it } from 'vitest';
import { parseArticle } from './articleBody';

describe('parseArticle', () => {
  it('reads headings, list items and paragraphs line by line', () => {
    expect(parseArticle('## Why\nFirst para.\n• one\n• two\n\nLast para.')).toEqual([
      { kind: 'heading', text: 'Why' },
      { kind: 'paragraph', text: 'First para.' },
      { kind: 'list', items: ['one', 'two'] },
      { kind: 'paragraph', text: 'Last para.' },
    ]);
  });

  it('starts a new list after any other line', () => {
    expect(parseArticle('• a\nbreak\n• b')).toEqual([
      { kind: 'list', items: ['a'] },
      { kind: 'paragraph', text: 'break' },
      { kind: 'list', items: ['b'] },
    ]);
  });

  it('renders nothing for empty lines, bare markers and whitespace', () => {
    expect(parseArticle('\n\n   \n## \n•\n•   \n\r\n')).toEqual([]);
  });

  it('treats "##" without a space, or "#", as a paragraph', () => {
    expect(parseArticle('##Tight\n# One')).toEqual([
      { kind: 'paragraph', text: '##Tight' },
      { kind: 'paragraph', text: '# One' },
    ]);
  });

  it('keeps markup-like text as plain text', () => {
    expect(parseArticle('<script>alert(1)</script>\n## <b>x</b>')).toEqual([
      { kind: 'paragraph', text: '<script>alert(1)</script>' },
      { kind: 'heading', text: '<b>x</b>' },
    ]);
  });

  it('accepts Windows and old Mac line endings', () => {
    expect(parseArticle('a\r\nb\rc')).toHaveLength(3);
  });
});
