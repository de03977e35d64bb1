// Measurements taken inside the page, in any engine: each function is sent as source (a driver's evaluate), so it
// must stay self-contained (no imports, no closures over this module). Text marked `.visually-hidden` or
// aria-hidden is nobody's to see, and is left out.

/** The WCAG 1.4.12 text-spacing styles (the W3C's test bookmarklet): the most a visitor may set. */
export const textSpacingCss = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }`;

export interface LayoutFindings {
  viewportWidth: number;
  bodyFontSizePx: number;
  /** How far the page scrolls sideways (0: none). */
  horizontalScrollPx: number;
  /** Text cut by an ancestor that hides overflow, with how many px are hidden. */
  clipped: string[];
  /** Text that reaches past the viewport's right edge. */
  pastViewport: string[];
  /** Pairs of text boxes (leaf text elements) that overlap by more than 2px. */
  overlapping: string[];
}

/** Text cut, pushed off screen or overlapping: what 1.4.4, 1.4.10 and 1.4.12 forbid. */
export function layoutFindings(): LayoutFindings {
  const describe = (element: Element) =>
    `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50)}"`;
  const hiddenFromAll = (element: Element) =>
    !!element.closest('.visually-hidden, [aria-hidden="true"], svg, template, [hidden], dialog:not([open])');
  // Each text element's line boxes (an inline element wrapped over two lines is two boxes, not one wide one).
  const leaves: { element: Element; rects: DOMRect[] }[] = [];
  const clipped: string[] = [];
  const pastViewport: string[] = [];
  const width = document.documentElement.clientWidth;
  for (const element of Array.from(document.body.querySelectorAll('*'))) {
    if (hiddenFromAll(element) || !element.checkVisibility()) continue;
    const ownText = Array.from(element.childNodes)
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent ?? '')
      .join('')
      .trim();
    if (!ownText) continue;
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) continue;
    if (getComputedStyle(element).position !== 'fixed')
      leaves.push({ element, rects: Array.from(element.getClientRects()) });
    for (
      let ancestor = element.parentElement;
      ancestor && ancestor !== document.body;
      ancestor = ancestor.parentElement
    ) {
      const style = getComputedStyle(ancestor);
      const clipsX = ['hidden', 'clip'].includes(style.overflowX);
      const clipsY = ['hidden', 'clip'].includes(style.overflowY);
      if (!clipsX && !clipsY) continue;
      const box = ancestor.getBoundingClientRect();
      const overX = clipsX ? Math.max(rect.right - box.right, box.left - rect.left) : 0;
      const overY = clipsY ? Math.max(rect.bottom - box.bottom, box.top - rect.top) : 0;
      const over = Math.max(overX, overY);
      if (over > 1)
        clipped.push(`${describe(element)} cut by ${Math.round(over)}px (${describe(ancestor).slice(0, 30)}…)`);
      break;
    }
    if (rect.right > width + 1)
      pastViewport.push(`${describe(element)} ends ${Math.round(rect.right - width)}px past the viewport`);
  }
  const overlapping: string[] = [];
  for (let i = 0; i < leaves.length; i++) {
    for (let j = i + 1; j < leaves.length; j++) {
      const a = leaves[i]!;
      const b = leaves[j]!;
      if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
      for (const first of a.rects) {
        for (const second of b.rects) {
          const x = Math.min(first.right, second.right) - Math.max(first.left, second.left);
          const y = Math.min(first.bottom, second.bottom) - Math.max(first.top, second.top);
          if (x > 2 && y > 2)
            overlapping.push(
              `${describe(a.element)} and ${describe(b.element)} by ${Math.round(x)}×${Math.round(y)}px`,
            );
        }
      }
    }
  }
  return {
    viewportWidth: width,
    bodyFontSizePx: parseFloat(getComputedStyle(document.body).fontSize),
    horizontalScrollPx: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    clipped,
    pastViewport,
    overlapping: overlapping.slice(0, 20),
  };
}

/** Resolves once fonts are in and two frames have painted after running animations finished. */
export async function settled(): Promise<boolean> {
  await document.fonts.ready;
  await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  return true;
}

/** Brings the element into view below the fixed bar, with its images loaded (for a picture of it). */
export async function scrollToSelector(selector: string): Promise<boolean> {
  const element = document.querySelector(selector);
  if (!element) return false;
  element.scrollIntoView({ block: 'start', behavior: 'instant' });
  await Promise.all(
    Array.from(element.querySelectorAll('img')).map((image) => {
      image.loading = 'eager';
      return image.decode().catch(() => undefined);
    }),
  );
  return true;
}

export interface AbbreviationUse {
  abbreviation: string;
  /** The title of the `abbr` element it is in, if any. */
  title: string | null;
  /** That element's markup, if any. */
  markedUpAs: string | null;
  /** The 120 characters of visible text before it. */
  before: string;
}

/**
 * Each word shaped like an abbreviation (the patterns' sources, src/content/abbreviations.ts: a word of capitals, a
 * number with a unit) at its first use in the visible text of the page (WCAG 3.1.4), in reading order.
 */
export function abbreviationFirstUses(patterns: Record<string, string>): AbbreviationUse[] {
  const found = new Map<string, AbbreviationUse>();
  const shapes = Object.values(patterns).map((source) => new RegExp(source, 'g'));
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  let seen = '';
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement!;
    if (!parent.checkVisibility() || parent.closest('.visually-hidden, [aria-hidden="true"], template, script, style'))
      continue;
    const text = node.textContent ?? '';
    const matches = shapes.flatMap((shape) => [...text.matchAll(shape)]).sort((a, b) => a.index - b.index);
    for (const match of matches) {
      // A unit after its number ("8 min"): the unit is the abbreviation.
      const abbreviation = match[0].replace(/^[\d.,]+\s?/, '');
      if (found.has(abbreviation)) continue;
      const element = parent.closest('abbr');
      found.set(abbreviation, {
        abbreviation,
        title: element?.getAttribute('title') ?? null,
        markedUpAs: element?.outerHTML ?? null,
        before: (seen + text.slice(0, match.index + match[0].length - abbreviation.length)).slice(-120),
      });
    }
    seen = (seen + text).slice(-200);
  }
  return [...found.values()];
}
