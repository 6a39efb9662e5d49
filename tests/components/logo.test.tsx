// The mark and the menu button's icon (components/layout/Logo.tsx, MenuIcon.tsx) as drawn: spec §2 and §4, a
// nine-bar voice wave (1 s a cycle, 0.1 s stagger) beside the name, still until it is waved; the menu button's
// three lines, a cross while the menu is open. The wave's timing as it plays is tests/models/logoWave.test.tsx's.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VoiceWave, Wordmark } from '../../components/layout/Logo';
import { MenuIcon } from '../../components/layout/MenuIcon';

const barsOf = (wave: Element) => [...wave.children] as HTMLElement[];

describe('the voice wave', () => {
  it('nine bars, the tallest in the middle and the wave the same either side of it, hidden from screen readers', () => {
    const { container } = render(<VoiceWave />);
    const wave = container.firstElementChild!;
    expect(wave).toHaveAttribute('aria-hidden', 'true');
    const heights = barsOf(wave).map((bar) => parseFloat(bar.style.height));
    expect(heights).toHaveLength(9);
    expect(heights[4]).toBe(100);
    expect(Math.max(...heights)).toBe(100);
    expect(heights).toEqual([...heights].reverse());
  });

  it('still unless waved; waved, each bar starts 0.1 s after the one before', () => {
    const still = render(<VoiceWave />).container.firstElementChild!;
    expect(still).toHaveAttribute('data-waving', 'false');
    expect(barsOf(still).map((bar) => bar.style.animationDelay)).toEqual(Array(9).fill(''));
    const waved = render(<VoiceWave waving />).container.firstElementChild!;
    expect(waved).toHaveAttribute('data-waving', 'true');
    expect(barsOf(waved).map((bar) => bar.style.animationDelay)).toEqual([
      '0ms',
      '100ms',
      '200ms',
      '300ms',
      '400ms',
      '500ms',
      '600ms',
      '700ms',
      '800ms',
    ]);
  });

  it('the wordmark: the still wave, then the name', () => {
    const { container } = render(<Wordmark />);
    const [wave, name] = [...container.firstElementChild!.children];
    expect(barsOf(wave!)).toHaveLength(9);
    expect(wave).toHaveAttribute('data-waving', 'false');
    expect(name).toHaveTextContent(/^Lumivox$/);
    expect(render(<Wordmark waving size="lg" />).container.querySelector('[data-waving]')).toHaveAttribute(
      'data-waving',
      'true',
    );
    expect(screen.getAllByText('Lumivox')).toHaveLength(2);
  });
});

describe("the menu button's icon", () => {
  /** Each stroke of the icon: where it starts and where it goes. */
  const strokes = (open: boolean) => {
    const { container, unmount } = render(<MenuIcon open={open} />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    const d = svg.querySelector('path')!.getAttribute('d')!;
    unmount();
    return d.split('M').filter(Boolean);
  };

  it('closed: three lines across', () => {
    expect(strokes(false)).toEqual(['4 7h16', '4 12h16', '4 17h16']);
  });

  it('open: a cross, two diagonals', () => {
    expect(strokes(true)).toEqual(['6 6l12 12', '18 6L6 18']);
  });
});
