// `npm run bench:main-thread -- --base=<git rev>`: the main-thread work of loading each route, this working tree
// against another revision, side by side. Builds both (the other one in a temporary `git worktree` under the OS temp
// directory, with this checkout's node_modules linked in), serves both (scripts/serve.mjs), then loads every route
// in headless Chromium at 4× CPU throttling with a fresh profile each time, alternating base and head, and reads
// each load's Chromium trace: script evaluation and compilation on the page's main thread, and its long tasks
// (over 50 ms). Prints per route the medians of both and the ratio head/base, with the LCP of the same loads.
//
// Options: --base=<rev> (required), --runs=5, --routes=/,/contact,…, --port=4480 (base; head on port+1),
// --skip-head-build (measure the existing dist/client as head).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROME_FLAGS, findChromium } from './browser.mjs';
import { serveSite } from './serve.mjs';

const DEFAULT_ROUTES = [
  '/',
  '/services/website-design',
  '/contact',
  '/get-started',
  '/resources/ai-reshaping-business',
  '/404',
];
const CPU_THROTTLE = 4;
const LONG_TASK_MS = 50;
// The trace events that are JavaScript on the main thread: evaluation (Lighthouse's "Script Evaluation") and
// compilation ("Script Parsing & Compilation"). Nested ones are counted once (their time is a union).
const SCRIPT_EVENTS = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
  'v8.callFunction',
  'TimerFire',
  'EventDispatch',
  'FireAnimationFrame',
  'FireIdleCallback',
  'RunMicrotasks',
  'V8.Execute',
  'v8.compile',
  'v8.compileModule',
  'V8.CompileCode',
  'v8.produceModuleCache',
  'v8.produceCache',
]);
const TRACE_CATEGORIES = [
  '-*',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'toplevel',
  'loading',
  'blink.user_timing',
  '__metadata',
];

function options(argv) {
  const args = Object.fromEntries(
    argv.map((arg) => {
      const [key, ...value] = arg.replace(/^--/, '').split('=');
      return [key, value.length ? value.join('=') : true];
    }),
  );
  if (typeof args.base !== 'string') {
    console.error(
      'usage: npm run bench:main-thread -- --base=<git rev> [--runs=5] [--routes=/,/contact] [--port=4480]',
    );
    process.exit(2);
  }
  return {
    base: args.base,
    runs: Math.max(1, Number(args.runs ?? 5)),
    routes: typeof args.routes === 'string' ? args.routes.split(',') : DEFAULT_ROUTES,
    port: Number(args.port ?? process.env.BENCH_PORT ?? 4480),
    skipHeadBuild: args['skip-head-build'] === true,
  };
}

export const run = (cmd, args, cwd) => execFileSync(cmd, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'] });

/** Builds `rev` in a temporary worktree; returns its dist/client and a cleanup. */
export function buildRevision(rev) {
  const dir = mkdtempSync(join(tmpdir(), 'lumivox-bench-'));
  run('git', ['worktree', 'add', '--detach', dir, rev]);
  const cleanup = () => {
    try {
      execFileSync('git', ['worktree', 'remove', '--force', dir], { stdio: 'ignore' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  try {
    symlinkSync(resolve('node_modules'), join(dir, 'node_modules'), 'dir');
    console.log(`building ${rev} in ${dir}…`);
    run('npm', ['run', 'build', '--silent'], dir);
  } catch (error) {
    cleanup();
    throw error;
  }
  return { root: join(dir, 'dist', 'client'), cleanup };
}

/** The union length of [start, end] intervals (microseconds in, milliseconds out). */
function unionMs(intervals) {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0]);
  let total = 0;
  let [start, end] = [-Infinity, -Infinity];
  for (const [s, e] of sorted) {
    if (s > end) {
      if (end > start) total += end - start;
      [start, end] = [s, e];
    } else end = Math.max(end, e);
  }
  if (end > start) total += end - start;
  return total / 1000;
}

/** Script and long-task milliseconds on the main thread of the page's renderer, from a Chromium trace. */
function mainThreadWork(trace) {
  const events = trace.traceEvents ?? trace;
  // The page's renderer: the navigation may swap processes (about:blank's stays idle), so the busiest main thread.
  const busy = (thread) =>
    events
      .filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.name === 'RunTask')
      .reduce((sum, e) => sum + (e.dur ?? 0), 0);
  const main = events
    .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    .map((thread) => ({ ...thread, busy: busy(thread) }))
    .sort((a, b) => b.busy - a.busy)[0];
  if (!main) throw new Error('no renderer main thread in the trace');
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const script = unionMs(onMain.filter((e) => SCRIPT_EVENTS.has(e.name)).map((e) => [e.ts, e.ts + (e.dur ?? 0)]));
  const tasks = onMain.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) / 1000 > LONG_TASK_MS);
  const longTasks = tasks.reduce((sum, e) => sum + e.dur / 1000, 0);
  return { script, longTasks, longTaskCount: tasks.length };
}

