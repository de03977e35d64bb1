// Turns an article's text into blocks, line by line: "## " heading, "•" list item, blank nothing,
// anything else a paragraph. Consecutive list items form one list. The output is text, never HTML.
export type ArticleBlock =
  { kind: 'heading'; text: string } | { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

const HEADING_MARKER = '## ';
const BULLET_MARKER = '•';

export function parseArticle(content: string): ArticleBlock[] {
  const blocks: ArticleBlock[] = [];
  let list: string[] | null = null;
  for (const rawLine of content.split(/\r\n|\r|\n/)) {
    const line = rawLine.trim();
    if (line.startsWith(BULLET_MARKER)) {
      const item = line.slice(BULLET_MARKER.length).trim();
      if (!item) continue;
      if (!list) blocks.push({ kind: 'list', items: (list = []) });
      list.push(item);
      continue;
    }
    list = null;
    if (!line) continue;
    if (rawLine.trimStart().startsWith(HEADING_MARKER)) {
      const text = line.slice(HEADING_MARKER.trimEnd().length).trim();
      if (text) blocks.push({ kind: 'heading', text });
      continue;
    }
    blocks.push({ kind: 'paragraph', text: line });
  }
  return blocks;
}
