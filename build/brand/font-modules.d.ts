// The little of fontkit and wawoff2 that fonts.mjs and assets.mjs use (neither ships its own types).
declare module 'fontkit' {
  interface Path {
    translate(x: number, y: number): Path;
    toSVG(): string;
  }
  interface GlyphRun {
    glyphs: { path: Path }[];
    positions: { xAdvance: number; xOffset: number; yOffset: number }[];
    advanceWidth: number;
  }
  export interface Font {
    unitsPerEm: number;
    ascent: number;
    descent: number;
    variationAxes: Record<string, { min: number; max: number; default: number }>;
    layout(text: string): GlyphRun;
    getVariation(settings: Record<string, number>): Font;
  }
  export function create(buffer: Buffer): Font;
}

declare module 'wawoff2' {
  /** A WOFF2 file unpacked to the TrueType or OpenType font it holds. */
  export function decompress(woff2: Uint8Array): Promise<Uint8Array>;
}
