// @vitest-environment node
// The display face as served (pages/fonts/, scripts/display-face.mjs): @fontsource's latin file cut down to the
// characters the site's copy can draw. What must hold: the committed file is what the script makes from today's copy
// (a new character in the copy, or a stale file, fails here: run `npm run fonts:display`); every character of the copy
// that the original face draws, the cut face draws too, with the same advance width; and the vertical metrics the
// fallback is matched to (content/brand.ts) are the original's. The original and the cut file are both read here.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontverter from 'fontverter';
import { parse } from 'opentype.js';
import { describe, expect, it } from 'vitest';
import { DISPLAY_FACE_FILE, displayCharacters, displayFace } from '../../scripts/display-face.mjs';

const ORIGINAL = createRequire(import.meta.url).resolve(
  '@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2',
);

async function open(file: string) {
  // A copy: the decoder's output may be a view of its memory, which the next conversion reuses.
  const sfnt = new Uint8Array(await fontverter.convert(readFileSync(file), 'sfnt'));
  return parse(sfnt.buffer);
}

describe('the display face', () => {
  it('is what scripts/display-face.mjs makes from the copy of today (`npm run fonts:display`)', async () => {
    expect(Buffer.compare(readFileSync(DISPLAY_FACE_FILE), await displayFace())).toBe(0);
  });

  it("draws every character of the copy the original draws, at the original's width and metrics", async () => {
    const original = await open(ORIGINAL);
    const cut = await open(DISPLAY_FACE_FILE);
    expect(cut.unitsPerEm).toBe(original.unitsPerEm);
    expect([cut.ascender, cut.descender]).toEqual([original.ascender, original.descender]);
    // The copy's characters: letters, digits and what the site's copy writes ('£', '’', '–', '…', 'é').
    const copy = `Lumivox 0123456789 $4,000–$15,000 You’re 4.9 “Café” … £ € © ® ™ ${displayCharacters()}`;
    const drawn = [...new Set(copy)].filter((char) => original.charToGlyphIndex(char) > 0);
    expect(drawn.length).toBeGreaterThan(95);
    for (const char of drawn) {
      expect(cut.charToGlyphIndex(char), char).toBeGreaterThan(0);
      expect(cut.charToGlyph(char).advanceWidth, char).toBe(original.charToGlyph(char).advanceWidth);
    }
  });

  it('is smaller than the original it is cut from', () => {
    expect(readFileSync(DISPLAY_FACE_FILE).length).toBeLessThan(readFileSync(ORIGINAL).length * 0.75);
  });
});
