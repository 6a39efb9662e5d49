// The chat with the tab's Redux store, in a file of its own that the page loads after its own code: hydrating the
// page does not wait for the chat, the chat hydrates as soon as it arrives. The prerendered HTML has it whole
// (prerendering awaits lazy components: `stream` in pages/+config.ts); on a client-side navigation its 500 px are
// kept while it loads, so nothing below it moves.
import { lazy, Suspense } from 'react';
import { chatBoxClassName } from './chatBox';

const TabChat = lazy(() => import('./ChatCard').then((m) => ({ default: m.TabChat })));

export function LazyChat() {
  return (
    <Suspense fallback={<div className={chatBoxClassName} />}>
      <TabChat />
    </Suspense>
  );
}
