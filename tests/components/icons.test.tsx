// The line icons (components/Icon.tsx) as a visitor meets them: beside each service, on the contact tiles, in the
// checklists and on the arrows of the links, each a drawing of its own strokes, outlined in the text's colour, and
// silent for screen readers (the words beside it say it all). A stroke whose path is lost draws nothing: the icon is
// then missing a part (a calendar without its rings, a megaphone without its waves), or empty.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ArrowLeft, ArrowRight, Icon } from '../../components/Icon';
import type { IconName } from '../../content/types';

/** How many strokes each icon draws, counted on the rendered icons (`satisfies`: every icon, and only those). */
const strokes = {
  layout: 3,
  palette: 4,
  search: 2,
  workflow: 3,
  megaphone: 3,
  headset: 4,
  chart: 4,
  calendar: 6,
  sparkles: 2,
  target: 3,
  shield: 2,
  book: 2,
  bolt: 1,
  users: 4,
  mail: 2,
  phone: 1,
  check: 1,
  trend: 2,
} as const satisfies Record<IconName, number>;
const names = Object.keys(strokes) as IconName[];

/** A path that draws: a move to a point, then at least one line, curve or arc from it. */
const DRAWS = /^M\s*-?[\d.]+[\s,]*-?[\d.]+\s*[LlHhVvCcSsQqTtAaZz]/;

function drawn(svg: SVGSVGElement | null) {
  expect(svg, 'an icon is drawn').not.toBeNull();
  return [...svg!.querySelectorAll('path')].map((path) => path.getAttribute('d') ?? '');
}

describe('the line icons', () => {
  it.each(names)('%s: every stroke drawn, outlined, and hidden from screen readers', (name) => {
    const { container } = render(<Icon name={name} />);
    const svg = container.querySelector('svg');
    const paths = drawn(svg);
    expect(paths).toHaveLength(strokes[name]);
    for (const d of paths) expect(d).toMatch(DRAWS);
    expect(new Set(paths).size, 'no stroke drawn twice').toBe(paths.length);
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).toHaveAttribute('fill', 'none');
    expect(svg).toHaveAttribute('stroke', 'currentColor');
  });

  it('no two icons look the same', () => {
    const pictures = names.map((name) => drawn(render(<Icon name={name} />).container.querySelector('svg')).join(' '));
    expect(new Set(pictures).size).toBe(names.length);
  });

  it('the arrows: one stroke each, hidden from screen readers, pointing opposite ways', () => {
    const left = render(<ArrowLeft />).container.querySelector('svg');
    const right = render(<ArrowRight />).container.querySelector('svg');
    const [back] = drawn(left);
    const [forward] = drawn(right);
    expect(back).toMatch(DRAWS);
    expect(forward).toMatch(DRAWS);
    expect(back).not.toBe(forward);
    expect(left).toHaveAttribute('aria-hidden', 'true');
    expect(right).toHaveAttribute('aria-hidden', 'true');
    // The arrowhead's tip: the point the head's two strokes meet, at the left for Back and at the right for onward.
    const tipX = (d: string) => {
      const head = d.split('M')[2]!; // the second subpath: from one barb, relatively, to the tip and the other barb
      const [x, , dx] = head.match(/-?[\d.]+/g)!.map(Number);
      return x! + dx!;
    };
    expect(tipX(back!)).toBeLessThan(12);
    expect(tipX(forward!)).toBeGreaterThan(12);
  });
});
