// The two pieces of arithmetic behind the client logos (scripts/client-logos.ts), on inputs today's six logos do not
// happen to contain: a font's outlines written as SVG path data (closed contours, cubic curves, which a CFF font
// would bring), and a colour's relative luminance (a #rgb colour, a dark channel), which decides whether a light
// detail stays a white cut-out on the wall. The expected path data is worked out by hand from the SVG path grammar
// (relative commands, a `z` returning to the contour's start), the luminance from WCAG 2's definition.
import type { PathCommand } from 'opentype.js';
import { describe, expect, it } from 'vitest';
import { luminance, pathData } from '../../scripts/client-logos';

describe('a glyph outline as SVG path data', () => {
  it('writes relative commands in tenths of a px, each closed contour returning to where it began', () => {
    const commands: PathCommand[] = [
      { type: 'M', x: 1, y: 2 },
      { type: 'L', x: 11, y: 2 },
      { type: 'Q', x1: 11, y1: 12, x: 1, y: 12 },
      { type: 'Z' },
      // Relative to the first contour's start (1, 2), where `z` left the pen, not to its last point (1, 12).
      { type: 'M', x: 20, y: 0 },
      { type: 'C', x1: 21, y1: 0, x2: 22, y2: 1, x: 22, y: 2 },
      { type: 'L', x: 21.7, y: 2 },
      { type: 'Z' },
      // Back at (20, 0), the second contour's start.
      { type: 'L', x: 20, y: 0.5 },
    ];
    expect(pathData(commands)).toBe('M1 2l10 0q0 10-10 10zm19-2c1 0 2 1 2 2l-.3 0zl0 .5');
  });
});

describe("a colour's relative luminance (WCAG 2)", () => {
  it.each([
    ['#ffffff', 1],
    ['#fff', 1],
    ['#000000', 0],
    ['#808080', 0.2158605],
    // A grey's luminance is its channels' value on the curve: ((119 / 255 + 0.055) / 1.055) ** 2.4.
    ['#777', 0.184475],
    ['#0000ff', 0.0722],
    ['#00f', 0.0722],
    ['#ff0000', 0.2126],
    // 10 / 255 is under 0.04045: the linear part of the curve, 10 / 255 / 12.92.
    ['#0a0a0a', 0.0030353],
  ])('%s is %f', (hex, expected) => {
    expect(luminance(hex)).toBeCloseTo(expected, 6);
  });
});
