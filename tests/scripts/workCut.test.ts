// Where a client page is cut into pictures (scripts/work-cut.mjs): a piece ends where nothing is cut in two, and a
// phone's window (the homepage's first 488 px under a fade) ends its drawing where no button or line of text would be
// cut at its edge (the buyer's review r25 found Ember & Oak's "Shop this week's roasts" halved by the window's edge).
import { describe, expect, it } from 'vitest';
import { cut, windowCut } from '../../scripts/work-cut.mjs';

describe("a phone window's last clean line", () => {
  it('is the lowest section or block bottom within the window, not the window edge', () => {
    // A header to 80, a hero to 620; inside the hero a headline to 300, a paragraph to 420, a button 455–500.
    expect(windowCut({ edges: [80, 620], inner: [300, 420, 500] }, 488)).toBe(420);
  });

  it('counts a bottom exactly on the edge as clean', () => {
    expect(windowCut({ edges: [488, 900], inner: [] }, 488)).toBe(488);
  });

  it('is the top of the page when nothing ends inside the window', () => {
    expect(windowCut({ edges: [900], inner: [600] }, 488)).toBe(0);
  });
});

describe('pieces of a page', () => {
  it('end at section bottoms, each at most maxHeight tall, to the end of the page', () => {
    expect(cut('page', { edges: [300, 800, 1500, 1900], inner: [] }, { maxHeight: 900, pieces: 'all' })).toEqual([
      { top: 0, height: 800 },
      { top: 800, height: 700 },
      { top: 1500, height: 400 },
    ]);
  });

  it('take a clean cut inside a section when the section bottom would leave a third of the piece empty', () => {
    // The section ends at 300 (600 px short of 900); a block inside the next one ends at 850.
    expect(cut('page', { edges: [300, 1700], inner: [850] }, { maxHeight: 900, pieces: 'first' })).toEqual([
      { top: 0, height: 850 },
    ]);
  });

  it('fail when no clean cut is within reach', () => {
    expect(() => cut('tall.html', { edges: [2000], inner: [] }, { maxHeight: 900, pieces: 'all' })).toThrow(
      'tall.html: no clean cut within 900px below 0px',
    );
  });

  it('are one window of exactly maxHeight for a window', () => {
    expect(cut('page', { edges: [300, 1700], inner: [850] }, { maxHeight: 488, pieces: 'window' })).toEqual([
      { top: 0, height: 488 },
    ]);
  });
});
