// One logo per client: the file the client's own site shows in its header, drawn as outlines (no live font, so it
// looks the same on every system); the home page's logo wall shows that file's one-ink mark (the same shapes, one
// colour, no plate); and the committed files are what scripts/client-logos.ts draws today.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { featuredProjects } from '../../content/projects';
import { proof } from '../../content/proof';
import { renderClientLogos, renderWallLogos } from '../../scripts/client-logos';
import { readClientPage } from '../../scripts/client-pages.mjs';

const root = process.cwd();
const logosDir = 'public/images/clients';
const wallDir = join(logosDir, 'wall');
const svgsIn = (dir: string) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.svg'))
    .map((name) => join(dir, name));
const logos = svgsIn(logosDir);
const marks = svgsIn(wallDir);

/** The wall's entry for a client. */
function wallMark(title: string) {
  const mark = proof.clients.find((c) => c.client === title);
  if (!mark) throw new Error(`no logo on the wall for ${title}`);
  return mark;
}

/** The client's own logo, whose mark the wall shows, as a path from the repository root. */
const ownLogo = (title: string) => join(logosDir, basename(wallMark(title).logo));

/** A logo's drawing with its paint left out: its shapes, coordinates and transforms, in order. The colour file's dark
 * plate (the <rect> a light name stands on) and its gradients' definitions are paint too. */
const shapes = (svg: string) =>
  svg
    .replace(/^<svg[^>]*><title>[^<]*<\/title>/, '')
    .replace(/^<rect [^>]*\/>/, '')
    .replace(/<defs>.*?<\/defs>/g, '')
    .replace(/ (fill|stroke)="[^"]*"/g, ' $1=""');

/** Every colour a logo paints with. */
const paints = (svg: string) =>
  new Set([...svg.matchAll(/ (?:fill|stroke|stop-color)="([^"]+)"/g)].map(([, value]) => value!));

describe('client logos', () => {
  it.each([...logos, ...marks])('%s draws its type as outlines: no <text>, no font', (file) => {
    const svg = readFileSync(file, 'utf8');
    expect(svg).not.toMatch(/<text\b|<tspan\b|font-family|font:|@font-face|<style\b/i);
    expect(svg).toMatch(/<path\b/);
  });

  it.each([...logos, ...marks])('%s has a viewBox, a size and an accessible name', (file) => {
    const svg = readFileSync(file, 'utf8');
    const [, width, height] =
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="-?[\d.]+ -?[\d.]+ (\d+) (\d+)"/.exec(svg) ?? [];
    expect(Number(width)).toBeGreaterThan(0);
    expect(svg).toContain(`width="${width}" height="${height}"`);
    expect(svg).toMatch(/role="img" aria-label="[^"]+"><title>[^<]+<\/title>/);
    // Under 12 KB each: six of them load on the home page.
    expect(svg.length).toBeLessThan(12_000);
  });

  it('holds one logo and one wall mark per client and no other file', () => {
    expect(logos.sort()).toEqual(featuredProjects.map((p) => ownLogo(p.title)).sort());
    expect(marks.sort()).toEqual(featuredProjects.map((p) => join('public', wallMark(p.title).logo)).sort());
    expect(new Set(proof.clients.map((c) => c.logo)).size).toBe(featuredProjects.length);
  });

  it.each(featuredProjects.map((p) => p.title))(
    "the wall's mark for %s is the client's own logo: the same shapes, in one ink, without its plate",
    (title) => {
      const own = readFileSync(ownLogo(title), 'utf8');
      const mark = readFileSync(join('public', wallMark(title).logo), 'utf8');
      expect(shapes(mark)).toBe(shapes(own));
      expect(mark).not.toMatch(/<rect\b|url\(/);
    },
  );

  it('paints every wall mark in one and the same ink (a detail drawn over a mark may be cut out in white)', () => {
    const inks = new Set(marks.flatMap((file) => [...paints(readFileSync(file, 'utf8'))]));
    inks.delete('none');
    inks.delete('#fff');
    expect([...inks]).toHaveLength(1);
  });

  it('gives the wall each mark at the size of its file, so its box is right before it loads', () => {
    for (const mark of proof.clients) {
      const svg = readFileSync(join('public', mark.logo), 'utf8');
      expect(svg, mark.logo).toMatch(new RegExp(`viewBox="-?[\\d.]+ -?[\\d.]+ ${mark.width} ${mark.height}"`));
    }
  });

  it('commits what scripts/client-logos.ts draws (run `npm run logos:clients`)', () => {
    const generated = [...renderClientLogos(), ...renderWallLogos()];
    expect(generated.map((g) => g.path).sort()).toEqual([...logos, ...marks].sort());
    for (const { path, text } of generated) expect(readFileSync(path, 'utf8'), path).toBe(text);
  });
});

describe("each client's site", () => {
  const pages = featuredProjects.flatMap((p) =>
    ['home', 'inner', 'phone'].map((page) => ({
      client: p.title,
      page: `${p.slug}/${page}.html`,
      file: join('content/client-sites', p.slug, `${page}.html`),
    })),
  );

  it.each(pages)('$page shows, in its header, the logo whose mark the wall shows', ({ client, file }) => {
    expect(existsSync(file), file).toBe(true);
    const doc = new DOMParser().parseFromString(readClientPage(file), 'text/html');
    const logo = doc.querySelector('header img');
    expect(logo, `${file}: a <header> with an <img>`).not.toBeNull();
    const src = relative(root, resolve(dirname(file), logo?.getAttribute('src') ?? ''));
    expect(src).toBe(ownLogo(client));
    expect(logo?.getAttribute('alt')).toBe(client);
  });
});
