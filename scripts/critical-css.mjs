// After prerendering: inline each page's critical CSS (the rules its HTML uses) with beasties and load the full
// stylesheet without blocking the first paint: media="print" until one small inline script (the same on every
// page, allowed by its SHA-256 in the CSP, see security-headers.mjs) switches it on; <noscript> keeps a plain link.
import { readFileSync, writeFileSync } from 'node:fs';
import Beasties from 'beasties';
import { prerenderedPages } from './site-metrics.mjs';

export async function inlineCriticalCss(root = 'dist/client') {
  const beasties = new Beasties({
    path: root,
    publicPath: '/',
    // The full sheet is still needed for what only JavaScript renders (splash, dialogs, toasts). 'body' would keep
    // it render-blocking in Chrome; 'media'/'swap' need onload="" handlers, which a hash cannot allow.
    preload: 'media-script',
    // Tailwind's space-* and divide-* utilities are :where(...) selectors, which beasties cannot match against the
    // page; without them paragraphs move when the full sheet arrives (layout shift).
    allowRules: [/:where\(/],
    // The display face and its metric-matched fallback must be defined at the first paint: without them there the
    // headings painted in the system face and moved when the full sheet arrived. Not preloaded: see stripPreloads.
    inlineFonts: true,
    preloadFonts: false,
    pruneSource: false,
    reduceInlineStyles: false,
    mergeStylesheets: true,
    compress: true,
    logLevel: 'warn',
  });
  const pages = prerenderedPages(root);
  for (const { file } of pages) {
    const html = readFileSync(file, 'utf8');
    writeFileSync(file, await beasties.process(html));
  }
  return pages.length;
}

// vike adds <link rel="modulepreload"> for every chunk of the page (~145 KiB gzip) and <link rel="preload" as="font">
// for the display face (41 KB). On a slow phone they take the bandwidth of the first paint (Lighthouse mobile: LCP
// 2.1 s with the module preloads, 1.3-1.5 s without; the font preload cost another 0.6 s); the page is already
// readable from the HTML, so the chunks load after it, through the entry script's own imports (one round trip later),
// and the face when the first layout asks for it (its fallback is metric-matched, pages/global.css).
export function stripPreloads(root = 'dist/client') {
  let removed = 0;
  for (const { file } of prerenderedPages(root)) {
    const html = readFileSync(file, 'utf8');
    const stripped = html.replace(/<link rel="modulepreload"[^>]*>|<link rel="preload"[^>]* as="font"[^>]*>/g, () => {
      removed++;
      return '';
    });
    if (stripped !== html) writeFileSync(file, stripped);
  }
  return removed;
}
