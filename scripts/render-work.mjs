// `npm run render:work`: renders the pages we designed for the six clients (content/client-sites/<slug>/home.html,
// inner.html, phone.html) with the Chromium the end-to-end tests drive, at the viewports of content/work.ts, cuts each
// page into pieces at the bottoms of its sections (never through a line of text), and encodes each piece as AVIF and
// WebP at the widths listed there, into public/images/work/<slug>/ (committed). Then it writes content/workScreens.ts:
// each piece's height and alt text and each screen's label, read from the page (<meta name="lumivox:label"> and
// <meta name="lumivox:alt">; on a homepage also <meta name="lumivox:phone-alt">, the words of its first screen on a
// phone), so the case study's words about a screen live in the page that draws it. A page's
// <!-- include: name.html --> lines are resolved first from its client's include/ folder (scripts/client-pages.mjs).
// Fails when a file is over the size limit, a section is taller than a piece may be, or a page lacks its label or alt.
// Options: --only=<slug>,<slug>  --png=<dir> (also keep the full-size PNG of every piece there, for review)
// --png-only (with --png: only those, to review a page while designing it).
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { runnerImport } from 'vite';
import { CHROME_FLAGS, findChromium } from './browser.mjs';
import { readClientPage } from './client-pages.mjs';
import { cut, windowCut } from './work-cut.mjs';
import { writeWorkScreens } from './work-screens.mjs';

const { module: work } = await runnerImport('./content/work.ts');
const { module: slugs } = await runnerImport('./content/slugs.ts');
const { module: previous } = await runnerImport('./content/workScreens.ts');
const { workShots, workFormats, workImagePath, workImageMaxBytes } = work;

const arg = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const only = arg('only')?.split(',') ?? [];
const pngDir = arg('png');
// --png-only (with --png): the review pictures alone; no encoding, public/ and content/ untouched.
const pngOnly = process.argv.includes('--png-only');
const selected = slugs.projectSlugs.filter((slug) => !only.length || only.includes(slug));
if (only.some((slug) => !slugs.isProjectSlug(slug))) throw new Error(`--only: unknown slug in ${only.join(', ')}`);

// Encoder settings: text-heavy flat pages compress well; these keep the largest files under the limit. Efforts 3 and 4:
// at AVIF effort 6 one client's pieces took over five minutes on this shared 2-core machine.
const encoders = {
  avif: (image) => image.avif({ quality: 50, effort: 3, chromaSubsampling: '4:2:0' }),
  webp: (image) => image.webp({ quality: 72, effort: 4, smartSubsample: true }),
};

/** The source of a page: every client has all three. */
function source(slug, page) {
  const file = resolve('content/client-sites', slug, `${page}.html`);
  if (!existsSync(file)) throw new Error(`${file} is missing`);
  return file;
}

