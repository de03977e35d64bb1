// WCAG 1.4.4 at browser zoom, as W3C reads it (w3c/wcag#704: text can reach 200%): a 1280px window zoomed to 200% is
// a page 640 CSS px wide at a device pixel ratio of 2. Each text's size there, in screen px (CSS px × the ratio),
// against its size at 100%. Run in Chromium (e2e/conformance.spec.ts) and Firefox (e2e/engines/zoom.spec.ts).

/** The window at 100% and the same window at 200% zoom, as the page sees each. */
export const atFullSize = { width: 1280, height: 800 };
export const zoomed200 = { width: atFullSize.width / 2, height: atFullSize.height / 2, ratio: 2 };

/** One text's size on screen: where it is in the page (a path of tags), its first words, its size in screen px. */
export interface TextSize {
  path: string;
  text: string;
  px: number;
}

/**
 * In the page, self-contained: every element shown with text of its own (not only its children's), and its font
 * size in screen px. Sent as source to each engine.
 */
export function textSizesInPage(): { ratio: number; sizes: TextSize[] } {
  const pathOf = (element: Element) => {
    const steps: string[] = [];
    for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
      const siblings = node.parentElement ? [...node.parentElement.children] : [node];
      steps.unshift(`${node.tagName.toLowerCase()}:${siblings.indexOf(node)}`);
    }
    return steps.join('>');
  };
  const sizes = [...document.body.querySelectorAll('*')]
    .filter((element) =>
      [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== ''),
    )
    .filter((element) => element.checkVisibility({ visibilityProperty: true }) && !element.closest('[aria-hidden]'))
    .map((element) => ({
      path: pathOf(element),
      text: (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40),
      px: parseFloat(getComputedStyle(element).fontSize) * devicePixelRatio,
    }));
  return { ratio: devicePixelRatio, sizes };
}

/**
 * The texts shown at both sizes that grow less than `zoom` times from 100% to the zoom (screen px, to 0.5%), each
 * as "<tag> “text”: 56 → 85px", how many texts were compared and how many of them are headings (h1 to h4).
 */
export function grownLess(full: readonly TextSize[], zoomedSizes: readonly TextSize[], zoom: number) {
  const atFull = new Map(full.map((size) => [size.path, size]));
  const compared = zoomedSizes.flatMap((zoomed) => {
    const before = atFull.get(zoomed.path);
    return before ? [{ before, zoomed }] : [];
  });
  const tag = (path: string) => path.replace(/^.*>/, '').replace(/:\d+$/, '');
  const short = compared
    .filter(({ before, zoomed }) => zoomed.px < before.px * zoom * 0.995)
    .map(({ before, zoomed }) => `${tag(zoomed.path)} “${zoomed.text}”: ${before.px} → ${zoomed.px}px`);
  return {
    compared: compared.length,
    headings: compared.filter(({ zoomed }) => /^h[1-4]$/.test(tag(zoomed.path))).length,
    short,
  };
}
