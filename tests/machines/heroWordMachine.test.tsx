// Home hero (spec §2): the word after 'your business,' changes in turn while the hero is on screen.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Hero } from '../../components/home/Hero';
import { home } from '../../content/pages';
import { heroWordMachine } from '../../machines/heroWordMachine';
import { fakeBrowserForEachTest, viewEventCases, viewExecutors } from '../model/browser';
import { createTimedModel } from '../model/timedModel';

const words = home.hero.animatedWords;
const timed = createTimedModel(heroWordMachine, {
  delays: { wordDuration: 2500 }, // not in the spec: the machine's documented choice
  input: { count: words.length },
  events: viewEventCases,
});

const browser = fakeBrowserForEachTest();

describe('hero word machine against Hero', () => {
  for (const path of timed.paths) {
    it(path.description, async () => {
      render(<Hero />);
      const word = screen.getByTestId('hero-word');
      await timed.run(path, {
        events: viewExecutors(browser, (element) => element === word),
        assert: (snapshot, trace) => {
          const changes = trace.filter((e) => e.type === 'WAIT.2500').length;
          expect(snapshot.context.index).toBe(changes % words.length);
          expect(word).toHaveTextContent(words[changes % words.length]!);
          // Screen readers read every word once, not the changing one.
          expect(word).toHaveAttribute('aria-hidden', 'true');
          expect(screen.getByText(words.join(', '))).toHaveClass('sr-only');
        },
      });
    });
  }
  timed.expectFullCoverage();
});
