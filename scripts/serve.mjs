// Serves the prerendered site (dist/client) like a static host: clean URLs, 404.html for unknown paths,
// long caching for hashed assets. Run alone (`npm run preview`) or from scripts/start.mjs.
import { createServer } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import sirv from 'sirv';

export function serveSite({
  root = resolve(process.env.SITE_DIR ?? 'dist/client'),
  port = Number(process.env.PORT ?? 3000),
  host = process.env.HOST ?? '127.0.0.1',
} = {}) {
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error(`No prerendered site in ${root}. Run "npm run build" first.`);
  }
  const assets = sirv(root, {
    extensions: ['html'],
    etag: true,
    setHeaders(res, pathname) {
      res.setHeader(
        'Cache-Control',
        pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  const notFoundPage = readFileSync(join(root, '404.html'));
  const server = createServer((req, res) => {
    assets(req, res, () => {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache');
      res.end(notFoundPage);
    });
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
