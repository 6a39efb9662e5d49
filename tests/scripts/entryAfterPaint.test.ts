// @vitest-environment node
// The build asks for a page's code after its first frame (scripts/critical-css.mjs, entryAfterFirstPaint): vike's
// module script becomes a loader that adds the same script once the browser reports a paint. What a build must never
// ship: a page that still requests its code while the HTML is parsed, a loader for the wrong file, or a page that
// never loads its code (no entry found, or two), or code that shares the bandwidth of the hero's picture. The browser's
// side: tests/e2e/layout.spec.ts.
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

  /** Runs the page's loader against a stand-in document: its high-priority pictures, paint timing that reports at once,
   * and timers and frames the test runs by hand. What it added, and the hooks to move the page on. */
  function loadPage(pictures: { complete: boolean }[]) {
    const loader = /<script>([^<]+)<\/script>/.exec(entryAfterFirstPaint(page(entry), '/'))![1]!;
    const added: string[] = [];
    const listeners: (() => void)[] = [];
    const later: (() => void)[] = [];
    const images = pictures.map((picture) => ({
      ...picture,
      addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
    }));
    const document = {
      visibilityState: 'visible',
      createElement: () => ({ type: '', src: '' }),
      head: { append: (el: { src: string }) => added.push(el.src) },
      querySelectorAll: (selector: string) => (selector === 'img[fetchpriority=high]' ? images : []),
    };
    class PaintObserver {
      static supportedEntryTypes = ['paint'];
      constructor(private readonly report: () => void) {}
      observe() {
        this.report();
      }
    }
    const window = { PerformanceObserver: PaintObserver };
    const setTimeout = (fn: () => void, ms?: number) => void (ms === undefined && later.push(fn));
    const requestAnimationFrame = (fn: () => void) => void later.push(fn);
    new Function('document', 'window', 'setTimeout', 'requestAnimationFrame', 'PerformanceObserver', loader)(
      document,
      window,
      setTimeout,
      requestAnimationFrame,
      PaintObserver,
    );
    const runLater = () => later.splice(0).forEach((fn) => fn());
    return { added, images, load: () => listeners.forEach((listener) => listener()), runLater };
  }

  it('on a page without a high-priority picture, adds the module script at the first paint', () => {
    const { added } = loadPage([]);
    expect(added).toEqual(['/assets/entries/entry-client-routing.Abc123.js']);
  });

  it('on a page whose hero is a high-priority picture, waits for it to load and for the frame that draws it', () => {
    const { added, images, load, runLater } = loadPage([{ complete: false }]);
    runLater();
    expect(added, 'painted, the picture still loading').toEqual([]);
    images[0]!.complete = true;
    load();
    expect(added, 'loaded, not yet drawn').toEqual([]);
    runLater(); // the frame
    runLater(); // the task after it
    expect(added).toEqual(['/assets/entries/entry-client-routing.Abc123.js']);
  });

  it('refuses a page without its entry script, or with two, naming the route', () => {
    expect(() => entryAfterFirstPaint(page(), '/faq')).toThrow(/\/faq: expected one entry script, found 0/);
    expect(() => entryAfterFirstPaint(page(entry, entry), '/about')).toThrow(/\/about: .* found 2/);
  });
});
