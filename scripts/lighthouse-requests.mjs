// `node scripts/lighthouse-requests.mjs --routes=/faq,/about --runs=3`: what Lighthouse mobile charges to a built
// page's largest paint. Lighthouse's simulated LCP replays every request that ended before the paint it measured
// (low-priority images aside), so this prints, per audit, the score, the simulated FCP and LCP, the measured paint,
// and each request that began before it: when it began and ended (ms from navigation), its bytes, priority and type.
// One build (dist/client, or --root=<a build>), served on --port (4381); for a side-by-side table of two builds use
// `npm run bench:lighthouse` (docs/performance.md). A diagnostic, not a test.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_FLAGS, findChromium } from './browser.mjs';
import { serveSite } from './serve.mjs';

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, ...value] = arg.replace(/^--/, '').split('=');
    return [key, value.join('=')];
  }),
);
const routes = (args.routes || '/').split(',');
const runs = Math.max(1, Number(args.runs || 1));
const port = Number(args.port || 4381);
const server = await serveSite({ root: args.root || 'dist/client', port });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH || (await findChromium()),
  chromeFlags: ['--headless=new', ...CHROME_FLAGS],
});
try {
  for (const route of routes)
    for (let run = 1; run <= runs; run++) {
      const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
      const { lhr } = await lighthouse(`http://127.0.0.1:${port}${route}`, flags);
      const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
      const paint = lhr.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint ?? NaN;
      console.log(
        `${route} run ${run}: ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}, FCP ${Math.round(audit('first-contentful-paint'))}, LCP ${Math.round(audit('largest-contentful-paint'))}, measured paint ${paint} ms`,
      );
      for (const r of lhr.audits['network-requests']?.details?.items ?? [])
        if (r.networkRequestTime < paint)
          console.log(
            `  ${String(Math.round(r.networkRequestTime)).padStart(4)}–${String(Math.round(r.networkEndTime)).padEnd(4)} ${String(r.transferSize).padStart(6)} B  ${r.priority.padEnd(8)} ${r.resourceType.padEnd(10)} ${r.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 90)}`,
          );
    }
} finally {
  await chrome.kill();
  server.closeAllConnections();
  server.close();
}
