// The shared sections (components/ui/) as a visitor reads them: a page's header with only what it is given, a closing
// call in each of its three tones (spec §1: the brand's purple gradient; docs/design.md: the one dark band, the quiet
// card), a numbered timeline, and the service heroes' picture of our work (what each card of it draws: the demos'
// figures, written out here).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ButtonLink, CheckList, Container, CtaBanner, PageHeader } from '../../components/ui';
import { Timeline } from '../../components/ui/sections';
import { WorkStack } from '../../components/ui/WorkStack';
import { clientLogos } from '../../content/clientLogos';
import { heroStacks } from '../../content/heroArt';
import { textOf } from '../visible';

/** '#2a1912' as the browser writes a colour back: 'rgb(42, 25, 18)'. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

describe("a page's header", () => {
  it('the eyebrow, the title, the intro and the actions, in that order', () => {
    render(
      <PageHeader
        eyebrow="Branding"
        title="A brand people remember"
        intro="From the logo up."
        actions={<a href="/x">Go</a>}
      />,
    );
    const h1 = screen.getByRole('heading', { level: 1 });
    expect([...h1.parentElement!.children].map(textOf)).toEqual([
      'Branding',
      'A brand people remember',
      'From the logo up.',
      'Go',
    ]);
  });

  it('with only a title: the heading alone, no empty line or box around it', () => {
    render(<PageHeader title="Our Services" />);
    const h1 = screen.getByRole('heading', { level: 1 });
    expect(h1.parentElement!.children).toHaveLength(1);
  });
});

it("a container's content is its own, unless it is the reading column", () => {
  const { container } = render(
    <>
      <Container>
        <p>Wide</p>
      </Container>
      <Container narrow>
        <p>Narrow</p>
      </Container>
    </>,
  );
  const [wide, narrow] = [...container.children];
  expect(wide!.firstElementChild).toBe(screen.getByText('Wide'));
  expect(narrow!.firstElementChild).not.toBe(screen.getByText('Narrow'));
  expect(narrow!.firstElementChild!.firstElementChild).toBe(screen.getByText('Narrow'));
});

describe('a closing call', () => {
  /** The banner's colour and its button's: what tells the three tones apart on screen. */
  function tones(section: HTMLElement) {
    const button = within(section).getByRole('link');
    const has = (el: Element, cls: string) => el.classList.contains(cls);
    const banner = section.classList.contains('bg-ink')
      ? 'dark'
      : section.querySelector('.bg-brand-gradient:not(a)')
        ? 'gradient'
        : section.querySelector('.bg-brand-50')
          ? 'quiet'
          : 'none';
    return {
      banner,
      button: has(button, 'bg-white') ? 'white' : has(button, 'bg-brand-gradient') ? 'gradient' : 'none',
    };
  }

  it.each([
    ['gradient', undefined, { banner: 'gradient', button: 'white' }],
    ['dark', 'dark', { banner: 'dark', button: 'gradient' }],
    ['quiet', 'quiet', { banner: 'quiet', button: 'gradient' }],
  ] as const)('%s: the title, the text, the link, in its colours', (_, tone, colours) => {
    const { container } = render(
      <CtaBanner title="Ready?" text="Tell us more." href="/get-started" label="Get Started" tone={tone} />,
    );
    const section = container.querySelector('section')!;
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('Ready?');
    expect([...section.querySelectorAll('p')].map(textOf)).toEqual(['Tell us more.']);
    expect(within(section).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/get-started');
    expect(tones(section)).toEqual(colours);
  });

  it.each([undefined, 'dark', 'quiet'] as const)('%s, without text: no empty line under the title', (tone) => {
    const { container } = render(<CtaBanner title="Ready?" href="/get-started" label="Get Started" tone={tone} />);
    expect(container.querySelectorAll('p')).toHaveLength(0);
  });

  it('a button link is the gradient one unless told otherwise', () => {
    render(<ButtonLink href="/get-started">Start</ButtonLink>);
    expect(screen.getByRole('link', { name: 'Start' })).toHaveClass('bg-brand-gradient');
  });
});

