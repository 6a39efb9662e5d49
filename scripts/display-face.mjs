// The site's two faces as it serves them, each @fontsource's latin file (variable in weight) cut down to the characters
// the site's copy can draw, every weight kept: the display face (Bricolage Grotesque, every heading, figure, price and
// stat; 41,344 bytes whole) and the body face (Figtree, every paragraph; 20,156 bytes whole). The body face's whole
// file stays behind the cut one in pages/global.css, for a character the copy never writes (a visitor's name typed in
// a form): the browser fetches it only for a page that holds one.
// Both are requested before the first paint (the critical CSS sets the h1 in the display face; the body face is
// preloaded) and share a slow phone's bandwidth with the hero's picture, the largest paint (docs/performance.md).
// Outlines, metrics and kerning of the kept glyphs are untouched (HarfBuzz's subsetter, through subset-font), so the
// metric-matched fallbacks (content/brand.ts) still keep every box; a character outside the set is drawn by the display
// face's fallback, or by the body face's whole file.
// `npm run fonts:display` writes pages/fonts/; tests/scripts/displayFace.test.ts fails when a committed file is not
// what this draws from today's copy, or when the body face's `unicode-range` in pages/global.css is not its characters.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import subsetFont from 'subset-font';

/** Where pages/global.css finds the faces. */
export const DISPLAY_FACE_FILE = 'pages/fonts/bricolage-grotesque-display.woff2';
export const BODY_FACE_FILE = 'pages/fonts/figtree-body.woff2';

const require = createRequire(import.meta.url);
const SOURCE =
  require.resolve('@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2');
export const BODY_SOURCE = require.resolve('@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2');

/** Typography the copy may use even where it does not yet: quotes, dashes, the ellipsis, bullets, marks, and the soft
 * hyphen a long word is written with (content/service-pages/). */
const TYPOGRAPHY = '‘’“”–—…•·€£©®™°×\u00ad';

/** Every character the face may have to draw: printable ASCII, the typography above, and whatever else the site's
 * copy (content/, its modules as written) holds. */
export function displayCharacters(contentDir = 'content') {
  const chars = new Set(TYPOGRAPHY);
  for (let code = 0x20; code <= 0x7e; code++) chars.add(String.fromCharCode(code));
  // The client sites (content/client-sites/) are drawn in their own faces.
  const files = readdirSync(contentDir, { recursive: true })
    .map(String)
    .filter((name) => /\.tsx?$/.test(name) && !name.startsWith('client-sites'));
  for (const name of files)
    for (const char of readFileSync(join(contentDir, name), 'utf8')) if (char >= ' ') chars.add(char);
  return [...chars].sort().join('');
}

/** The display face's file for those characters (WOFF2). */
export async function displayFace(characters = displayCharacters()) {
  return subsetFont(readFileSync(SOURCE), characters, { targetFormat: 'woff2' });
}

/** The body face's file for those characters (WOFF2). */
export async function bodyFace(characters = displayCharacters()) {
  return subsetFont(readFileSync(BODY_SOURCE), characters, { targetFormat: 'woff2' });
}

/** A CSS `unicode-range` naming exactly these characters, runs of consecutive code points as ranges: what the cut body
 * face's @font-face in pages/global.css must say. */
export function unicodeRange(characters = displayCharacters()) {
  const codes = [...new Set([...characters].map((c) => c.codePointAt(0)))].sort((a, b) => a - b);
  const hex = (code) => code.toString(16).toUpperCase().padStart(4, '0');
  const runs = [];
  for (const code of codes) {
    const last = runs.at(-1);
    if (last && code === last[1] + 1) last[1] = code;
    else runs.push([code, code]);
  }
  return runs.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(', ');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const [file, face, source] of [
    [DISPLAY_FACE_FILE, await displayFace(), SOURCE],
    [BODY_FACE_FILE, await bodyFace(), BODY_SOURCE],
  ]) {
    if (existsSync(file) && readFileSync(file).equals(face))
      console.log(`${file} is up to date (${face.length} bytes)`);
    else {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, face);
      console.log(`wrote ${file} (${face.length} bytes, from ${readFileSync(source).length})`);
    }
  }
  console.log(`the body face's unicode-range (pages/global.css): ${unicodeRange()}`);
}
