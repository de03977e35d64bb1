// Accessibility probes taken inside the page: colour contrast, focus rings, clipping, target sizes.
// installProbes() runs in the browser (sent as source, with the colour math the caller gives), so it must stay
// self-contained.
import { wordsSplitAcrossLines } from './words';

/** Red, green and blue from 0 to 255, alpha from 0 to 1. */
export type Rgba = [number, number, number, number];

/**
 * The colour arithmetic the probes need, from the caller: one self-contained function (it goes into the page as
 * source) that returns these. The site passes its theme's (theme/colourMath.ts), so page and theme agree.
 */
export interface ColourMath {
  /** #hex, rgb() and rgba(); null for any other syntax (the probes then let a canvas convert it). */
  parse: (css: string) => Rgba | null;
  /** `top` painted over `bottom`. */
  over: (top: Rgba, bottom: Rgba) => Rgba;
  /** WCAG relative luminance. */
  luminance: (colour: Rgba) => number;
  /** WCAG contrast ratio of two luminances, in either order. */
  ratioOf: (first: number, second: number) => number;
}

export interface FocusStop {
  description: string;
  /** Viewport rect after the browser scrolled the element into view. */
  rect: { top: number; left: number; bottom: number; right: number; width: number; height: number };
  /** Document position, for comparing the order of stops. */
  pageTop: number;
  pageLeft: number;
  /** Inside the fixed bar, a fixed layer (skip link, notices) or a dialog: never under the bar. */
  inFixedLayer: boolean;
  outlineStyle: string;
  outlineWidth: number;
  outlineColor: string;
  /** The colour the ring is drawn on: the background around the element. */
  surroundingColor: string;
  ringContrast: number;
  /** Bottom edge of the fixed bar (the page's first `header`) in the viewport; 0 without one. */
  barBottom: number;
}

export interface A11yProbes {
  contrast(a: string, b: string): number;
  backgroundOf(element: Element | null): string;
  focusStop(): FocusStop | null;
  clippedText(): string[];
  splitWords(): string[];
  smallTargets(minimum: number): string[];
  forcedColourContrastFailures(): string[];
}

declare global {
  interface Window {
    __a11yProbes?: A11yProbes;
  }
}

