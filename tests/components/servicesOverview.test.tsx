// The eight services as a visitor meets them outside their own pages: the /services overview (spec §2 "Services
// overview": a 2-column grid of eight cards, icon, title, description, four feature bullets, 'Learn More', then 'Ready
// to transform your business?' and 'Get Started Today') and the home page's 'Our Services' grid (eight cards with an
// 'Explore' link, the 'guaranteed results' link; spec §2 routes: the customer-service card links with #top). The
// titles, features (spec §3), starting prices and timelines (each service page's "Pricing & Timeline") are written out
// here as a visitor reads them.
import { render, screen, within } from '@testing-library/react';
import type { PageContextServer } from 'vike/types';
import { describe, expect, it, vi } from 'vitest';
import { ServicesSection } from '../../components/home/ServicesSection';
import ServicesPage from '../../pages/services/+Page';
import servicesData from '../../pages/services/+data';
import { WithPageData } from '../pageData';
import { figuresOf, textOf } from '../visible';

// The page's <head> (vike-react's useConfig, a server module a page outside Vike cannot load) is the browser suite's.
vi.mock('../../components/seo/pageHead', () => ({ pageHead: () => undefined }));

/** Spec §3, in the spec's order: each service's title, page, features; its page's starting price and timeline. */
const services = [
  {
    title: 'Website Design',
    path: '/services/website-design',
    features: ['Responsive Design', 'UX/UI Design', 'Fast Loading', 'Mobile-First'],
    from: '$4,000',
    timeline: '4–6 weeks',
  },
  {
    title: 'Branding',
    path: '/services/branding',
    features: ['Logo Design', 'Brand Guidelines', 'Visual Identity', 'Brand Strategy'],
    from: '$2,500',
    timeline: '3–6 weeks',
  },
  {
    title: 'SEO',
    path: '/services/seo',
    features: ['Keyword Research', 'On-Page SEO', 'Link Building', 'Technical SEO'],
    from: '$750 a month',
    timeline: '3–6 months',
    timelineLabel: 'Results in',
  },
  {
    title: 'CRM Automation',
    path: '/services/crm',
    features: ['Process Automation', 'Lead Management', 'Customer Insights', 'Integration Setup'],
    from: '$2,000',
    timeline: '2–6 weeks',
  },
  {
    title: 'Marketing',
    path: '/services/marketing',
    features: ['Social Media', 'Email Marketing', 'Content Strategy', 'Paid Advertising'],
    from: '$1,000 a month',
    timeline: '2 weeks',
    timelineLabel: 'Live in',
  },
  {
    title: 'Customer Service',
    path: '/services/customer-service',
    features: ['Chatbot Development', 'Support Automation', 'Multi-Channel Support', 'Response Optimization'],
    from: '$1,500',
    timeline: '2–4 weeks',
  },
  {
    title: 'Analytics',
    path: '/services/analytics',
    features: ['Data Visualization', 'Performance Tracking', 'Custom Reports', 'Predictive Analytics'],
    from: '$1,500',
    timeline: '2–4 weeks',
  },
  {
    title: 'Schedule Management',
    path: '/services/schedule-management',
    features: ['Appointment Booking', 'Team Coordination', 'Automated Reminders', 'Calendar Integration'],
    from: '$1,000',
    timeline: '1–3 weeks',
  },
] as const;

/** The cards of a grid: its list's own items, not the features listed inside each. */
const cardsOf = (grid: HTMLElement) => [...grid.children] as HTMLElement[];

describe('/services', () => {
  function renderServices() {
    render(
      <WithPageData data={servicesData({ urlPathname: '/services' } as unknown as PageContextServer)}>
        <ServicesPage />
      </WithPageData>,
    );
  }

  it("the title, then the eight cards, then the closing call, in the spec's order", () => {
    renderServices();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Our Services');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([...services.map((s) => s.title), 'Ready to transform your business?']);
  });

  it.each(services.map((s, i) => [s.title, s, i] as const))(
    '%s: its description, four features, starting price and timeline, and Learn More to its page',
    (title, service, i) => {
      renderServices();
      const card = cardsOf(screen.getByTestId('services-overview'))[i]!;
      const inCard = within(card);
      expect(inCard.getByRole('heading', { level: 2 })).toHaveTextContent(title);
      // The one-line pitch (a phone) and the two sentences (from md up) are both in the card.
      const paragraphs = [...card.querySelectorAll(':scope > p')].map(textOf);
      expect(paragraphs).toHaveLength(2);
      expect(paragraphs[1]!.length).toBeGreaterThan(paragraphs[0]!.length);
      expect(inCard.getAllByRole('listitem').map(textOf)).toEqual(service.features);
      const figures = figuresOf(card.querySelector('dl')!);
      expect(figures).toEqual([
        ['From', service.from],
        ['timelineLabel' in service ? service.timelineLabel : 'Typical timeline', service.timeline],
      ]);
      const link = inCard.getByRole('link', { name: /^Learn More/ });
      expect(textOf(link)).toBe(`Learn More about ${title}`);
      expect(link).toHaveAttribute('href', service.path);
    },
  );

  it('ends with its own call: the question, what we do next, Get Started Today, and no second set of the services’ pictures', () => {
    renderServices();
    const closing = screen.getByRole('region', { name: 'Ready to transform your business?' });
    expect(closing).toHaveTextContent(/recommend the right mix of services/);
    expect(within(closing).getByRole('link', { name: 'Get Started Today' })).toHaveAttribute('href', '/get-started');
    // The cards above carry each service's picture; the buyer's review r23 counted the eight icons shown again here.
    // The one drawing left is the button's arrow.
    expect(closing.querySelectorAll('svg')).toHaveLength(1);
    expect(within(closing).getByRole('link', { name: 'Get Started Today' }).querySelector('svg')).not.toBeNull();
    // After the cards
    expect(
      screen.getByTestId('services-overview').compareDocumentPosition(closing) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });
});

describe("the home page's services", () => {
  it("a region named 'Our Services' whose intro links 'guaranteed results' to the guarantee", () => {
    render(<ServicesSection />);
    const section = screen.getByRole('region', { name: 'Our Services' });
    expect(section).toHaveAttribute('id', 'services');
    const intro = section.querySelector('p')!;
    expect(textOf(intro)).toBe(
      'Eight services that help you attract, win and keep more customers, backed by guaranteed results we agree on together.',
    );
    expect(within(intro).getByRole('link', { name: 'guaranteed results' })).toHaveAttribute(
      'href',
      '/guaranteed-growth',
    );
  });

  it("eight cards in the spec's order, each with its title, a short description and Explore to its page (customer service at #top)", () => {
    render(<ServicesSection />);
    const cards = cardsOf(screen.getByTestId('services-grid'));
    expect(cards.map((c) => textOf(within(c).getByRole('heading', { level: 3 })))).toEqual(
      services.map((s) => s.title),
    );
    cards.forEach((card, i) => {
      const { title, path } = services[i]!;
      const href = title === 'Customer Service' ? `${path}#top` : path;
      const link = within(card).getByRole('link', { name: /^Explore/ });
      expect(textOf(link)).toBe(`Explore ${title}`);
      expect(link).toHaveAttribute('href', href);
      expect(textOf(card.querySelector('p')!).length, title).toBeGreaterThan(20);
    });
  });
});
