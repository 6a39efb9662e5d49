// `npm run bench:lighthouse -- --base=<rev>`: Lighthouse mobile (its default preset: simulated throttling, a
// mid-range phone on slow 4G) on every prerendered route of two builds, side by side on the same machine: the working
// tree and `rev` (built in a temporary git worktree by bench-main-thread's buildRevision), both built for and served
// on the same origin, one at a time. Base and head alternate on every route (which goes first alternates per run), so
// neither always meets a warmer or a busier machine. Prints, per route, the median of each figure over the runs and
// the audits that cost head points in its median run. A benchmark, not a test: it never fails on a score.
// Options: --runs=3  --routes=/,/contact  --port=4380  --skip-head-build, and instead of building: --base-root=<a built
// base's dist/client>  --head-root=<another build's dist/client>
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildRevision, markdownTable, median } from './bench-main-thread.mjs';
import { CHROME_FLAGS, findChromium } from './browser.mjs';
import { serveSite } from './serve.mjs';
import { siteMetrics } from './site-metrics.mjs';

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, ...value] = arg.replace(/^--/, '').split('=');
    return [key, value.length ? value.join('=') : true];
  }),
);
if (typeof args.base !== 'string' && typeof args['base-root'] !== 'string') {
  console.error('usage: npm run bench:lighthouse -- --base=<git rev> [--runs=3] [--routes=/,/contact] [--port=4380]');
  process.exit(2);
}
const runs = Math.max(1, Number(args.runs ?? 3));
const port = Number(args.port ?? 4380);
const origin = `http://127.0.0.1:${port}`;
// Canonical URLs and the CSP's origins point at the origin under test, as they would in production.
const env = { ...process.env, VITE_SITE_URL: origin };

if (!args['skip-head-build'] && typeof args['head-root'] !== 'string') {
  console.log('building the working tree (head)…');
  const built = spawnSync('npm', ['run', 'build', '--silent'], { stdio: ['ignore', 'ignore', 'inherit'], env });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const roots = { head: resolve(typeof args['head-root'] === 'string' ? args['head-root'] : 'dist/client') };
let cleanup = () => {};
if (typeof args['base-root'] === 'string') roots.base = resolve(args['base-root']);
else {
  process.env.VITE_SITE_URL = origin;
  const base = buildRevision(args.base);
  roots.base = base.root;
  cleanup = base.cleanup;
}
for (const root of Object.values(roots))
  if (!existsSync(join(root, 'index.html'))) throw new Error(`no prerendered site in ${root}`);

// Lighthouse refuses a page answered with status 404: the 404 page is left out.
const routes =
  typeof args.routes === 'string'
    ? args.routes.split(',')
    : siteMetrics(roots.head)
        .routes.map((r) => r.route)
        .filter((r) => r !== '/404');

const chromePath = process.env.CHROME_PATH || (await findChromium());
if (!chromePath) throw new Error('No Chromium: set CHROME_PATH.');
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...CHROME_FLAGS] });

async function audit(side, route) {
  const server = await serveSite({ root: roots[side], port });
  try {
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
    const { lhr } = await lighthouse(origin + route, flags);
    if (lhr.runtimeError) console.warn(`${side} ${route}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      si: metric('speed-index'),
      // What costs points: each weighted metric below 1, with its score.
      losing: lhr.categories.performance.auditRefs
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${ref.id} ${lhr.audits[ref.id].score}`),
      opportunities: Object.values(lhr.audits)
        .filter((a) => a.details?.type === 'opportunity' && (a.details.overallSavingsMs ?? 0) >= 50)
        .map((a) => `${a.id} ${Math.round(a.details.overallSavingsMs)} ms`),
    };
  } finally {
    // Chromium keeps its connections open: close them, or close() waits for them.
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  }
}

const results = Object.fromEntries(routes.map((r) => [r, { base: [], head: [] }]));
try {
  for (let i = 0; i < runs; i++) {
    for (const route of routes) {
      for (const side of i % 2 === 0 ? ['base', 'head'] : ['head', 'base']) {
        const m = await audit(side, route);
        results[route][side].push(m);
        console.log(
          `run ${i + 1} ${side.padEnd(4)} ${route.padEnd(38)} ${m.score} FCP ${Math.round(m.fcp)} LCP ${Math.round(m.lcp)} TBT ${Math.round(m.tbt)} CLS ${m.cls.toFixed(3)}` +
            (side === 'head' && m.losing.length ? `  losing: ${m.losing.join(', ')}` : ''),
        );
      }
    }
  }
} finally {
  await chrome.kill();
  cleanup();
}

const mid = (route, side, key) => median(results[route][side].map((r) => r[key]));
const rows = [
  [
    'route',
    'score base',
    'score head',
    'FCP base',
    'FCP head',
    'LCP base',
    'LCP head',
    'TBT base',
    'TBT head',
    'CLS head',
  ],
];
for (const route of routes) {
  const ms = (side, key) => String(Math.round(mid(route, side, key)));
  rows.push([
    route,
    String(mid(route, 'base', 'score')),
    String(mid(route, 'head', 'score')),
    ms('base', 'fcp'),
    ms('head', 'fcp'),
    ms('base', 'lcp'),
    ms('head', 'lcp'),
    ms('base', 'tbt'),
    ms('head', 'tbt'),
    mid(route, 'head', 'cls').toFixed(3),
  ]);
}
console.log(`\nLighthouse mobile (simulated throttling), median of ${runs}; ms; base ${args.base ?? roots.base}`);
console.log(markdownTable(rows));
const losing = routes
  .map((route) => {
    const sorted = [...results[route].head].sort((a, b) => a.score - b.score);
    const m = sorted[Math.floor(sorted.length / 2)];
    return m.score < 100 ? `- ${route} (${m.score}): ${[...m.losing, ...m.opportunities].join(', ')}` : '';
  })
  .filter(Boolean);
if (losing.length) console.log(`\nWhat costs head points (its median run):\n${losing.join('\n')}`);
