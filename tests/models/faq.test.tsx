// The FAQ accordion against the FAQ spec model (faq.model.ts): every question opened from every state, in each
// state the button/region pairs a visitor and a screen reader see.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { FaqAccordion } from '../../components/faq/FaqAccordion';
import { faqs } from '../../content/faq';
import { settleLoaded } from '../forms/network';
import { createTimedModel } from '../model-kit/timedModel';
import { chosenPath } from '../model-kit/chosenPath';
import { FAQ_QUESTIONS, faqSpecModel } from './faq.model';

const click = (id: string) => ({ type: 'question.click', id });
const timed = createTimedModel(faqSpecModel, { events: faqs.map((item) => click(item.id)) });
const [first, second, , , , , last] = faqs.map((item) => item.id);
const chosen = [
  chosenPath(timed.machine, 'one question clicked three times in quick succession: open, closed, open', [
    click(first!),
    click(first!),
    click(first!),
  ]),
  chosenPath(timed.machine, 'two questions in turn, then the open one again: all closed', [
    click(first!),
    click(second!),
    click(first!),
    click(second!),
    click(second!),
  ]),
  chosenPath(timed.machine, 'every question in turn, then the last again', [
    ...faqs.map((item) => click(item.id)),
    click(last!),
  ]),
];

describe('spec model: FAQ accordion', () => {
  it('has the spec’s seven questions, in its order', () => {
    render(<FaqAccordion items={faqs} />);
    const topics = [/budget/i, /results/i, /team/i, /\bAI\b/, /tools/i, /doesn't work/i, /after launch/i];
    expect(topics).toHaveLength(FAQ_QUESTIONS);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      topics.map((topic) => expect.stringMatching(topic)),
    );
  });

  for (const path of [...timed.paths, ...chosen]) {
    it(path.description, async () => {
      render(<FaqAccordion items={faqs} />);
      const button = (question: string) => screen.getByRole('button', { name: question });
      await timed.run(path, {
        events: {
          'question.click': async (event) => {
            fireEvent.click(button(faqs.find((item) => item.id === event.id)!.question));
            // The accordion's machine loads with the first click.
            await settleLoaded();
          },
        },
        assert: (snapshot: AnyMachineSnapshot) => {
          const open = (snapshot.context as { open: string | null }).open;
          expect(screen.getAllByRole('button')).toHaveLength(FAQ_QUESTIONS);
          for (const item of faqs) {
            const b = button(item.question);
            const shown = item.id === open;
            // A heading per question holding its button; the button says whether its answer shows.
            expect(b.closest('h2')).not.toBeNull();
            expect(b).toHaveAttribute('aria-expanded', String(shown));
            expect(b.querySelector('svg')!.classList.contains('rotate-180'), 'the chevron points up when open').toBe(
              shown,
            );
            const region = document.getElementById(b.getAttribute('aria-controls')!)!;
            // A <section> with a name: a region.
            expect(region.tagName).toBe('SECTION');
            expect(region).toHaveAttribute('aria-labelledby', b.id);
            // Closed answers stay in the page's text, hidden.
            expect(region).toHaveTextContent(item.answer);
            if (shown) expect(region).toBeVisible();
            else expect(region).not.toBeVisible();
          }
          // Only the open answer is a region a screen reader lands on.
          expect(screen.queryAllByRole('region').map((r) => r.textContent)).toEqual(
            open ? [faqs.find((item) => item.id === open)!.answer] : [],
          );
        },
      });
    });
  }
  timed.expectFullCoverage('faq (spec model)');
});
