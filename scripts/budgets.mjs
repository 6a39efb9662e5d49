// `npm run budgets` (a step of npm test, after the build): per-route byte budgets from budgets.json, checked on the
// built files in dist/. Prints the table; exits 1 when a route is over budget or loads code it does not use.
import { readFileSync } from 'node:fs';
import { featuresLoaded, firstLoadBudgetKiB } from './budget-rule.mjs';
import { kib, siteMetrics } from './site-metrics.mjs';

const budgets = JSON.parse(readFileSync(new URL('../budgets.json', import.meta.url), 'utf8'));
const root = process.env.SITE_DIR ?? 'dist/client';
const { routes, totalCssGzip, hasBundleMap } = siteMetrics(root);
if (!hasBundleMap) {
  console.error('dist/bundle-map.json is missing: build with `npm run build` (vite.config.ts writes it).');
  process.exit(1);
}

const limit = (k) => budgets[k] * 1024;
const failures = [];
const rows = routes.map((r) => {
  const loaded = featuresLoaded(r.modules, budgets.features);
  const budget = firstLoadBudgetKiB(r.route, budgets);
  for (const name of loaded) {
    if (!budgets.features[name].routes.includes(r.route))
      failures.push(
        `${r.route}: loads ${name} code up front, but only ${budgets.features[name].routes.join(', ') || 'no page'} may`,
      );
  }
  // The page's own client entry is imported by the router, not named in the HTML: without it the sum would be short.
  if (!r.pageEntry) failures.push(`${r.route}: no client entry found for its pageId in dist/bundle-map.json`);
  if (r.firstLoadJsGzip > budget * 1024)
    failures.push(`${r.route}: first-load JS ${kib(r.firstLoadJsGzip)} KiB > ${budget} KiB`);
  if (r.criticalHtmlGzip > limit('criticalHtmlKiB'))
    failures.push(
      `${r.route}: HTML to the end of the critical CSS ${kib(r.criticalHtmlGzip)} KiB > ${budgets.criticalHtmlKiB} KiB`,
    );
  return { ...r, loaded, budget };
});
if (totalCssGzip > limit('totalCssKiB'))
  failures.push(`total CSS ${kib(totalCssGzip)} KiB > ${budgets.totalCssKiB} KiB`);

const header = [
  'route',
  'first-load JS',
  'its budget',
  'HTML',
  'HTML to critical CSS end',
  'CSS (page)',
  'up-front features',
];
const table = [
  header,
  ['(budget)', '', '', '', `≤ ${budgets.criticalHtmlKiB}`, `total ≤ ${budgets.totalCssKiB}`, ''],
  ...rows
    .sort((a, b) => b.firstLoadJsGzip - a.firstLoadJsGzip)
    .map((r) => [
      r.route,
      kib(r.firstLoadJsGzip),
      `≤ ${r.budget}`,
      kib(r.htmlGzip),
      kib(r.criticalHtmlGzip),
      kib(r.cssGzip),
      r.loaded.join(', ') || '-',
    ]),
];
const widths = header.map((_, i) => Math.max(...table.map((row) => row[i].length)));
console.log('Byte budgets (KiB, gzip -9)');
for (const row of table)
  console.log(row.map((cell, i) => (i === 0 ? cell.padEnd : cell.padStart).call(cell, widths[i])).join('  '));
console.log(`total CSS: ${kib(totalCssGzip)} KiB (budget ${budgets.totalCssKiB})`);

if (failures.length) {
  console.error(`\n✗ ${failures.length} budget failure(s):\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('✓ every route within budget');
