// The hero's changing word against its spec model (heroWord.model.ts): in every state the one word a visitor sees,
// every delay checked 1 ms early and on time, and the words read once by screen readers.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Hero } from '../../components/home/Hero';
import { home } from '../../content/pages/home';
import { fakeBrowserForEachTest, viewEventCases, viewExecutors } from '../model-kit/browser';
import { createTimedModel, waitPrefix } from '../model-kit/timedModel';
import { chosenPath } from '../model-kit/chosenPath';
import { GLANCE_MS, heroWordSpecModel, WORD_MS } from './heroWord.model';

const words = home.hero.animatedWords;
const input = { count: words.length };
const timed = createTimedModel(heroWordSpecModel, { input, events: viewEventCases });

const wait = (ms: number) => ({ type: `${waitPrefix}${ms}` });
const word = [wait(GLANCE_MS), wait(WORD_MS - GLANCE_MS)];
const visible = { type: 'view.visible' };
const chosen = [
  chosenPath(
    timed.machine,
    'every word in turn and round again',
    [visible, ...word, ...word, ...word, ...word, ...word],
    input,
  ),
  chosenPath(
    timed.machine,
    'hidden part-way through a word: it gets its full time once shown again',
    [visible, ...word, wait(GLANCE_MS), { type: 'view.hidden', cause: 'tab' }, wait(WORD_MS), visible, ...word],
    input,
  ),
  chosenPath(
    timed.machine,
    'scrolled away and back in quick succession',
    [
      visible,
      wait(GLANCE_MS),
      { type: 'view.hidden', cause: 'scroll' },
      visible,
      { type: 'view.hidden', cause: 'scroll' },
      visible,
      ...word,
    ],
    input,
  ),
  // Reduced motion before the hero is ever seen, or while it is paused: coming on screen later starts nothing.
  chosenPath(
    timed.machine,
    'reduced motion before it is seen',
    [{ type: 'motion.reduce' }, visible, wait(WORD_MS)],
    input,
  ),
  chosenPath(
    timed.machine,
    'reduced motion while hidden',
    [visible, ...word, { type: 'view.hidden', cause: 'tab' }, { type: 'motion.reduce' }, visible, wait(WORD_MS)],
    input,
  ),
  chosenPath(
    timed.machine,
    'reduced motion part-way through the third word: it stays',
    [
      visible,
      ...word,
      ...word,
      wait(GLANCE_MS),
      { type: 'motion.reduce' },
      wait(WORD_MS),
      { type: 'view.hidden', cause: 'tab' },
      visible,
      wait(WORD_MS),
    ],
    input,
  ),
];

const browser = fakeBrowserForEachTest();

describe('spec model: the hero word', () => {
  for (const path of [...timed.paths, ...chosen]) {
    it(path.description, async () => {
      render(<Hero />);
      const shown = screen.getByTestId('hero-word');
      await timed.run(path, {
        events: viewExecutors(browser, (element) => element === shown),
        assert: (snapshot) => {
          const { index } = snapshot.context as { index: number };
          expect(shown).toHaveTextContent(new RegExp(`^${words[index]}$`));
          // Screen readers read every word once, not the changing one.
          expect(shown).toHaveAttribute('aria-hidden', 'true');
          expect(screen.getByText(words.join(', '))).toHaveClass('sr-only');
          expect(screen.getByText('your business,', { exact: false })).toContainElement(shown);
        },
      });
    });
  }
  timed.expectFullCoverage('hero word (spec model)');
});
