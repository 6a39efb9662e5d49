// Crawl the built site from every route: each internal link must resolve to a prerendered page or asset.
import { expect, test } from './fixtures';
import { routes } from '../../content/routes';

test('every internal link on every page resolves @desktop-only', async ({ request }) => {
  const checked = new Map<string, number>();
  const broken: string[] = [];
  for (const route of routes) {
    const html = await (await request.get(route.path)).text();
    const hrefs = [...html.matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
    expect(hrefs.length, `links on ${route.path}`).toBeGreaterThan(5);
    for (const href of hrefs) {
      if (/^(mailto:|tel:|https?:)/.test(href)) continue;
      const url = new URL(href, `http://site${route.path}`);
      const target = url.pathname;
      if (!checked.has(target)) checked.set(target, (await request.get(target)).status());
      if (checked.get(target) !== 200) broken.push(`${route.path} → ${href} (${checked.get(target)})`);
      if (url.hash && url.hash !== '#top' && url.hash !== '#main') {
        const targetHtml = await (await request.get(target)).text();
        if (!targetHtml.includes(`id="${decodeURIComponent(url.hash.slice(1))}"`))
          broken.push(`${route.path} → ${href} (no anchor)`);
      }
    }
  }
  expect(broken).toEqual([]);
  // Every route is reachable from some page.
  for (const route of routes) expect(checked.has(route.path), `nothing links to ${route.path}`).toBe(true);
});
