// `npm run bench`: builds once, serves dist/client on 127.0.0.1 with the generated headers and runs Lighthouse on
// every prerendered route, mobile and desktop presets, N runs each (median kept). Writes bench/report.json and
// bench/report.md and prints the worst routes first. A benchmark, not a test: it never fails on a score.
// Options: --runs=3  --no-build  --only=/contact,/faq  --presets=mobile,desktop
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { CHROME_FLAGS, findChromium } from './browser.mjs';
import { serveSite } from './serve.mjs';
import { kib, siteMetrics } from './site-metrics.mjs';

const arg = (name, fallback) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const runs = Number(arg('runs', '3'));
const presets = arg('presets', 'mobile,desktop').split(',');
const only = arg('only', '')?.split(',').filter(Boolean);
const port = Number(arg('port', '4599'));
const origin = `http://127.0.0.1:${port}`;

// Canonical URLs point at the origin under test, as they would in production.
if (!process.argv.includes('--no-build')) {
  console.log(`Building for ${origin} …`);
  const built = spawnSync('npm', ['run', 'build', '--silent'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, VITE_SITE_URL: origin },
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const bytes = siteMetrics('dist/client');
// Lighthouse refuses to audit a page answered with status 404: the 404 page is reported by its bytes only.
const routes = bytes.routes.filter((r) => r.route !== '/404' && (!only.length || only.includes(r.route)));

const chromePath = process.env.CHROME_PATH || (await findChromium());
if (!chromePath) throw new Error('No Chromium: set CHROME_PATH.');
const server = await serveSite({ port, host: '127.0.0.1' });
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', ...CHROME_FLAGS],
});

async function audit(url, preset) {
  const results = [];
  for (let i = 0; i < runs; i++) {
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', disableStorageReset: false };
    const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
    const lhr = result.lhr;
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
    if (lhr.runtimeError) console.warn(`${url} (${preset}): ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    results.push({
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
      failing: Object.values(lhr.categories)
        .flatMap((c) => c.auditRefs)
        .map((ref) => lhr.audits[ref.id])
        .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative')
        .map((a) => a.id)
        .filter((id, i, all) => all.indexOf(id) === i),
    });
  }
  // The median run by performance score (then LCP), like Lighthouse's own computeMedianRun.
  const byScore = [...results].sort((a, b) => a.performance - b.performance || (a.lcp || 0) - (b.lcp || 0));
  return byScore[Math.floor(byScore.length / 2)];
}

const report = { origin, runs, generated: new Date().toISOString(), totalCssGzip: bytes.totalCssGzip, routes: [] };
try {
  for (const r of routes) {
    const entry = {
      route: r.route,
      bytes: {
        htmlGzip: r.htmlGzip,
        criticalHtmlGzip: r.criticalHtmlGzip,
        firstLoadJsGzip: r.firstLoadJsGzip,
        cssGzip: r.cssGzip,
      },
    };
    for (const preset of presets) {
      entry[preset] = await audit(`${origin}${r.route}`, preset);
      const m = entry[preset];
      console.log(
        `${preset.padEnd(7)} ${r.route.padEnd(38)} perf ${m.performance} a11y ${m.accessibility} bp ${m.bestPractices} seo ${m.seo}` +
          ` LCP ${Math.round(m.lcp)} ms TBT ${Math.round(m.tbt)} ms CLS ${m.cls.toFixed(3)}`,
      );
    }
    report.routes.push(entry);
  }
} finally {
  await chrome.kill();
  server.close();
}

// Worst first: mobile performance, then the other categories, then LCP.
const key = (e) => {
  const m = e.mobile ?? e[presets[0]];
  return [m.performance, m.accessibility + m.bestPractices + m.seo, -m.lcp];
};
report.routes.sort((a, b) => {
  const [x, y] = [key(a), key(b)];
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
});

const ms = (v) => `${Math.round(v)}`;
const lines = [
  `# Lighthouse bench (${runs} run${runs === 1 ? '' : 's'} per preset, median kept)`,
  '',
  `${origin}, ${report.generated}. Bytes are gzip -9 (KiB). Targets (mobile): performance ≥ 98, accessibility / best practices / SEO 100, CLS 0.00, HTML to the end of the critical CSS ≤ 14 KiB.`,
  '',
  '| route | preset | perf | a11y | bp | seo | FCP ms | LCP ms | TBT ms | CLS | HTML | HTML→critical CSS | first-load JS | CSS | not passing |',
  '|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|',
];
for (const e of report.routes) {
  for (const preset of presets) {
    const m = e[preset];
    lines.push(
      `| ${e.route} | ${preset} | ${m.performance} | ${m.accessibility} | ${m.bestPractices} | ${m.seo} | ${ms(m.fcp)} | ${ms(m.lcp)} | ${ms(m.tbt)} | ${m.cls.toFixed(2)} | ${kib(e.bytes.htmlGzip)} | ${kib(e.bytes.criticalHtmlGzip)} | ${kib(e.bytes.firstLoadJsGzip)} | ${kib(e.bytes.cssGzip)} | ${m.failing.join(', ')} |`,
    );
  }
}
lines.push('', `Total CSS: ${kib(report.totalCssGzip)} KiB.`, '');
mkdirSync('bench', { recursive: true });
writeFileSync('bench/report.json', JSON.stringify(report, null, 2) + '\n');
writeFileSync('bench/report.md', lines.join('\n'));
console.log('\n' + lines.slice(4).join('\n'));
console.log('\nWrote bench/report.json and bench/report.md');