it('a checklist: each item after its tick, the tick hidden from screen readers', () => {
  render(<CheckList items={['Logo Design', 'Brand Guidelines']} />);
  const items = screen.getAllByRole('listitem');
  expect(items.map(textOf)).toEqual(['Logo Design', 'Brand Guidelines']);
  for (const item of items) {
    const tick = item.firstElementChild!;
    expect(tick.tagName.toLowerCase()).toBe('svg');
    expect(tick).toHaveAttribute('aria-hidden', 'true');
  }
});

it('a timeline: each step numbered from 1, with its title and text', () => {
  render(
    <Timeline
      steps={[
        { title: 'Agree', description: 'We agree the results.' },
        { title: 'Measure', description: 'We measure them.' },
      ]}
    />,
  );
  expect(screen.getAllByRole('listitem').map((li) => [...li.children].map(textOf))).toEqual([
    ['1', 'Agree', 'We agree the results.'],
    ['2', 'Measure', 'We measure them.'],
  ]);
});

describe("a service hero's picture of our work", () => {
  const stack = (kinds: Parameters<typeof WorkStack>[0]['stack']) => {
    render(<WorkStack stack={kinds} />);
    return screen.getByRole('img');
  };
  /** The drawn card whose title is `title`. */
  const cardTitled = (picture: HTMLElement, title: RegExp) =>
    [...picture.querySelectorAll<HTMLElement>(':scope > div[aria-hidden] > div')].find((c) =>
      title.test(textOf(c.querySelector('p')!)),
    )!;

  it('one picture, named by its three cards front first; the cards drawn back first', () => {
    const picture = stack(['ranking', 'chart', 'pipeline']);
    expect(picture).toHaveAccessibleName(
      'Examples of our work: a client ranked first in local search, a growing weekly sessions chart, a sales pipeline.',
    );
    const titles = [...picture.querySelectorAll(':scope > div[aria-hidden] > div > p:first-child')].map(textOf);
    expect(titles).toEqual(['Pipeline', expect.stringMatching(/^Sessions this week/), 'Local search']);
  });

  it('local search: the query, our client ranked first, then the others as listed, numbered 1 to 4', () => {
    const card = cardTitled(stack(['ranking', 'chart', 'pipeline']), /^Local search/);
    expect(card).toHaveTextContent('Contractors in Atlanta');
    expect([...card.querySelectorAll('li')].map((li) => [...li.children].map(textOf).slice(0, 2))).toEqual([
      ['1', 'Summit Ridge Roofing'],
      ['2', 'Buckhead Home Builders'],
      ['3', 'Southside Plumbing & Electric'],
      ['4', 'Midtown Renovation Co.'],
    ]);
  });

  it("the sessions chart reads as a chart: the week's total, a scale in sessions a day, each day named under its bar", () => {
    // Buyer's review r22: the SEO hero's chart had bars and initials only, no axis or unit to read them against.
    const card = cardTitled(stack(['chart', 'pipeline', 'ranking']), /^Sessions this week/);
    // Mon 820, Tue 940, Wed 1,010, Thu 1,130, Fri 1,060, Sat 690, Sun 610
    expect(textOf(card.querySelector('p > span')!)).toBe('6,260 in all');
    const [plot, days] = [...card.querySelectorAll(':scope > div')];
    const [scale, bars] = [...plot!.children];
    // The scale: the next round step above the busiest day (1,130), its half and zero; what it counts, in words.
    expect([...scale!.children].map(textOf)).toEqual(['1,200', '600', '0']);
    expect(card).toHaveTextContent(/Sessions a day/);
    const heights = [...bars!.querySelectorAll(':scope > span:not([aria-hidden])')].map((b) =>
      parseFloat((b as HTMLElement).style.height),
    );
    expect(heights.map((h) => Math.round((h / 100) * 1200))).toEqual([820, 940, 1010, 1130, 1060, 690, 610]);
    expect([...days!.children].map(textOf)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    // Read from the data it draws: no growth percentage.
    expect(textOf(card)).not.toMatch(/%/);
  });

  it('the pipeline, the chat, the calendar and the brand kit each draw their own', () => {
    const picture = stack(['pipeline', 'calendar', 'chat']);
    expect([...cardTitled(picture, /^Pipeline/).querySelectorAll('li')].map(textOf)).toEqual([
      'New Leads',
      'Contacted',
      'Qualified',
      'Proposal Sent',
      'Won',
    ]);
    expect([...cardTitled(picture, /^AI support/).querySelectorAll('li')].map(textOf)).toEqual([
      'Hello! What can I assist you with?',
      'Can I book an estimate for Thursday?',
      'Done: Thursday at 2:00. See you then!',
    ]);
    // Five days (columns) by the first five hours (rows, 9:00 to 1:00); a booked hour drawn in the brand's gradient:
    // the schedule demo's Mon 9:00 and 1:00, Tue 11:00, Wed 9:00 and 12:00, Thu 10:00, Fri 11:00.
    const cells = [...cardTitled(picture, /^Bookings/).querySelectorAll(':scope > div > span')];
    expect(cells).toHaveLength(25);
    const booked = cells.flatMap((cell, i) => (cell.classList.contains('bg-brand-gradient') ? [i] : []));
    expect(booked).toEqual([0, 2, 8, 11, 14, 17, 20]);
  });

  // r28b: the branding hero showed the SEO hero's ranking and chart. Its second card is the same client's logo in
  // colour and its one-ink mark, the files the client's site and the home page's logo wall show.
  it('the logo versions are Ember & Oak’s: its logo and its wall mark, reversed out of a dark ground', () => {
    const card = cardTitled(stack(['palette', 'logos', 'snippet']), /^Logo versions · Ember & Oak/);
    const { file, width, height, wall } = clientLogos['ember-oak-coffee-roasters'];
    const [colour, mark] = [...card.querySelectorAll('img')];
    expect([colour!.getAttribute('src'), colour!.getAttribute('width'), colour!.getAttribute('height')]).toEqual([
      `/images/clients/${file}.svg`,
      String(width),
      String(height),
    ]);
    expect([mark!.getAttribute('src'), mark!.getAttribute('width'), mark!.getAttribute('height')]).toEqual([
      `/images/clients/wall/${file}.svg`,
      String(wall.width),
      String(wall.height),
    ]);
    expect(mark!.className).toMatch(/\binvert\b/);
  });

  // The buyer's review r28: the kit showed our own logo and purple. Now a client's: the logo its case study and site
  // show, and colours its site's own stylesheet defines. r30: the branding hero's third card was a roofer's search
  // listing; it is a second client's refreshed brand.
  it.each([
    ['palette', /^Brand kit · Ember & Oak/, 'ember-oak-coffee-roasters'],
    ['refresh', /^Brand refresh · GreenBlade/, 'greenblade-lawn-care'],
  ] as const)(
    'the %s card is a client’s kit: its logo, a type sample and five of its site’s colours',
    (kind, title, slug) => {
      const card = cardTitled(stack([kind, 'chart', 'ranking']), title);
      expect(card).toHaveTextContent('Aa');
      const { file, width, height } = clientLogos[slug];
      const img = card.querySelector('img')!;
      expect([img.getAttribute('src'), img.getAttribute('width'), img.getAttribute('height')]).toEqual([
        `/images/clients/${file}.svg`,
        String(width),
        String(height),
      ]);
      const dir = `content/client-sites/${slug}`;
      const css = readdirSync(dir)
        .filter((f) => f.endsWith('.css'))
        .map((f) => readFileSync(join(dir, f), 'utf8'))
        .join('\n');
      const defined = new Set([...css.matchAll(/--[\w-]+:\s*(#[0-9a-f]{6})\b/gi)].map((m) => rgb(m[1]!)));
      const swatches = [...card.querySelectorAll<HTMLElement>(':scope > div:last-child > span')];
      expect(swatches).toHaveLength(5);
      const colours = swatches.map((s) => s.style.backgroundColor);
      expect(new Set(colours).size).toBe(5);
      for (const c of colours) expect(defined, c).toContain(c);
    },
  );

  it('the branding hero shows branding work only: two clients’ identities, no search listing', () => {
    const { container } = render(<WorkStack stack={heroStacks.branding} />);
    expect(container).not.toHaveTextContent(/search result/i);
    expect(container).toHaveTextContent('Ember & Oak');
    expect(container).toHaveTextContent('GreenBlade');
  });
});
