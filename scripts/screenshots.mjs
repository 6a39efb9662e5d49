// `npm run screenshots`: every prerendered route at 390 px and 1440 px wide, full page, into screenshots/ (gitignored),
// so a person can review the whole site by eye. Serves the existing build (run `npm run build` first).
// Options: --port=4205  --only=/,/portfolio  --out=screenshots  --fold (first screen only, not the full page)
/* global document, window -- page.evaluate bodies run in the browser */
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROME_FLAGS, findChromium } from './browser.mjs';
import { serveSite } from './serve.mjs';
import { siteMetrics } from './site-metrics.mjs';

const arg = (name, fallback) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const port = Number(arg('port', process.env.PORT ?? '4205'));
const out = arg('out', 'screenshots');
const only = arg('only', '').split(',').filter(Boolean);
const widths = [390, 1440];

const routes = siteMetrics('dist/client')
  .routes.map((r) => r.route)
  .filter((route) => !only.length || only.includes(route))
  .sort();
const server = await serveSite({ port, host: '127.0.0.1' });
const browser = await chromium.launch({ executablePath: await findChromium(), args: CHROME_FLAGS });
mkdirSync(out, { recursive: true });
try {
  for (const width of widths) {
    // The splash shows once per session: a seen flag keeps it out of the pictures.
    const context = await browser.newContext({
      viewport: { width, height: width < 768 ? 844 : 900 },
      reducedMotion: 'reduce',
    });
    await context.addInitScript(() => sessionStorage.setItem('lumivox.splash-seen', '1'));
    const page = await context.newPage();
    for (const route of routes) {
      await page.goto(`http://127.0.0.1:${port}${route === '/404' ? '/no-such-page' : route}`, {
        waitUntil: 'networkidle',
      });
      // Scroll through once so lazy images and on-view demos render, then back to the top.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 60));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForTimeout(300);
      const name = (route === '/' ? 'home' : route.slice(1).replaceAll('/', '_')) + `@${width}.png`;
      await page.screenshot({ path: `${out}/${name}`, fullPage: !process.argv.includes('--fold') });
      console.log(`${out}/${name}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}
