// The home page's closing (components/home/Proof.tsx) as a visitor reads it: the wall of client marks, the results
// band, what three clients say (each with their logo and a link to their case study), and the final call with both
// ways on. The clients are the portfolio's six (spec §3); the figures themselves are tests/content/figures.test.tsx's.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { Proof } from '../../components/home/Proof';
import { textOf } from '../visible';

/** A logo file's own box (its viewBox), which the page reserves before the file arrives. */
function viewBoxOf(src: string) {
  const svg = readFileSync(join('public', src), 'utf8');
  const [, , width, height] = /viewBox="([^"]+)"/.exec(svg)![1]!.split(/\s+/).map(Number);
  return { width: String(width), height: String(height) };
}

it('four parts in order: the clients, the results, what clients say, the closing call', () => {
  render(<Proof />);
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
    'Businesses that shine brighter with Lumivox',
    'Results from our case studies',
    'What our clients say',
    'Your business could be the next one on this page.',
  ]);
});

it("the wall: each of the six clients' marks, named by the client, reserving its file's own box", () => {
  render(<Proof />);
  const wall = screen.getByRole('heading', { name: 'Businesses that shine brighter with Lumivox' }).parentElement!;
  const marks = within(wall).getAllByRole('img');
  expect(marks.map((m) => m.getAttribute('alt'))).toEqual([
    'Peak Form Fitness Studio',
    'Ember & Oak Coffee Roasters',
    'Whitfield & Associates Law',
    'Azure Cove Pool & Resort',
    'GreenBlade Lawn Care',
    'Summit Ridge Roofing',
  ]);
  for (const mark of marks) {
    const src = mark.getAttribute('src')!;
    expect(src).toMatch(/^\/images\/clients\/wall\/[a-z-]+\.svg$/);
    expect({ width: mark.getAttribute('width'), height: mark.getAttribute('height') }, src).toEqual(viewBoxOf(src));
    expect(mark).toHaveAttribute('loading', 'lazy');
  }
});

it("each client's words: the quote, who said it and their role, their logo, their name linking to their case study", () => {
  render(<Proof />);
  const section = screen.getByRole('region', { name: 'What our clients say' });
  const quotes = within(section).getAllByRole('figure');
  const shown = quotes.map((q) => ({
    quote: textOf(q.querySelector('blockquote')!),
    // Two lines: the name, then the role and the client.
    caption: [...q.querySelector('figcaption')!.children].map(textOf),
    link: within(q).getByRole('link').getAttribute('href'),
    logo: q.querySelector('img')!.getAttribute('src'),
  }));
  expect(shown).toEqual([
    {
      quote: expect.stringMatching(/^Booking used to live on a clipboard/),
      caption: ['Danielle Brooks', 'Owner, Peak Form Fitness Studio'],
      link: '/portfolio/peak-form-fitness-studio',
      logo: '/images/clients/wall/peak-form.svg',
    },
    {
      quote: expect.stringMatching(/^They understood what makes our café feel like ours/),
      caption: ['Marcus Ellery', 'Co-founder and head roaster, Ember & Oak Coffee Roasters'],
      link: '/portfolio/ember-oak-coffee-roasters',
      logo: '/images/clients/wall/ember-oak.svg',
    },
    {
      quote: expect.stringMatching(/^Our site finally looks like the firm we are/),
      caption: ['Angela Whitfield', 'Managing partner, Whitfield & Associates Law'],
      link: '/portfolio/whitfield-associates-law',
      logo: '/images/clients/wall/whitfield.svg',
    },
  ]);
  for (const q of quotes) {
    const logo = q.querySelector('img')!;
    // The caption names the client: the logo beside it says nothing more to a screen reader.
    expect(logo).toHaveAttribute('alt', '');
    expect({ width: logo.getAttribute('width'), height: logo.getAttribute('height') }).toEqual(
      viewBoxOf(logo.getAttribute('src')!),
    );
  }
});

// One figure a client (the buyer's review r28b: two of four linked Whitfield, which read as a thin portfolio).
it('the results band links each figure to its case study, one figure for each client', () => {
  render(<Proof />);
  const band = screen.getByRole('region', { name: 'Results from our case studies' });
  expect(
    within(band)
      .getAllByRole('link')
      .map((a) => [textOf(a), a.getAttribute('href')]),
  ).toEqual([
    ['Peak Form Fitness Studio', '/portfolio/peak-form-fitness-studio'],
    ['Ember & Oak Coffee Roasters', '/portfolio/ember-oak-coffee-roasters'],
    ['Whitfield & Associates Law', '/portfolio/whitfield-associates-law'],
  ]);
});

it('the closing call: its promise, Start Your Project to /get-started and the case studies beside it', () => {
  render(<Proof />);
  const closing = screen.getByRole('region', { name: 'Your business could be the next one on this page.' });
  expect(closing).toHaveTextContent(/reply within 24 hours with a plan/);
  expect(
    within(closing)
      .getAllByRole('link')
      .map((a) => [textOf(a), a.getAttribute('href')]),
  ).toEqual([
    ['Start Your Project', '/get-started'],
    ['View Projects', '/portfolio'],
  ]);
});
