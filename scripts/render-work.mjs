// `npm run render:work`: renders the six client homepages we designed (content/client-sites/<slug>.html) with the
// Chromium the end-to-end tests drive, at the desktop and phone viewports of content/work.ts, and encodes each shot
// as AVIF and WebP at the widths listed there, into public/images/work/<slug>/ (committed). Fails when a file is
// over the size limit. Options: --only=<slug>,<slug>  --png=<dir> (also keep the full-size PNGs there, for review).
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { runnerImport } from 'vite';
import { CHROME_FLAGS, findChromium } from './browser.mjs';

const { module: work } = await runnerImport('./content/work.ts');
const { module: slugs } = await runnerImport('./content/slugs.ts');
const { workShots, workFormats, workImagePath, workImageMaxBytes } = work;

const arg = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const only = arg('only')?.split(',') ?? [];
const pngDir = arg('png');
const selected = slugs.projectSlugs.filter((slug) => !only.length || only.includes(slug));
if (only.some((slug) => !slugs.isProjectSlug(slug))) throw new Error(`--only: unknown slug in ${only.join(', ')}`);

// Encoder settings: text-heavy flat pages compress well; these keep the largest files under the limit.
const encoders = {
  avif: (image) => image.avif({ quality: 50, effort: 6, chromaSubsampling: '4:2:0' }),
  webp: (image) => image.webp({ quality: 72, effort: 6, smartSubsample: true }),
};

const browser = await chromium.launch({ executablePath: await findChromium(), args: CHROME_FLAGS });
const rows = [];
try {
  for (const slug of selected) {
    const url = pathToFileURL(resolve('content/client-sites', `${slug}.html`)).href;
    const outDir = join('public', 'images', 'work', slug);
    rmSync(outDir, { recursive: true, force: true });
    mkdirSync(outDir, { recursive: true });
    for (const [shot, spec] of Object.entries(workShots)) {
      const page = await browser.newPage({ viewport: spec.viewport, deviceScaleFactor: spec.scale });
      // The pages load nothing from the network: a request would be a mistake in the source.
      await page.route(/^(?!file:)/, (route) => route.abort());
      await page.goto(url);
      await page.evaluate(() => globalThis.document.fonts.ready);
      if (spec.from === 'offer') {
        const found = await page.evaluate(() => {
          const el = globalThis.document.getElementById('offer');
          if (el) globalThis.scrollTo(0, el.getBoundingClientRect().top + globalThis.scrollY);
          return !!el;
        });
        if (!found) throw new Error(`${slug}.html has no element with id="offer" for the ${shot} shot`);
      }
      const png = await page.screenshot({ type: 'png' });
      await page.close();
      if (pngDir) {
        mkdirSync(pngDir, { recursive: true });
        await sharp(png).toFile(join(pngDir, `${slug}-${shot}.png`));
      }
      for (const width of spec.widths) {
        for (const format of workFormats) {
          const file = join('public', workImagePath(slug, shot, width, format));
          await encoders[format](sharp(png).resize({ width, kernel: 'lanczos3' })).toFile(file);
          rows.push({ file, bytes: statSync(file).size });
        }
      }
    }
    // Nothing stale: the folder holds exactly the files the table above names.
    const expected = Object.entries(workShots).reduce((n, [, s]) => n + s.widths.length * workFormats.length, 0);
    if (readdirSync(outDir).length !== expected) throw new Error(`${outDir}: expected ${expected} files`);
  }
} finally {
  await browser.close();
}

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
