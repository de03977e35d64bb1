// Colour arithmetic (parsing, compositing, WCAG luminance and contrast) in one self-contained function: the
// theme's contrast contract (contrast.ts) calls it, and the browser suites give it to the probes of
// @foundation/page-measures (e2e/probes.ts), which send its source into the page, where nothing can be
// imported. So it refers to nothing outside itself.

/** Red, green and blue from 0 to 255, alpha from 0 to 1. */
export type Rgba = [number, number, number, number];

export function colourMath() {
  /** #rgb, #rgba, #rrggbb, #rrggbbaa, rgb() and rgba() (commas or spaces); null for any other syntax. */
  function parse(css: string): Rgba | null {
    const value = css.trim().toLowerCase();
    const hex = /^#([0-9a-f]{3,8})$/.exec(value)?.[1];
    if (hex && [3, 4, 6, 8].includes(hex.length)) {
      const digits = hex.length <= 4 ? [...hex].map((digit) => digit + digit) : hex.match(/../g)!;
      const [r, g, b, a = 'ff'] = digits as [string, string, string, string?];
      return [parseInt(r, 16), parseInt(g, 16), parseInt(b, 16), parseInt(a, 16) / 255];
    }
    const fn = /^rgba?\(([^)]+)\)$/.exec(value)?.[1];
    if (fn) {
      const parts = fn.split(/[\s,/]+/).filter(Boolean);
      const [r, g, b] = parts.slice(0, 3).map(Number) as [number, number, number];
      const alpha = parts[3] === undefined ? 1 : parts[3].endsWith('%') ? parseFloat(parts[3]) / 100 : Number(parts[3]);
      if ([r, g, b, alpha].every(Number.isFinite)) return [r, g, b, alpha];
    }
    return null;
  }

  /** Paints `top` over `bottom` (source-over in sRGB, as browsers do). */
  function over(top: Rgba, bottom: Rgba): Rgba {
    const alpha = top[3] + bottom[3] * (1 - top[3]);
    if (alpha === 0) return [0, 0, 0, 0];
    const mix = (i: number) => (top[i]! * top[3] + bottom[i]! * bottom[3] * (1 - top[3])) / alpha;
    return [mix(0), mix(1), mix(2), alpha];
  }

  /** WCAG relative luminance. */
  function luminance([r, g, b]: Rgba): number {
    const linear = (channel: number) => {
      const c = channel / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  }

  /** WCAG contrast ratio of two relative luminances, in either order. */
  function ratioOf(first: number, second: number): number {
    const [light, dark] = first > second ? [first, second] : [second, first];
    return (light + 0.05) / (dark + 0.05);
  }

  return { parse, over, luminance, ratioOf };
}
