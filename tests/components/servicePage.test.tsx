// A service page (components/services/ServicePageView.tsx, PricingTimeline.tsx) as a visitor reads it: the way back,
// each section under its heading (cards to swipe through, a checklist, the demo), the pricing and timeline with how it
// is billed, the call to start. The SEO page's words are written out here as the page shows them. Then what only the
// website-design page has (a client site as its picture, the sites we designed, the free-audit panel: spec §2) and
// what only the customer-service page has (the live chat).
import { render, screen, within } from '@testing-library/react';
import type { PageContextServer } from 'vike/types';
import { describe, expect, it, vi } from 'vitest';
import { ServicePageView } from '../../components/services/ServicePageView';
import { getService } from '../../content/services';
import CustomerServicePage from '../../pages/services/customer-service/+Page';
import customerServiceData from '../../pages/services/customer-service/+data';
import WebsiteDesignPage from '../../pages/services/website-design/+Page';
import websiteDesignData from '../../pages/services/website-design/+data';
import { WithPageData } from '../pageData';
import { figuresOf, textOf } from '../visible';

// A page's <head> (vike-react's useConfig, a server module a page outside Vike cannot load) is the browser suite's.
vi.mock('../../components/seo/pageHead', () => ({ pageHead: () => undefined }));

describe('the SEO service page', () => {
  const renderSeo = () => render(<ServicePageView service={getService('seo')!} />);

  it('leads back to all services and on to Start Your Project (spec §2: a link to /get-started)', () => {
    renderSeo();
    expect(screen.getByRole('link', { name: /All services/ })).toHaveAttribute('href', '/services');
    expect(screen.getAllByRole('link', { name: /Start Your Project/ })[0]).toHaveAttribute('href', '/get-started');
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
    // SEO is ongoing: its 3–6 months are the time to results, not the work's length (the buyer's review r27).
    expect(terms).toEqual(['Typical price', 'Results in']);
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

describe('the website design page', () => {
  const renderWebsiteDesign = () =>
    render(
      <WithPageData
        data={websiteDesignData({ urlPathname: '/services/website-design' } as unknown as PageContextServer)}
      >
        <WebsiteDesignPage />
      </WithPageData>,
    );

  it('its picture: a client site we designed, named, opening its case study; the laptop loads first, the phone later', () => {
    renderWebsiteDesign();
    const art = screen.getByTestId('hero-work');
    // Two lines: what it is, then whose.
    expect([...art.querySelector('figcaption > span')!.children].map(textOf)).toEqual([
      'A site we designed',
      'Peak Form Fitness Studio',
    ]);
    expect(within(art).getByRole('link')).toHaveAttribute('href', '/portfolio/peak-form-fitness-studio');
    const [laptop, phone] = [...art.querySelectorAll('img')];
    expect(laptop).toHaveAttribute('loading', 'eager');
    expect(laptop).toHaveAttribute('fetchpriority', 'high');
    expect(phone).toHaveAttribute('loading', 'lazy');
    // The sizes the files are chosen by: the laptop is 440 px wide on a wide screen, the phone 110 px.
    expect(laptop!.closest('picture')!.querySelector('source')!.getAttribute('sizes')).toBe(
      '(min-width: 1280px) 440px, (min-width: 1024px) 36vw, (min-width: 640px) 86vw, 92vw',
    );
    expect(phone!.closest('picture')!.querySelector('source')!.getAttribute('sizes')).toBe(
      '(min-width: 1280px) 110px, (min-width: 1024px) 9vw, (min-width: 640px) 22vw, 26vw',
    );
  });

  it('the sites we designed: first after the header, three client homepages to swipe through, each opening its case study, and all six', () => {
    renderWebsiteDesign();
    const recent = screen.getByRole('region', { name: 'Sites we designed' });
    expect(recent).toHaveAttribute('id', 'recent-sites');
    expect(recent).toHaveTextContent(/Three client homepages we designed and built/);
    expect(screen.getAllByRole('region')[0]).toBe(recent);
    expect(within(recent).getByRole('link', { name: 'View Projects' })).toHaveAttribute('href', '/portfolio');
    const row = within(recent).getByRole('region', { name: 'Sites we designed: swipe for more' });
    expect(
      within(row)
        .getAllByRole('heading', { level: 3 })
        .map((h) => [textOf(h), within(h).getByRole('link').getAttribute('href')]),
    ).toEqual([
      ['Ember & Oak Coffee Roasters', '/portfolio/ember-oak-coffee-roasters'],
      ['Whitfield & Associates Law', '/portfolio/whitfield-associates-law'],
      ['Azure Cove Pool & Resort', '/portfolio/azure-cove-pool-resort'],
    ]);
  });

  it('the free audit: last, what it reviews and when it arrives, the button, and a static snapshot of a report', () => {
    renderWebsiteDesign();
    const panel = screen.getByRole('region', { name: 'Get a free website audit' });
    expect(panel).toHaveAttribute('id', 'free-audit');
    expect(screen.getAllByRole('region').at(-1)).toBe(panel);
    expect(panel).toHaveTextContent(/prioritized action plan within 48 hours\. No cost, no obligation\./);
    expect(within(panel).getByRole('button', { name: 'Request Free Audit' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
    const snapshot = within(panel).getByRole('figure');
    expect(textOf(snapshot.querySelector('figcaption')!)).toBe('An audit report at a glance');
    expect(figuresOf(snapshot.querySelector('dl')!)).toEqual([
      ['Site health', '63/100'],
      ['Conversion rate', '2.8%'],
      ['AI priority score', '74/100'],
    ]);
    // Each finding's status in words too, for a reader who does not see its colour.
    expect(
      within(snapshot)
        .getAllByRole('listitem')
        .map((li) => [...li.children].map(textOf)),
    ).toEqual([
      ['Mobile load time', '4.6 s (Poor)'],
      ['Mobile friendliness', 'Passed (Good)'],
      ['Pages missing meta descriptions', '5 of 12 (Needs work)'],
      ['Clear call to action above the fold', '1 of 5 key pages (Poor)'],
    ]);
  });
});

it('the customer service page: the live chat under its heading, the last section', async () => {
  render(
    <WithPageData
      data={customerServiceData({ urlPathname: '/services/customer-service' } as unknown as PageContextServer)}
    >
      <CustomerServicePage />
    </WithPageData>,
  );
  const panel = screen.getByRole('region', { name: 'Try our AI support live' });
  expect(panel).toHaveAttribute('id', 'live-chat');
  expect(screen.getAllByRole('region').at(-1)).toBe(panel);
  expect(panel).toHaveTextContent(/Ask it anything about Lumivox: services, pricing, timelines\./);
  // The chat's code loads after the page's (tests/components/lazyChat.test.tsx); on a busy machine, past findBy's 1 s.
  expect(await within(panel).findByRole('log', { name: 'Chat messages' }, { timeout: 10_000 })).toBeInTheDocument();
});
