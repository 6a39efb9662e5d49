// Serves the prerendered site (dist/client) like a static host: clean URLs, 404.html for unknown paths, and the
// headers the build generated for hosts (dist/client/_headers: CSP, HSTS, caching…), applied the way Netlify does.
// Run alone (`npm run preview`) or from scripts/start.mjs.
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import sirv from 'sirv';
import { HEADERS_FILE, headersFor, parseHeadersFile } from './security-headers.mjs';

// Host configuration, not content: static hosts do not serve these files.
const HIDDEN = new Set([`/${HEADERS_FILE}`, '/vercel.json']);

// Static hosts compress text; so does this server (gzip, kept in memory), or measurements would be off.
const COMPRESSIBLE = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
};

function compressedFile(root, pathname, cache) {
  const candidates = pathname.endsWith('/')
    ? [`${pathname}index.html`]
    : [pathname, `${pathname}.html`, `${pathname}/index.html`];
  for (const candidate of candidates) {
    const file = join(root, candidate);
    if (!file.startsWith(root + sep) || !COMPRESSIBLE[extname(file)]) continue;
    let stat;
    try {
      stat = statSync(file);
    } catch {
      continue;
    }
    if (!stat.isFile()) continue;
    const key = `${file}:${stat.mtimeMs}`;
    if (!cache.has(key)) cache.set(key, gzipSync(readFileSync(file), { level: 9 }));
    return { body: cache.get(key), type: COMPRESSIBLE[extname(file)] };
  }
  return undefined;
}

export function serveSite({
  root = resolve(process.env.SITE_DIR ?? 'dist/client'),
  port = Number(process.env.PORT ?? 3000),
  host = process.env.HOST ?? '127.0.0.1',
} = {}) {
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error(`No prerendered site in ${root}. Run "npm run build" first.`);
  }
  const headersFile = join(root, HEADERS_FILE);
  // A build from before the headers existed still serves, with the caching rules alone.
  const rules = existsSync(headersFile)
    ? parseHeadersFile(readFileSync(headersFile, 'utf8'))
    : [
        { path: '/*', headers: { 'Cache-Control': 'no-cache' } },
        { path: '/assets/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
      ];
  if (!existsSync(headersFile)) console.warn(`No ${HEADERS_FILE} in ${root}: serving without security headers.`);
  const applyHeaders = (res, pathname) => {
    for (const [name, value] of Object.entries(headersFor(rules, pathname))) res.setHeader(name, value);
  };
  const assets = sirv(root, { extensions: ['html'], etag: true });
  const gzipCache = new Map();
  const notFoundPage = readFileSync(join(root, '404.html'));
  const server = createServer((req, res) => {
    const rawPath = new URL(req.url ?? '/', 'http://localhost').pathname;
    let pathname = rawPath;
    try {
      pathname = decodeURIComponent(rawPath);
    } catch {
      // A malformed escape: match the rules on the raw path, sirv answers 404.
    }
    const notFound = () => {
      res.statusCode = 404;
      applyHeaders(res, pathname);
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache');
      res.end(notFoundPage);
    };
    if (HIDDEN.has(pathname)) return notFound();
    applyHeaders(res, pathname);
    const gzip =
      /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) && compressedFile(root, pathname, gzipCache);
    if (gzip) {
      res.writeHead(200, {
        'Content-Type': gzip.type,
        'Content-Encoding': 'gzip',
        'Content-Length': gzip.body.length,
        Vary: 'Accept-Encoding',
      });
      return res.end(req.method === 'HEAD' ? undefined : gzip.body);
    }
    assets(req, res, notFound);
  });
  return new Promise((resolveServer, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      console.log(`Lumivox site: http://${host === '127.0.0.1' ? 'localhost' : host}:${port}`);
      resolveServer(server);
    });
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const server = await serveSite();
    for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
