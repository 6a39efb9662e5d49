// The logos of the six portfolio clients, each drawn once: the file the client's own site shows in its header
// (content/client-sites/<slug>/*.html) is the file the home page's logo wall shows (content/proof.ts), both named in
// content/clientLogos.ts. Each wordmark is set here in the client's own typeface, read from its @fontsource package,
// and written as outlines (SVG paths), so a logo looks the same on every system and carries no live font.
// `npm run logos:clients` (scripts/gen-client-logos.mjs) writes them; tests/content/clientLogos.test.ts fails when a
// committed file is stale.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type Font, type PathCommand } from 'opentype.js';
import { clientLogos } from '../content/clientLogos.ts';
import { featuredProjects } from '../content/projects.ts';
import type { ProjectSlug } from '../content/slugs.ts';

/** A static @fontsource face: the package (`@fontsource/<family>`), its weight and style. */
interface Face {
  family: string;
  weight: number;
  style?: 'normal' | 'italic';
}

const fonts = new Map<string, Font>();
function font({ family, weight, style = 'normal' }: Face): Font {
  const file = join('node_modules/@fontsource', family, 'files', `${family}-latin-${weight}-${style}.woff`);
  let loaded = fonts.get(file);
  if (!loaded) {
    const bytes = readFileSync(file);
    loaded = parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    // opentype.js always applies a font's glyph composition (ccmp) and stops at lookup kinds it cannot read yet
    // (Libre Baskerville's); the wordmarks are plain Latin letters, which ccmp leaves alone, so it is switched off.
    for (const feature of loaded.tables.gsub?.features ?? []) if (feature.tag === 'ccmp') feature.tag = 'ccmp-off';
    fonts.set(file, loaded);
  }
  return loaded;
}

/** A line of type set as outlines. `tracking` is letter-spacing in em, as in the sites' CSS. */
interface Line {
  face: Face;
  text: string;
  size: number;
  tracking?: number;
}

/** A line in a face of `@fontsource/<family>`. */
const set = (family: string, weight: number, text: string, size: number, tracking = 0): Line => ({
  face: { family, weight },
  text,
  size,
  tracking,
});

/** The width of a line as set, without the tracking after its last letter. */
function lineWidth({ face, text, size, tracking = 0 }: Line): number {
  return font(face).getAdvanceWidth(text, size, { kerning: true, letterSpacing: tracking }) - tracking * size;
}

/** A number in tenths of a px, written short: 12.5, -.3, 7. */
function tenths(n: number): string {
  const text = String(n / 10);
  return text.replace(/^(-?)0\./, '$1.');
}

/** SVG path data in relative commands at a tenth of a px (opentype.js's own writer prints "NaN" for some points). */
function pathData(commands: PathCommand[]): string {
  let [cx, cy] = [0, 0];
  let [sx, sy] = [0, 0];
  let out = '';
  const point = (x: number, y: number, moves: boolean) => {
    const [tx, ty] = [Math.round(x * 10), Math.round(y * 10)];
    const pair = [tx - cx, ty - cy];
    if (moves) [cx, cy] = [tx, ty];
    return pair;
  };
  for (const c of commands) {
    let numbers: number[];
    if (c.type === 'Z') {
      out += 'z';
      [cx, cy] = [sx, sy];
      continue;
    }
    if (c.type === 'Q') numbers = [...point(c.x1, c.y1, false), ...point(c.x, c.y, true)];
    else if (c.type === 'C')
      numbers = [...point(c.x1, c.y1, false), ...point(c.x2, c.y2, false), ...point(c.x, c.y, true)];
    else numbers = point(c.x, c.y, true);
    if (c.type === 'M') [sx, sy] = [cx, cy];
    out += c.type.toLowerCase();
    numbers.forEach((n, i) => {
      const text = tenths(n);
      out += i > 0 && !text.startsWith('-') ? ` ${text}` : text;
    });
  }
  // The first move is relative to the origin, so it is the absolute point.
  return `M${out.slice(1)}`;
}

