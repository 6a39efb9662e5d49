// Assistant replies as React elements with markdown-to-jsx: raw HTML is never parsed (it stays text), images render
// as their alt text (no tracking pixels), and links are kept only for http(s), mailto, tel and site paths.
// Loaded lazily by Markdown.tsx so the library stays out of the chat pages' first load.
import MarkdownToJsx from 'markdown-to-jsx';
import type { ReactNode } from 'react';

const SAFE_HREF = /^(https?:\/\/|mailto:|tel:|\/(?!\/))/i;

function isSafeHref(href: string | null | undefined): href is string {
  return typeof href === 'string' && SAFE_HREF.test(href.trim());
}

function SafeLink({ href, children }: { href?: string | null; children?: ReactNode }) {
  if (!isSafeHref(href)) return <>{children}</>;
  const external = /^https?:/i.test(href);
  return (
    <a
      href={href}
      className="font-medium text-brand-700 underline underline-offset-2"
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </a>
  );
}

const AltText = ({ alt }: { alt?: string }) => <>{alt ?? ''}</>;

const MARKDOWN_LINK = /\[([^\]\n]+)\]\(([^)\s]+)\)/g;
const samePage = (href: string) =>
  href
    .trim()
    .toLowerCase()
    .replace(/[#?].*$/, '')
    .replace(/(.)\/+$/, '$1');

/** One link per page in a reply: an answer that names the same page twice (an FAQ line that links the FAQ, then "more
 * answers in our FAQ") keeps the first link and leaves the later ones as their words. */
function withoutRepeatedLinks(markdown: string): string {
  const seen = new Set<string>();
  return markdown.replace(MARKDOWN_LINK, (whole, label: string, href: string) => {
    const page = samePage(href);
    if (seen.has(page)) return label;
    seen.add(page);
    return whole;
  });
}

export default function MarkdownRenderer({ text }: { text: string }) {
  return (
    <MarkdownToJsx
      options={{
        disableParsingRawHTML: true,
        forceWrapper: true,
        wrapper: 'div',
        overrides: {
          a: SafeLink,
          img: AltText,
          ul: { props: { className: 'list-disc space-y-1 pl-5' } },
          ol: { props: { className: 'list-decimal space-y-1 pl-5' } },
          code: { props: { className: 'rounded bg-slate-100 px-1 text-[0.9em]' } },
          // A reply's headings are paragraphs: the page's outline stays the page's. (A bare 'p' is ignored by
          // markdown-to-jsx, which takes a tag name only as `component`: the headings were h1–h4 until issue #33.)
          h1: { component: 'p' },
          h2: { component: 'p' },
          h3: { component: 'p' },
          h4: { component: 'p' },
        },
      }}
      className="space-y-2"
    >
      {withoutRepeatedLinks(text)}
    </MarkdownToJsx>
  );
}