function installProbes(colourMath: () => ColourMath, splitWords: () => string[]): void {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 1;
  const context = canvas.getContext('2d', { willReadFrequently: true })!;

  const math = colourMath();
  function parse(colour: string): Rgba {
    const parsed = math.parse(colour);
    if (parsed) return parsed;
    // Any other syntax (system colours, color(), oklab): let the canvas convert it.
    context.clearRect(0, 0, 1, 1);
    context.fillStyle = colour;
    context.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
    return [r!, g!, b!, a! / 255];
  }
  const { over, luminance } = math;
  const ratio = (a: Rgba, b: Rgba) => math.ratioOf(luminance(a), luminance(b));
  const css = (rgba: Rgba) => `rgba(${rgba.map((v, i) => (i < 3 ? Math.round(v) : +v.toFixed(3))).join(', ')})`;

  /** The opaque colour behind an element: its own and its ancestors' backgrounds, composited. */
  function background(element: Element | null): Rgba {
    const layers: Rgba[] = [];
    for (let node = element; node; node = node.parentElement) {
      const colour = parse(getComputedStyle(node).backgroundColor);
      if (colour[3] > 0) layers.push(colour);
      if (colour[3] >= 1) break;
    }
    // The canvas below everything: the root's colour, which the browser paints white when none is set.
    let result: Rgba = [255, 255, 255, 1];
    for (const layer of layers.reverse()) result = over(layer, result);
    return result;
  }

  const describe = (element: Element) => {
    const name =
      element.getAttribute('aria-label') ?? (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
    const id = element.id ? `#${element.id}` : '';
    return `${element.tagName.toLowerCase()}${id} "${name}"`;
  };
  const visible = (element: Element) => {
    const style = getComputedStyle(element);
    const rect = element.getBoundingClientRect();
    return style.visibility !== 'hidden' && style.display !== 'none' && rect.width > 0 && rect.height > 0;
  };
  /**
   * Read by screen readers, not drawn: the .visually-hidden class, or its pattern applied by a component's own
   * styles (a box of one pixel, out of flow, its content clipped away), as a table's column headers can be where
   * its rows stack.
   */
  const visuallyHidden = (element: Element) => {
    if (element.closest('.visually-hidden')) return true;
    const style = getComputedStyle(element);
    const rect = element.getBoundingClientRect();
    return (
      style.position === 'absolute' &&
      rect.width <= 1 &&
      rect.height <= 1 &&
      (style.clipPath === 'inset(50%)' || /^rect\(0(px)?,? 0(px)?,? 0(px)?,? 0(px)?\)$/.test(style.clip))
    );
  };
  const inFixedLayer = (element: Element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      if (getComputedStyle(node).position === 'fixed' || node.getAttribute('role') === 'dialog') return true;
    }
    return false;
  };

  window.__a11yProbes = {
    contrast: (a, b) => ratio(parse(a), parse(b)),
    backgroundOf: (element) => css(background(element)),

    focusStop() {
      const element = document.activeElement;
      if (!element || element === document.body) return null;
      const style = getComputedStyle(element);
      const rect = element.getBoundingClientRect();
      const surrounding = background(element.parentElement);
      const ring = over(parse(style.outlineColor), surrounding);
      const bar = document.querySelector('header');
      return {
        description: describe(element),
        rect: {
          top: rect.top,
          left: rect.left,
          bottom: rect.bottom,
          right: rect.right,
          width: rect.width,
          height: rect.height,
        },
        pageTop: rect.top + window.scrollY,
        pageLeft: rect.left + window.scrollX,
        inFixedLayer: inFixedLayer(element),
        outlineStyle: style.outlineStyle,
        outlineWidth: parseFloat(style.outlineWidth) || 0,
        outlineColor: style.outlineColor,
        surroundingColor: css(surrounding),
        ringContrast: ratio(ring, surrounding),
        barBottom: bar ? bar.getBoundingClientRect().bottom : 0,
      };
    },

    clippedText() {
      const clipped: string[] = [];
      for (const element of Array.from(document.body.querySelectorAll('*'))) {
        if (!visible(element) || visuallyHidden(element) || element.closest('[aria-hidden="true"], svg')) continue;
        if (!(element.textContent ?? '').trim()) continue;
        const style = getComputedStyle(element);
        const clipsX = ['hidden', 'clip'].includes(style.overflowX);
        const clipsY = ['hidden', 'clip'].includes(style.overflowY);
        const overX = element.scrollWidth - element.clientWidth > 1;
        const overY = element.scrollHeight - element.clientHeight > 1;
        if ((clipsX && overX) || (clipsY && overY)) {
          clipped.push(
            `${describe(element)} shows ${element.clientWidth}×${element.clientHeight} of ${element.scrollWidth}×${element.scrollHeight}`,
          );
        }
      }
      return clipped;
    },

    splitWords,

    smallTargets(minimum) {
      const selector =
        'a[href], button, input, select, textarea, summary, [role="button"], [role="link"], [tabindex]:not([tabindex="-1"])';
      const small: string[] = [];
      for (const element of Array.from(document.querySelectorAll(selector))) {
        if (!visible(element) || element.closest('[aria-hidden="true"], [inert]')) continue;
        const style = getComputedStyle(element);
        // WCAG 2.5.8's inline exception: a link inside a sentence takes the sentence's line height (inline, or a
        // link made an inline block to keep it whole on its line; a button is an inline block by default).
        const inSentence =
          (style.display === 'inline' || (style.display === 'inline-block' && element.localName === 'a')) &&
          (element.parentElement?.textContent ?? '').trim() !== element.textContent?.trim();
        if (inSentence) continue;
        // An input's label takes its presses too: the label is the target (a radio drawn small beside its text).
        const target = (element instanceof HTMLInputElement && element.labels?.[0]) || element;
        const rect = target.getBoundingClientRect();
        // Within half a pixel: layout rounds (a 44 px button measured 43.99 while its menu slid in).
        if (rect.width < minimum - 0.5 || rect.height < minimum - 0.5) {
          small.push(`${describe(element)} is ${rect.width.toFixed(1)}×${rect.height.toFixed(1)}px`);
        }
      }
      return small;
    },

    forcedColourContrastFailures() {
      const failures: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const seen = new Set<Element>();
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        const element = text.parentElement;
        if (!element || seen.has(element) || !(text.textContent ?? '').trim()) continue;
        seen.add(element);
        if (!visible(element) || element.closest('.visually-hidden, [aria-hidden="true"]')) continue;
        const style = getComputedStyle(element);
        const contrast = ratio(over(parse(style.color), background(element)), background(element));
        const large =
          parseFloat(style.fontSize) >= 24 || (parseFloat(style.fontSize) >= 18.66 && +style.fontWeight >= 700);
        if (contrast < (large ? 3 : 4.5)) failures.push(`${describe(element)}: ${contrast.toFixed(2)}:1`);
      }
      return failures;
    },
  };
}

/**
 * The script that puts the probes on window.__a11yProbes (run it again after each navigation): functions cannot
 * be passed as arguments, so both go into the page as source, the math given to the probes.
 */
export function a11yProbesScript(colourMath: () => ColourMath): string {
  return `(${installProbes.toString()})(${colourMath.toString()}, ${wordsSplitAcrossLines.toString()})`;
}
