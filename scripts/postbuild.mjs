// After prerendering: sitemap.xml and robots.txt from the pages that were actually built (their canonical URLs),
// critical CSS inlined into every page, vike's module and font preloads replaced by one preload of the body face, then
// the security headers computed from the final HTML.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { loadEnv } from 'vite';
import { inlineCriticalCss, stripPreloads } from './critical-css.mjs';
import { DEFAULT_SUPABASE_URL, writeSecurityHeaders } from './security-headers.mjs';

const root = 'dist/client';

function htmlPages(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlPages(path);
    return entry.name === 'index.html' ? [path] : [];
  });
}

const urls = htmlPages(root)
  .map((file) => {
    const html = readFileSync(file, 'utf8');
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    if (!canonical) throw new Error(`${relative(root, file)} has no canonical URL`);
    return canonical;
  })
  .sort((a, b) => new URL(a).pathname.localeCompare(new URL(b).pathname));

const origin = new URL(urls[0]).origin;
const today = new Date().toISOString().slice(0, 10);
const sitemap = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  ...urls.map((loc) => `  <url><loc>${loc}</loc><lastmod>${today}</lastmod></url>`),
  '</urlset>',
  '',
].join('\n');
writeFileSync(join(root, 'sitemap.xml'), sitemap);
writeFileSync(join(root, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);
console.log(`sitemap.xml: ${urls.length} URLs on ${origin}`);

const inlined = await inlineCriticalCss(root);
console.log(`critical CSS inlined into ${inlined} pages`);
const preloads = stripPreloads(root);
console.log(`module and font preloads removed: ${preloads.removed}; the body face preloaded: ${preloads.bodyFace}`);

// The same variable the site reads (process env first, then .env files), so connect-src names the real backend.
const env = loadEnv('production', process.cwd(), 'VITE_');
const supabaseUrl = env.VITE_SUPABASE_URL || DEFAULT_SUPABASE_URL;
const rules = writeSecurityHeaders({ root, supabaseUrl });
console.log(`_headers and vercel.json: ${rules.length} rules, connect-src ${new URL(supabaseUrl).origin}`);
