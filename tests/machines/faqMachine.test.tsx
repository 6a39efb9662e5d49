// FAQ accordion (spec §2 FAQ): one item open at a time, collapsible; button/region pairs with aria wiring.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FaqAccordion } from '../../components/faq/FaqAccordion';
import { faqs } from '../../content/faq';
import { faqMachine } from '../../machines/faqMachine';
import { createTimedModel } from '../model/timedModel';

// Three items are enough to take every transition: open, switch to another, close the open one.
const items = faqs.slice(0, 3);
const timed = createTimedModel(faqMachine, {
  events: items.map((item) => ({ type: 'faq.toggle', id: item.id })),
});

describe('faq machine against FaqAccordion', () => {
  for (const path of timed.paths) {
    it(path.description, async () => {
      render(<FaqAccordion items={items} />);
      // The spec's rule, independent of the machine: toggling the open item closes it, any other opens alone.
      let expectedOpen: string | null = null;
      await timed.run(path, {
        events: {
          'faq.toggle': (event) => {
            const id = event.id as string;
            expectedOpen = expectedOpen === id ? null : id;
            fireEvent.click(screen.getByRole('button', { name: items.find((i) => i.id === id)!.question }));
          },
        },
        assert: (snapshot) => {
          expect(snapshot.context.openId).toBe(expectedOpen);
          for (const item of items) {
            const button = screen.getByRole('button', { name: item.question });
            const region = document.getElementById(button.getAttribute('aria-controls')!)!;
            const open = item.id === expectedOpen;
            expect(button).toHaveAttribute('aria-expanded', String(open));
            expect(region).toHaveAttribute('role', 'region');
            expect(region).toHaveAttribute('aria-labelledby', button.id);
            if (open) expect(region).toBeVisible();
            else expect(region).not.toBeVisible();
          }
          expect(snapshot.matches('allClosed')).toBe(expectedOpen === null);
        },
      });
    });
  }
  timed.expectFullCoverage();
});
