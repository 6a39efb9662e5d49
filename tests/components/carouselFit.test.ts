// The Featured Work strip's gap (carouselFit): with the spec's card widths (§2 Home: 280, 320, 360 px), the cards in
// view fill the strip exactly or the next shows a third to two thirds of itself; never a sliver.
import { describe, expect, it } from 'vitest';
import { carouselGap } from '../../components/home/carouselFit';

/** What the strip shows with this gap: whole cards, and the part of the next one in view (0 when none). */
function row(width: number, card: number, gap: number) {
  const whole = Math.floor((width + gap + 0.01) / (card + gap));
  const rest = width - whole * (card + gap);
  return { whole, peek: rest <= 0.01 - gap ? 0 : Math.max(0, rest) };
}

describe('the carousel gap', () => {
  // Strips at the widths a buyer checks: the page's 1216 px column at 1440 and 1280, 960 at 1024, 720 at 768.
  it.each([
    [1216, 360],
    [1215, 360],
    [1127, 360],
    [1100, 360],
    [960, 360],
    [975, 320],
    [720, 320],
    [592, 320],
  ])('a %i px strip of %i px cards: whole cards or a third to two thirds of the next', (width, card) => {
    const gap = carouselGap(width, card);
    expect(gap).toBeGreaterThanOrEqual(16);
    expect(gap).toBeLessThanOrEqual(96);
    expect(Number.isInteger(gap), 'whole pixels: the slides must land on the scroll position').toBe(true);
    const { whole, peek } = row(width, card, gap);
    expect(whole).toBeGreaterThanOrEqual(1);
    // Whole pixels: a fill may leave a pixel per gap over.
    if (peek > whole) {
      expect(peek).toBeGreaterThanOrEqual(card / 3 - 1);
      expect(peek).toBeLessThanOrEqual((2 * card) / 3 + whole);
    }
  });

  it('at 1440 px three cards of 360 px fill the 1216 px column, 68 px apart (not a 64 px sliver of a fourth)', () => {
    expect(carouselGap(1216, 360)).toBe(68);
    expect(row(1216, 360, 68)).toEqual({ whole: 3, peek: 0 });
  });

  it('a phone strip that holds one card takes the smallest gap, so the next shows as much as it can', () => {
    expect(carouselGap(374, 280)).toBe(16);
  });
});
