// `npm run fonts:fallback`: measures, on the built site (dist/client, `npm run build` first), which size-adjust makes
// the display face's fallback (Arial Bold / Liberation Sans Bold, content/brand.ts `displayFallback`) break every heading into the same
// lines as Bricolage itself, per weight, at 360–1440 px. Prints, per weight, how many heading boxes change height at
// each candidate (fewer is better; 0 means the swap moves nothing) and which ones change at the values in the CSS.
// A tool, not a test: tests/e2e/layout.spec.ts checks the CSS's values at the widths that matter.
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
/* global document, getComputedStyle, Node, FontFace -- page.evaluate bodies run in the browser */
import { findChromium } from './browser.mjs';
import { serveSite } from './serve.mjs';
import { prerenderedPages } from './site-metrics.mjs';

const port = 4598;
const widths = [360, 390, 412, 768, 1024, 1440];
const candidates = Array.from({ length: 41 }, (_, i) => +(0.97 + i * 0.0025).toFixed(4));
// The fallback's local fonts and Bricolage's vertical metrics, as the build wrote them (from content/brand.ts).
const face =
  /@font-face\{font-family:Bricolage Fallback;src:([^;]+);[^}]*size-adjust:([\d.]+)%;ascent-override:([\d.]+)%;descent-override:([\d.]+)%/.exec(
    readFileSync('dist/client/index.html', 'utf8'),
  );
if (!face) throw new Error('No "Bricolage Fallback" face in dist/client/index.html: run `npm run build` first.');
const FALLBACK_SOURCES = face[1].replace(/local\(([^)]+)\)/g, 'local("$1")');
const ASCENT = (+face[2] * +face[3]) / 1e4;
const DESCENT = (+face[2] * +face[4]) / 1e4;

const server = await serveSite({ port, host: '127.0.0.1' });
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || (await findChromium()) });
const changed = {}; // weight → candidate → count
const seen = {}; // weight → boxes measured
const atCss = []; // boxes that change height with the CSS's own fallback
for (const { route } of prerenderedPages('dist/client').filter((p) => p.route !== '/404')) {
  const page = await browser.newPage({ viewport: { width: 412, height: 900 } });
  await page.goto(`http://127.0.0.1:${port}${route}`);
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(
    async ({ candidates, sources, ascent, descent }) => {
      // Every element with text of its own in the display face; one test face per candidate.
      let k = 0;
      for (const el of document.querySelectorAll('body *')) {
        const style = getComputedStyle(el);
        const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent.trim());
        if (own && style.fontFamily.startsWith('"Bricolage Grotesque')) {
          el.dataset.fallbackProbe = String(k++);
          el.dataset.fallbackWeight = style.fontWeight;
        }
      }
      const faces = candidates.map((size, i) => {
        const face = new FontFace(`Probe ${i}`, sources, {
          sizeAdjust: `${size * 100}%`,
          ascentOverride: `${(ascent / size) * 100}%`,
          descentOverride: `${(descent / size) * 100}%`,
          lineGapOverride: '0%',
          weight: '100 900',
        });
        document.fonts.add(face);
        return face.load();
      });
      await Promise.all(faces);
      document.head.append(Object.assign(document.createElement('style'), { id: 'fallback-probe' }));
    },
    { candidates, sources: FALLBACK_SOURCES, ascent: ASCENT, descent: DESCENT },
  );
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    const result = await page.evaluate((count) => {
      const style = document.getElementById('fallback-probe');
      const probes = [...document.querySelectorAll('[data-fallback-probe]')].filter((el) => el.getClientRects().length);
      const heights = () => probes.map((el) => el.getBoundingClientRect().height);
      const differ = (family) => {
        style.textContent = `[data-fallback-probe] { font-family: ${family} !important }`;
        const now = heights();
        return probes.filter((_, i) => Math.abs(now[i] - base[i]) > 0.5);
      };
      style.textContent = '';
      const base = heights();
      const perCandidate = Array.from({ length: count }, (_, i) =>
        differ(`"Probe ${i}"`).map((el) => el.dataset.fallbackWeight),
      );
      const css = differ('"Bricolage Fallback"').map((el) => `${el.dataset.fallbackWeight} "${el.textContent.trim()}"`);
      style.textContent = '';
      return { weights: probes.map((el) => el.dataset.fallbackWeight), perCandidate, css };
    }, candidates.length);
    for (const weight of result.weights) seen[weight] = (seen[weight] ?? 0) + 1;
    result.perCandidate.forEach((weights, i) => {
      for (const weight of weights) {
        changed[weight] ??= {};
        changed[weight][candidates[i]] = (changed[weight][candidates[i]] ?? 0) + 1;
      }
    });
    atCss.push(...result.css.map((line) => `${route} @${width}px: ${line}`));
  }
  await page.close();
}
await browser.close();
server.close();

for (const weight of Object.keys(seen).sort()) {
  const counts = candidates.map((c) => [c, changed[weight]?.[c] ?? 0]);
  const fewest = Math.min(...counts.map(([, n]) => n));
  const best = counts.filter(([, n]) => n === fewest).map(([c]) => `${(c * 100).toFixed(2)}%`);
  console.log(
    `weight ${weight}: ${seen[weight]} boxes (elements × widths); fewest changed ${fewest} at ${best.join(', ')}`,
  );
  console.log(`  ${counts.map(([c, n]) => `${(c * 100).toFixed(2)}%:${n}`).join(' ')}`);
}
console.log(
  atCss.length
    ? `With the CSS's fallback faces, ${atCss.length} boxes change height when the face swaps in:\n  ${atCss.join('\n  ')}`
    : "With the CSS's fallback faces, no box changes height when the face swaps in.",
);