/** A line as one <path>, its left end at x and its baseline at y. */
function outline(line: Line, x: number, y: number, fill: string): string {
  const { face, text, size, tracking = 0 } = line;
  const path = font(face).getPath(text, x, y, size, { kerning: true, letterSpacing: tracking });
  return `<path fill="${fill}" d="${pathData(path.commands)}"/>`;
}

/** A drawing: its size in px, its elements and, for a light name, the dark plate it stands on. */
interface Drawing {
  width: number;
  height: number;
  body: string;
  plate?: string;
}

/** The widest a logo may be for its height: the home page's wall shows each logo 48 px high in a cell about 160 px
 * wide (two columns on a 390 px phone), and a wider file would be squeezed; a wide drawing gets room above and below. */
const MAX_ASPECT = 3.3;

const round = (n: number) => Math.ceil(n);

// Ember & Oak: an ember (a drop, its point down, lit from the top left) beside the name in Fraunces bold italic.
function emberOak(): Drawing {
  const name: Line = { face: { family: 'fraunces', weight: 700, style: 'italic' }, text: 'Ember & Oak', size: 26 };
  const height = 44;
  const width = round(8 + 34 + 12 + lineWidth(name) + 6);
  // The site's mark: a 34 px square, three corners fully round and one at 8 px, turned so that corner points down.
  const drop =
    `<defs><radialGradient id="eo" cx=".35" cy=".35" r=".8"><stop offset="0" stop-color="#f08a4b"/>` +
    `<stop offset=".55" stop-color="#c4562a"/><stop offset="1" stop-color="#4a2c1f"/></radialGradient></defs>` +
    `<path fill="url(#eo)" transform="translate(25 20) rotate(-45)" ` +
    `d="M-17 0A17 17 0 0 1 0-17 17 17 0 0 1 17 0 17 17 0 0 1 0 17H-9A8 8 0 0 1-17 9Z"/>`;
  return { width, height, body: drop + outline(name, 54, 30, '#2a1912') };
}

export const logoDrawings: Record<ProjectSlug, () => Drawing> = {
  'ember-oak-coffee-roasters': emberOak,
  'peak-form-fitness-studio': peakForm,
  'whitfield-associates-law': whitfield,
  'azure-cove-pool-resort': azureCove,
  'greenblade-lawn-care': greenBlade,
  'summit-ridge-roofing': summitRidge,
};

// Peak Form: the volt peak and the name in Barlow Condensed bold capitals, on the studio's near-black (the site's
// page colour), so the white name reads on the light logo wall too.
function peakForm(): Drawing {
  const name = set('barlow-condensed', 700, 'PEAK FORM', 26, 0.04);
  const height = 48;
  const width = round(14 + 30 + 10 + lineWidth(name) + 14);
  const peak = '<path fill="#d4ff3a" d="M14 37 25.4 16.2 30.5 25.3 35.6 11 44 37Z"/>';
  return {
    width,
    height,
    plate: '#0b0d12',
    body: peak + outline(name, 54, 33.5, '#fff'),
  };
}

// Whitfield & Associates: the gold "W" seal beside the name in Libre Baskerville bold, set on two lines, and
// "Attorneys at law" in Source Sans 3 capitals, on the firm's navy (the site's header colour), so the white name reads
// on the light logo wall too.
function whitfield(): Drawing {
  const seal = set('libre-baskerville', 700, 'W', 21);
  const first = set('libre-baskerville', 700, 'Whitfield &', 19);
  const second = set('libre-baskerville', 700, 'Associates', 19);
  const line = set('source-sans-3', 600, 'ATTORNEYS AT LAW', 9, 0.2);
  const x = 12 + 48 + 12;
  const width = round(x + Math.max(lineWidth(first), lineWidth(second), lineWidth(line)) + 14);
  return {
    width,
    height: 76,
    plate: '#13223f',
    body:
      `<circle cx="36" cy="38" r="23.25" fill="none" stroke="#b8934a" stroke-width="1.5"/>` +
      outline(seal, 36 - lineWidth(seal) / 2, 45.2, '#b8934a') +
      outline(first, x, 29, '#fff') +
      outline(second, x, 50, '#fff') +
      outline(line, x, 64, '#c9cfdb'),
  };
}

