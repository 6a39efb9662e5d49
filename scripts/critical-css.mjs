// After prerendering: inline each page's critical CSS (the rules its HTML uses) with beasties and load the full
// stylesheet without blocking the first paint: beasties writes it as media="print" with a script that switches it on;
// entryAfterFirstPaint (below) takes both out and adds the sheet after the first paint, with the page's code; the
// <noscript> link beasties leaves loads it without JavaScript.
import { readFileSync, writeFileSync } from 'node:fs';
import Beasties from 'beasties';
import { fonts } from '../content/brand.ts';
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
    // An article's body is styled from its wrapper (`[&_h2]:heading-section` and the like: `.\[\&_h2\]\:… h2`),
    // selectors beasties drops as unmatched; without them an article's headings and lists are set in the body size
    // until the full sheet arrives after the first paint, and the page grows by 380 px when it does (a phone).
    allowRules: [/:where\(/, /\\\[\\&_/],
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
// for the display face (41 KB then; 28 KB since scripts/display-face.mjs). On a slow phone they take the bandwidth of
// the first paint (Lighthouse mobile: LCP 2.1 s with the module preloads, 1.3-1.5 s without; the display face's
// preload cost another 0.6 s); the page is already readable from the HTML, so the chunks load after it, through the
// entry script's own imports (one round trip later), and the display face when the first layout asks for it (it swaps
// in over a metric-matched fallback).
//
// One font is preloaded instead: the body face (Figtree cut to the copy's characters, one variable file for every
// weight: 14 KB). It is `font-display: optional`, so it is drawn only if it is there for the first paint; found by the
// first layout, it came too late on 10 of 12 cold loads (docs/performance.md). Preloaded from the top of the head, it
// is fetched while the HTML arrives, and Chromium holds the first paint for a preloaded font (at most 100 ms past
// everything else the paint waits for). Returns the counts and the preloaded URL.
export function stripPreloads(root = 'dist/client') {
  let removed = 0;
  let bodyFace = '';
  for (const { file, route } of prerenderedPages(root)) {
    const html = readFileSync(file, 'utf8');
    const stripped = html.replace(/<link rel="modulepreload"[^>]*>|<link rel="preload"[^>]* as="font"[^>]*>/g, () => {
      removed++;
      return '';
    });
    const face = bodyFaceUrl(stripped);
    if (!face) throw new Error(`${route}: no @font-face for ${fonts.sans[0]} in its critical CSS`);
    bodyFace = face;
    const preload = `<link rel="preload" href="${face}" as="font" type="font/woff2" crossorigin>`;
    writeFileSync(file, entryAfterFirstPaint(stripped, route).replace('<head>', `<head>${preload}`));
  }
  return { removed, bodyFace };
}

// The page's code is requested once the first frame is painted, not while the HTML is parsed. The first frame waits
// for the hero and the body face (above, and components/layout/HeroEnd.tsx); vike's `<script type="module" async>` at
// the end of the body asked for the entry and its static imports during that wait, so on a slow phone they shared its
// bandwidth, and Lighthouse's simulation, which charges every request begun before a paint to that paint, put FCP and
// LCP 400–550 ms later (docs/performance.md, "The page's code after the first frame"). The page is readable from the
// HTML; hydration starts one frame later. A small inline script (allowed by its hash in the CSP, security-headers.mjs)
// adds the same module script when the browser reports the first paint (`buffered`: also if it came before this
// line was parsed), at once in a tab that is not visible (it paints nothing) or without paint timing, and after 3 s
// whatever happens. Without JavaScript nothing changes: the page never loaded code then either.
//
// The full stylesheet comes with it, for the same reason: beasties' `<link media="print">` (switched on by a script of
// its own as the HTML is parsed) asked for it during the first frame's wait, and Lighthouse's simulation charged its
// 14 KB to the largest paint (docs/performance.md, "The full stylesheet after the first frame"). The page's critical
// CSS is inline; the full sheet holds what only JavaScript draws (the menu open, dialogs, toasts) and the states a
// visitor brings about (hover, focus), none of which exists before the code has loaded. Without JavaScript the
// <noscript> link beasties leaves loads it as before.
//
// The web app manifest too (its name, colours and icon for a home-screen shortcut): nothing the first frame draws
// needs it, but Chromium fetched it, and the icon it names, as the first frame was painted, and Lighthouse's
// simulation, which charges every request that ended before the largest paint to that paint, put LCP 150–300 ms later
// on /faq (docs/performance.md, "Session 30"). The loader adds its link with the stylesheet's.
export const ENTRY_AFTER_PAINT_MS = 3000;
const linkLoader = (rel, href) =>
  href
    ? `{const l=document.createElement('link');l.rel='${rel}';l.href=${JSON.stringify(href)};document.head.append(l)}`
    : '';
const entryLoader = (src, sheet, manifest) =>
  `<script>(()=>{let d=0;const go=()=>{if(d++)return;${linkLoader('stylesheet', sheet)}${linkLoader('manifest', manifest)}const s=document.createElement('script');s.type='module';s.src=${JSON.stringify(src)};document.head.append(s)};` +
  `if(document.visibilityState!=='visible'||!window.PerformanceObserver?.supportedEntryTypes?.includes('paint'))return go();` +
  `new PerformanceObserver(go).observe({type:'paint',buffered:true});setTimeout(go,${ENTRY_AFTER_PAINT_MS})})()</script>`;

/** The page's HTML with vike's entry script replaced by the loader above, and beasties' deferred stylesheet (its
 * `media="print"` link and the script that switches it on) and the manifest's link moved into that loader. */
export function entryAfterFirstPaint(html, route = '') {
  let found = 0;
  let sheet = '';
  let manifest = '';
  const out = html
    .replace(/<link rel="stylesheet"[^>]* href="([^"]+)" media="print" data-beasties-media="all">/g, (_, href) => {
      if (sheet) throw new Error(`${route}: more than one deferred stylesheet`);
      sheet = href;
      return '';
    })
    .replace(/<link rel="manifest" href="([^"]+)">/g, (_, href) => {
      if (manifest) throw new Error(`${route}: more than one manifest`);
      manifest = href;
      return '';
    })
    .replace(/<script>document\.querySelectorAll\('link\[data-beasties-media\]'\)[^<]*<\/script>/, '')
    .replace(/<script src="([^"]+)" type="module" async><\/script>/g, (_, src) => {
      found++;
      return entryLoader(src, sheet, manifest);
    });
  if (found !== 1) throw new Error(`${route}: expected one entry script, found ${found}`);
  return out;
}

/** The URL of the body face's file a page draws its copy from, from the @font-face rules beasties inlined into its
 * critical CSS: of the family's rules, the last (the one tried first, the cut to the copy's characters;
 * pages/global.css). */
function bodyFaceUrl(html) {
  const family = fonts.sans[0];
  let url;
  for (const [rule] of html.matchAll(/@font-face\{[^}]*\}/g)) {
    if (!rule.includes(`font-family:${family};`) && !rule.includes(`font-family:"${family}";`)) continue;
    url = /url\(([^)]+\.woff2)\)/.exec(rule)?.[1] ?? url;
  }
  return url;
}
