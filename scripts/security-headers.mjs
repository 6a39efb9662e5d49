// Security and caching headers for static hosting, generated at build from the prerendered pages:
// dist/client/_headers (Netlify, Cloudflare Pages; also read by scripts/serve.mjs) and dist/client/vercel.json.
// Each route gets a CSP allowing exactly the inline scripts its HTML carries (by SHA-256) and, for fetches, only
// this origin and the configured Supabase URL.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { prerenderedPages } from './site-metrics.mjs';

export const HEADERS_FILE = '_headers';
export const DEFAULT_SUPABASE_URL = 'http://127.0.0.1:54321'; // supabase/functions/_shared/contract/local.ts

const commonHeaders = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
};
const immutable = 'public, max-age=31536000, immutable';
const pageContextCaching = 'max-age=0, stale-while-revalidate=300';

// Data blocks (JSON, JSON-LD) never run, so the CSP does not need to know them.
const EXECUTABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript']);

/** SHA-256 sources ('sha256-…') of the inline scripts a page would execute. */
function inlineScriptHashes(html) {
  const hashes = [];
  for (const [, attrs, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(attrs)) continue;
    const type = (/\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1] ?? '').toLowerCase();
    if (!EXECUTABLE_TYPES.has(type)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...new Set(hashes)];
}

/** Inline event handlers cannot be allowed by a hash without 'unsafe-hashes': refuse them at build. */
function assertNoInlineHandlers(html, route) {
  const handler = /<[a-z][^>]*\son[a-z]+\s*=/i.exec(html);
  if (handler)
    throw new Error(`${route}: inline event handler would be blocked by the CSP: ${handler[0].slice(0, 80)}`);
}

function contentSecurityPolicy({ scriptHashes = [], supabaseUrl }) {
  const supabaseOrigin = new URL(supabaseUrl).origin;
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...scriptHashes].join(' ')}`,
    // Tailwind classes only, but React writes style="" attributes into the prerendered HTML.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${supabaseOrigin}`,
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The rules, in order: `[{ path, headers }]`; a path ending in `*` is a prefix. Hosts merge every matching rule. */
function headerRules({ root = 'dist/client', supabaseUrl = DEFAULT_SUPABASE_URL } = {}) {
  const pages = prerenderedPages(root).map(({ route, file }) => {
    const html = readFileSync(file, 'utf8');
    assertNoInlineHandlers(html, route);
    return { route, scriptHashes: inlineScriptHashes(html) };
  });
  const allHashes = [...new Set(pages.flatMap((p) => p.scriptHashes))];
  const siteCsp = contentSecurityPolicy({ scriptHashes: allHashes, supabaseUrl });
  const rules = [
    // Any path, including the 404 page served for unknown ones: the union of every page's hashes. Where a route
    // allows fewer, it gets its own CSP below; a host merges both and a browser enforces both, so the route's wins.
    { path: '/*', headers: { ...commonHeaders, 'Content-Security-Policy': siteCsp } },
    { path: '/assets/*', headers: { 'Cache-Control': immutable } },
  ];
  for (const { route, scriptHashes } of pages) {
    const csp = contentSecurityPolicy({ scriptHashes, supabaseUrl });
    const html = { 'Cache-Control': 'no-cache', ...(csp === siteCsp ? {} : { 'Content-Security-Policy': csp }) };
    if (route === '/404') {
      rules.push({ path: '/404.html', headers: html });
      continue;
    }
    const paths = route === '/' ? ['/', '/index.html'] : [route, `${route}/`, `${route}/index.html`];
    for (const path of paths) rules.push({ path, headers: html });
    // Client-side navigation fetches the page's context next to its HTML. Stale for five minutes at most: the copy
    // prefetched before a click (components/layout/linkPrefetch.ts) answers the click at once and is refreshed
    // behind it; `no-cache` would send the click back to the server (one round trip, 150 ms on a phone).
    const json = route === '/' ? '/index.pageContext.json' : `${route}/index.pageContext.json`;
    if (existsSync(join(root, json))) rules.push({ path: json, headers: { 'Cache-Control': pageContextCaching } });
  }
  return rules;
}

function renderNetlifyHeaders(rules) {
  return (
    '# Generated by scripts/security-headers.mjs at build time; do not edit.\n' +
    rules
      .map(({ path, headers }) => [path, ...Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`)].join('\n'))
      .join('\n') +
    '\n'
  );
}

function renderVercelConfig(rules) {
  const source = (path) => (path.endsWith('*') ? `${path.slice(0, -1)}(.*)` : path);
  return {
    cleanUrls: true,
    headers: rules.map(({ path, headers }) => ({
      source: source(path),
      headers: Object.entries(headers).map(([key, value]) => ({ key, value })),
    })),
  };
}

export function writeSecurityHeaders({ root = 'dist/client', supabaseUrl = DEFAULT_SUPABASE_URL } = {}) {
  const rules = headerRules({ root, supabaseUrl });
  writeFileSync(join(root, HEADERS_FILE), renderNetlifyHeaders(rules));
  writeFileSync(join(root, 'vercel.json'), JSON.stringify(renderVercelConfig(rules), null, 2) + '\n');
  return rules;
}

/** Parses a Netlify-style _headers file back into rules (scripts/serve.mjs). */
export function parseHeadersFile(text) {
  const rules = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ path: line.trim(), headers: {} });
    else if (rules.length) {
      const at = line.indexOf(':');
      rules.at(-1).headers[line.slice(0, at).trim()] = line.slice(at + 1).trim();
    }
  }
  return rules;
}

/** The headers of every rule matching `pathname`, merged like Netlify: a repeated header joins with ', '. */
export function headersFor(rules, pathname) {
  const merged = {};
  for (const { path, headers } of rules) {
    const match = path.endsWith('*') ? pathname.startsWith(path.slice(0, -1)) : pathname === path;
    if (!match) continue;
    for (const [key, value] of Object.entries(headers)) merged[key] = merged[key] ? `${merged[key]}, ${value}` : value;
  }
  return merged;
}
