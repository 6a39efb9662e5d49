// The people behind the agency: /about shows each member of the team with a name, a role, a line and a drawn
// portrait (a real file, with alt text), and the studio's facts; every article is signed by one of them, on the page,
// on its card and in its structured data. The team is written out here as a visitor reads it on /about.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen, within } from '@testing-library/react';
import type { PageContextServer } from 'vike/types';
import { describe, expect, it, vi } from 'vitest';
import { ArticleCard } from '../../components/resources/ArticleCard';
import { ArticleView } from '../../components/resources/ArticleView';
import { jsonLdFor } from '../../components/seo/jsonLd';
import { articles } from '../../content/articles';
import { caseStudies } from '../../content/caseStudies';
import { routes } from '../../content/routes';
import AboutPage from '../../pages/about/+Page';
import aboutData from '../../pages/about/+data';
import { WithPageData } from '../pageData';

// /about's own +data (what the page draws: the team, its facts, where we work); its <head> (vike-react's useConfig, a
// server module a page outside Vike cannot load) is the browser suite's (tests/e2e/routes.spec.ts).
vi.mock('../../components/seo/pageHead', () => ({ pageHead: () => undefined }));

/** Who a visitor meets on /about, with their roles. */
const people: Record<string, string> = {
  'Maya Okafor': 'Founder & Creative Director',
  'Hannah Kim': 'Client Partner',
  'Lena Fischer': 'Brand & UX Designer',
  'Diego Reyes': 'Lead Developer',
  'Priya Raman': 'Search & Analytics Lead',
  'Jordan Ellis': 'Marketing Lead',
  'Andre Bell': 'Automation & AI Lead',
};

function renderAbout() {
  render(
    <WithPageData data={aboutData({ urlPathname: '/about' } as unknown as PageContextServer)}>
      <AboutPage />
    </WithPageData>,
  );
}

describe('/about', () => {
  it('introduces every member of the team: name, role, a line and a drawn portrait with alt text', () => {
    renderAbout();
    const grid = within(screen.getByRole('region', { name: 'Who you will work with' }));
    const names = within(grid.getByRole('list'))
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    // The people, then the tile that says how to reach them (from 640 px; on a phone the same words follow the row:
    // tests/e2e/buyer-r26.spec.ts checks which one shows where).
    expect(names).toEqual([...Object.keys(people), 'Talk to us']);
    for (const [name, role] of Object.entries(people)) {
      const card = grid.getByRole('heading', { name }).closest('li')!;
      expect(card).toHaveTextContent(role);
      expect(card.textContent!.length, name).toBeGreaterThan(name.length + role.length + 60);
      const portrait = within(card).getByRole('img', { name: new RegExp(name) });
      // A view of the file that draws the whole team, named by the member's id, which that file holds.
      const [file, view] = portrait.getAttribute('src')!.split('#');
      expect(file).toBe('/images/team/team.svg');
      expect(readFileSync(join('public', file!), 'utf8')).toContain(`<view id="${view}" `);
    }
  });

  it("puts the studio's facts beside the team: founded, size, where", () => {
    renderAbout();
    const facts = Object.fromEntries(
      screen.getAllByRole('term').map((t) => [t.textContent, t.parentElement!.querySelector('dd')?.textContent]),
    );
    expect(facts['Founded']).toMatch(/^20[01]\d$/);
    expect(facts['Team']).toBe(`${Object.keys(people).length} people`);
    expect(facts['Studio']).toMatch(/^Atlanta, (GA|Georgia)$/);
    // Where the clients are is where the portfolio's clients are: every case study is in Georgia, so "Across the US"
    // read as a claim the work does not show (buyer's review r20b, defect 5).
    expect(caseStudies.every((s) => /Georgia|Atlanta/.test(s.location))).toBe(true);
    expect(facts['Clients']).toMatch(/\bGeorgia$/);
    // The same phone and e-mail as the footer (spec §2 Footer), to reach the people above.
    const tiles = screen.getAllByRole('heading', { name: 'Talk to us' }).map((h) => h.parentElement!);
    expect(tiles).toHaveLength(2); // the grid's tile, the phone's band
    for (const tile of tiles) {
      expect(within(tile).getByRole('link', { name: '(404) 555-0142' })).toHaveAttribute('href', 'tel:+14045550142');
      expect(within(tile).getByRole('link', { name: 'hello@lumivox.agency' })).toHaveAttribute(
        'href',
        'mailto:hello@lumivox.agency',
      );
    }
  });

  it("keeps the spec's story: the name, AI-powered services, the eight services and the closing phrases", () => {
    renderAbout();
    const main = document.body.textContent!;
    expect(main).toMatch(/lumen, meaning light, and vox, meaning voice/);
    expect(main).toContain('design, marketing and business management powered by AI');
    const services = within(screen.getByRole('region', { name: /Everything you need to grow/ })).getAllByRole('link');
    expect(services).toHaveLength(8);
    expect(main).toMatch(/shine brighter and speak louder/);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/people/);
  });
});

