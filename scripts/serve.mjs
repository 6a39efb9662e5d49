// Serves the prerendered site (dist/client) like a static host: clean URLs, 404.html for unknown paths.
import { createServer } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sirv from 'sirv';

const root = resolve(process.env.SITE_DIR ?? 'dist/client');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

if (!existsSync(join(root, 'index.html'))) {
  console.error(`No prerendered site in ${root}. Run "npm run build" first.`);
  process.exit(1);
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

export const server = createServer((req, res) => {
  assets(req, res, () => {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.end(notFoundPage);
  });
});

server.listen(port, host, () => {
  console.log(`Lumivox site: http://${host === '127.0.0.1' ? 'localhost' : host}:${port}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
