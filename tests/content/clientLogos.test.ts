// One logo per client: the file on the home page's logo wall is the file the client's own site shows in its header,
// drawn as outlines (no live font, so it looks the same on every system), and the committed files are what
// scripts/client-logos.ts draws today.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { featuredProjects } from '../../content/projects';
import { proof } from '../../content/proof';
import { renderClientLogos } from '../../scripts/client-logos';
import { readClientPage } from '../../scripts/client-pages.mjs';

const root = process.cwd();
const logosDir = 'public/images/clients';
const svgs = readdirSync(logosDir).filter((name) => name.endsWith('.svg'));

/** The wall's logo for a client, as a path from the repository root. */
function wallLogo(title: string): string {
  const mark = proof.clients.find((c) => c.client === title);
  if (!mark) throw new Error(`no logo on the wall for ${title}`);
  return join('public', mark.logo);
}

describe('client logos', () => {
  it.each(svgs)('%s draws its type as outlines: no <text>, no font', (name) => {
    const svg = readFileSync(join(logosDir, name), 'utf8');
    expect(svg).not.toMatch(/<text\b|<tspan\b|font-family|font:|@font-face|<style\b/i);
    expect(svg).toMatch(/<path\b/);
  });

  it.each(svgs)('%s has a viewBox, a size and an accessible name', (name) => {
    const svg = readFileSync(join(logosDir, name), 'utf8');
    const [, width, height] =
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 (\d+) (\d+)"/.exec(svg) ?? [];
    expect(Number(width)).toBeGreaterThan(0);
    expect(svg).toContain(`width="${width}" height="${height}"`);
    expect(svg).toMatch(/role="img" aria-label="[^"]+"><title>[^<]+<\/title>/);
    // Under 12 KB each: six of them load on the home page.
    expect(svg.length).toBeLessThan(12_000);
  });

  it('holds one logo per client and no other file', () => {
    expect(svgs.map((name) => join(logosDir, name)).sort()).toEqual(
      featuredProjects.map((p) => wallLogo(p.title)).sort(),
    );
    expect(new Set(proof.clients.map((c) => c.logo)).size).toBe(featuredProjects.length);
  });

  it('gives the wall each logo at the size of its file, so its box is right before it loads', () => {
    for (const mark of proof.clients) {
      const svg = readFileSync(join('public', mark.logo), 'utf8');
      expect(svg, mark.logo).toContain(`viewBox="0 0 ${mark.width} ${mark.height}"`);
      // The wall shows a logo 48 px high in a cell about 160 px wide on a phone: a wider file would be squeezed.
      expect(mark.width / mark.height, mark.logo).toBeLessThanOrEqual(3.4);
    }
  });

  it('commits what scripts/client-logos.ts draws (run `npm run logos:clients`)', () => {
    const generated = renderClientLogos();
    expect(generated.map((g) => g.path).sort()).toEqual(svgs.map((name) => join(logosDir, name)).sort());
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

  it.each(pages)("$page shows the wall's logo for its client in its header", ({ client, file }) => {
    expect(existsSync(file), file).toBe(true);
    const doc = new DOMParser().parseFromString(readClientPage(file), 'text/html');
    const logo = doc.querySelector('header img');
    expect(logo, `${file}: a <header> with an <img>`).not.toBeNull();
    const src = relative(root, resolve(dirname(file), logo?.getAttribute('src') ?? ''));
    expect(src).toBe(wallLogo(client));
    expect(logo?.getAttribute('alt')).toBe(client);
  });
});
