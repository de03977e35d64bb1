// Measured inside the page, in any engine (sent as source: self-contained). For WCAG 1.4.8, technique G188 read
// literally: "paragraph spacing at least 1.5 times the line spacing", the gap between the boxes of two paragraphs
// that follow each other at least 1.5 times the line height of their text (the larger of the two).
export interface ParagraphSpacing {
  /** The smallest gap between two paragraphs that follow each other, in line heights; null where none do. */
  smallestInLines: number | null;
  /** The paragraphs closer than `minimum` line heights to the one before, with the gap. */
  close: string[];
}

export function paragraphSpacing(minimum: number): ParagraphSpacing {
  const lineHeight = (element: Element) => {
    const style = getComputedStyle(element);
    return style.lineHeight === 'normal' ? parseFloat(style.fontSize) * 1.2 : parseFloat(style.lineHeight);
  };
  let smallest = Infinity;
  const close: string[] = [];
  for (const paragraph of Array.from(document.querySelectorAll('main p + p'))) {
    const before = paragraph.previousElementSibling!;
    if (!paragraph.checkVisibility() || !before.checkVisibility()) continue;
    if (paragraph.closest('.visually-hidden') || before.classList.contains('visually-hidden')) continue;
    const gap = paragraph.getBoundingClientRect().top - before.getBoundingClientRect().bottom;
    const lines = gap / Math.max(lineHeight(paragraph), lineHeight(before));
    smallest = Math.min(smallest, lines);
    if (lines < minimum - 0.005) {
      close.push(`${lines.toFixed(2)} lines before "${(paragraph.textContent ?? '').slice(0, 40)}"`);
    }
  }
  return { smallestInLines: Number.isFinite(smallest) ? Number(smallest.toFixed(2)) : null, close };
}
