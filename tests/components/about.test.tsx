// /about's own sections (components/about/) as a visitor reads them: the first screen (the message, the faces that lead
// to the team), the studio's facts, the team grid with its portraits and the tile that says how to reach them; where
// the name comes from (spec §1: two Latin-derived words, light and voice); where we work, for whom and on what. The
// page's words are written out here as it shows them; tests/content/people.test.tsx checks who the team is.
import { render, screen, within } from '@testing-library/react';
import type { PageContextServer } from 'vike/types';
import { describe, expect, it, vi } from 'vitest';
import { Portrait } from '../../components/about/Portrait';
import { teamMember } from '../../content/team';
import AboutPage from '../../pages/about/+Page';
import aboutData from '../../pages/about/+data';
import { WithPageData } from '../pageData';
import { figuresOf, textOf } from '../visible';

// The page's <head> (vike-react's useConfig, a server module a page outside Vike cannot load) is the browser suite's.
vi.mock('../../components/seo/pageHead', () => ({ pageHead: () => undefined }));

/** The team in the grid's order, each portrait's file named after the person. */
// Each drawn in one file with every member's, a view of it by their id (the whole drawing, or `-face`: one request for
// the page's fourteen pictures).
const people = [
  ['Maya Okafor', '/images/team/team.svg#maya-okafor'],
  ['Hannah Kim', '/images/team/team.svg#hannah-kim'],
  ['Lena Fischer', '/images/team/team.svg#lena-fischer'],
  ['Diego Reyes', '/images/team/team.svg#diego-reyes'],
  ['Priya Raman', '/images/team/team.svg#priya-raman'],
  ['Jordan Ellis', '/images/team/team.svg#jordan-ellis'],
  ['Andre Bell', '/images/team/team.svg#andre-bell'],
] as const;

function renderAbout() {
  render(
    <WithPageData data={aboutData({ urlPathname: '/about' } as unknown as PageContextServer)}>
      <AboutPage />
    </WithPageData>,
  );
}