async function measure(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  await page.goto(url, { waitUntil: 'load' });
  // Hydration and the modules it loads run after the load event: wait until the network has been quiet for 500 ms.
  await page.waitForLoadState('networkidle');
  const lcp = await page.evaluate(
    () =>
      new Promise((done) => {
        new PerformanceObserver((list) => done(list.getEntries().at(-1)?.startTime ?? NaN)).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        });
        setTimeout(() => done(NaN), 1000);
      }),
  );
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
  await context.close();
  return { ...mainThreadWork(trace), lcp };
}

export const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export const fmt = (n) => (Number.isFinite(n) ? String(Math.round(n)) : '-');
export const ratio = (head, base) => (base > 0 ? (head / base).toFixed(2) : '-');

/** The median, with the range of the runs: how far apart identical measurements fell. */
export function medianRange(values) {
  const v = values.filter(Number.isFinite);
  return v.length ? `${fmt(median(v))} (${fmt(Math.min(...v))}–${fmt(Math.max(...v))})` : '-';
}

/** A Markdown table: a header row, right-aligned columns after the first. */
export function markdownTable(rows) {
  const [head, ...body] = rows;
  return [
    `| ${head.join(' | ')} |`,
    `|${head.map((_, i) => (i ? '---:' : '---')).join('|')}|`,
    ...body.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

/** Builds the working tree (unless `skipHeadBuild`) and `base`, serves both (base on `port`, head on `port + 1`) and
 * calls `measure({ sites: { base, head }, browser })` with their origins and a Chromium; cleans up after. */
export async function sideBySide({ base: rev, port, skipHeadBuild }, measure) {
  const chromePath = await findChromium();
  if (!chromePath) throw new Error('no Chromium found (set CHROME_PATH)');
  if (!skipHeadBuild) {
    console.log('building the working tree (head)…');
    run('npm', ['run', 'build', '--silent']);
  }
  const headRoot = resolve('dist/client');
  if (!existsSync(join(headRoot, 'index.html'))) throw new Error('no dist/client: build first');
  const base = buildRevision(rev);
  const servers = [];
  let browser;
  try {
    servers.push(await serveSite({ root: base.root, port }));
    servers.push(await serveSite({ root: headRoot, port: port + 1 }));
    const sites = { base: `http://127.0.0.1:${port}`, head: `http://127.0.0.1:${port + 1}` };
    browser = await chromium.launch({ executablePath: chromePath, args: CHROME_FLAGS });
    await measure({ sites, browser });
  } finally {
    await browser?.close();
    for (const server of servers) server.close();
    base.cleanup();
  }
}

async function main() {
  const opts = options(process.argv.slice(2));
  await sideBySide(opts, async ({ sites, browser }) => {
    const results = Object.fromEntries(opts.routes.map((r) => [r, { base: [], head: [] }]));
    for (let i = 0; i < opts.runs; i++) {
      for (const route of opts.routes) {
        // Alternating which goes first, so neither always meets a warmer machine.
        const order = i % 2 === 0 ? ['base', 'head'] : ['head', 'base'];
        for (const side of order) {
          const path = route === '/404' ? '/this-page-does-not-exist' : route;
          results[route][side].push(await measure(browser, sites[side] + path));
        }
      }
      console.log(`run ${i + 1}/${opts.runs} done`);
    }
    const values = (route, side, key) => results[route][side].map((r) => r[key]).filter(Number.isFinite);
    const spread = (route, side, key) => medianRange(values(route, side, key));
    const head = ['route', 'script base', 'script head', 'ratio', 'long tasks base', 'long tasks head', 'ratio'];
    const rows = [[...head, 'LCP base', 'LCP head']];
    for (const route of opts.routes) {
      const m = (side, key) => median(values(route, side, key));
      rows.push([
        route,
        spread(route, 'base', 'script'),
        spread(route, 'head', 'script'),
        ratio(m('head', 'script'), m('base', 'script')),
        spread(route, 'base', 'longTasks'),
        spread(route, 'head', 'longTasks'),
        ratio(m('head', 'longTasks'), m('base', 'longTasks')),
        fmt(m('base', 'lcp')),
        fmt(m('head', 'lcp')),
      ]);
    }
    console.log(
      `\nMain-thread work on load, ms: median (min–max) of ${opts.runs} runs, ${CPU_THROTTLE}× CPU throttle; base ${opts.base}, head = working tree`,
    );
    console.log(markdownTable(rows));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