describe('articles', () => {
  it('are each signed by a member of the team, with role and portrait, on the page and on the card', () => {
    for (const article of articles) {
      const { unmount } = render(<ArticleView article={article} />);
      const header = screen.getByRole('article').querySelector('header')!;
      const signer = Object.keys(people).find((name) => header.textContent!.includes(name));
      expect(signer, article.slug).toBeDefined();
      expect(header).toHaveTextContent(people[signer!]!);
      expect(header.textContent).not.toMatch(/Lumivox Team/i);
      expect(header.querySelector('img[src^="/images/team/"]'), article.slug).not.toBeNull();
      unmount();

      const card = render(<ArticleCard article={article} />);
      expect(card.container).toHaveTextContent(signer!);
      expect(card.container).toHaveTextContent(people[signer!]!);
      card.unmount();
    }
  });

  // One crop of each face: a byline's small round face is the author's head and shoulders as /about's row of faces
  // shows it (that crop was written twice: CSS on the byline, a view in the team's file).
  it("show their author's face as /about's row shows it: the same part of the same drawing", () => {
    const viewBox = (svg: string, id: string) =>
      new RegExp(`<view id="${id}" viewBox="([^"]+)"`).exec(svg)?.[1]?.split(' ').map(Number);
    const sheet = readFileSync('public/images/team/team.svg', 'utf8');
    for (const article of articles) {
      const { unmount } = render(<ArticleView article={article} />);
      const face = screen.getByRole('article').querySelector('header img[src^="/images/team/"]')!;
      const [file, view] = face.getAttribute('src')!.split('#');
      const id = /\/images\/team\/([a-z-]+)\.svg$/.exec(file!)![1]!;
      const own = viewBox(readFileSync(join('public', file!), 'utf8'), view!);
      const [x, y] = viewBox(sheet, id)!;
      const inSheet = viewBox(sheet, `${id}-face`)!;
      expect(own, article.slug).toEqual([inSheet[0]! - x!, inSheet[1]! - y!, inSheet[2], inSheet[3]]);
      // Cropped by the view alone: nothing scales the picture on top.
      expect(getComputedStyle(face).transform || 'none').toBe('none');
      expect(face.className).not.toMatch(/scale|origin/);
      unmount();
    }
  });

  it("name their author as a Person in the page's structured data", () => {
    for (const article of articles) {
      const route = routes.find((r) => r.path === `/resources/${article.slug}`);
      const graph = jsonLdFor(route)['@graph'] as { '@type': string; author?: { '@type': string; name: string } }[];
      const author = graph.find((node) => node['@type'] === 'Article')!.author!;
      expect(author['@type']).toBe('Person');
      expect(Object.keys(people)).toContain(author.name);
    }
  });
});