/** What the rendered page says about itself: where its sections end, its headings, its label, alt and client. */
function measure() {
  const doc = globalThis.document;
  const y = (el, edge) => Math.round(el.getBoundingClientRect()[edge] + globalThis.scrollY);
  const shown = (el) => el.getBoundingClientRect().height > 0;
  const edges = [...doc.querySelectorAll('body > *, main > *')].filter(shown).map((el) => y(el, 'bottom'));
  // Inside a section taller than a piece: the bottom of any block that no line of text, picture or drawing crosses.
  // A section's backdrop (a drawing laid under the whole section, aria-hidden) may be cut like a background.
  const backdrop = (el) => {
    const [box, parent] = [el.getBoundingClientRect(), el.parentElement.getBoundingClientRect()];
    return (
      el.matches('[aria-hidden="true"]') &&
      globalThis.getComputedStyle(el).position === 'absolute' &&
      box.width >= parent.width - 1 &&
      box.height >= parent.height - 1
    );
  };
  const solid = [...doc.querySelectorAll('body *')]
    .filter(
      (el) =>
        shown(el) &&
        ((el.matches('img, svg, canvas') && !backdrop(el)) ||
          [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim())),
    )
    .map((el) => [y(el, 'top'), y(el, 'bottom')]);
  const inner = [...doc.querySelectorAll('body *')]
    .filter(shown)
    .map((el) => y(el, 'bottom'))
    .filter((at) => !solid.some(([top, bottom]) => top < at - 1 && bottom > at + 1));
  // A section may say what it shows (data-alt): the alt text of the piece that starts with it.
  const starts = [...doc.querySelectorAll('main > [data-alt]')].map((el) => ({
    at: y(el, 'top'),
    alt: el.dataset.alt,
  }));
  const meta = (name) => doc.querySelector(`meta[name="lumivox:${name}"]`)?.content.trim() ?? '';
  // The words as written (not as styled: no text-transform), a <br> being a space between them.
  const words = (el) => {
    const copy = el.cloneNode(true);
    for (const br of copy.querySelectorAll('br')) br.replaceWith(' ');
    return copy.textContent.replace(/\s+/g, ' ').trim();
  };
  const headings = [...doc.querySelectorAll('h1, h2')].map((h) => ({ at: y(h, 'top'), text: words(h) }));
  // A piece with no heading is the footer: say what it holds (innerText: its blocks apart), cut at a word.
  const foot = doc.querySelector('body > footer, main + footer');
  const footer = foot && {
    at: y(foot, 'top'),
    text: foot.innerText
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/^(.{0,140})\s.*$/, '$1…'),
  };
  const families = [...new Set([...doc.fonts].filter((f) => f.status === 'loaded').map((f) => f.family))];
  return {
    edges,
    inner: [...new Set(inner)],
    starts,
    headings,
    footer,
    label: meta('label'),
    alt: meta('alt'),
    phoneAlt: meta('phone-alt'),
    client: doc.querySelector('header img[alt]')?.alt ?? doc.title.split(' · ')[0],
    families,
  };
}

/** In the page: hides every element that starts at or below y (its box, text and pictures; not the sections around it). */
function hideBelow(y) {
  for (const el of globalThis.document.querySelectorAll('body *')) {
    if (el.getBoundingClientRect().top + globalThis.scrollY >= y - 0.5) el.style.visibility = 'hidden';
  }
}