/** Whether `a` comes before `b` in the page. */
const before = (a: Element, b: Element) => !!(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('the first screen', () => {
  it('the eyebrow, the headline and the intro', () => {
    renderAbout();
    const h1 = screen.getByRole('heading', { level: 1 });
    expect(h1).toHaveTextContent('The people who give your business light and a voice.');
    expect(h1.previousElementSibling).toHaveTextContent('About Lumivox');
    expect(screen.getByText(/A small studio in Atlanta’s Old Fourth Ward\./)).toBeInTheDocument();
  });

  it("'Meet the team' leads to the team, beside every face, each read as nothing more", () => {
    renderAbout();
    const link = screen.getByRole('link', { name: 'Meet the team' });
    expect(link).toHaveAttribute('href', '#team');
    expect(document.getElementById('team')).toBe(screen.getByRole('region', { name: 'Who you will work with' }));
    const faces = [...link.querySelectorAll('img')];
    expect(faces.map((f) => f.getAttribute('src'))).toEqual(people.map(([, src]) => `${src}-face`));
    // Lazy: from 1024 px the row is hidden (the grid shows the team there), and a hidden lazy image is never fetched.
    for (const face of faces) {
      expect(face).toHaveAttribute('alt', '');
      expect(face).toHaveAttribute('loading', 'lazy');
    }
  });
});

describe('the facts and the team', () => {
  it("the studio's facts, in order, then the team", () => {
    renderAbout();
    const team = screen.getByRole('region', { name: 'Who you will work with' });
    const facts = screen
      .getAllByRole('term')
      .find((t) => t.textContent === 'Founded')!
      .closest('dl')!;
    expect(figuresOf(facts)).toEqual([
      ['Founded', '2019'],
      ['Team', '7 people'],
      ['Studio', 'Atlanta, GA'],
      ['Clients', 'Across Georgia'],
    ]);
    expect(before(facts, team)).toBe(true);
  });

  it('where the clients are: the facts row says what "Where we work" says (the buyer’s review r22)', () => {
    renderAbout();
    const clients = screen.getAllByRole('term').find((t) => t.textContent === 'Clients')!.nextElementSibling!;
    const where = screen.getByRole('region', { name: 'Where we work' }).textContent!;
    expect(clients.textContent).toBe('Across Georgia');
    expect(where).toContain('Our clients are across Georgia');
    // No second, wider place for the clients: the country is where we work, not where the clients are said to be.
    expect(where).not.toMatch(/clients (anywhere|across) (in )?the (US|United States)/i);
  });

  it('the team: its intro, then each person with a drawn portrait named for them', () => {
    renderAbout();
    const team = screen.getByRole('region', { name: 'Who you will work with' });
    expect(team).toHaveTextContent(/Every project is led by someone on this page/);
    people.forEach(([name, src]) => {
      const portrait = within(team).getByRole('img', { name: `Drawn portrait of ${name}` });
      expect(portrait).toHaveAttribute('src', src);
      // Square, its box reserved before the file arrives.
      expect([portrait.getAttribute('width'), portrait.getAttribute('height')]).toEqual(['320', '320']);
      // Lazy: the first row on a large screen is in view at load and fetched then, a phone fetches them as it nears.
      expect(portrait, name).toHaveAttribute('loading', 'lazy');
    });
  });

  it('ends with how to reach them: a call, a line and both ways', () => {
    renderAbout();
    const team = screen.getByRole('region', { name: 'Who you will work with' });
    const tiles = within(team).getAllByRole('listitem');
    const last = tiles.at(-1)!;
    expect(within(last).getByRole('heading', { level: 3 })).toHaveTextContent('Talk to us');
    expect(last).toHaveTextContent('Call or write, and one of the people above replies within 24 hours.');
    expect(
      within(last)
        .getAllByRole('link')
        .map((a) => [textOf(a), a.getAttribute('href')]),
    ).toEqual([
      ['(404) 555-0142', 'tel:+14045550142'],
      ['hello@lumivox.agency', 'mailto:hello@lumivox.agency'],
    ]);
  });
});

describe('where the name comes from', () => {
  it('the two Latin words with what each means, then the story', () => {
    renderAbout();
    const section = screen.getByRole('region', { name: 'Where our name comes from' });
    const parts = figuresOf(section.querySelector('dl')!);
    expect(parts).toEqual([
      ['lumen', 'Latin: light'],
      ['vox', 'Latin: voice'],
    ]);
    // The meaning stands out from the language.
    expect([...section.querySelectorAll('dd strong')].map(textOf)).toEqual(['light', 'voice']);
    const story = [...section.querySelectorAll('p')].map(textOf);
    expect(story).toHaveLength(3);
    expect(story[0]).toMatch(/^Our name is built from two Latin-derived words/);
    expect(story[1]).toMatch(/design, marketing and business management powered by AI/);
    expect(story[2]).toMatch(/^We keep things practical/);
  });
});

describe('where we work', () => {
  it('three columns under their own titles: the studio and its hours, the industries, the platforms', () => {
    renderAbout();
    const section = screen.getByRole('region', { name: 'Where we work' });
    const titles = within(section).getAllByRole('heading', { level: 3 });
    expect(titles.map(textOf)).toEqual(['Studio and hours', 'Industries we serve', 'What we build on']);
    const [studio, industries, platforms] = titles.map((t) => t.parentElement!);
    expect([...studio!.querySelectorAll('p')].map(textOf)).toEqual([
      'We are based in Atlanta, Georgia. Our clients are across Georgia, and we work with businesses anywhere in the United States remotely, over video calls, shared documents and e-mail.',
      'Clients in metro Atlanta can meet us in person; everyone else gets the same process over video.',
      'Our office hours are Monday to Friday, 9 a.m. to 6 p.m. Eastern Time.',
    ]);
    expect(within(industries!).getAllByRole('listitem').map(textOf)).toEqual([
      'Home services (roofing, lawn care, HVAC, plumbing)',
      'Restaurants, cafés and hospitality',
      'Fitness and wellness studios',
      'Law firms and professional services',
      'Dental and medical practices',
      'Retail and e-commerce',
      'Real estate',
    ]);
    expect(textOf(platforms!.querySelector('p')!)).toBe(
      'We build websites on WordPress, Webflow and Squarespace and online stores on Shopify, and connect CRMs such as HubSpot, Zoho and Pipedrive.',
    );
  });

  it('the sections in order after the team: the name, the services, where we work, the closing', () => {
    renderAbout();
    const order = [
      screen.getByRole('region', { name: 'Who you will work with' }),
      screen.getByRole('region', { name: 'Where our name comes from' }),
      screen.getByRole('region', { name: 'Everything you need to grow, under one roof' }),
      screen.getByRole('region', { name: 'Where we work' }),
      screen.getByText(/shine brighter and speak louder/),
    ];
    for (let i = 1; i < order.length; i++) expect(before(order[i - 1]!, order[i]!)).toBe(true);
  });
});

describe('a portrait', () => {
  it('alone: the whole drawing, its square box reserved, fetched when scrolled to', () => {
    const { container } = render(<Portrait member={teamMember('hannah-kim')} alt="Drawn portrait of Hannah Kim" />);
    // Nothing around the picture crops it (the byline's small round face is the one cropped to the head).
    const img = container.firstElementChild!;
    expect(img).toBe(screen.getByRole('img', { name: 'Drawn portrait of Hannah Kim' }));
    expect(img).toHaveAttribute('src', '/images/team/hannah-kim.svg');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['320', '320']);
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('as a face: the view of its file that shows the head and shoulders, inside a frame that rounds it', () => {
    const { container } = render(<Portrait member={teamMember('hannah-kim')} alt="" face />);
    const frame = container.firstElementChild!;
    expect(frame.tagName).toBe('SPAN');
    expect(frame.children).toHaveLength(1);
    expect(frame.firstElementChild).toHaveAttribute('src', '/images/team/hannah-kim.svg#face');
  });
});
