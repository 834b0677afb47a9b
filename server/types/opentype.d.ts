// Minimal typings for the parts of opentype.js 2.0 we use (the package ships no types).
declare module 'opentype.js' {
  export type PathCommand =
    | { type: 'M' | 'L'; x: number; y: number }
    | { type: 'Q'; x1: number; y1: number; x: number; y: number }
    | { type: 'C'; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
    | { type: 'Z' };

  export interface BoundingBox {
    x1: number;
    y1: number;
    x2: number;
    y2: number;
  }

  export interface Path {
    commands: PathCommand[];
    getBoundingBox(): BoundingBox;
  }

  export interface Glyph {
    index: number;
    getPath(x?: number, y?: number, fontSize?: number): Path;
  }

  export interface Font {
    unitsPerEm: number;
    charToGlyph(char: string): Glyph;
  }

  /** Parses TTF/OTF/WOFF (not WOFF2) font data. */
  export function parse(buffer: ArrayBuffer): Font;
}