const browser = await chromium.launch({ executablePath: await findChromium(), args: CHROME_FLAGS });
const rows = [];
const screens = { ...previous.workScreens };
try {
  for (const slug of selected) {
    const outDir = join('public', 'images', 'work', slug);
    if (!pngOnly) rmSync(outDir, { recursive: true, force: true });
    if (!pngOnly) mkdirSync(outDir, { recursive: true });
    screens[slug] = {};
    for (const [shot, spec] of Object.entries(workShots)) {
      const file = source(slug, spec.page);
      const { viewport } = spec;
      const page = await browser.newPage({ viewport, deviceScaleFactor: spec.scale });
      // The pages load nothing from the network: a request would be a mistake in the source.
      await page.route(/^(?!file:)/, (route) => route.abort());
      // The page with its partials in place (scripts/client-pages.mjs), beside its source so its URLs resolve alike.
      const resolved = join(dirname(file), `.render-${basename(file)}`);
      writeFileSync(resolved, readClientPage(file));
      let info, pieces, png;
      try {
        await page.goto(pathToFileURL(resolved).href);
        await page.evaluate(() => globalThis.document.fonts.ready);
        info = await page.evaluate(measure);
        if (!info.label || !info.alt)
          throw new Error(`${file}: <meta name="lumivox:label"> and <meta name="lumivox:alt"> are required`);
        if (shot === 'phoneHome' && !info.phoneAlt)
          throw new Error(`${file}: <meta name="lumivox:phone-alt"> (its first screen on a phone) is required`);
        if (info.families.length === 0)
          throw new Error(`${file}: loads no font of its own (link its @fontsource faces)`);
        pieces = cut(file, info, spec);
        // A window shows the page's top maxHeight px under a fade. Nothing may be cut at its edge or fade out half
        // drawn (a button, a line of text): what starts below the lowest clean cut inside the window is hidden,
        // the backgrounds it stands on stay, so the page goes on under the fade with nothing cut.
        if (spec.pieces === 'window') await page.evaluate(hideBelow, windowCut(info, spec.maxHeight));
        png = await page.screenshot({ type: 'png', fullPage: true });
      } finally {
        await page.close();
        rmSync(resolved);
      }

      const label =
        {
          scroll: `${info.label}, top to bottom`,
          phoneHome: `${info.label} on a phone`,
          phoneScroll: `${info.label} on a phone, top to bottom`,
        }[shot] ?? info.label;
      const described = (piece, i) => {
        if (shot === 'phoneHome') return info.phoneAlt;
        const inPiece = ({ at }) => at >= piece.top && at < piece.top + piece.height;
        // A section's data-alt describes it on a desktop; the phone's pieces are told by their headings.
        const own = shot === 'phoneScroll' ? [] : info.starts.filter(inPiece).map((s) => s.alt);
        if (own.length) return own.join(' ');
        if (i === 0 && shot !== 'scroll' && shot !== 'phoneScroll') return info.alt;
        const seen = info.headings.filter((h) => h.at >= piece.top && h.at < piece.top + piece.height);
        const part = pieces.length > 1 ? `, part ${i + 1} of ${pieces.length}` : '';
        // A phone's narrow column can hold a piece within one section: it goes on with the heading above it.
        const above = info.headings.filter((h) => h.at < piece.top).at(-1);
        const says = seen.length
          ? seen.map((h) => h.text).join('; ')
          : info.footer && inPiece(info.footer)
            ? `the footer: ${info.footer.text}`
            : shot === 'phoneScroll' && above
              ? `${above.text}, continued`
              : '';
        if (!says) throw new Error(`${file}: piece ${i + 1} of ${shot} has no heading, no footer and no data-alt`);
        return `${info.client}, ${label.toLowerCase()}${part}: ${says}`;
      };
      screens[slug][shot] = { label, pieces: pieces.map((p, i) => ({ height: p.height, alt: described(p, i) })) };

      for (const [i, piece] of pieces.entries()) {
        const crop = sharp(png).extract({
          left: 0,
          top: piece.top * spec.scale,
          width: viewport.width * spec.scale,
          height: piece.height * spec.scale,
        });
        const cropped = await crop.png().toBuffer();
        if (pngDir) {
          mkdirSync(pngDir, { recursive: true });
          await sharp(cropped).toFile(join(pngDir, `${slug}-${shot}${i ? `-${i + 1}` : ''}.png`));
        }
        for (const width of pngOnly ? [] : spec.widths) {
          for (const format of workFormats) {
            const out = join('public', workImagePath(slug, shot, width, format, i));
            await encoders[format](sharp(cropped).resize({ width, kernel: 'lanczos3' })).toFile(out);
            rows.push({ file: out, bytes: statSync(out).size });
          }
        }
      }
    }
    if (pngOnly) continue;
    // Nothing stale: the folder holds exactly the files the table above names.
    const expected = Object.entries(workShots).reduce(
      (n, [shot, s]) => n + screens[slug][shot].pieces.length * s.widths.length * workFormats.length,
      0,
    );
    if (readdirSync(outDir).length !== expected) throw new Error(`${outDir}: expected ${expected} files`);
  }
} finally {
  await browser.close();
}

if (pngOnly) process.exit(0);
await writeWorkScreens(
  Object.fromEntries(slugs.projectSlugs.map((slug) => [slug, screens[slug]])),
  Object.keys(workShots),
);

let over = 0;
for (const { file, bytes } of rows) {
  const flag = bytes > workImageMaxBytes ? '  ✗ over the limit' : '';
  if (flag) over++;
  console.log(`${String(bytes).padStart(7)}  ${file}${flag}`);
}
const total = rows.reduce((sum, r) => sum + r.bytes, 0);
console.log(`${rows.length} files, ${total} bytes; largest ${Math.max(...rows.map((r) => r.bytes))} bytes`);
if (over) {
  console.error(`${over} file(s) over ${workImageMaxBytes} bytes`);
  process.exit(1);
}
