// Renders the three Open Graph images (page, service, article) to public/og/*.jpg with Chromium.
// Run by hand after a brand change: node scripts/og-images.mjs (the images are committed). Colours, name and the
// display face come from content/brand.ts and content/site.ts.
import { mkdirSync } from 'node:fs';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium } from '@playwright/test';
import { runnerImport } from 'vite';
import { CHROME_FLAGS, findChromium } from './browser.mjs';

// The look comes from the site's own modules (TypeScript, loaded through Vite): brand colours, name and face.
const { module: brandModule } = await runnerImport('./content/brand.ts');
const { module: siteModule } = await runnerImport('./content/site.ts');
const { brandGradient, brand } = brandModule;
const { site } = siteModule;
const fontFile = createRequire(import.meta.url).resolve(
  '@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2',
);
const fontData = readFileSync(fontFile).toString('base64');

const kinds = {
  page: { kicker: 'Digital agency · Atlanta', line: 'Design, marketing and growth powered by AI.' },
  service: { kicker: 'Services', line: 'Websites, brands, SEO and automation that bring in customers.' },
  article: { kicker: 'Resources', line: 'Practical guides for business owners who want results.' },
};

const bars = [0.35, 0.6, 0.85, 0.55, 1, 0.55, 0.85, 0.6, 0.35]
  .map((h) => `<span style="height:${h * 100}%"></span>`)
  .join('');

const html = ({ kicker, line }) => `<!doctype html><html><head><style>
  @font-face{font-family:Display;src:url(data:font/woff2;base64,${fontData}) format('woff2');font-weight:200 800}
  body{margin:0;width:1200px;height:630px;font-family:system-ui,sans-serif;color:#fff;
    background:${brandGradient};display:flex;align-items:center}
  .wrap{padding:0 96px}
  .kicker{font-size:30px;letter-spacing:.12em;text-transform:uppercase;opacity:.85}
  .mark{display:flex;align-items:center;gap:28px;margin:28px 0}
  .wave{display:flex;align-items:center;gap:9px;height:120px}
  .wave span{display:block;width:12px;border-radius:6px;background:#fff}
  h1{font-family:Display,sans-serif;font-size:128px;margin:0;font-weight:800;letter-spacing:-.03em}
  .wrap::after{content:'';position:absolute;right:-120px;top:-120px;width:520px;height:520px;border-radius:50%;
    background:${brand.ink};opacity:.12}
  p{font-size:44px;margin:0;max-width:960px;line-height:1.25}
</style></head><body><div class="wrap"><div class="kicker">${kicker}</div>
<div class="mark"><div class="wave">${bars}</div><h1>${site.name}</h1></div><p>${line}</p></div></body></html>`;

const executablePath = await findChromium();
const browser = await chromium.launch({ executablePath, args: CHROME_FLAGS });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
mkdirSync('public/og', { recursive: true });
for (const [kind, copy] of Object.entries(kinds)) {
  await page.setContent(html(copy));
  await page.evaluate(() => globalThis.document.fonts.ready);
  await page.screenshot({ path: `public/og/${kind}.jpg`, type: 'jpeg', quality: 85 });
  console.log(`public/og/${kind}.jpg`);
}
await browser.close();
