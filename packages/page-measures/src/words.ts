// Words the layout breaks across two lines, measured inside the page in any engine (sent as source: it must stay
// self-contained). A screen reader reading by line says such a word in two pieces: Orca in Firefox read a
// hyphenated table as "Full delega column header", then "tion" (WCAG 1.3.2, 1.4.10).

/**
 * Each visible word whose letters lie on two lines or more, as `"word" in tag#id "text"`, in document order. With
 * `wouldFit`, only those whose run of text (the word and what touches it up to a space, such as an address) is no
 * wider than the line it is in: a break the layout did not need, where wrapping at a space would have kept the word.
 */
export function wordsSplitAcrossLines({ wouldFit = false }: { wouldFit?: boolean } = {}): string[] {
  const describe = (element: Element) =>
    `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(element.textContent ?? '')
      .trim()
      .replace(/\s+/g, ' ')
      .slice(0, 50)}"`;
  const split: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let text = walker.nextNode(); text; text = walker.nextNode()) {
    const element = text.parentElement;
    if (
      !element ||
      !element.checkVisibility({ visibilityProperty: true }) ||
      element.closest('.visually-hidden, [aria-hidden="true"], svg, template, script, style')
    )
      continue;
    // A word: letters and their marks (a hyphen or an apostrophe ends one; a break there splits no word).
    for (const word of (text.textContent ?? '').matchAll(/\p{L}[\p{L}\p{M}]*/gu)) {
      const range = document.createRange();
      range.setStart(text, word.index);
      range.setEnd(text, word.index + word[0].length);
      // One box per line the word's letters lie on (an engine may add an empty box at a line's end).
      const lines = new Set(
        Array.from(range.getClientRects())
          .filter((rect) => rect.width > 0)
          .map((rect) => Math.round(rect.bottom)),
      );
      if (lines.size < 2) continue;
      if (wouldFit) {
        const content = text.textContent ?? '';
        let start = word.index;
        let end = word.index + word[0].length;
        while (start > 0 && !/\s/.test(content[start - 1]!)) start--;
        while (end < content.length && !/\s/.test(content[end]!)) end++;
        const run = document.createRange();
        run.setStart(text, start);
        run.setEnd(text, end);
        const runWidth = Array.from(run.getClientRects()).reduce((sum, rect) => sum + rect.width, 0);
        // The line's width: the content box of the block the text is laid out in.
        let block: Element = element;
        while (getComputedStyle(block).display.startsWith('inline') && block.parentElement) block = block.parentElement;
        const style = getComputedStyle(block);
        const lineWidth = block.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        if (runWidth > lineWidth) continue;
      }
      split.push(`"${word[0]}" in ${describe(element)}`);
    }
  }
  return split;
}
