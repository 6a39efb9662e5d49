// The eight cards, each with its starting price and typical timeline, and the page's copy travel with the page, not in
// its JavaScript (the cards' words were most of it).
import type { PageContextServer } from 'vike/types';
import { pageHead } from '../../components/seo/pageHead';
import { servicesOverview } from '../../content/pages/services';
import { serviceFacts } from '../../content/pricing';
import { serviceCards } from '../../content/serviceCards';

/** A card's figures from the ones its service page shows (content/pricing.ts): the low end of the typical range
 * ("$4,000–$15,000" → "$4,000", "$750–$2,500 a month" → "$750 a month") and the typical timeline. */
const cards = serviceCards.map((card) => {
  const facts = serviceFacts[card.slug];
  return {
    ...card,
    from: facts.price.replace(/–\$[\d,]+/, ''),
    timeline: facts.timeline,
    timelineLabel: facts.timelineLabel,
  };
});

export default function data(pageContext: PageContextServer) {
  pageHead(pageContext);
  return { cards, copy: servicesOverview };
}

export type Data = ReturnType<typeof data>;
