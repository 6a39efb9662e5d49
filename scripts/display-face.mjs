// The display face (Bricolage Grotesque, every heading, figure, price and stat) as the site serves it: @fontsource's
// latin file (41,344 bytes, variable in weight) cut down to the characters the site's copy can draw, every weight kept.
// It is requested before the first paint (the critical CSS sets the h1 in it) and shares a slow phone's bandwidth
// with the hero's picture, the largest paint (docs/performance.md). Outlines, metrics and kerning of the kept glyphs are
// untouched (HarfBuzz's subsetter, through subset-font), so the metric-matched fallback (content/brand.ts) still
// keeps every heading's box; a character outside the set is drawn by that fallback.
// `npm run fonts:display` writes pages/fonts/; tests/scripts/displayFace.test.ts fails when the committed file is not
// what this draws from today's copy.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import subsetFont from 'subset-font';

/** Where pages/global.css finds the face. */
export const DISPLAY_FACE_FILE = 'pages/fonts/bricolage-grotesque-display.woff2';

const SOURCE = createRequire(import.meta.url).resolve(
  '@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2',
);

/** Typography the copy may use even where it does not yet: quotes, dashes, the ellipsis, bullets, marks. */
const TYPOGRAPHY = '‘’“”–—…•·€£©®™°×';

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

/** The face's file for those characters (WOFF2). */
export async function displayFace(characters = displayCharacters()) {
  return subsetFont(readFileSync(SOURCE), characters, { targetFormat: 'woff2' });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const face = await displayFace();
  if (existsSync(DISPLAY_FACE_FILE) && readFileSync(DISPLAY_FACE_FILE).equals(face))
    console.log(`${DISPLAY_FACE_FILE} is up to date (${face.length} bytes)`);
  else {
    mkdirSync(dirname(DISPLAY_FACE_FILE), { recursive: true });
    writeFileSync(DISPLAY_FACE_FILE, face);
    console.log(`wrote ${DISPLAY_FACE_FILE} (${face.length} bytes, from ${readFileSync(SOURCE).length})`);
  }
}
