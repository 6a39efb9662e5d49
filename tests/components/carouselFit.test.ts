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

// The gap where the rule has more than one answer, or none: each expected value worked out from the card widths.
describe('the carousel gap, where the rule must choose', () => {
  it.each([
    // 3 × 280 + 2 × 16 = 872: three cards fill the strip 16 px apart; two cards and a third of the next need 62 px or
    // more. The fill is nearer the design's 24.
    [872, 280, 16],
    // 3 × 320 + 2 × 16 = 992 (two and a third need 69 px or more).
    [992, 320, 16],
    // 3 × 360 + 2 × 16 = 1112 (two and a third need 76 px or more).
    [1112, 360, 16],
  ])(
    'a %i px strip of %i px cards: three fill it %i px apart, the smallest gap, nearer 24 than a peek',
    (w, c, gap) => {
      expect(carouselGap(w, c)).toBe(gap);
      expect(row(w, c, gap)).toEqual({ whole: 3, peek: 0 });
    },
  );

  it('one 360 px card and two thirds of the next in 696 px: 96 px apart, the widest gap allowed', () => {
    // 360 + 96 + 240 = 696: one card, the gap and two thirds of the next; any smaller gap shows more than two thirds.
    expect(carouselGap(696, 360)).toBe(96);
    expect(row(696, 360, 96)).toEqual({ whole: 1, peek: 240 });
  });

  it('a 700 px strip of 360 px cards: a peek would need 100 px, wider than allowed, so the smallest gap', () => {
    expect(carouselGap(700, 360)).toBe(16);
  });
});
