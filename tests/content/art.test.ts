// The pictures and proof the pages point at: every SVG exists and is well formed, every screenshot of the work
// exists in each width and format at its size and under the size limit, every testimonial and wordmark belongs to a
// client of the portfolio (spec §3), and the brand colours are written once.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { articles } from '../../content/articles';
import { brand } from '../../content/brand';
import { caseStudies } from '../../content/caseStudies';
import { featuredProjects } from '../../content/projects';
import { proof } from '../../content/proof';
import { projectSlugs } from '../../content/slugs';
import { workFormats, workImagePath, workShots } from '../../content/work';
import { workScreens } from '../../content/workScreens';
import { brandColours, renderBrandAssets } from '../../scripts/brand-assets';
import { renderWallLogos } from '../../scripts/client-logos';

// Paths from the repository root (vitest runs there).
const publicFile = (path: string) => join(process.cwd(), 'public', path);
const svgText = (path: string) => readFileSync(publicFile(path), 'utf8');

describe('pictures', () => {
  const paths = [...articles.map((a) => a.cover), ...proof.clients.map((c) => c.logo)];

  it.each(paths)('%s exists and is an SVG with a viewBox', (path) => {
    expect(existsSync(publicFile(path))).toBe(true);
    expect(svgText(path)).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* viewBox="[\d .]+"/);
  });

  it('gives every article its own cover', () => {
    expect(new Set(articles.map((a) => a.cover)).size).toBe(articles.length);
  });
});

