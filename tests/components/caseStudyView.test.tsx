// A case study's page (components/portfolio/CaseStudyView.tsx) beyond its figures and screens' words
// (tests/content/caseStudyPages.test.tsx): the facts under the heading, the challenge, the numbered steps, the note
// under measured figures, the screens' hints, captions and full-size links, and which part of the page each phone of
// the flow shows. Rendered from its route through its +data, as Vike renders it; the words are written out here.
import { render, screen, within } from '@testing-library/react';
import type { PageContextServer } from 'vike/types';
import { describe, expect, it, vi } from 'vitest';
import Page from '../../pages/portfolio/@slug/+Page';
import data from '../../pages/portfolio/@slug/+data';
import { WithPageData } from '../pageData';

vi.mock('../../components/seo/pageHead', () => ({ pageHead: () => undefined }));

function renderCaseStudy(slug: string) {
  const pageContext = { urlPathname: `/portfolio/${slug}`, routeParams: { slug } };
  return render(
    <WithPageData data={data(pageContext as unknown as PageContextServer)}>
      <Page />
    </WithPageData>,
  );
}

const NOTE =
  'Every figure is counted in the client’s own records (sales reports, booking system, intake records, Search Console) against where the client stood before launch.';
const words = (el: Element) => el.textContent.replace(/\s+/g, ' ').trim();

describe("Summit Ridge Roofing's case study (results in words, a four-step phone flow)", () => {
  it('names the client, the place, the year and the services under the heading', () => {
    renderCaseStudy('summit-ridge-roofing');
    const facts = [...document.querySelectorAll('dl')[0]!.querySelectorAll('div')].map((div) => [
      div.querySelector('dt')!.textContent,
      div.querySelector('dd')!.textContent,
    ]);
    expect(facts).toEqual([
      ['Client', 'A family-owned roofing contractor with eleven estimators across metro Atlanta.'],
      ['Location', 'Marietta, Georgia'],
      ['Year', '2025'],
      ['Services', 'Website Design, SEO, CRM & Automation, Marketing'],
    ]);
    expect(screen.getByRole('link', { name: /All work/ })).toHaveAttribute('href', '/portfolio');
  });

  it('says the challenge and numbers the four steps from 01', () => {
    renderCaseStudy('summit-ridge-roofing');
    expect(screen.getByRole('region', { name: 'The challenge' })).toHaveTextContent(
      'After every hailstorm the phones rang off the hook',
    );
    const steps = within(screen.getByRole('region', { name: 'What we did' })).getAllByRole('listitem');
    expect(steps.map((li) => words(li).slice(0, 2))).toEqual(['01', '02', '03', '04']);
    expect(words(steps[0]!)).toMatch(/^01 ?Urgency without alarm/);
  });

  it('results in words carry no note about how figures are counted', () => {
    renderCaseStudy('summit-ridge-roofing');
    expect(screen.getByRole('region', { name: 'The results' })).not.toHaveTextContent(NOTE);
  });

  it('the screens: hints, a caption under each, each desktop piece opening its 1440 px WebP in a new tab', () => {
    renderCaseStudy('summit-ridge-roofing');
    const screens = screen.getByRole('region', { name: 'The screens' });
    expect(within(screens).getAllByText('Tap a page to open it full size')).toHaveLength(2);
    // From lg the whole homepage beside the words, which say a click opens each section (the buyer's review r22).
    expect(within(screens).getAllByText(/^Click a section of the homepage/)).toHaveLength(1);
    const captions = [...screens.querySelectorAll('figcaption')].map((c) => c.textContent);
    expect(captions).toHaveLength(4);
    expect(captions[0]).toBe('Homepage, top to bottom');
    const home = within(screens).getByRole('region', { name: 'Homepage, top to bottom' });
    expect(
      within(home)
        .getAllByRole('link')
        .map((a) => [a.getAttribute('href'), a.getAttribute('target'), a.getAttribute('rel')]),
    ).toEqual([
      ['/images/work/summit-ridge-roofing/scroll-1440.webp', '_blank', 'noopener'],
      ['/images/work/summit-ridge-roofing/scroll-2-1440.webp', '_blank', 'noopener'],
    ]);
  });

  it('the phone flow: four phones, each showing its own step, the picture chosen for a quarter of the width', () => {
    renderCaseStudy('summit-ridge-roofing');
    const flow = screen.getByRole('list', { name: /phone/i });
    const phones = within(flow).getAllByRole('listitem');
    expect(phones).toHaveLength(4);
    phones.forEach((phone, i) => {
      const imgs = [...phone.querySelectorAll('img')];
      // The step's own piece is described; the others are described in their own phones.
      expect(imgs.map((img) => img.getAttribute('alt') !== '')).toEqual([0, 1, 2, 3].map((j) => j === i));
      // Scrolled to its step's top: each step is one 844 px screen of a 390 px wide page.
      const scrolled = imgs[0]!.closest('picture')!.parentElement as HTMLElement;
      expect(Number.parseFloat(scrolled.style.marginTop)).toBeCloseTo((-100 * 844 * i) / 390, 1);
    });
    expect(flow.querySelector('source')).toHaveAttribute(
      'sizes',
      '(min-width: 1024px) 22vw, (min-width: 640px) 45vw, 85vw',
    );
  });
});

describe("Ember & Oak's case study (measured figures, a three-step phone flow)", () => {
  it('says under the figures how they are counted', () => {
    renderCaseStudy('ember-oak-coffee-roasters');
    expect(screen.getByRole('region', { name: 'The results' })).toHaveTextContent(NOTE);
  });

  it('the three phones: a third of the width each; the last shows the last screenful', () => {
    renderCaseStudy('ember-oak-coffee-roasters');
    const flow = screen.getByRole('list', { name: /phone/i });
    expect(flow.querySelector('source')).toHaveAttribute('sizes', '(min-width: 640px) 30vw, 85vw');
    const tops = within(flow)
      .getAllByRole('listitem')
      .map((phone) =>
        Number.parseFloat((phone.querySelector('picture')!.parentElement as HTMLElement).style.marginTop),
      );
    expect(tops.map((t) => Math.abs(Math.round((t * 390) / 100)))).toEqual([0, 844, 1688]);
  });
});