// Azure Cove: the wordmark alone, "Azure Cove" in Cormorant Garamond capitals widely spaced over "Pool & Resort" in
// Jost, centred, in the lagoon's deepest teal.
function azureCove(): Drawing {
  const name = set('cormorant-garamond', 600, 'AZURE COVE', 30, 0.2);
  const line = set('jost', 500, 'POOL & RESORT', 9.5, 0.45);
  const width = round(Math.max(lineWidth(name), lineWidth(line)) + 16);
  const centred = (l: Line) => (width - lineWidth(l)) / 2;
  return {
    width,
    height: 52,
    body:
      outline(name, centred(name), 30, '#0a3942') +
      `<path d="M${round(width / 2 - 46)} 37.5h92" stroke="#e9785b" stroke-width="1"/>` +
      outline(line, centred(line), 48, '#0f5563'),
  };
}

// GreenBlade: the leaf square (two round corners, lime to leaf green) and the name in Outfit bold.
function greenBlade(): Drawing {
  const name = set('outfit', 700, 'GreenBlade', 27, -0.02);
  const height = 44;
  const width = round(5 + 34 + 10 + lineWidth(name) + 5);
  return {
    width,
    height,
    body:
      `<defs><linearGradient id="gb" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#b6e34a"/>` +
      `<stop offset="1" stop-color="#17683a"/></linearGradient></defs>` +
      `<path fill="url(#gb)" d="M9 5H22A17 17 0 0 1 39 22V35A4 4 0 0 1 35 39H22A17 17 0 0 1 5 22V9A4 4 0 0 1 9 5Z"/>` +
      `<path d="M10 34 33 11" stroke="#fbfaf3" stroke-width="2" stroke-linecap="round" opacity=".85"/>` +
      outline(name, 49, 31.5, '#0e3f24'),
  };
}

// Summit Ridge Roofing: the roof (charcoal, a safety-orange band along its foot) beside the name in Oswald capitals,
// "Summit Ridge" over "Roofing" in the orange, both lines the same width.
function summitRidge(): Drawing {
  const name = set('oswald', 600, 'SUMMIT RIDGE', 22, 0.02);
  const trade = set('oswald', 500, 'ROOFING', 18, 0);
  // "Roofing" is spaced out to the width of "Summit Ridge" (its letters, less the last, take the extra space).
  const spread = (lineWidth(name) - lineWidth(trade)) / (trade.text.length - 1) / trade.size;
  const x = 4 + 52 + 12;
  return {
    width: round(x + lineWidth(name) + 4),
    height: 56,
    body:
      '<path fill="#1b2129" d="M30 8 56 34.5V40H4V34.5Z"/><path fill="#f26a1e" d="M4 40H56V47H4Z"/>' +
      outline(name, x, 27, '#1b2129') +
      outline({ ...trade, tracking: spread }, x, 47, '#f26a1e'),
  };
}

/** Every client logo: its path under public/ and its SVG text. */
export function renderClientLogos(): { path: string; text: string }[] {
  return featuredProjects.map(({ slug, title }) => {
    const { width, height: drawn, body, plate } = logoDrawings[slug]();
    const height = Math.max(drawn, Math.ceil(width / MAX_ASPECT));
    const inner = height === drawn ? body : `<g transform="translate(0 ${(height - drawn) / 2})">${body}</g>`;
    const label = title.replace('&', 'and');
    return {
      path: join('public/images/clients', `${clientLogos[slug].file}.svg`),
      text:
        `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" ` +
        `role="img" aria-label="${label}"><title>${label}</title>` +
        `${plate ? `<rect width="${width}" height="${height}" rx="6" fill="${plate}"/>` : ''}${inner}</svg>\n`,
    };
  });
}
