// The nine-bar voice wave (spec §4, §9): 1 s per cycle, 2 cycles, 0.1 s stagger, about 2.8 s; plays on hover
// of the hero wordmark (auto-started in the splash: see splashMachine.test.tsx).
import { fireEvent, render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Hero } from '../../components/home/Hero';
import { logoWaveMachine } from '../../machines/logoWaveMachine';
import { fakeBrowserForEachTest, viewEventCases, viewExecutors } from '../model/browser';
import { createTimedModel } from '../model/timedModel';

const timed = createTimedModel(logoWaveMachine, {
  delays: { waveDuration: 2800 }, // spec §9
  events: viewEventCases,
});

const browser = fakeBrowserForEachTest();

/** The bars of the hero wordmark: waving or not, and the stagger of each. */
function bars() {
  const wave = screen.getByRole('heading', { level: 1 }).querySelector<HTMLElement>('[data-waving]')!;
  const spans = [...wave.children] as HTMLElement[];
  return {
    waving: wave.dataset.waving === 'true',
    count: spans.length,
    animated: spans.filter((s) => s.classList.contains('animate-wave')).length,
    delays: spans.map((s) => s.style.animationDelay),
  };
}

describe('logo wave', () => {
  it('is two 1 s cycles (CSS), which with 8 × 0.1 s stagger make the machine’s 2.8 s', () => {
    const css = readFileSync('pages/global.css', 'utf8');
    expect(css).toContain('--animate-wave: wave 1s ease-in-out 2;');
  });
});

describe('logo wave machine against the Hero wordmark', () => {
  for (const path of timed.paths) {
    it(path.description, async () => {
      render(<Hero />);
      const heading = screen.getByRole('heading', { level: 1 });
      await timed.run(path, {
        events: {
          ...viewExecutors(browser, (element) => element === heading),
          // Only what is on screen can be hovered.
          'wave.start': () => {
            browser.setOnScreen(true, (element) => element === heading);
            fireEvent.pointerEnter(heading);
          },
        },
        assert: (snapshot) => {
          const b = bars();
          expect(b.count).toBe(9);
          const waving = snapshot.matches('waving');
          expect(b.waving).toBe(waving);
          expect(b.animated).toBe(waving ? 9 : 0);
          expect(b.delays).toEqual(waving ? Array.from({ length: 9 }, (_, i) => `${i * 100}ms`) : Array(9).fill(''));
        },
      });
    });
  }
  timed.expectFullCoverage();
});
