// A chat reply's Markdown: the renderer (markdown-to-jsx, MarkdownRenderer.tsx) loads on the first reply, not with
// the page; until it arrives the reply shows as plain text, which is never parsed as HTML.
import { lazy, Suspense } from 'react';

const MarkdownRenderer = lazy(() => import('./MarkdownRenderer'));

export function Markdown({ text }: { text: string }) {
  return (
    <Suspense fallback={<div className="whitespace-pre-line">{text}</div>}>
      <MarkdownRenderer text={text} />
    </Suspense>
  );
}
