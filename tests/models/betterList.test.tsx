// The hero's 'better' list against its spec model (betterList.model.ts): in every state the button's
// aria-expanded, the list it controls, its four words, and the focus after Escape.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Hero } from '../../components/home/Hero';
import { settleLoaded } from '../forms/network';
import { createTimedModel } from '../model-kit/timedModel';
import { BETTER_WORDS, betterSpecModel } from './betterList.model';
import { chosenPath } from '../model-kit/chosenPath';

const timed = createTimedModel(betterSpecModel);
const afterLoading = (steps: Record<string, () => void>) =>
  Object.fromEntries(
    Object.entries(steps).map(([type, step]) => [
      type,
      async () => {
        step();
        await settleLoaded();
      },
    ]),
  );
const e = (type: string) => ({ type });
const chosen = [
  chosenPath(timed.machine, 'click, click, click in quick succession: shown, hidden, shown', [
    e('click'),
    e('click'),
    e('click'),
  ]),
  chosenPath(timed.machine, 'a mouse hovers, clicks twice, leaves', [
    e('mouse.enter'),
    e('click'),
    e('click'),
    e('mouse.leave'),
    e('mouse.enter'),
    e('key.escape'),
    e('mouse.leave'),
  ]),
  chosenPath(timed.machine, 'tap, tap, tap, then Escape', [e('tap'), e('tap'), e('tap'), e('key.escape')]),
];

describe('spec model: the better list', () => {
  for (const path of [...timed.paths, ...chosen]) {
    it(path.description, async () => {
      render(<Hero />);
      const button = () => screen.getByRole('button', { name: 'better' });
      const pointer = (type: 'pointerEnter' | 'pointerLeave', pointerType: string) =>
        fireEvent[type](button().parentElement!, { pointerType });
      await timed.run(path, {
        // Each step, then the list's machine: it loads at the visitor's first hover, tap or key (Hero.tsx).
        events: afterLoading({
          'mouse.enter': () => pointer('pointerEnter', 'mouse'),
          'mouse.leave': () => pointer('pointerLeave', 'mouse'),
          click: () => fireEvent.click(button()),
          tap: () => {
            pointer('pointerEnter', 'touch');
            fireEvent.click(button());
            pointer('pointerLeave', 'touch');
          },
          'key.enter': () => {
            act(() => button().focus());
            if (fireEvent.keyDown(button(), { key: 'Enter' })) fireEvent.click(button());
          },
          'key.escape': () => {
            act(() => button().focus());
            fireEvent.keyDown(button(), { key: 'Escape' });
          },
        }),
        assert: (snapshot, trace) => {
          const shown = snapshot.matches('shown');
          expect(button()).toHaveAttribute('aria-expanded', String(shown));
          const list = document.getElementById(button().getAttribute('aria-controls')!)!;
          expect(list.tagName).toBe('UL');
          // The four words, in the spec's order; only a shown list is visible and in the accessibility tree.
          expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual([...BETTER_WORDS]);
          if (shown) {
            expect(list).toBeVisible();
            expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([...BETTER_WORDS]);
          } else {
            expect(list).not.toBeVisible();
            expect(screen.queryAllByRole('listitem')).toEqual([]);
          }
          // Escape leaves the focus on 'better'.
          if (trace.at(-1)?.type === 'key.escape') expect(document.activeElement).toBe(button());
        },
      });
    });
  }
  timed.expectFullCoverage('better list (spec model)');
});

it("reads 'better' as a word of the sentence before it, not glued to the word before (spec §2 Home)", () => {
  render(<Hero />);
  const button = screen.getByRole('button', { name: 'better' });
  // The sentence around the button (button → its hover area → the sentence): words apart, as a screen reader reads them.
  const sentence = button.parentElement!.parentElement!;
  expect(sentence.textContent).toMatch(/\w better\./);
});
