// No page hedges: every prerendered page's text and every alt text, label, title and meta description is free of the
// words that tell a buyer a figure or a picture is not real (issue #32: one "illustrative" costs every other figure).
// It reads the built files (dist/client), so it runs after the build, beside valid-html.spec.ts.
import { readFileSync } from 'node:fs';
import { prerenderedPages } from '../../scripts/site-metrics.mjs';
import { hedgeWords } from '../specCopy';
import { expect, test } from './fixtures';

/** What a visitor or a screen reader can meet: text between tags and the attributes read out or shown. */
function readable(html: string) {
  const page = html.replace(/<script\b(?![^>]*application\/ld\+json)[\s\S]*?<\/script>|<style\b[\s\S]*?<\/style>/g, '');
  const text = page.replace(/<[^>]*>/g, ' ');
  const attributes = [...page.matchAll(/\s(?:alt|aria-label|title|content|placeholder)="([^"]*)"/g)].map((m) => m[1]);
  return [text, ...attributes].map((s) => s!.replace(/\s+/g, ' ').trim());
}

test.describe('no hedge @desktop-only', () => {
  for (const { route, file } of prerenderedPages()) {
    test(`${route} says nothing is illustrative, a sample or estimated`, () => {
      const hedged = readable(readFileSync(file, 'utf8')).flatMap((s) => {
        const at = s.search(hedgeWords);
        return at < 0 ? [] : [s.slice(Math.max(0, at - 60), at + 60)];
      });
      expect(hedged).toEqual([]);
    });
  }
});
