// Byte metrics of the built site, per prerendered route, read from dist/ only (deterministic, no browser):
// HTML, HTML up to the end of the critical CSS, first-load JavaScript (what the HTML loads or modulepreloads, the
// client entry of the page it hydrates, with the static imports of all those files) and CSS, all gzip level 9. Used by scripts/budgets.mjs and scripts/bench.mjs.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const gzipSize = (data) => gzipSync(data, { level: 9 }).length;

/** Every prerendered page: `{ route, file }`, '/' first, then alphabetical; the 404 page last. */
export function prerenderedPages(root = 'dist/client') {
  const walk = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'assets' ? [] : walk(path);
      return entry.name === 'index.html' ? [path] : [];
    });
  const pages = walk(root)
    .map((file) => {
      const dir = relative(root, file).replace(/\/?index\.html$/, '');
      return { route: `/${dir}`, file };
    })
    .sort((a, b) => (a.route === '/' ? -1 : b.route === '/' ? 1 : a.route.localeCompare(b.route)));
  if (existsSync(join(root, '404.html'))) pages.push({ route: '/404', file: join(root, '404.html') });
  return pages;
}

const attr = (tag, name) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** Local URLs of the scripts, module preloads and stylesheets an HTML page references. */
function referencedAssets(html) {
  const scripts = [];
  const styles = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    if (tag.startsWith('<script')) {
      const src = attr(tag, 'src');
      if (src) scripts.push(src);
    } else {
      const rel = attr(tag, 'rel');
      const href = attr(tag, 'href');
      if (!href) continue;
      if (rel === 'modulepreload' || (rel === 'preload' && attr(tag, 'as') === 'script')) scripts.push(href);
      if (rel === 'stylesheet' || (rel === 'preload' && attr(tag, 'as') === 'style')) styles.push(href);
    }
  }
  // The entry script the page adds after its first paint (scripts/critical-css.mjs, entryAfterFirstPaint).
  for (const [, src] of html.matchAll(/\.src=("[^"]+")/g)) scripts.push(JSON.parse(src));
  const local = (url) => url.startsWith('/') && !url.startsWith('//');
  return { scripts: [...new Set(scripts.filter(local))], styles: [...new Set(styles.filter(local))] };
}

/** The HTML up to the end of its critical CSS: the last inline <style> of the head, else the whole head. */
function criticalPrefix(html) {
  const headEnd = html.indexOf('</head>');
  const head = headEnd === -1 ? html : html.slice(0, headEnd);
  const styleEnd = head.lastIndexOf('</style>');
  return styleEnd === -1 ? head + '</head>' : html.slice(0, styleEnd + '</style>'.length);
}

function loadBundleMap(root) {
  const file = join(root, '..', 'bundle-map.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

export function siteMetrics(root = 'dist/client') {
  const map = loadBundleMap(root);
  const sizeCache = new Map();
  const gz = (url) => {
    if (!sizeCache.has(url)) sizeCache.set(url, gzipSize(readFileSync(join(root, url))));
    return sizeCache.get(url);
  };
  // Static imports of a chunk, followed transitively: the browser needs them before the entry runs.
  const withStaticImports = (urls) => {
    const seen = new Set();
    const visit = (url) => {
      if (seen.has(url)) return;
      seen.add(url);
      const chunk = map?.chunks[url.replace(/^\//, '')];
      for (const dep of chunk?.imports ?? []) visit(`/${dep}`);
    };
    urls.forEach(visit);
    return [...seen];
  };

  // The HTML names its page (vike's pageId); the client router imports that page's entry to hydrate it.
  const pageEntry = (html) => {
    const json = /<script id="vike_pageContext" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1];
    const pageId = json ? JSON.parse(json).pageId : undefined;
    const file = Object.entries(map?.chunks ?? {}).find(([, chunk]) => chunk.pageId === pageId)?.[0];
    return file ? [`/${file}`] : [];
  };

  const routes = prerenderedPages(root).map(({ route, file }) => {
    const html = readFileSync(file, 'utf8');
    const { scripts, styles } = referencedAssets(html);
    const entry = pageEntry(html);
    const js = withStaticImports([...scripts, ...entry]);
    const modules = map ? js.flatMap((url) => map.chunks[url.replace(/^\//, '')]?.modules ?? []) : [];
    const inlineCss = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
    return {
      route,
      htmlBytes: Buffer.byteLength(html),
      htmlGzip: gzipSize(html),
      criticalHtmlGzip: gzipSize(criticalPrefix(html)),
      firstLoadJsGzip: js.reduce((sum, url) => sum + gz(url), 0),
      jsFiles: js,
      pageEntry: entry[0],
      cssGzip: styles.reduce((sum, url) => sum + gz(url), 0) + (inlineCss ? gzipSize(inlineCss) : 0),
      inlineCssGzip: inlineCss ? gzipSize(inlineCss) : 0,
      modules,
    };
  });
  const cssFiles = readdirSync(join(root, 'assets'), { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.css'));
  const totalCssGzip = cssFiles.reduce((sum, f) => sum + gzipSize(readFileSync(join(root, 'assets', f))), 0);
  return { routes, totalCssGzip, cssFiles, hasBundleMap: Boolean(map) };
}

export const kib = (bytes) => (bytes / 1024).toFixed(1);
