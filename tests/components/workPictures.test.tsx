// The pictures of our work (components/portfolio/): which file a browser picks from each picture, the size it reserves
// before the file arrives, what loads at once, and the tiles and cards around them as a visitor reads them. Files,
// sizes and words are written out here for one client, Summit Ridge Roofing (its files: public/images/work/…; its
// 1440 px homepage's first screen is 900 px tall, its phone flow's steps 844 px each).
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Showcase } from '../../components/portfolio/Showcase';
import { ProjectTiles } from '../../components/portfolio/ProjectTiles';
import { WorkPicture } from '../../components/portfolio/WorkPicture';
import { getCaseStudy } from '../../content/caseStudies';
import { shownProject } from '../../content/projectScreens';

const DIR = '/images/work/summit-ridge-roofing';

/** A picture's sources (type, srcset, sizes) and its <img> as the browser reads them. */
function picture(root: ParentNode) {
  const img = root.querySelector('img')!;
  return {
    media: [...root.querySelectorAll('source')].map((s) => s.getAttribute('media')),
    sources: [...root.querySelectorAll('source')].map((s) => [
      s.getAttribute('type'),
      s.getAttribute('srcset'),
      s.getAttribute('sizes'),
    ]),
    img: Object.fromEntries(
      ['src', 'alt', 'width', 'height', 'loading', 'fetchpriority', 'decoding', 'draggable'].map((name) => [
        name,
        img.getAttribute(name),
      ]),
    ),
  };
}

describe('a picture of a client site', () => {
  it('offers AVIF, then WebP, in each width; reserves the 1440 px box; loads at once above the fold', () => {
    const { container } = render(
      <WorkPicture slug="summit-ridge-roofing" shot="desktop" alt="The homepage" sizes="90vw" eager />,
    );
    expect(picture(container)).toEqual({
      media: [null, null],
      sources: [
        [
          'image/avif',
          `${DIR}/desktop-480.avif 480w, ${DIR}/desktop-720.avif 720w, ${DIR}/desktop-960.avif 960w, ${DIR}/desktop-1440.avif 1440w`,
          '90vw',
        ],
        [
          'image/webp',
          `${DIR}/desktop-480.webp 480w, ${DIR}/desktop-720.webp 720w, ${DIR}/desktop-960.webp 960w, ${DIR}/desktop-1440.webp 1440w`,
          '90vw',
        ],
      ],
      img: {
        src: `${DIR}/desktop-720.webp`,
        alt: 'The homepage',
        width: '1440',
        height: '900',
        loading: 'eager',
        fetchpriority: 'high',
        decoding: 'async',
        draggable: 'false',
      },
    });
  });

  it('a later piece of a long page: its own files and height, loaded lazily by default', () => {
    const { container } = render(
      <WorkPicture slug="summit-ridge-roofing" shot="scroll" piece={1} alt="" sizes="50vw" />,
    );
    const { sources, img } = picture(container);
    expect(sources[1]).toEqual([
      'image/webp',
      `${DIR}/scroll-2-720.webp 720w, ${DIR}/scroll-2-1440.webp 1440w`,
      '50vw',
    ]);
    expect(img).toMatchObject({ src: `${DIR}/scroll-2-1440.webp`, alt: '', width: '1440', height: '920' });
    expect(img.loading).toBe('lazy');
    expect(img.fetchpriority).toBeNull();
  });

  it('a phone step: the 780 px file declared, the height scaled to it (844 CSS px at twice the pixels)', () => {
    const { container } = render(<WorkPicture slug="summit-ridge-roofing" shot="phone" piece={2} alt="" sizes="1px" />);
    expect(picture(container).img).toMatchObject({ src: `${DIR}/phone-3-780.webp`, width: '780', height: '1688' });
  });
});

