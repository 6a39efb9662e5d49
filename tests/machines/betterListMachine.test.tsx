// Home hero (spec §2): 'better' reveals reach, leads, sales, growth on hover, and by click or Enter.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Hero } from '../../components/home/Hero';
import { betterListMachine } from '../../machines/betterListMachine';
import { createTimedModel } from '../model/timedModel';

const timed = createTimedModel(betterListMachine, {
  events: [
    { type: 'better.close', via: 'pointer' },
    { type: 'better.close', via: 'escape' },
  ],
});

const trigger = () => screen.getByRole('button', { name: 'better' });

describe('better list machine against Hero', () => {
  for (const path of timed.paths) {
    it(path.description, async () => {
      render(<Hero />);
      await timed.run(path, {
        events: {
          'better.open': () => fireEvent.pointerEnter(trigger().parentElement!, { pointerType: 'mouse' }),
          'better.close': (event) =>
            'via' in event && event.via === 'escape'
              ? fireEvent.keyDown(trigger(), { key: 'Escape' })
              : fireEvent.pointerLeave(trigger().parentElement!, { pointerType: 'mouse' }),
          'better.toggle': () => fireEvent.click(trigger()),
        },
        assert: (snapshot) => {
          const open = snapshot.matches('open');
          expect(trigger()).toHaveAttribute('aria-expanded', String(open));
          const list = document.getElementById(trigger().getAttribute('aria-controls')!)!;
          if (open) {
            expect(list).toBeVisible();
            expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
              'reach',
              'leads',
              'sales',
              'growth',
            ]);
          } else expect(list).not.toBeVisible();
        },
      });
    });
  }
  timed.expectFullCoverage();
});
