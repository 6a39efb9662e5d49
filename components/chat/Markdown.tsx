// A small, safe Markdown subset for assistant replies: paragraphs, bullet and numbered lists, **bold**,
// `code` and [links](url). Text is never parsed as HTML; links are limited to http(s), mailto, tel and site paths.
import type { ReactNode } from 'react';

const SAFE_HREF = /^(https?:\/\/|mailto:|tel:|\/(?!\/))/i;

function inline(text: string, keyPrefix: string): ReactNode[] {
  const out: ReactNode[] = [];
  // **bold**, `code`, [text](url), or a bare site path such as /services/seo (the built-in assistant's links).
  const pattern = /\*\*([^*]+)\*\*|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)|(?<![\w/.])(\/[a-z0-9-]+(?:\/[a-z0-9-]+)*)/g;
  let last = 0;
  let match: RegExpExecArray | null;
  let i = 0;
  while ((match = pattern.exec(text))) {
    if (match.index > last) out.push(text.slice(last, match.index));
    const key = `${keyPrefix}-${i++}`;
    if (match[1] !== undefined) out.push(<strong key={key}>{match[1]}</strong>);
    else if (match[2] !== undefined)
      out.push(
        <code key={key} className="rounded bg-slate-100 px-1 text-[0.9em]">
          {match[2]}
        </code>,
      );
    else if ((match[3] !== undefined && match[4] !== undefined) || match[5] !== undefined) {
      const href = match[4] ?? match[5]!;
      const label = match[3] ?? match[5]!;
      out.push(
        SAFE_HREF.test(href) ? (
          <a
            key={key}
            href={href}
            className="font-medium text-brand-700 underline underline-offset-2"
            {...(/^https?:/i.test(href) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {label}
          </a>
        ) : (
          label
        ),
      );
    }
    last = pattern.lastIndex;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

export function Markdown({ text }: { text: string }) {
  const blocks: ReactNode[] = [];
  const lines = text.split('\n');
  let list: { ordered: boolean; items: string[] } | null = null;
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) {
      const key = `p-${blocks.length}`;
      blocks.push(<p key={key}>{inline(paragraph.join(' '), key)}</p>);
      paragraph = [];
    }
    if (list) {
      const key = `l-${blocks.length}`;
      const items = list.items.map((item, i) => <li key={`${key}-${i}`}>{inline(item, `${key}-${i}`)}</li>);
      blocks.push(
        list.ordered ? (
          <ol key={key} className="list-decimal space-y-1 pl-5">
            {items}
          </ol>
        ) : (
          <ul key={key} className="list-disc space-y-1 pl-5">
            {items}
          </ul>
        ),
      );
      list = null;
    }
  };
  for (const raw of lines) {
    const line = raw.trimEnd();
    const bullet = /^\s*[-*•]\s+(.*)$/.exec(line);
    const numbered = /^\s*\d+[.)]\s+(.*)$/.exec(line);
    if (bullet || numbered) {
      const ordered = Boolean(numbered);
      if (paragraph.length || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push((bullet ?? numbered)![1]!);
    } else if (line.trim() === '') {
      flush();
    } else {
      if (list) flush();
      paragraph.push(line.trim());
    }
  }
  flush();
  return <div className="space-y-2">{blocks}</div>;
}
