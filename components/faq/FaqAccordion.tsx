// Button/region pairs driven by faqMachine; closed answers stay in the HTML (hidden) so the page text is complete.
import type { FaqItem } from '../../content/types';
import { machineLoader, useLazyMachine } from '../hooks/useLazyMachine';

// Every answer starts closed: the machine loads when a visitor reaches for a question, not with the page.
const faq = machineLoader(() => import('../../machines/faqMachine').then((m) => m.faqMachine));

export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const { snapshot: state, send, preload } = useLazyMachine(faq);
  return (
    <div
      onPointerOver={preload}
      onFocus={preload}
      className="divide-y divide-slate-200 border-y border-slate-200 sm:rounded-2xl sm:border sm:bg-white sm:shadow-sm"
    >
      {items.map((item) => {
        const open = state !== undefined && state.matches('oneOpen') && state.context.openId === item.id;
        return (
          <div key={item.id} id={item.id}>
            {/* h2: the questions follow the page h1 directly (heading order). Not balanced like the other headings
                ("pretty": a last word never alone) and on a phone across the whole row, rules between the questions
                and no box around them: balanced in a padded box, a two-line question used about 190 of a phone's
                325 px (the buyer's review r23). */}
            <h2 className="text-pretty">
              <button
                type="button"
                id={`${item.id}-button`}
                aria-expanded={open}
                aria-controls={`${item.id}-answer`}
                onClick={() => send({ type: 'faq.toggle', id: item.id })}
                className="flex w-full items-center justify-between gap-4 py-5 text-left text-lg font-semibold text-ink hover:text-brand-700 sm:px-6"
              >
                {item.question}
                <svg
                  viewBox="0 0 20 20"
                  className={`h-5 w-5 flex-none text-brand-600 transition-transform ${open ? 'rotate-180' : ''}`}
                  aria-hidden="true"
                >
                  <path
                    fill="currentColor"
                    d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z"
                  />
                </svg>
              </button>
            </h2>
            <section
              id={`${item.id}-answer`}
              aria-labelledby={`${item.id}-button`}
              hidden={!open}
              className="pb-6 leading-7 text-slate-600 sm:px-6"
            >
              {item.answer}
            </section>
          </div>
        );
      })}
    </div>
  );
}
