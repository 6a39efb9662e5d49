// The logos of the six portfolio clients, each drawn once: the file the client's own site shows in its header
// (content/client-sites/<slug>/*.html), and the one-ink mark the home page's logo wall shows (content/proof.ts),
// derived from that file (renderWallLogos), both named in content/clientLogos.ts. Each wordmark is set here in the
// client's own typeface, read from its @fontsource package, and written as outlines (SVG paths), so a logo looks the
// same on every system and carries no live font.
// `npm run logos:clients` (scripts/gen-client-logos.mjs) writes them; tests/content/clientLogos.test.ts fails when a
// committed file is stale.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parse, type Font, type PathCommand } from 'opentype.js';
import { brand } from '../content/brand.ts';
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
// Found as Node finds a package, from this file up, not from the working directory: a copy of the project without its
// own node_modules (Stryker's sandbox) reads the fonts of the project it was copied from.
const resolve = createRequire(import.meta.url).resolve;
function font({ family, weight, style = 'normal' }: Face): Font {
  const file = resolve(`@fontsource/${family}/files/${family}-latin-${weight}-${style}.woff`);
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
export function pathData(commands: PathCommand[]): string {
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

/** A box in a drawing's px: left, top, right, bottom. */
interface Box {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/** The box holding all the given boxes. */
const union = (...boxes: Box[]): Box => ({
  x1: Math.min(...boxes.map((b) => b.x1)),
  y1: Math.min(...boxes.map((b) => b.y1)),
  x2: Math.max(...boxes.map((b) => b.x2)),
  y2: Math.max(...boxes.map((b) => b.y2)),
});

/** Markup and the box its ink covers. */
interface Mark {
  svg: string;
  box: Box;
}

/** A line as one <path>, its left end at x and its baseline at y. */
function outline(line: Line, x: number, y: number, fill: string): Mark {
  const { face, text, size, tracking = 0 } = line;
  const path = font(face).getPath(text, x, y, size, { kerning: true, letterSpacing: tracking });
  return { svg: `<path fill="${fill}" d="${pathData(path.commands)}"/>`, box: path.getBoundingBox() };
}

/** A drawing: its size in px, its elements, the box its ink covers (the type's outlines measured, the other
 * shapes' boxes worked out beside them) and, for a light name, the dark plate it stands on. */
interface Drawing {
  width: number;
  height: number;
  body: string;
  ink: Box;
  plate?: string;
}

/** The widest a logo's file may be for its height (the files were first drawn for a wall of boxes 48 px high, and
 * the client sites' headers and their renders are laid out for these boxes): a wide drawing gets room above and
 * below. The wall's marks are cropped to their ink instead (renderWallLogos). */
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
  const type = outline(name, 54, 30, '#2a1912');
  // The drop's round part is a circle of 17 px about (25, 20); its point (8 px round, 12.7 px out) is turned straight
  // down: 20.7 px below the centre.
  return { width, height, body: drop + type.svg, ink: union(type.box, { x1: 8, y1: 3, x2: 42, y2: 40.7 }) };
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
  const type = outline(name, 54, 33.5, '#fff');
  return {
    width,
    height,
    plate: '#0b0d12',
    body: peak + type.svg,
    ink: union(type.box, { x1: 14, y1: 11, x2: 44, y2: 37 }),
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
  const type = [
    outline(seal, 36 - lineWidth(seal) / 2, 45.2, '#b8934a'),
    outline(first, x, 29, '#fff'),
    outline(second, x, 50, '#fff'),
    outline(line, x, 64, '#c9cfdb'),
  ];
  return {
    width,
    height: 76,
    plate: '#13223f',
    body:
      `<circle cx="36" cy="38" r="23.25" fill="none" stroke="#b8934a" stroke-width="1.5"/>` +
      type.map((t) => t.svg).join(''),
    // The seal's ring, its stroke included: 24 px about (36, 38).
    ink: union(...type.map((t) => t.box), { x1: 12, y1: 14, x2: 60, y2: 62 }),
  };
}

// Azure Cove: the wordmark alone, "Azure Cove" in Cormorant Garamond capitals widely spaced over "Pool & Resort" in
// Jost, centred, in the lagoon's deepest teal.
function azureCove(): Drawing {
  const name = set('cormorant-garamond', 600, 'AZURE COVE', 30, 0.2);
  const line = set('jost', 500, 'POOL & RESORT', 9.5, 0.45);
  const width = round(Math.max(lineWidth(name), lineWidth(line)) + 16);
  const centred = (l: Line) => (width - lineWidth(l)) / 2;
  const [top, bottom] = [outline(name, centred(name), 30, '#0a3942'), outline(line, centred(line), 48, '#0f5563')];
  return {
    width,
    height: 52,
    body: top.svg + `<path d="M${round(width / 2 - 46)} 37.5h92" stroke="#e9785b" stroke-width="1"/>` + bottom.svg,
    ink: union(top.box, bottom.box),
  };
}

// GreenBlade: the leaf square (two round corners, lime to leaf green) and the name in Outfit bold.
function greenBlade(): Drawing {
  const name = set('outfit', 700, 'GreenBlade', 27, -0.02);
  const height = 44;
  const width = round(5 + 34 + 10 + lineWidth(name) + 5);
  const type = outline(name, 49, 31.5, '#0e3f24');
  return {
    width,
    height,
    // The leaf square, 5 to 39 both ways.
    ink: union(type.box, { x1: 5, y1: 5, x2: 39, y2: 39 }),
    body:
      `<defs><linearGradient id="gb" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#b6e34a"/>` +
      `<stop offset="1" stop-color="#17683a"/></linearGradient></defs>` +
      `<path fill="url(#gb)" d="M9 5H22A17 17 0 0 1 39 22V35A4 4 0 0 1 35 39H22A17 17 0 0 1 5 22V9A4 4 0 0 1 9 5Z"/>` +
      `<path d="M10 34 33 11" stroke="#fbfaf3" stroke-width="2" stroke-linecap="round" opacity=".85"/>` +
      type.svg,
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
  const type = [outline(name, x, 27, '#1b2129'), outline({ ...trade, tracking: spread }, x, 47, '#f26a1e')];
  return {
    width: round(x + lineWidth(name) + 4),
    height: 56,
    body:
      '<path fill="#1b2129" d="M30 8 56 34.5V40H4V34.5Z"/><path fill="#f26a1e" d="M4 40H56V47H4Z"/>' +
      type.map((t) => t.svg).join(''),
    // The roof and its band: 4 to 56 across, 8 to 47 down.
    ink: union(...type.map((t) => t.box), { x1: 4, y1: 8, x2: 56, y2: 47 }),
  };
}

/** A client's drawing, its wide ones given room above and below (MAX_ASPECT), as the file's inner markup. */
function placed(slug: ProjectSlug) {
  const { width, height: drawn, body, ink, plate } = logoDrawings[slug]();
  const height = Math.max(drawn, Math.ceil(width / MAX_ASPECT));
  const dy = (height - drawn) / 2;
  const inner = dy === 0 ? body : `<g transform="translate(0 ${dy})">${body}</g>`;
  return { width, height, inner, plate, ink: { ...ink, y1: ink.y1 + dy, y2: ink.y2 + dy } };
}

/** The opening of a logo's file: its viewBox (and size), role and name. */
function svgHead(title: string, [x, y, width, height]: number[]) {
  const label = title.replace('&', 'and');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${x} ${y} ${width} ${height}" width="${width}" ` +
    `height="${height}" role="img" aria-label="${label}"><title>${label}</title>`
  );
}

/** Every client logo: its path under public/ and its SVG text. */
export function renderClientLogos(): { path: string; text: string }[] {
  return featuredProjects.map(({ slug, title }) => {
    const { width, height, inner, plate } = placed(slug);
    return {
      path: join('public/images/clients', `${clientLogos[slug].file}.svg`),
      text:
        svgHead(title, [0, 0, width, height]) +
        `${plate ? `<rect width="${width}" height="${height}" rx="6" fill="${plate}"/>` : ''}${inner}</svg>\n`,
    };
  });
}

/** Relative luminance of a #rgb or #rrggbb colour, 0 to 1 (WCAG). */
export function luminance(hex: string): number {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d) : [1, 3, 5].map((i) => hex.slice(i, i + 2));
  const [r, g, b] = digits.map((d) => {
    const c = parseInt(d, 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/**
 * The home page's logo wall shows every client in one ink at one height. Each wall mark is derived from the client's
 * own file: the same shapes, coordinates and transforms, with every paint turned into the brand's ink, the gradients
 * and the dark plate (Peak Form's, Whitfield's) dropped, and the box cropped to the ink, so one CSS height gives every
 * mark the same drawn height. A light detail drawn over a mark (GreenBlade's leaf vein) stays light: a cut-out.
 */
export function renderWallLogos(): { path: string; text: string }[] {
  return featuredProjects.map(({ slug, title }) => {
    const { inner, plate, ink } = placed(slug);
    const paint = (value: string) =>
      value === 'none' ? value : !plate && value.startsWith('#') && luminance(value) > 0.8 ? '#fff' : brand.ink;
    const mono = inner
      .replace(/<defs>.*?<\/defs>/g, '')
      .replace(/ (fill|stroke)="([^"]+)"/g, (_, attribute: string, value: string) => ` ${attribute}="${paint(value)}"`);
    const [x, y] = [Math.floor(ink.x1), Math.floor(ink.y1)];
    return {
      path: join('public/images/clients/wall', `${clientLogos[slug].file}.svg`),
      text: `${svgHead(title, [x, y, Math.ceil(ink.x2) - x, Math.ceil(ink.y2) - y])}${mono}</svg>\n`,
    };
  });
}
