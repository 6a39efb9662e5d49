// The main navigation's links (components/layout/NavItems.tsx, navLinks.ts; spec §2 Top navigation) and the footer
// (components/layout/Footer.tsx; spec §2 Footer) as a visitor reads and follows them. The links, their order and the
// footer's lines are written out here as a visitor reads them.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Footer } from '../../components/layout/Footer';
import { NavItems } from '../../components/layout/NavItems';
import { navLinks } from '../models/menu.model';

const navigate = vi.hoisted(() => vi.fn((_url: string, _options?: unknown) => Promise.resolve()));
vi.mock('vike/client/router', () => ({ navigate }));

/** spec §2: the links in order, with their paths (written out once, in the menu's spec model). */
const nav: [string, string][] = navLinks.map(([label, path]) => [label, path]);

describe('the main navigation', () => {
  let onContact: ReturnType<typeof vi.fn<() => void>>;
  let onFollow: ReturnType<typeof vi.fn<() => void>>;
  beforeEach(() => {
    navigate.mockClear();
    onContact = vi.fn<() => void>();
    onFollow = vi.fn<() => void>();
    window.history.replaceState(null, '', '/faq');
    // jsdom cannot load another document: a click left to the browser (or vike) goes nowhere here.
    window.addEventListener('click', stay);
  });
  afterEach(() => {
    window.removeEventListener('click', stay);
    window.history.replaceState(null, '', '/');
  });
  const stay = (event: Event) => event.preventDefault();

  const renderNav = (pathname: string, mobile?: boolean) =>
    render(
      <nav>
        <NavItems pathname={pathname} mobile={mobile} onContact={onContact} onFollow={onFollow} />
      </nav>,
    );
  const links = () => screen.getAllByRole('link');
  const current = () => links().filter((a) => a.getAttribute('aria-current') === 'page');
  const link = (name: string) => screen.getByRole('link', { name });
  /** Whether the link is left to vike (no data-vike), or followed by the site's own handler (data-vike="false"). */
  const followedBySite = (name: string) => link(name).getAttribute('data-vike') === 'false';

  it('lists the six links in the spec’s order', () => {
    renderNav('/');
    expect(links().map((a) => [a.textContent, a.getAttribute('href')])).toEqual(nav);
  });

  it.each([
    ['/', []],
    ['/about', ['About']],
    ['/about/', ['About']],
    ['/about//', ['About']],
    ['/about/team', []],
    ['/services', ['Services']],
    ['/services/', ['Services']],
    ['/services/seo', ['Services']],
    ['/services/seo/', ['Services']],
    ['/servicesx', []],
    ['/faq', ['FAQs']],
    ['/contact', ['Contact']],
    ['/portfolio/summit-ridge', []],
  ])('on %s the current link is %j', (pathname, names) => {
    renderNav(pathname);
    expect(current().map((a) => a.textContent)).toEqual(names);
  });

  it('the desktop bar: vike follows every link but Contact; no link asks for focus', () => {
    renderNav('/');
    for (const [name] of nav) expect(followedBySite(name), name).toBe(name === 'Contact');
    expect(document.querySelector('[data-autofocus]')).toBeNull();
    fireEvent.click(link('About'));
    expect(navigate).not.toHaveBeenCalled();
    expect(onContact).not.toHaveBeenCalled();
    expect(onFollow).not.toHaveBeenCalled();
  });

  it('the desktop bar: Contact navigates keeping the scroll position, and asks for the smooth scroll', () => {
    renderNav('/');
    fireEvent.click(link('Contact'));
    expect(onContact).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/contact', { keepScrollPosition: true, pageContext: { keepScroll: true } });
  });

  it('the desktop bar, which has no menu to close: Contact is followed all the same', () => {
    render(
      <nav>
        <NavItems pathname="/" onContact={onContact} />
      </nav>,
    );
    fireEvent.click(link('Contact'));
    expect(onContact).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/contact', { keepScrollPosition: true, pageContext: { keepScroll: true } });
  });

  it('the mobile menu: every link followed by the site, the menu told first; only Contact scrolls', () => {
    renderNav('/', true);
    for (const [name] of nav) expect(followedBySite(name), name).toBe(true);
    fireEvent.click(link('Portfolio'));
    expect(onFollow).toHaveBeenCalledTimes(1);
    expect(onContact).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/portfolio', undefined);
    fireEvent.click(link('Contact'));
    expect(onFollow).toHaveBeenCalledTimes(2);
    expect(onContact).toHaveBeenCalledTimes(1);
  });

  it('the mobile menu: focus goes to its first link (About), and only to it', () => {
    renderNav('/', true);
    expect([...document.querySelectorAll('[data-autofocus]')].map((a) => a.textContent)).toEqual(['About']);
  });

  it('a modified click (a new tab) stays the browser’s: nothing followed, nothing scrolled, the menu stays', () => {
    renderNav('/', true);
    fireEvent.click(link('Contact'), { ctrlKey: true });
    fireEvent.click(link('About'), { metaKey: true });
    expect(navigate).not.toHaveBeenCalled();
    expect(onContact).not.toHaveBeenCalled();
    expect(onFollow).not.toHaveBeenCalled();
  });
});

describe('the footer', () => {
  it('names the brand, links home and to Start Your Project, and says the tagline', () => {
    render(<Footer />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Lumivox home' })).toHaveAttribute('href', '/');
    expect(within(footer).getByRole('link', { name: 'Start Your Project' })).toHaveAttribute('href', '/get-started');
    expect(footer).toHaveTextContent(
      'Design, marketing and growth powered by AI, built for small and mid-size businesses.',
    );
  });

  it('lists the eight services, the company’s pages and the guarantee, each linked', () => {
    render(<Footer />);
    const list = (heading: string) =>
      within(screen.getByRole('heading', { name: heading }).nextElementSibling as HTMLElement)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(list('Services')).toEqual([
      ['Website Design', '/services/website-design'],
      ['Branding', '/services/branding'],
      ['SEO', '/services/seo'],
      ['CRM Automation', '/services/crm'],
      ['Marketing', '/services/marketing'],
      ['Customer Service', '/services/customer-service'],
      ['Analytics', '/services/analytics'],
      ['Schedule Management', '/services/schedule-management'],
    ]);
    expect(list('Company')).toEqual([...nav, ['Our Guarantee', '/guaranteed-growth']]);
    expect(list('Talk to us')).toEqual([
      ['(404) 555-0142', 'tel:+14045550142'],
      ['hello@lumivox.agency', 'mailto:hello@lumivox.agency'],
    ]);
    expect(screen.getByText('Atlanta, GA')).toBeInTheDocument();
  });

  // The buyer's reviews r27, r27b: no legal name, no terms anywhere.
  it('closes with the company behind the name and its two documents, each linked', () => {
    render(<Footer />);
    const last = screen.getByText(/^©/).parentElement!;
    expect(
      within(last)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Privacy notice', '/privacy'],
      ['Terms of service', '/terms'],
    ]);
  });

  it('signs off with this year and the company’s legal name', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-04T12:00:00Z'));
    try {
      render(<Footer />);
      expect(screen.getByText(/^©/)).toHaveTextContent('© 2031 Lumivox LLC.');
      expect(screen.getByRole('contentinfo')).toHaveTextContent('Light for your brand, a voice for your business.');
    } finally {
      vi.useRealTimers();
    }
  });
});
