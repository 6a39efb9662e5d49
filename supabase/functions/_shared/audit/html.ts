// A small, forgiving HTML scanner for the audit: start tags with their attributes, <title>, <h1> and JSON-LD.
// Comments, scripts and styles are skipped so text inside them never counts as markup.

export interface Tag {
  name: string;
  attrs: Record<string, string>;
}

export interface ScannedHtml {
  tags: Tag[];
  title: string | null;
  h1Count: number;
  jsonLdBlocks: number;
}

const ATTR = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function decode(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
}

function parseAttrs(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const m of source.matchAll(ATTR)) {
    const name = m[1]!.toLowerCase();
    if (!(name in attrs)) attrs[name] = decode(m[2] ?? m[3] ?? m[4] ?? '');
  }
  return attrs;
}

export function scanHtml(html: string): ScannedHtml {
  const tags: Tag[] = [];
  let title: string | null = null;
  let h1Count = 0;
  let jsonLdBlocks = 0;
  const tag = /<!--[\s\S]*?-->|<([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^>]*?)?)\/?>/g;
  let m: RegExpExecArray | null;
  while ((m = tag.exec(html))) {
    if (!m[1]) continue; // comment
    const name = m[1].toLowerCase();
    const attrs = parseAttrs(m[2] ?? '');
    tags.push({ name, attrs });
    if (name === 'h1') h1Count++;
    if (name === 'title' || name === 'script' || name === 'style' || name === 'textarea') {
      const close = html.toLowerCase().indexOf(`</${name}`, tag.lastIndex);
      const end = close === -1 ? html.length : close;
      const inner = html.slice(tag.lastIndex, end);
      if (name === 'title' && title === null) title = decode(inner).replace(/\s+/g, ' ').trim();
      if (name === 'script' && (attrs.type ?? '').toLowerCase() === 'application/ld+json' && inner.trim()) {
        jsonLdBlocks++;
      }
      tag.lastIndex = end;
    }
  }
  return { tags, title, h1Count, jsonLdBlocks };
}