describe('the showcase of a case study (its card and the top of its page)', () => {
  const study = getCaseStudy('summit-ridge-roofing');

  it("a laptop with the client's address and homepage, and a phone with the flow's first screen", () => {
    const { container } = render(<Showcase project={study} laptopSizes="80vw" eager />);
    // In the window's address field
    expect(screen.getByText('summitridgeroofing.com').tagName).toBe('SPAN');
    const [laptop, phone] = [...container.querySelectorAll('picture')].map(picture);
    // Both load at once with priority, each only where its frame shows (from 640 px the laptop, below it the phone):
    // at the other widths the first source, a blank, is what the browser takes.
    expect(laptop!.img).toMatchObject({ src: `${DIR}/desktop-720.webp`, loading: 'eager', fetchpriority: 'high' });
    expect(laptop!.img.alt).toMatch(/^Summit Ridge's homepage: /);
    expect(laptop!.sources[0]).toEqual([null, expect.stringMatching(/^data:image\/gif;base64,/), null]);
    expect(laptop!.media).toEqual(['(width < 40rem)', null, null]);
    expect(laptop!.sources[1]![2]).toBe('80vw');
    expect(phone!.img).toMatchObject({ src: `${DIR}/phone-780.webp`, loading: 'eager', fetchpriority: 'high' });
    expect(phone!.img.alt).toMatch(/^A roof quote from Summit Ridge on a phone, step 1 of 3/);
    expect(phone!.media).toEqual(['(width >= 40rem)', null, null]);
    expect(phone!.sources[0]).toEqual([null, expect.stringMatching(/^data:image\/gif;base64,/), null]);
    expect(phone!.sources[1]![2]).toBe('(max-width: 639px) 310px');
  });

  it('with phoneAlt="": the phone screen is left undescribed (the page describes it again below)', () => {
    const { container } = render(<Showcase project={study} laptopSizes="80vw" phoneAlt="" />);
    const [laptop, phone] = [...container.querySelectorAll('img')];
    expect(phone!.getAttribute('alt')).toBe('');
    expect(laptop!.getAttribute('loading')).toBe('lazy');
    expect(phone!.getAttribute('loading')).toBe('lazy');
  });
});

describe('project tiles', () => {
  const project = shownProject('summit-ridge-roofing');

  it('each tile: its homepage in a browser window, category, title linking to the case study, description', () => {
    render(<ProjectTiles projects={[project]} linkLabel="View case study" />);
    const tile = screen.getByRole('article');
    expect(within(tile).getByText('summitridgeroofing.com')).toBeInTheDocument();
    expect(within(tile).getByText('Lead Generation Platform')).toBeInTheDocument();
    expect(within(tile).getByRole('link', { name: 'Summit Ridge Roofing' })).toHaveAttribute(
      'href',
      '/portfolio/summit-ridge-roofing',
    );
    expect(tile).toHaveTextContent(
      'Fast quote forms, storm-season landing pages and a CRM pipeline that routes every new lead to the right estimator.',
    );
    expect(tile).toHaveTextContent('View case study');
    const [desktop, phone] = [...tile.querySelectorAll('picture')].map(picture);
    expect(desktop!.img).toMatchObject({ src: `${DIR}/desktop-720.webp`, alt: project.alts.desktop });
    expect(phone!.img).toMatchObject({ src: `${DIR}/phoneHome-780.webp`, alt: project.alts.phoneHome });
    expect(phone!.sources[0]![2]).toBe('88vw');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('as a row to swipe: a named region a keyboard can reach and scroll', () => {
    render(
      <ProjectTiles
        projects={[project, shownProject('ember-oak-coffee-roasters')]}
        linkLabel="View case study"
        swipeLabel="Recent sites"
      />,
    );
    const region = screen.getByRole('region', { name: 'Recent sites' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getAllByRole('article')).toHaveLength(2);
  });
});

describe('a case-study card on /portfolio', () => {
  const renderSummitRidgeCard = async ({ eager }: { eager?: boolean }) => {
    const { CaseStudyCard } = await import('../../components/portfolio/CaseStudyCard');
    render(
      <CaseStudyCard
        study={getCaseStudy('summit-ridge-roofing')}
        servicesLabel="Services"
        resultsLabel="Key Results"
        eager={eager}
      />,
    );
  };

  it('its category, its title linking to the case study, its overview, services and results under their headings', async () => {
    await renderSummitRidgeCard({ eager: true });
    const card = screen.getByRole('article');
    expect(within(card).getByText('Lead Generation Platform')).toBeInTheDocument();
    expect(within(card).getByRole('heading', { level: 2, name: 'Summit Ridge Roofing' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Summit Ridge Roofing' })).toHaveAttribute(
      'href',
      '/portfolio/summit-ridge-roofing',
    );
    expect(card).toHaveTextContent(
      'A roofing contractor losing storm-season leads to slow call-backs. We built fast quote forms and storm landing pages, and a CRM pipeline that sends each request to the right estimator within minutes.',
    );
    const list = (heading: string) =>
      within(within(card).getByRole('heading', { level: 3, name: heading }).nextElementSibling as HTMLElement)
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(list('Services')).toEqual(['Website Design', 'SEO', 'CRM & Automation', 'Marketing']);
    expect(list('Key Results')).toEqual([
      'Every request to the right estimator',
      'Storm pages live the same day',
      'A quote form finished in the rain',
    ]);
    expect(card).toHaveTextContent('View case study');
    expect(card.querySelector('img')).toHaveAttribute('loading', 'eager');
  });

  it('a card further down: its picture loads lazily', async () => {
    await renderSummitRidgeCard({});
    expect(screen.getByRole('article').querySelector('img')).toHaveAttribute('loading', 'lazy');
  });
});
