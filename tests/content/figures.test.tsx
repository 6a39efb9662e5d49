// Figures a buyer believes: what a visitor reads on the case studies, the /portfolio cards and the home results band
// carries no hedge, and no number but the ones spec §3 gives, each beside the client it belongs to. The spec's
// figures are written out here, not imported, so a page that invents, moves or hedges a figure fails.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Proof } from '../../components/home/Proof';
import { CaseStudyCard } from '../../components/portfolio/CaseStudyCard';
import { CaseStudyView } from '../../components/portfolio/CaseStudyView';
import { WorkStack } from '../../components/ui/WorkStack';
import { getProject } from '../../content/projects';
import { caseStudies, nextCaseStudy, portfolioCaseStudies } from '../../content/caseStudies';
import { caseStudyCopy } from '../../content/caseStudyCopy';
import { routes } from '../../content/routes';
import { hedgeWords } from '../specCopy';

/** Spec §3: the figures, per client. The other three featured projects have none. */
const specNumbers: Record<string, readonly string[]> = {
  'Peak Form Fitness Studio': ['150%', '40%'],
  'Ember & Oak Coffee Roasters': ['200%', '5x'],
  'Whitfield & Associates Law': ['300%', '#1', '15', '85%'],
  'Azure Cove Pool & Resort': [],
  'GreenBlade Lawn Care': [],
  'Summit Ridge Roofing': [],
};

/** Where each client's case study lives (spec §2 routes: /portfolio/<slug>). */
const caseStudyPaths: Record<string, string> = {
  'Peak Form Fitness Studio': '/portfolio/peak-form-fitness-studio',
  'Ember & Oak Coffee Roasters': '/portfolio/ember-oak-coffee-roasters',
  'Whitfield & Associates Law': '/portfolio/whitfield-associates-law',
};

