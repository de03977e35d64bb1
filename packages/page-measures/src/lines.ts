// Measured inside the page, in any engine (sent as source: self-contained). For WCAG 1.4.8: the longest line of
// text in characters, and the blocks whose lines run longer than a limit, how they are aligned and their leading.
export interface LineFindings {
  longestLine: { characters: number; text: string };
  longerThan: string[];
  justified: string[];
  /** Paragraphs and list items whose line height is under 1.5 times their font size. */
  tightLeading: string[];
  /**
   * The smallest gap between two paragraphs that follow each other, in ems of their text: 0.75 or more makes
   * the spacing from paragraph to paragraph (a line of 1.5 plus the gap) at least 1.5 times the line spacing.
   */
  smallestParagraphGapEm: number | null;
  /** Paragraphs closer than 0.75em to the one before. */
  closeParagraphs: string[];
}

export function lineFindings(limit: number): LineFindings {
  const blocks = Array.from(
    document.querySelectorAll('main p, main li, main dd, main td, main h1, main h2, main h3, footer p'),
  );
  let longest = { characters: 0, text: '' };
  const longerThan: string[] = [];
  const justified: string[] = [];
  const tightLeading: string[] = [];
  for (const block of blocks) {
    if (!block.checkVisibility() || block.closest('.visually-hidden, [aria-hidden="true"]')) continue;
    const style = getComputedStyle(block);
    if (style.textAlign === 'justify') justified.push((block.textContent ?? '').slice(0, 50));
    const fontSize = parseFloat(style.fontSize);
    const lineHeight = style.lineHeight === 'normal' ? fontSize * 1.2 : parseFloat(style.lineHeight);
    if (/^(P|LI|DD)$/.test(block.tagName) && lineHeight / fontSize < 1.495) {
      tightLeading.push(`${(block.textContent ?? '').slice(0, 50)}: ${(lineHeight / fontSize).toFixed(2)}`);
    }
    // Characters per line: each character's line, from the rectangles of one-character ranges.
    const lines = new Map<number, string>();
    const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let index = 0; index < text.length; index++) {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const rect = range.getClientRects()[0];
        if (!rect) continue;
        const top = Math.round(rect.top + rect.height / 2);
        const key = [...lines.keys()].find((line) => Math.abs(line - top) < rect.height / 2) ?? top;
        lines.set(key, (lines.get(key) ?? '') + text[index]);
      }
    }
    for (const line of lines.values()) {
      const trimmed = line.trim().replace(/\s+/g, ' ');
      if (trimmed.length > longest.characters) longest = { characters: trimmed.length, text: trimmed };
      if (trimmed.length > limit) longerThan.push(`${trimmed.length}: ${trimmed.slice(0, 60)}…`);
    }
  }
  let smallestParagraphGapEm = Infinity;
  const closeParagraphs: string[] = [];
  for (const paragraph of Array.from(document.querySelectorAll('main p + p'))) {
    if (!paragraph.checkVisibility() || !paragraph.previousElementSibling?.checkVisibility()) continue;
    const gap = paragraph.getBoundingClientRect().top - paragraph.previousElementSibling.getBoundingClientRect().bottom;
    const em = gap / parseFloat(getComputedStyle(paragraph).fontSize);
    smallestParagraphGapEm = Math.min(smallestParagraphGapEm, em);
    if (em < 0.745) closeParagraphs.push(`${em.toFixed(2)}em before "${(paragraph.textContent ?? '').slice(0, 40)}"`);
  }
  return {
    longestLine: longest,
    longerThan,
    justified,
    tightLeading,
    smallestParagraphGapEm: Number.isFinite(smallestParagraphGapEm) ? Number(smallestParagraphGapEm.toFixed(2)) : null,
    closeParagraphs,
  };
}
