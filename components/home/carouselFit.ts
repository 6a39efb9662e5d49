// How far apart the Featured Work cards stand so that the strip never ends in a sliver of a card. The cards keep the
// spec's widths (§2 Home: 280, 320, 360 px); the gap between them gives: either the cards in view fill the strip
// exactly, or the next card shows at least a third of itself, and at most two thirds (more reads as a card cut off).
// A 64 px sliver of a fourth card at 1440 px read as a cut-off bug to three reviews in a row (buyer's review r22).

/** The gap the design is drawn with, and the bounds it may move within. */
const preferredGap = 24;
const minGap = 16;
const maxGap = 96;

/**
 * The gap between cards `card` px wide in a strip `width` px wide: of the gaps that fill the strip with whole cards
 * or leave the next card a third to two thirds in view, the one nearest the preferred gap, in whole pixels. Where none does (a phone,
 * whose strip holds one card and runs to the screen's edge), the smallest gap.
 */
export function carouselGap(width: number, card: number): number {
  const candidates: number[] = [];
  const fits = (gap: number) => gap >= minGap && gap <= maxGap;
  for (let n = 1; n * card <= width; n++) {
    // n cards filling the strip exactly.
    if (n > 1) candidates.push((width - n * card) / (n - 1));
    // n cards and a peek of the next: peek = width − n·(card + gap), a third to two thirds of a card.
    const [low, high] = [(width - n * card - (2 * card) / 3) / n, (width - n * card - card / 3) / n];
    if (high >= low) candidates.push(Math.min(Math.max(preferredGap, low), high));
  }
  const valid = candidates.filter(fits);
  if (valid.length === 0) return minGap;
  const best = valid.reduce((a, gap) => (Math.abs(gap - preferredGap) < Math.abs(a - preferredGap) ? gap : a));
  // Whole pixels: a fractional gap makes the slide stride fractional, which the scroll position (whole or device
  // pixels) cannot land on, and the loop's jumps by a list length would drift by a pixel.
  return Math.floor(best);
}
