// The hero wordmark's voice wave against its spec model (logoWave.model.ts): in every state the nine bars, which
// of them animate and with what stagger; every delay checked 1 ms early and on time.
import { fireEvent, render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Hero } from '../../components/home/Hero';
import { settleLoaded } from '../forms/network';
import { fakeBrowserForEachTest, viewEventCases, viewExecutors } from '../model-kit/browser';
import { createTimedModel, waitPrefix } from '../model-kit/timedModel';
import { chosenPath } from '../model-kit/chosenPath';
import { BARS, CYCLE_MS, STAGGER_MS, WAVE_MS, logoWaveSpecModel } from './logoWave.model';

const timed = createTimedModel(logoWaveSpecModel, { events: viewEventCases });
const wait = (ms: number) => ({ type: `${waitPrefix}${ms}` });
const enter = { type: 'pointer.enter' };
const leave = { type: 'pointer.leave' };
const chosen = [
  chosenPath(timed.machine, 'hovered again in each cycle and left: the wave still ends at 2.8 s, then plays again', [
    enter,
    leave,
    enter,
    wait(CYCLE_MS),
    enter,
    leave,
    wait(CYCLE_MS),
    enter,
    wait(WAVE_MS - 2 * CYCLE_MS),
    enter,
    wait(CYCLE_MS),
  ]),
  chosenPath(timed.machine, 'scrolled away mid-wave and back: it stays still until hovered', [
    enter,
    wait(CYCLE_MS),
    { type: 'view.hidden', cause: 'scroll' },
    { type: 'view.visible' },
    wait(WAVE_MS),
    enter,
  ]),
  chosenPath(timed.machine, 'reduced motion mid-wave: still at once and on every hover', [
    enter,
    wait(CYCLE_MS),
    { type: 'motion.reduce' },
    enter,
    wait(WAVE_MS),
  ]),
];

const browser = fakeBrowserForEachTest();

describe('spec model: the logo wave', () => {
  it('is two 1 s cycles per bar (CSS), which with the 0.1 s stagger make 2.8 s', () => {
    const css = readFileSync('pages/global.css', 'utf8');
    expect(css).toContain(`--animate-wave: wave ${CYCLE_MS / 1000}s ease-in-out 2;`);
  });

  for (const path of [...timed.paths, ...chosen]) {
    it(path.description, async () => {
      render(<Hero />);
      // The wordmark: the logo's wave beside the name, above the headline (spec §2: wave plays on hover).
      const wordmark = screen.getByText('Lumivox', { exact: true }).closest('p')!;
      const onWordmark = (element: Element) => element === wordmark;
      browser.setOnScreen(true, onWordmark);
      await timed.run(path, {
        events: {
          ...viewExecutors(browser, onWordmark),
          'pointer.enter': async () => {
            fireEvent.pointerEnter(wordmark, { pointerType: 'mouse' });
            // The wave's machine loads with the first hover.
            await settleLoaded();
          },
          'pointer.leave': () => fireEvent.pointerLeave(wordmark, { pointerType: 'mouse' }),
        },
        assert: (snapshot) => {
          const wave = wordmark.querySelector<HTMLElement>('[data-waving]')!;
          const bars = [...wave.children] as HTMLElement[];
          expect(bars).toHaveLength(BARS);
          expect(wave).toHaveAttribute('aria-hidden', 'true');
          const waving = snapshot.matches('waving');
          expect(wave.dataset.waving).toBe(String(waving));
          expect(bars.filter((bar) => bar.classList.contains('animate-wave'))).toHaveLength(waving ? BARS : 0);
          expect(bars.map((bar) => bar.style.animationDelay)).toEqual(
            bars.map((_, i) => (waving ? `${i * STAGGER_MS}ms` : '')),
          );
        },
      });
    });
  }
  timed.expectFullCoverage('logo wave (spec model)');
});
