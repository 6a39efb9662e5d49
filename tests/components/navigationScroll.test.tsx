// What a navigation does to the page (spec §2): ScrollManager scrolls to the top, or to the element the URL's hash
// names (smoothly, unless the visitor prefers reduced motion), but not on the first page's hydration nor after a
// navigation that keeps the scroll position (Contact); AfterHero (components/layout/HeroEnd.tsx) draws a clicked
// page's hero first and the sections after it, and everything else whole at once.
import { render, screen } from '@testing-library/react';
import { type ReactNode, useLayoutEffect } from 'react';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AfterHero, heroEnd } from '../../components/layout/HeroEnd';
import { ScrollManager } from '../../components/layout/ScrollManager';

type Context = {
  urlPathname?: string;
  hash?: string;
  isClientSide?: boolean;
  isHydration?: boolean;
  isClientSideNavigation?: boolean;
  isHistoryNavigation?: boolean;
  keepScroll?: boolean;
};

const pageContext = ({ urlPathname = '/about', hash, isClientSide = true, ...rest }: Context) =>
  ({
    urlPathname,
    urlParsed: { hashOriginal: hash ?? null },
    isClientSide,
    isHydration: false,
    isClientSideNavigation: true,
    isHistoryNavigation: false,
    keepScroll: false,
    ...rest,
  }) as never;

const inPage = (context: Context, children: ReactNode) => (
  <VikeReactProviderPageContext pageContext={pageContext(context)}>{children}</VikeReactProviderPageContext>
);

describe('ScrollManager: where a navigation leaves the page', () => {
  let scrollTo: ReturnType<typeof vi.fn>;
  let scrollIntoView: ReturnType<typeof vi.fn>;
  let reduced = false;
  beforeEach(() => {
    reduced = false;
    scrollTo = vi.fn();
    scrollIntoView = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    vi.stubGlobal('matchMedia', (media: string) => ({
      media,
      matches: media === '(prefers-reduced-motion: reduce)' && reduced,
    }));
    Element.prototype.scrollIntoView = scrollIntoView as never;
    document.body.innerHTML = '<h2 id="pricing">Pricing</h2><h2 id="café">Café</h2>';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
  });

  /** The scrolls a navigation made: to the top (`top`, with its behaviour) or to an element (its id, behaviour). */
  const scrolls = () => [
    ...scrollTo.mock.calls.map(([options]) => ['top', options.top, options.behavior]),
    ...scrollIntoView.mock.contexts.map((element: Element, i) => [
      (element as Element).id,
      scrollIntoView.mock.calls[i]![0].behavior,
      scrollIntoView.mock.calls[i]![0].block,
    ]),
  ];

  const navigate = (context: Context) => render(inPage(context, <ScrollManager />), { container: document.head });

  it('a link to another page: straight to its top', () => {
    navigate({ urlPathname: '/about' });
    expect(scrolls()).toEqual([['top', 0, 'auto']]);
  });

  it('a link to a hash: smoothly to that element, its top at the top of the window', () => {
    navigate({ urlPathname: '/services', hash: '#pricing' });
    expect(scrolls()).toEqual([['pricing', 'smooth', 'start']]);
  });

  it('a hash with an encoded character finds its element', () => {
    navigate({ urlPathname: '/menu', hash: '#caf%C3%A9' });
    expect(scrolls()).toEqual([['café', 'smooth', 'start']]);
  });

  it('reduced motion: to the element at once', () => {
    reduced = true;
    navigate({ hash: '#pricing' });
    expect(scrolls()).toEqual([['pricing', 'auto', 'start']]);
  });

  it('#top without such an element: smoothly to the top; at once with reduced motion', () => {
    navigate({ hash: '#top' });
    expect(scrolls()).toEqual([['top', 0, 'smooth']]);
    scrollTo.mockClear();
    reduced = true;
    navigate({ urlPathname: '/faq', hash: '#top' });
    expect(scrolls()).toEqual([['top', 0, 'auto']]);
  });

  it('a hash naming nothing on the page: the page stays where it is', () => {
    navigate({ hash: '#nowhere' });
    expect(scrolls()).toEqual([]);
  });

  it('not on hydration, nor on a navigation that keeps the scroll position (Contact)', () => {
    navigate({ isHydration: true, hash: '#pricing' });
    navigate({ urlPathname: '/contact', keepScroll: true });
    expect(scrolls()).toEqual([]);
  });

  it('each navigation scrolls once: another page, another hash; not a re-render of the same', () => {
    const { rerender } = navigate({ urlPathname: '/about' });
    rerender(inPage({ urlPathname: '/about' }, <ScrollManager />));
    expect(scrolls()).toHaveLength(1);
    rerender(inPage({ urlPathname: '/faq' }, <ScrollManager />));
    rerender(inPage({ urlPathname: '/faq', hash: '#pricing' }, <ScrollManager />));
    expect(scrolls()).toEqual([
      ['top', 0, 'auto'],
      ['top', 0, 'auto'],
      ['pricing', 'smooth', 'start'],
    ]);
  });

  it('a navigation after one that kept the scroll position scrolls again', () => {
    const { rerender } = navigate({ urlPathname: '/contact', keepScroll: true });
    rerender(inPage({ urlPathname: '/contact', keepScroll: false }, <ScrollManager />));
    expect(scrolls()).toEqual([['top', 0, 'auto']]);
  });
});

describe("AfterHero: a clicked page's hero is drawn before its sections", () => {
  /** Whether the sections were in the document when the hero was first committed (the first frame). */
  let sectionsInFirstFrame: boolean | undefined;
  function Hero() {
    useLayoutEffect(() => {
      sectionsInFirstFrame = document.getElementById('sections') !== null;
    }, []);
    return <h1>Websites that work</h1>;
  }
  const page = (
    <>
      <Hero />
      <AfterHero>
        <section id="sections">
          <h2>Our services</h2>
        </section>
      </AfterHero>
    </>
  );
  beforeEach(() => {
    sectionsInFirstFrame = undefined;
  });

  it('a click on a link to a page: the hero first, the sections right after', async () => {
    render(inPage({}, page));
    expect(sectionsInFirstFrame).toBe(false);
    expect(await screen.findByRole('heading', { name: 'Our services' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Websites that work' })).toBeInTheDocument();
  });

  it.each<[string, Context]>([
    ['the prerender', { isClientSide: false, isClientSideNavigation: false }],
    ['hydration', { isHydration: true, isClientSideNavigation: false }],
    ['back or forward', { isHistoryNavigation: true }],
    ['a navigation that keeps the scroll position (Contact)', { keepScroll: true }],
    ['a link to a hash', { hash: '#pricing' }],
  ])('%s: the page whole in its first frame', (_name, context) => {
    render(inPage(context, page));
    expect(sectionsInFirstFrame).toBe(true);
  });

  it('rendered alone, outside Vike: whole', () => {
    render(page);
    expect(sectionsInFirstFrame).toBe(true);
    expect(screen.getByRole('heading', { name: 'Our services' })).toBeInTheDocument();
  });
});

it("the hero's end: an empty, hidden element with the id every page's head waits for (#hero-end)", () => {
  const { container } = render(heroEnd);
  expect(container.innerHTML).toBe('<div id="hero-end" hidden=""></div>');
});
