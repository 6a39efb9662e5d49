// @vitest-environment node
// The two faces as served (pages/fonts/, scripts/display-face.mjs): each @fontsource latin file cut down to the
// characters the site's copy can draw. What must hold: the committed file is what the script makes from today's copy
// (a new character in the copy, or a stale file, fails here: run `npm run fonts:display`); every character of the copy
// that the original face draws, the cut face draws too, with the same advance width; and the vertical metrics the
// fallback is matched to (content/brand.ts) are the original's. The original and the cut file are both read here.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontverter from 'fontverter';
import { parse } from 'opentype.js';
import { describe, expect, it } from 'vitest';
import {
  BODY_FACE_FILE,
  BODY_SOURCE,
  DISPLAY_FACE_FILE,
  bodyFace,
  displayCharacters,
  displayFace,
  unicodeRange,
} from '../../scripts/display-face.mjs';

const ORIGINAL = createRequire(import.meta.url).resolve(
  '@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2',
);

async function open(file: string) {
  // A copy: the decoder's output may be a view of its memory, which the next conversion reuses.
  const sfnt = new Uint8Array(await fontverter.convert(readFileSync(file), 'sfnt'));
  return parse(sfnt.buffer);
}

// Both faces are cut the same way (the body face's whole file stays behind its cut in pages/global.css for a character
// the copy never writes). A cut that lost a character of the copy would draw a heading's or a paragraph's letter in the
// fallback; every character of the copy the original face draws, the cut face draws too, at the original's width, and
// the vertical metrics the fallback is matched to (content/brand.ts) are the original's.
describe.each([
  { face: 'the display face', file: DISPLAY_FACE_FILE, original: ORIGINAL, cut: () => displayFace() },
  { face: 'the body face', file: BODY_FACE_FILE, original: BODY_SOURCE, cut: () => bodyFace() },
])('$face', ({ file, original, cut }) => {
  it('is what scripts/display-face.mjs makes from the copy of today (`npm run fonts:display`)', async () => {
    expect(Buffer.compare(readFileSync(file), await cut())).toBe(0);
  });

  it("draws every character of the copy the original draws, at the original's width and metrics", async () => {
    const whole = await open(original);
    const cutFace = await open(file);
    expect([cutFace.unitsPerEm, cutFace.ascender, cutFace.descender]).toEqual([
      whole.unitsPerEm,
      whole.ascender,
      whole.descender,
    ]);
    // The copy's characters: letters, digits and what the site's copy writes ('£', '’', '–', '…', 'é').
    const copy = `Lumivox 0123456789 $4,000–$15,000 You’re 4.9 “Café” … £ € © ® ™ → ${displayCharacters()}`;
    const drawn = [...new Set(copy)].filter((char) => whole.charToGlyphIndex(char) > 0);
    expect(drawn.length).toBeGreaterThan(95);
    for (const char of drawn) {
      expect(cutFace.charToGlyphIndex(char), char).toBeGreaterThan(0);
      expect(cutFace.charToGlyph(char).advanceWidth, char).toBe(whole.charToGlyph(char).advanceWidth);
    }
  });

  it('is smaller than the original it is cut from', () => {
    expect(readFileSync(file).length).toBeLessThan(readFileSync(original).length * 0.75);
  });
});

// A unicode-range that claims a character the cut lacks, or leaves out one it has, would draw a paragraph's letter in
// the fallback or fetch the whole file on every page.
describe('the body face', () => {
  it("is declared in pages/global.css with a unicode-range of exactly the cut's characters, after the whole file", () => {
    const css = readFileSync('pages/global.css', 'utf8');
    const faces = [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)]
      .map((m) => m[1]!)
      .filter((rule) => rule.includes("'Figtree Variable'"));
    expect(faces.map((rule) => /url\('([^']+)'\)/.exec(rule)?.[1])).toEqual([
      '@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2',
      `./${BODY_FACE_FILE.replace(/^pages\//, '')}`,
    ]);
    const range = (rule: string) => /unicode-range:\s*([^;]+);/.exec(rule)![1]!.replace(/\s+/g, ' ').trim();
    expect(range(faces[1]!)).toBe(unicodeRange());
    // The characters the range names, read back from it, are the ones the copy can draw.
    const named = range(faces[1]!)
      .split(', ')
      .flatMap((part) => {
        const [a, b = a] = part.replace(/^U\+/, '').split('-');
        const [from, to] = [parseInt(a!, 16), parseInt(b!, 16)];
        return Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i));
      });
    expect(named.sort().join('')).toBe([...displayCharacters()].sort().join(''));
  });
});
