// The pictures and proof the pages point at: every file exists and is a well-formed SVG, every testimonial and
// wordmark belongs to a client of the portfolio (spec §3), and the brand colours are written once.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { articles } from '../../content/articles';
import { brand } from '../../content/brand';
import { caseStudies, featuredProjects } from '../../content/projects';
import { proof } from '../../content/proof';

// Paths from the repository root (vitest runs there).
const publicFile = (path: string) => join(process.cwd(), 'public', path);
const svgText = (path: string) => readFileSync(publicFile(path), 'utf8');

describe('pictures', () => {
  const paths = [
    ...articles.map((a) => a.cover),
    ...caseStudies.map((c) => c.image),
    ...featuredProjects.map((p) => p.image),
    ...proof.clients.map((c) => c.logo),
  ];

  it.each(paths)('%s exists and is an SVG with a viewBox', (path) => {
    expect(existsSync(publicFile(path))).toBe(true);
    expect(svgText(path)).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* viewBox="[\d .]+"/);
  });

  it('shows each case study in a design of its own', () => {
    const images = caseStudies.map((c) => c.image);
    expect(new Set(images).size).toBe(caseStudies.length);
    expect(new Set(images.map(svgText)).size).toBe(caseStudies.length);
  });

  it('gives every article its own cover', () => {
    expect(new Set(articles.map((a) => a.cover)).size).toBe(articles.length);
  });
});

describe('proof', () => {
  const clients = featuredProjects.map((p) => p.title);

  it('attributes every testimonial to a portfolio client, named with a role', () => {
    expect(proof.testimonials.length).toBeGreaterThanOrEqual(3);
    for (const t of proof.testimonials) {
      expect(clients).toContain(t.client);
      expect(t.name.split(' ').length).toBeGreaterThanOrEqual(2);
      expect(t.role).not.toBe('');
    }
  });

  it("shows each portfolio client's wordmark once, labelled with the client's name", () => {
    expect(proof.clients.map((c) => c.client).sort()).toEqual([...clients].sort());
    for (const c of proof.clients) expect(svgText(c.logo)).toContain(`aria-label="${c.client.replace('&', 'and')}"`);
  });

  it('quotes only figures the case studies report', () => {
    const results = caseStudies.flatMap((c) => c.results).join(' ');
    for (const s of proof.stats.items) expect(results).toContain(s.value);
  });
});

describe('brand in one place', () => {
  it('keeps the gradient colours out of the stylesheet and the scripts', () => {
    for (const file of ['pages/global.css', 'scripts/og-images.mjs', 'components/demos/Charts.tsx']) {
      const text = readFileSync(join(process.cwd(), file), 'utf8').toLowerCase();
      for (const colour of [brand.from, brand.via, brand.to]) expect(text, file).not.toContain(colour);
    }
  });
});
