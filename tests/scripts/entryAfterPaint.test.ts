// @vitest-environment node
// The build asks for a page's code after its first frame (scripts/critical-css.mjs, entryAfterFirstPaint): vike's
// module script becomes a loader that adds the same script once the browser reports a paint, and the full stylesheet
// with it. What a build must never ship: a page that still requests its code or its full stylesheet while the HTML is
// parsed, a loader for the wrong file, or a page that never loads its code (no entry found, or two) or its full
// stylesheet. The browser's side: tests/e2e/layout.spec.ts.
import { describe, expect, it } from 'vitest';
import { entryAfterFirstPaint } from '../../scripts/critical-css.mjs';

const entry = '<script src="/assets/entries/entry-client-routing.Abc123.js" type="module" async></script>';
// What beasties writes for the full stylesheet (preload: 'media-script'): the deferred link, the link for a browser
// without JavaScript, and the script that switches the deferred one on as the HTML is parsed.
const sheet = '/assets/static/pages_global-1.Xyz.css';
const deferredSheet =
  `<link rel="stylesheet" type="text/css" href="${sheet}" media="print" data-beasties-media="all">` +
  `<noscript><link rel="stylesheet" type="text/css" href="${sheet}"></noscript>`;
const switchOn =
  "<script>document.querySelectorAll('link[data-beasties-media]').forEach(function(l){l.media=l.getAttribute('data-beasties-media');l.removeAttribute('data-beasties-media')})</script>";
const page = (...scripts: string[]) =>
  `<html><head>${deferredSheet}</head><body><main><h1>FAQ</h1></main>${switchOn}${scripts.join('')}</body></html>`;

type Added = Record<string, string>;
/** Runs the page's loader as a browser without paint timing would (it loads at once) and returns what it appended. */
const run = (html: string) => {
  const loader = /<script>(\(\(\)=>[^<]+)<\/script>/.exec(html)![1]!;
  const added: Added[] = [];
  const document = {
    visibilityState: 'visible',
    createElement: (tag: string) => ({ tag }),
    head: { append: (el: Added) => added.push(el) },
  };
  new Function('document', 'window', 'setTimeout', loader)(document, {}, () => undefined);
  return added;
};

describe('entryAfterFirstPaint', () => {
  it('replaces the module script with a loader of the same file, waiting for a paint', () => {
    const html = entryAfterFirstPaint(page(entry), '/faq');
    expect(html).not.toContain('type="module" async');
    expect(html).toContain('s.src="/assets/entries/entry-client-routing.Abc123.js"');
    expect(html).toContain("observe({type:'paint',buffered:true})");
    expect(html).toContain('<main><h1>FAQ</h1></main>');
  });

  it('runs in a page: with no paint timing it adds the full stylesheet, then the module script, at once', () => {
    expect(run(entryAfterFirstPaint(page(entry), '/faq'))).toEqual([
      { tag: 'link', rel: 'stylesheet', href: sheet },
      { tag: 'script', type: 'module', src: '/assets/entries/entry-client-routing.Abc123.js' },
    ]);
  });

  // Chromium fetched the manifest and its icon as the first frame was painted, and Lighthouse charged both to the
  // largest paint (docs/performance.md, "Session 30").
  it("moves the manifest's link into the loader: added with the stylesheet, before the module script", () => {
    const manifest = '<link rel="manifest" href="/site.webmanifest">';
    const html = entryAfterFirstPaint(page(entry).replace('<head>', `<head>${manifest}`), '/faq');
    expect(html).not.toContain('rel="manifest"');
    expect(run(html)).toEqual([
      { tag: 'link', rel: 'stylesheet', href: sheet },
      { tag: 'link', rel: 'manifest', href: '/site.webmanifest' },
      { tag: 'script', type: 'module', src: '/assets/entries/entry-client-routing.Abc123.js' },
    ]);
  });

  it('takes the deferred stylesheet and its switch out of the HTML, keeping the link for no JavaScript', () => {
    const html = entryAfterFirstPaint(page(entry), '/faq');
    expect(html).not.toContain('media="print"');
    expect(html).not.toContain('data-beasties-media');
    expect(html.match(/<link rel="stylesheet"/g)).toHaveLength(1);
    expect(html).toContain(`<noscript><link rel="stylesheet" type="text/css" href="${sheet}"></noscript>`);
  });

  it('without a deferred stylesheet the loader adds the module script only', () => {
    const html = entryAfterFirstPaint(`<html><head></head><body><main></main>${entry}</body></html>`, '/faq');
    expect(run(html)).toEqual([
      { tag: 'script', type: 'module', src: '/assets/entries/entry-client-routing.Abc123.js' },
    ]);
  });

  it('refuses a page without its entry script, or with two, naming the route', () => {
    expect(() => entryAfterFirstPaint(page(), '/faq')).toThrow(/\/faq: expected one entry script, found 0/);
    expect(() => entryAfterFirstPaint(page(entry, entry), '/about')).toThrow(/\/about: .* found 2/);
  });
});
