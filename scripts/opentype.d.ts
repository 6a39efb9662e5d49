// The part of opentype.js (which ships no types) that scripts/client-logos.ts uses (read a font, lay out a line, measure
// it) and tests/scripts/displayFace.test.ts (a character's glyph and width, the face's metrics).
declare module 'opentype.js' {
  interface LayoutOptions {
    kerning?: boolean;
    /** Extra space after each glyph, in em. */
    letterSpacing?: number;
  }
  export type PathCommand =
    | { type: 'M' | 'L'; x: number; y: number }
    | { type: 'Q'; x1: number; y1: number; x: number; y: number }
    | { type: 'C'; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
    | { type: 'Z' };
  interface Path {
    commands: PathCommand[];
    /** The outline's exact box (curve extremes, not control points). */
    getBoundingBox(): { x1: number; y1: number; x2: number; y2: number };
  }
  export interface Font {
    tables: { gsub?: { features: { tag: string }[] } };
    unitsPerEm: number;
    ascender: number;
    descender: number;
    /** 0 when the face has no glyph for the character. */
    charToGlyphIndex(char: string): number;
    charToGlyph(char: string): { advanceWidth: number };
    getPath(text: string, x: number, y: number, fontSize: number, options?: LayoutOptions): Path;
    getAdvanceWidth(text: string, fontSize: number, options?: LayoutOptions): number;
  }
  export function parse(buffer: ArrayBuffer): Font;
}
