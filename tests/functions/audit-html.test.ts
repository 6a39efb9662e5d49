// The audit's HTML scanner (what the checks read from a page): start tags and their attributes in every spelling
// HTML allows, the first <title>, the H1 count and the JSON-LD blocks; text inside comments, scripts, styles and
// text areas never counts as markup. Expected values typed out here; pure.
import { describe, expect, it } from 'vitest';
import { scanHtml } from '../../supabase/functions/_shared/audit/html.ts';

describe('scanHtml', () => {
  it('reads double-quoted, single-quoted, unquoted and bare attributes, names lowercased, the first of a name kept', () => {
    const { tags } = scanHtml(
      `<META Name="description" CONTENT='Fresh &quot;bread&quot; &amp; cakes' data-x=plain async data-x="second">`,
    );
    expect(tags).toEqual([
      {
        name: 'meta',
        attrs: { name: 'description', content: 'Fresh "bread" & cakes', 'data-x': 'plain', async: '' },
      },
    ]);
  });

  it('decodes the named and numeric entities it knows, &amp; last', () => {
    const { tags } = scanHtml(`<img alt="&lt;b&gt; it&#39;s &apos;ok&apos;&nbsp;&amp;lt;">`);
    expect(tags[0]!.attrs.alt).toBe("<b> it's 'ok' &lt;");
  });

  it('reads spaces around = and a self-closing slash', () => {
    expect(scanHtml('<link rel = "canonical"  href =/home />').tags).toEqual([
      { name: 'link', attrs: { rel: 'canonical', href: '/home' } },
    ]);
  });

  it('takes the first title, its entities decoded and its whitespace collapsed', () => {
    const page = scanHtml('<title>\n  Harbour   Bakery &amp;\tCafé \n</title><title>Second</title>');
    expect(page.title).toBe('Harbour Bakery & Café');
  });

  it('has no title when there is none, and an empty one when it is empty', () => {
    expect(scanHtml('<html></html>').title).toBeNull();
    expect(scanHtml('<TITLE></TITLE>').title).toBe('');
  });

  it('reads a title that is never closed up to the end', () => {
    expect(scanHtml('<title>Open to the end').title).toBe('Open to the end');
  });

  it('counts H1s in any case, none inside comments, scripts, styles or text areas', () => {
    const page = scanHtml(
      '<h1>A</h1><H1 class="x">B</H1><!-- <h1>C</h1> --><script>"<h1>"</script><style>/*<h1>*/</style>' +
        '<textarea><h1>D</h1></textarea><h2>E</h2>',
    );
    expect(page.h1Count).toBe(2);
    expect(page.tags.map((t) => t.name)).toEqual(['h1', 'h1', 'script', 'style', 'textarea', 'h2']);
  });

  it('counts JSON-LD blocks that hold something, whatever the case of their type', () => {
    const page = scanHtml(
      '<script type="application/ld+json">{"@type":"Bakery"}</script>' +
        '<script type="Application/LD+JSON">{}</script>' +
        '<script type="application/ld+json">  \n </script>' +
        '<script type="text/javascript">{"@type":"x"}</script><script>{}</script>' +
        '<style type="application/ld+json">{}</style><textarea type="application/ld+json">{}</textarea>',
    );
    expect(page.jsonLdBlocks).toBe(2);
  });

  it('skips a script’s text up to its closing tag in any case, then reads on', () => {
    const page = scanHtml('<script>if (a < b) { document.write("<title>x</title>") }</SCRIPT><title>Real</title>');
    expect(page.title).toBe('Real');
  });

  it('ignores what is not a start tag', () => {
    expect(scanHtml('</div><1bad><!doctype html>< p>text</p>').tags).toEqual([]);
  });
});