/** Every number a visitor reads: figures in digits (150%, 5x, #1, 2.5x, 24/7) and numbers in words. */
const numbersIn = (text: string) => [
  ...(text.match(/#?\d[\d.,/]*(?:%|x\b)?/g) ?? []),
  ...(text.match(
    /\b(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|thousand|twice|double|triple|half)\b/gi,
  ) ?? []),
];

const textOf = (el: HTMLElement) => el.textContent!.replace(/\s+/g, ' ');

describe('figures on the case studies', () => {
  it.each(caseStudies.map((s) => [s.title, s] as const))(
    '%s: no hedge, and only its own spec figures',
    (title, study) => {
      render(<CaseStudyView study={study} next={nextCaseStudy(study.slug)} copy={caseStudyCopy} />);
      expect(textOf(document.body)).not.toMatch(hedgeWords);
      const results = screen.getByRole('region', { name: 'The results' });
      const expected = specNumbers[title]!;
      expect([...new Set(numbersIn(textOf(results)))].sort(), title).toEqual([...expected].sort());
    },
  );

  it('each spec figure says what it was measured against and over what period', () => {
    const study = caseStudies.find((s) => s.title === 'Peak Form Fitness Studio')!;
    render(<CaseStudyView study={study} next={nextCaseStudy(study.slug)} copy={caseStudyCopy} />);
    const items = within(screen.getByRole('region', { name: 'The results' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    for (const item of items) {
      expect(textOf(item)).toMatch(
        /^(150% membership growth|40% less admin time) (over|in) the first .*(year|quarter)/,
      );
      expect(within(item).getByText('Measured against:')).toBeInTheDocument();
      expect(within(item).getByText('Source:')).toBeInTheDocument();
    }
  });

  it('the projects without spec figures say in words what changed, under a heading each', () => {
    const study = caseStudies.find((s) => s.title === 'Summit Ridge Roofing')!;
    render(<CaseStudyView study={study} next={nextCaseStudy(study.slug)} copy={caseStudyCopy} />);
    const results = within(screen.getByRole('region', { name: 'The results' }));
    expect(results.getAllByRole('heading', { level: 3 }).length).toBeGreaterThanOrEqual(3);
    expect(results.queryByText('Measured against:')).toBeNull();
  });

  it.each(['Azure Cove Pool & Resort', 'GreenBlade Lawn Care', 'Summit Ridge Roofing'])(
    '%s, without a figure, quotes its client by name on what changed (the buyer’s review r22)',
    (title) => {
      const study = caseStudies.find((s) => s.title === title)!;
      render(<CaseStudyView study={study} next={nextCaseStudy(study.slug)} copy={caseStudyCopy} />);
      const results = screen.getByRole('region', { name: 'The results' });
      const quote = results.querySelector('figure blockquote');
      expect(quote, title).not.toBeNull();
      expect(textOf(quote as HTMLElement).split(' ').length).toBeGreaterThanOrEqual(12);
      // Who said it: a first and last name, then the role at the client.
      const caption = textOf(results.querySelector('figure figcaption')!);
      expect(caption).toMatch(new RegExp(`^[A-Z][a-z]+ [A-Z][a-z]+, .*${title.replace(/[&]/g, '\\$&')}$`));
    },
  );

  it("the case studies' meta descriptions quote only their own spec figures", () => {
    for (const study of caseStudies) {
      const description = routes.find((r) => r.path === `/portfolio/${study.slug}`)!.description;
      expect(description).not.toMatch(hedgeWords);
      for (const n of numbersIn(description)) expect(specNumbers[study.title], study.title).toContain(n);
    }
  });
});

describe('figures on the /portfolio cards', () => {
  it("each card's Key Results are its client's spec figures, with no hedge", () => {
    for (const study of portfolioCaseStudies) {
      const { container, unmount } = render(
        <CaseStudyCard study={study} servicesLabel="Services Provided" resultsLabel="Key Results" />,
      );
      expect(textOf(container)).not.toMatch(hedgeWords);
      const list = screen.getByRole('heading', { name: 'Key Results' }).nextElementSibling as HTMLElement;
      expect([...new Set(numbersIn(textOf(list)))].sort(), study.title).toEqual([...specNumbers[study.title]!].sort());
      unmount();
    }
  });
});

describe('the home results band', () => {
  it('shows only spec figures, each naming its client and linking to its case study', () => {
    render(<Proof />);
    const band = screen.getByRole('region', { name: 'Results from our case studies' });
    expect(textOf(band)).not.toMatch(hedgeWords);
    const figures = within(band).getAllByRole('definition');
    expect(figures.length).toBeGreaterThanOrEqual(3);
    for (const figure of figures) {
      const item = figure.parentElement!;
      const client = within(item).getByRole('link');
      const name = client.textContent!;
      expect(Object.keys(specNumbers), name).toContain(name);
      // Every number in the item (the figure, and a count such as '15 keywords') is this client's.
      for (const n of numbersIn(textOf(item))) expect(specNumbers[name], `${name}: ${n}`).toContain(n);
      expect(client).toHaveAttribute('href', caseStudyPaths[name]);
      // What it was measured against, in the case study's own words for that figure.
      const slug = caseStudyPaths[name]!.replace('/portfolio/', '');
      const study = caseStudies.find((c) => c.slug === slug)!;
      const measured = study.results.kind === 'measured' ? study.results.items : [];
      const against = measured.find((r) => r.figure === figure.textContent)?.against;
      expect(against, `${name}: ${figure.textContent}`).toBeDefined();
      expect(textOf(item)).toContain(`Against ${against}.`);
    }
  });
});

describe("the service pages' hero art", () => {
  // A buyer's review (r20b, defect 4) found a "+38%" on the SEO hero's chart, a growth figure measured against nothing.
  // The chart draws the week of the analytics page's demo (Mon 820, Tue 940, Wed 1,010, Thu 1,130, Fri 1,060, Sat 690,
  // Sun 610 sessions, written out here); its badge may say only what those bars add up to.
  it("the sessions chart's badge is the week it draws, in all, and no percentage", () => {
    const { container } = render(<WorkStack stack={['chart', 'ranking', 'pipeline']} />);
    const chart = within(container).getByText(/sessions this week/i);
    expect(textOf(chart)).toMatch(/6,260 in all$/);
    expect(textOf(container)).not.toMatch(/\d%/);
  });

  // The SEO hero's search result is a client's real listing: the domain its case study names, its rating in the demo
  // (Summit Ridge Roofing, 4.9 from 620 reviews, written out here, as a search engine shows it: ★ 4.9 (620)); no sales pipeline on the SEO page (r21b).
  it("the search result names the client's own domain and rating", () => {
    const { container } = render(<WorkStack stack={['ranking', 'chart', 'snippet']} />);
    const result = within(container).getByText(/search result/i).parentElement!;
    expect(textOf(result)).toContain(getProject('summit-ridge-roofing').domain);
    expect(textOf(result)).toContain('Summit Ridge Roofing');
    expect(textOf(result)).toMatch(/★ 4\.9 \(620\)$/);
    expect(textOf(container)).not.toMatch(/pipeline/i);
  });
});
