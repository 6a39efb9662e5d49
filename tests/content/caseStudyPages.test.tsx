// The six case-study pages (/portfolio/<slug>) as a visitor and a screen reader get them: each rendered the way Vike
// renders it, from its route through its +data to its +Page, so a bug in the page, its data or the screens' words fails
// here in seconds, not only in the browser suite (tests/e2e/case-studies.spec.ts). Expectations come from the spec
// (titles, §3's figures and order of the six) and from the client pages themselves (content/client-sites/<slug>/*.html,
// whose <meta name="lumivox:alt"> and data-alt say what each screen shows), never from the modules under test.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen, within } from '@testing-library/react';
import type { PageContextServer } from 'vike/types';
import { describe, expect, it, vi } from 'vitest';
import Page from '../../pages/portfolio/@slug/+Page';
import data from '../../pages/portfolio/@slug/+data';
import route from '../../pages/portfolio/@slug/+route';
import { readClientPage } from '../../scripts/client-pages.mjs';
import { WithPageData } from '../pageData';
import { specProjects as projects } from '../specCopy';

// +data also sets the page's <head> (title, description) through vike-react's useConfig, a server module a page outside
// Vike cannot load; the head is the browser suite's (tests/e2e/routes.spec.ts). The data itself is the page's own.
vi.mock('../../components/seo/pageHead', () => ({ pageHead: () => undefined }));

/** Words that tell a visitor a figure is not real, or not quite. */
const hedge = /illustrative|illustration|\bsamples?\b|not a measured|hypothetical|fictional|for demonstration/i;

const words = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A client page as a browser reads it (its partials in place); text as written (a <br> is a space between words). */
function clientPage(slug: string, page: 'home' | 'inner' | 'phone') {
  const file = join(process.cwd(), 'content/client-sites', slug, `${page}.html`);
  if (!existsSync(file)) return undefined;
  const doc = new DOMParser().parseFromString(readClientPage(file), 'text/html');
  const text = (el: Element | null) => {
    const copy = el!.cloneNode(true) as Element;
    for (const br of copy.querySelectorAll('br')) br.replaceWith(' ');
    return words(copy.textContent);
  };
  return {
    alt: doc.querySelector<HTMLMetaElement>('meta[name="lumivox:alt"]')!.content.trim(),
    h1: text(doc.querySelector('h1')),
    /** The heading of the section that stands in for an inner page not written yet (render-work.mjs). */
    offerHeading: () => text(doc.querySelector('#offer h2')),
    /** Each step's own words (data-alt on a section of the page's main). */
    steps: [...doc.querySelectorAll<HTMLElement>('main > [data-alt]')].map((el) => el.dataset.alt!),
  };
}

/** The page at `path` as Vike renders it: its route's params, its +data, its +Page with that data. */
function renderCaseStudy(path: string) {
  const routed = route({ urlPathname: path } as never);
  expect(routed, path).not.toBe(false);
  const pageContext = { urlPathname: path, routeParams: (routed as { routeParams: object }).routeParams };
  const pageData = data(pageContext as unknown as PageContextServer);
  return render(
    <WithPageData data={pageData}>
      <Page />
    </WithPageData>,
  );
}

const srcOf = (img: HTMLElement) => img.getAttribute('src') ?? '';

describe.each(projects.map((p, i) => [p.title, p, i] as const))('the case study of %s', (_, project, i) => {
  const path = `/portfolio/${project.slug}`;
  const home = clientPage(project.slug, 'home')!;

  it('is headed with the client, and shows the figures spec §3 gives it, labelled and unhedged', () => {
    renderCaseStudy(path);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(project.title);
    const results = screen.getByRole('region', { name: 'The results' });
    expect(words(results.textContent)).not.toMatch(hedge);
    const items = within(results).getAllByRole('listitem');
    for (const figure of project.figures)
      expect(
        items.filter((item) => words(item.textContent).startsWith(figure)),
        figure,
      ).toHaveLength(1);
    if (project.figures.length === 0) expect(words(results.textContent)).not.toMatch(/\d/);
  });

  it('describes every screen in the words of the client page that draws it', () => {
    renderCaseStudy(path);
    // At the top, the homepage's first screen, described by the homepage.
    const top = screen.getByRole('article').querySelector<HTMLImageElement>('img[src*="/desktop-"]')!;
    expect(top).toHaveAttribute('alt', home.alt);

    const pictures = within(screen.getByRole('region', { name: 'The screens' })).getAllByRole('img');
    const alts = pictures.map((img) => img.getAttribute('alt') ?? '');
    for (const [n, alt] of alts.entries()) expect(alt.length, srcOf(pictures[n]!)).toBeGreaterThan(40);
    expect(new Set(alts).size, alts.join('\n')).toBe(alts.length);
    // None of them is the homepage's first screen, or says it is.
    for (const alt of alts) expect(alt).not.toBe(home.alt);

    const shot = (name: string) => pictures.filter((img) => srcOf(img).includes(`/${project.slug}/${name}`));
    const [scroll, phoneScroll, inner, phone] = [shot('scroll'), shot('phoneScroll'), shot('inner-'), shot('phone-')];
    expect(scroll.length + phoneScroll.length + inner.length + phone.length).toBe(pictures.length);

    // The homepage from top to bottom, on a desktop and (below 640 px) as a phone draws it: each first part names the
    // homepage's headline, as written.
    expect(scroll[0]!.getAttribute('alt')).toContain(home.h1);
    expect(phoneScroll[0]!.getAttribute('alt')).toContain(home.h1);
    expect(phoneScroll[0]!.getAttribute('alt')).toMatch(/on a phone/);

    // The inner page: the page's own alt text (or, until it is written, the homepage section standing in for it).
    expect(inner).toHaveLength(1);
    const innerPage = clientPage(project.slug, 'inner');
    if (innerPage) expect(inner[0]).toHaveAttribute('alt', innerPage.alt);
    else expect(inner[0]!.getAttribute('alt')?.toLowerCase()).toContain(home.offerHeading().toLowerCase());

    // The phone flow: every step in the page's words, in order, the first step first.
    const phonePage = clientPage(project.slug, 'phone');
    const phoneAlts = phone.map((img) => img.getAttribute('alt')!);
    if (phonePage) {
      // The first picture opens with the page's own alt text or its first step's; every step is told, in order.
      const first = phoneAlts[0]!;
      expect(
        [phonePage.alt, phonePage.steps[0]].some((opening) => opening && first.startsWith(opening)),
        first,
      ).toBe(true);
      const told = phoneAlts.join(' ');
      let from = 0;
      for (const step of phonePage.steps) {
        const at = told.indexOf(step, from);
        expect(at, `${step}\nin\n${told}`).toBeGreaterThanOrEqual(from);
        from = at + step.length;
      }
    } else expect(phoneAlts[0]).toContain(home.h1);
  });

  it('leads on to the next of the six in spec §3, the last to the first', () => {
    renderCaseStudy(path);
    const next = projects[(i + 1) % projects.length]!;
    const link = screen.getByRole('link', { name: /^Next project/ });
    expect(link).toHaveAttribute('href', `/portfolio/${next.slug}`);
    expect(link).toHaveTextContent(next.title);
    expect(link).not.toHaveAttribute('href', path);
  });
});

it('no other /portfolio/* path is a case study', () => {
  for (const path of ['/portfolio/no-such-project', '/portfolio', '/portfolio/ember-oak-coffee-roasters/more'])
    expect(route({ urlPathname: path } as never), path).toBe(false);
});
