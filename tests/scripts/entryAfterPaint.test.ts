// @vitest-environment node
// The build asks for a page's code after its first frame (scripts/critical-css.mjs, entryAfterFirstPaint): vike's
// module script becomes a loader that adds the same script once the browser reports a paint. What a build must never
// ship: a page that still requests its code while the HTML is parsed, a loader for the wrong file, or a page that
// never loads its code (no entry found, or two). The browser's side: tests/e2e/layout.spec.ts.
import { describe, expect, it } from 'vitest';
import { entryAfterFirstPaint } from '../../scripts/critical-css.mjs';

const entry = '<script src="/assets/entries/entry-client-routing.Abc123.js" type="module" async></script>';
const page = (...scripts: string[]) =>
  `<html><head></head><body><main><h1>FAQ</h1></main>${scripts.join('')}</body></html>`;

describe('entryAfterFirstPaint', () => {
  it('replaces the module script with a loader of the same file, waiting for a paint', () => {
    const html = entryAfterFirstPaint(page(entry), '/faq');
    expect(html).not.toContain('type="module" async');
    expect(html).toContain('s.src="/assets/entries/entry-client-routing.Abc123.js"');
    expect(html).toContain("observe({type:'paint',buffered:true})");
    expect(html).toContain('<main><h1>FAQ</h1></main>');
  });

  it('runs in a page: with no paint timing it adds the module script at once', () => {
    const html = entryAfterFirstPaint(page(entry), '/faq');
    const loader = /<script>([^<]+)<\/script>/.exec(html)![1]!;
    const added: { type: string; src: string }[] = [];
    const document = {
      visibilityState: 'visible',
      createElement: () => ({ type: '', src: '' }),
      head: { append: (el: { type: string; src: string }) => added.push(el) },
    };
    new Function('document', 'window', 'setTimeout', loader)(document, {}, () => undefined);
    expect(added).toEqual([{ type: 'module', src: '/assets/entries/entry-client-routing.Abc123.js' }]);
  });

  it('refuses a page without its entry script, or with two, naming the route', () => {
    expect(() => entryAfterFirstPaint(page(), '/faq')).toThrow(/\/faq: expected one entry script, found 0/);
    expect(() => entryAfterFirstPaint(page(entry, entry), '/about')).toThrow(/\/about: .* found 2/);
  });
});