describe('screenshots of the work', () => {
  // Each piece of each shot, in each width and format, at the height render-work measured (content/workScreens.ts).
  const files = projectSlugs.flatMap((slug) =>
    (Object.keys(workShots) as (keyof typeof workShots)[]).flatMap((shot) => {
      const spec = workShots[shot];
      return workScreens[slug][shot].pieces.flatMap((piece, i) =>
        spec.widths.flatMap((width) =>
          workFormats.map((format) => ({
            path: workImagePath(slug, shot, width, format, i),
            width,
            height: Math.round((width * piece.height) / spec.viewport.width),
            format,
          })),
        ),
      );
    }),
  );

  it.each(files)('$path is a $format of $width × $height px under 80 KB', async ({ path, width, height, format }) => {
    const file = publicFile(path);
    // issue #22: each image under about 80 KB.
    expect(statSync(file).size).toBeLessThan(80_000);
    const meta = await sharp(file).metadata();
    expect(meta.format).toBe(format === 'avif' ? 'heif' : format);
    expect(meta.width).toBe(width);
    expect(Math.abs(meta.height - height)).toBeLessThanOrEqual(1);
  });

  it('holds no other file: what the render script wrote is what the pages use', () => {
    const expected = new Set(files.map((f) => f.path));
    const present = readdirSync(publicFile('/images/work')).flatMap((slug) =>
      readdirSync(publicFile(`/images/work/${slug}`)).map((name) => `/images/work/${slug}/${name}`),
    );
    expect(present.sort()).toEqual([...expected].sort());
  });

  it('shows the homepage, the inner page and the phone flow, each at most one screen and a little more a piece', () => {
    for (const slug of projectSlugs) {
      const { desktop, scroll, inner, phone } = workScreens[slug];
      // The first screen of a 1440 × 900 window, cut at a section's end: never taller than the window.
      expect(desktop.pieces[0]!.height, slug).toBeLessThanOrEqual(900);
      expect(desktop.pieces[0]!.height, slug).toBeGreaterThan(600);
      // The homepage from top to bottom is longer than its first screen.
      expect(
        scroll.pieces.reduce((sum, p) => sum + p.height, 0),
        slug,
      ).toBeGreaterThan(desktop.pieces[0]!.height);
      expect(inner.pieces).toHaveLength(1);
      for (const p of phone.pieces) expect(p.height, slug).toBeLessThanOrEqual(844);
    }
  });

  // Issue #32, the buyer's defect "Summit Ridge phones 2 and 3 show almost the same screen": the case study draws every
  // step in a phone of one size, a 390 × 844 screen, so a step drawn shorter than that screen shares its phone with
  // its neighbours. Every step of every client's phone flow is one whole screen, and no two look alike. Read from the
  // pictures in the folder, as drawn.
  it.each(projectSlugs)(
    '%s: draws each step of its phone flow as a whole 390 × 844 screen of its own',
    async (slug) => {
      const names = readdirSync(publicFile(`/images/work/${slug}`)).filter((n) => /^phone(-\d+)?-390\.webp$/.test(n));
      expect(names.length, slug).toBeGreaterThanOrEqual(2);
      const steps = await Promise.all(
        names.map(async (name) => {
          const file = publicFile(`/images/work/${slug}/${name}`);
          const { width, height } = await sharp(file).metadata();
          // A thumbnail in grey, to tell two screens apart by what they show rather than by encoding noise.
          const grey = await sharp(file).resize(39, 84, { fit: 'fill' }).greyscale().raw().toBuffer();
          return { name, size: `${width} × ${height}`, grey };
        }),
      );
      for (const step of steps) expect(step.size, step.name).toBe('390 × 844');
      for (const [i, a] of steps.entries())
        for (const b of steps.slice(i + 1)) {
          const apart = a.grey.reduce((sum, v, k) => sum + Math.abs(v - b.grey[k]!), 0) / a.grey.length;
          // Two different screens of one client differ by 12 to 155 grey levels on average; the same screen by 0.
          expect(apart, `${a.name} and ${b.name}`).toBeGreaterThan(5);
        }
    },
  );

  it('shows each project in a design of its own, from a source page of its own', () => {
    const digest = (path: string) =>
      createHash('sha256')
        .update(readFileSync(publicFile(path)))
        .digest('hex');
    const desktops = featuredProjects.map((p) => digest(workImagePath(p.slug, 'desktop', 480, 'webp')));
    expect(new Set(desktops).size).toBe(featuredProjects.length);
    for (const slug of projectSlugs)
      expect(existsSync(join(process.cwd(), 'content/client-sites', slug, 'home.html')), slug).toBe(true);
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

  it('quotes only figures the case studies report, each beside the client it belongs to', () => {
    for (const s of proof.stats.items) {
      const study = caseStudies.find((c) => c.slug === s.slug)!;
      expect(study.title).toBe(s.client);
      const figures = study.results.kind === 'measured' ? study.results.items.map((r) => r.figure) : [];
      expect(figures, s.client).toContain(s.value);
    }
  });
});

describe('brand in one place', () => {
  it('keeps the gradient colours out of the stylesheet and the scripts', () => {
    for (const file of ['pages/global.css', 'scripts/og-images.mjs', 'components/demos/Charts.tsx']) {
      const text = readFileSync(join(process.cwd(), file), 'utf8').toLowerCase();
      for (const colour of [brand.from, brand.via, brand.to]) expect(text, file).not.toContain(colour);
    }
  });

  const generated = renderBrandAssets();

  it('generates the favicon, the article covers and the manifest from content/brand.ts (run `npm run build`)', () => {
    expect(generated.map((g) => g.path)).toEqual(
      expect.arrayContaining([
        'public/favicon.svg',
        'public/site.webmanifest',
        ...articles.map((a) => `public${a.cover}`),
      ]),
    );
    for (const { path, text } of generated) expect(readFileSync(path, 'utf8'), path).toBe(text);
  });

  it('writes no brand colour by hand anywhere else under public/ or in a template', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? files(join(dir, e.name)) : /\.(svg|webmanifest)$/.test(e.name) ? [join(dir, e.name)] : [],
      );
    // The logo wall's marks are drawn in the brand's ink from content/brand.ts by scripts/client-logos.ts, and
    // tests/content/clientLogos.test.ts fails when a committed one is stale.
    const ours = new Set([...generated, ...renderWallLogos()].map((g) => g.path));
    const colours = Object.values(brandColours);
    for (const file of [...files('public').filter((f) => !ours.has(f)), ...files('content/art')]) {
      const text = readFileSync(file, 'utf8').toLowerCase();
      for (const colour of colours) expect(text, file).not.toContain(colour);
    }
  });
});
