// The include step of the client sites (scripts/client-pages.mjs): a marker line becomes its partial at the marker's
// indentation, with the holes the marker fills; anything it cannot resolve stops the render instead of a page drawn
// without its header or with a hole in it.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveIncludes } from '../../scripts/client-pages.mjs';

const dir = mkdtempSync(join(tmpdir(), 'client-pages-'));
writeFileSync(join(dir, 'footer.html'), '<footer>\n  <p>Open daily</p>\n</footer>\n');
writeFileSync(join(dir, 'row.html'), '<div class="{{state}}">\n  <!-- include: time.html -->\n</div>\n');
writeFileSync(join(dir, 'time.html'), '<time>7:15</time>\n');
writeFileSync(join(dir, 'loop.html'), '<!-- include: loop.html -->\n');

describe('the include step', () => {
  it('puts the partial where its marker stands, each line at the marker’s indentation', () => {
    expect(resolveIncludes('<body>\n    <!-- include: footer.html -->\n</body>\n', dir)).toBe(
      '<body>\n    <footer>\n      <p>Open daily</p>\n    </footer>\n</body>\n',
    );
  });

  it('fills the holes from the marker, and resolves a partial the partial includes', () => {
    expect(resolveIncludes('  <!-- include: row.html state="class on" -->', dir)).toBe(
      '  <div class="class on">\n    <time>7:15</time>\n  </div>',
    );
  });

  it('stops on a partial that is not there, a hole left open, a value no hole takes, a loop or a marker it cannot read', () => {
    expect(() => resolveIncludes('<!-- include: header.html -->', dir)).toThrow(/header\.html/);
    expect(() => resolveIncludes('<!-- include: row.html -->', dir)).toThrow(/state/);
    expect(() => resolveIncludes('<!-- include: footer.html day="Tue" -->', dir)).toThrow(/day/);
    expect(() => resolveIncludes('<!-- include: loop.html -->', dir)).toThrow(/itself/);
    expect(() => resolveIncludes('<p><!-- include: footer.html --></p>', dir)).toThrow(/cannot read/);
  });
});
