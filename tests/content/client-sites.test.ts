// The client sites we designed (content/client-sites/<slug>/): each page says what it shows in words of its own, and
// draws its type only from fonts installed here (no request leaves the machine when `npm run render:work` renders it).
// A page is read as the browser gets it, with the partials its include markers name (scripts/client-pages.mjs).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectSlugs } from '../../content/slugs';
import { readClientPage } from '../../scripts/client-pages.mjs';
import { workScreens } from '../../content/workScreens';
import { caseStudies } from '../../content/caseStudies';
import { team } from '../../content/team';

const root = join(process.cwd(), 'content/client-sites');
const pages = readdirSync(root, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .flatMap((dir) =>
    readdirSync(join(root, dir.name))
      // Not the resolved copy `npm run render:work` keeps beside a page while it renders it.
      .filter((f) => f.endsWith('.html') && !f.startsWith('.'))
      .map((f) => join(root, dir.name, f)),
  );

/** Every URL a file names: href/src attributes and CSS url(...); not a reference inside the page (#id). */
const urls = (text: string) => [
  ...[...text.matchAll(/\b(?:href|src)="([^"#][^"]*)"/g)].map((m) => m[1]!),
  ...[...text.matchAll(/url\(['"]?([^'")#][^'")]*)['"]?\)/g)].map((m) => m[1]!),
];
/** The CSS of a page: its <style> blocks and style attributes (not its text, which may quote words). */
const pageCss = (html: string) =>
  [...html.matchAll(/<style>([\s\S]*?)<\/style>|\bstyle="([^"]*)"/g)].map((m) => m[1] ?? m[2]!).join('\n');
const stylesheets = (html: string, file: string) =>
  [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => resolve(dirname(file), m[1]!));
/** The quoted family names a stylesheet or page asks for in font-family, font or a custom property. */
const familiesNamed = (css: string) =>
  [...css.matchAll(/(?:font-family|font|--[a-z-]+)\s*:[^;{}]*/g)].flatMap((m) =>
    [...m[0].matchAll(/'([^']+)'/g)].map((q) => q[1]!),
  );
const familiesDeclared = (css: string) =>
  [...css.matchAll(/@font-face\s*{[^}]*font-family:\s*'([^']+)'/g)].map((m) => m[1]!);

describe('the screens of each client', () => {
  it.each(projectSlugs)('%s: every screen has a label and every piece alt text of its own', (slug) => {
    const screens = Object.values(workScreens[slug]);
    const alts = screens.flatMap((s) => s.pieces.map((p) => p.alt));
    for (const s of screens) expect(s.label.length, slug).toBeGreaterThan(3);
    // Specific, not generic: long enough to say what the screen shows, and never another screen's words.
    for (const alt of alts) expect(alt.length, alt).toBeGreaterThan(40);
    expect(new Set(alts).size, alts.join('\n')).toBe(alts.length);
    expect(new Set(screens.map((s) => s.label)).size).toBe(screens.length);
  });
});

describe('client pages', () => {
  // The buyer's review r28b: Whitfield's drawn consultation form was filled in with "Jordan Ellis", the name of our
  // own Marketing Lead on /about, which made the client's site read as made up by us. A client's page names its own
  // people and customers, never ours (first or last name in the page's text or alt words).
  it('never name one of our own people', () => {
    for (const file of pages) {
      const html = readFileSync(file, 'utf8');
      for (const m of team) {
        const [first, last] = m.name.split(' ');
        expect(html, `${file}: ${m.name}`).not.toMatch(
          new RegExp(`\\b(${first} ${last}|Mr\\.? ${last}|Ms\\.? ${last})\\b`),
        );
      }
    }
  });

  it('are there: a homepage, an inner page and a phone flow for each client', () => {
    for (const slug of projectSlugs)
      for (const page of ['home', 'inner', 'phone']) expect(pages, slug).toContain(join(root, slug, `${page}.html`));
  });

  it.each(projectSlugs)('%s: every partial in include/ is used by a page of the client', (slug) => {
    const dir = join(root, slug, 'include');
    const partials = existsSync(dir) ? readdirSync(dir) : [];
    const texts = [...pages.filter((file) => dirname(file) === join(root, slug)), ...partials.map((p) => join(dir, p))];
    const named = texts.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/<!-- include: (\S+)/g)].map((m) => m[1]),
    );
    for (const partial of partials) expect(named, `${slug}/include/${partial}`).toContain(partial);
  });

  it.each(pages)('%s loads nothing from the network, and every file it names exists', (file) => {
    const html = readClientPage(file);
    const sheets = stylesheets(html, file);
    for (const url of urls(html)) {
      expect(url, file).not.toMatch(/^(https?:)?\/\//);
      expect(existsSync(resolve(dirname(file), url)), url).toBe(true);
    }
    for (const sheet of sheets) {
      for (const url of urls(readFileSync(sheet, 'utf8'))) {
        expect(url, sheet).not.toMatch(/^(https?:)?\/\//);
        expect(existsSync(resolve(dirname(sheet), url)), `${sheet}: ${url}`).toBe(true);
      }
    }
  });

  // Each page is set in real typefaces: it links faces from installed @fontsource packages, names at least one, and
  // names only faces it loads (a system font or a face it forgot to link would fail).
  it.each(pages)('%s names only typefaces it loads from an installed @fontsource package', (file) => {
    const html = readClientPage(file);
    const sheets = stylesheets(html, file);
    const fonts = sheets.filter((s) => /\/node_modules\/@fontsource(-variable)?\//.test(s));
    expect(fonts.length, `${file}: links no @fontsource face`).toBeGreaterThan(0);
    const declared = fonts.flatMap((s) => familiesDeclared(readFileSync(s, 'utf8')));
    const own = [pageCss(html), ...sheets.filter((s) => !fonts.includes(s)).map((s) => readFileSync(s, 'utf8'))];
    const named = own.flatMap(familiesNamed);
    expect(named.length, file).toBeGreaterThan(0);
    for (const family of named) expect(declared, `${file}: '${family}'`).toContain(family);
  });
});

describe('each case study', () => {
  /** The families a client's homepage draws its type in, by the names a reader knows ('Fraunces', not 'Fraunces
   * Variable'). */
  const facesOf = (slug: string) => {
    const file = join(root, slug, 'home.html');
    const html = readClientPage(file);
    const fonts = stylesheets(html, file).filter((s) => /\/node_modules\/@fontsource(-variable)?\//.test(s));
    return [...new Set(fonts.flatMap((s) => familiesDeclared(readFileSync(s, 'utf8'))))].map((f) =>
      f.replace(/ Variable$/, ''),
    );
  };
  const everyFace = [...new Set(projectSlugs.flatMap(facesOf))];

  it.each(projectSlugs)("%s names the typefaces its client's site is set in, and no other", (slug) => {
    const own = facesOf(slug);
    expect(own.length, slug).toBeGreaterThanOrEqual(2);
    let text = JSON.stringify(caseStudies.find((c) => c.slug === slug));
    for (const face of own) expect(text, `${slug}: '${face}'`).toContain(face);
    // Once its own faces are struck out (the longest first: 'Barlow Condensed' before 'Barlow'), none of another's.
    for (const face of [...own].sort((a, b) => b.length - a.length)) text = text.replaceAll(face, '');
    for (const face of everyFace.filter((f) => !own.includes(f))) expect(text, slug).not.toContain(face);
  });
});
