// A service page (components/services/ServicePageView.tsx, PricingTimeline.tsx) as a visitor reads it: the way back,
// each section under its heading (cards to swipe through, a checklist, the demo), the pricing and timeline with how it
// is billed, the call to start. The SEO page's words are written out here as the page shows them.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ServicePageView } from '../../components/services/ServicePageView';
import { getService } from '../../content/services';

describe('the SEO service page', () => {
  const renderSeo = () => render(<ServicePageView service={getService('seo')!} />);

  it('leads back to all services and on to Get Started', () => {
    renderSeo();
    expect(screen.getByRole('link', { name: /All services/ })).toHaveAttribute('href', '/services');
    expect(screen.getAllByRole('link', { name: /Get Started/ })[0]).toHaveAttribute('href', '/get-started');
  });

  it('its sections in order, each a region named by its heading, then the pricing and the call to action', () => {
    renderSeo();
    const names = ['Why SEO matters', 'Watch a client climb the rankings', 'Our SEO services', 'Pricing & timeline'];
    const regions = names.map((name) => screen.getByRole('region', { name }));
    // In the page's order
    for (let i = 1; i < regions.length; i++)
      expect(regions[i - 1]!.compareDocumentPosition(regions[i]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Ready to move up in search?' })).toBeInTheDocument();
  });

  it('the benefits: a row of cards a keyboard can reach, named by the heading, each with its title', () => {
    renderSeo();
    const row = screen.getByRole('group', { name: 'Why SEO matters' });
    expect(row).toHaveAttribute('tabindex', '0');
    expect(
      within(row)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Be found first', "Traffic you don't pay per click for", 'Growth you can measure']);
  });

  it('the services: a checklist of the eight', () => {
    renderSeo();
    const items = within(screen.getByRole('region', { name: 'Our SEO services' })).getAllByRole('listitem');
    expect(items).toHaveLength(8);
    expect(items[0]).toHaveTextContent('Keyword research for the searches your customers actually make');
    expect(items[7]).toHaveTextContent('Monthly ranking and traffic reports in plain English');
  });

  it('the demo is drawn in its section', () => {
    renderSeo();
    const demo = screen.getByRole('region', { name: 'Watch a client climb the rankings' });
    expect(within(demo).getByRole('list', { name: 'Search results' })).toBeInTheDocument();
  });

  it('the pricing: the price, how it is billed (a capital first), the timeline, each with its note', () => {
    renderSeo();
    const pricing = screen.getByRole('region', { name: 'Pricing & timeline' });
    const terms = [...pricing.querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(terms).toEqual(['Typical price', 'Typical timeline']);
    expect([...pricing.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual([
      '$750–$2,500 a month',
      'Month to month after a 3-month minimum',
      'Local SEO for one location is at the low end; several locations or competitive markets at the high end.',
      '3–6 months',
      'Technical fixes land in the first month; rankings and organic traffic usually climb noticeably within 3–6 months.',
    ]);
  });
});

it("the branding page's figures: each value with what it counts", () => {
  render(<ServicePageView service={getService('branding')!} />);
  const stats = screen.getByRole('region', { name: 'The value of a consistent brand' });
  const figures = [...stats.querySelectorAll('dl > div')].map((div) => [
    div.querySelector('dt')!.textContent,
    ...[...div.querySelectorAll('dd')].map((dd) => dd.textContent),
  ]);
  expect(figures).toEqual([
    [
      'more brand visibility when a business presents itself consistently',
      '3.5x',
      'more brand visibility when a business presents itself consistently',
    ],
    [
      'average revenue lift associated with consistent branding',
      '23%',
      'average revenue lift associated with consistent branding',
    ],
    ['of buyers prefer to buy from brands they recognize', '82%', 'of buyers prefer to buy from brands they recognize'],
  ]);
});

describe('each service demo draws its own picture', () => {
  it.each([
    ['process', () => screen.getByRole('heading', { level: 3, name: 'Discovery' })],
    ['seo-search', () => screen.getByRole('list', { name: 'Search results' })],
    ['support-log', () => screen.getByRole('list', { name: 'Support events' })],
    ['crm-flow', () => screen.getByText('Every lead followed up automatically, first contact to won job.')],
    ['marketing-chart', () => screen.getByRole('img', { name: 'Leads per month rising from June to November' })],
    [
      'analytics-chart',
      () => screen.getByRole('img', { name: 'Website sessions per day over one week, highest on Thursday' }),
    ],
    ['calendar', () => screen.getByText('Bookings arriving across the week.')],
  ] as const)('%s', async (demo, shown) => {
    const { ServiceDemo } = await import('../../components/services/ServiceDemo');
    render(<ServiceDemo demo={demo} />);
    expect(shown()).toBeInTheDocument();
  });
});
