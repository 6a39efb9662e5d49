// The chat card against the chat spec model (chat.model.ts): generated paths cover every spec state and
// transition; chosen paths reach the bugs a visitor would notice (stale "Not delivered" marks, two failures,
// Enter / Shift+Enter, blank messages). In every state: the log, the input and buttons, the toasts, what went to
// chat-support and what Redux holds.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { StoreProvider } from '../../components/StoreProvider';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { ChatCard } from '../../components/chat/ChatCard';
import { Toaster } from '../../components/toasts/Toaster';
import { specNotices as notices } from '../specCopy';
import { makeStore } from '../../store/store';
import { settleLoaded, stubFetch, type PendingRequest } from '../forms/network';
import { createTimedModel } from '../model-kit/timedModel';
import { chatSpecModel, chatStateKey, chatStopWhen, GREETING_MS, suggesting, type ChatSpecContext } from './chat.model';
import { chosenPath } from '../model-kit/chosenPath';

// The transcript (sent when the card unmounts with an e-mail in the chat, after solving its proof of work with real
// crypto outside the fake clock) would reach the next test's network stub. Nothing of it shows in the chat; its
// sending is covered by tests/store, tests/functions/proof-client.test.ts and the end-to-end chat test.
vi.mock('../../machines/actors/transcript', () => ({ prepareTranscriptProof: () => {}, sendTranscript: () => {} }));

const QUESTION = 'Do you build websites? Reach me at sam@bakery.example';
const SECOND = 'And what about SEO?';
const ANSWER = 'Yes, we do. ';
// What the card offers before the first question, in order (the site's copy, written here as a visitor reads it).
const SUGGESTIONS = [
  'How much does a website cost?',
  'How long does a new website take?',
  'How soon will I see results?',
  'Is the website audit free?',
];
const timed = createTimedModel(chatSpecModel, {
  delays: { greetingDelay: GREETING_MS },
  events: [
    { type: 'chat.type', value: QUESTION },
    { type: 'chat.type', value: '   ' },
    { type: 'chat.suggest', text: SUGGESTIONS[0]! },
    { type: 'reply.delta', text: ANSWER },
  ],
  serializeState: chatStateKey,
  stopWhen: chatStopWhen(ANSWER),
});

const type = (value: string) => ({ type: 'chat.type', value });
const wait = { type: `WAIT.${GREETING_MS}` };
const reply = [{ type: 'reply.delta', text: ANSWER }, { type: 'reply.done' }];
const chosen = [
  chosenPath(timed.machine, 'fail → new question answered: no stale "Not delivered" mark', [
    wait,
    type(QUESTION),
    { type: 'chat.enter' },
    { type: 'reply.error' },
    type(SECOND),
    { type: 'chat.click' },
    ...reply,
  ]),
  chosenPath(timed.machine, 'fail → new question fails too: only the new one is marked', [
    wait,
    type(QUESTION),
    { type: 'chat.enter' },
    { type: 'reply.error' },
    type(SECOND),
    { type: 'chat.enter' },
    { type: 'reply.error' },
    { type: 'chat.retry' },
    ...reply,
  ]),
  chosenPath(timed.machine, 'success → new question fails: only the new one is marked', [
    wait,
    type(QUESTION),
    { type: 'chat.enter' },
    ...reply,
    type(SECOND),
    { type: 'chat.enter' },
    { type: 'reply.delta', text: 'Half an ans' },
    { type: 'reply.error' },
  ]),
  chosenPath(timed.machine, 'fail twice → retry answered', [
    wait,
    type(QUESTION),
    { type: 'chat.enter' },
    { type: 'reply.error' },
    { type: 'chat.shiftEnter' },
    { type: 'chat.retry' },
    { type: 'reply.error' },
    { type: 'chat.retry' },
    ...reply,
  ]),
  chosenPath(timed.machine, 'typed during the greeting, Shift+Enter does not send, Enter does', [
    type(SECOND),
    wait,
    { type: 'chat.shiftEnter' },
    { type: 'chat.enter' },
    { type: 'chat.stop' },
  ]),
  chosenPath(timed.machine, 'the last suggestion tapped, answered; then typed questions only', [
    wait,
    { type: 'chat.suggest', text: SUGGESTIONS[3]! },
    ...reply,
    type(SECOND),
    { type: 'chat.click' },
  ]),
  chosenPath(timed.machine, 'blank message refused by Enter and by the button; a padded one sent trimmed', [
    wait,
    type('   '),
    { type: 'chat.enter' },
    { type: 'chat.click' },
    type(`  ${SECOND}\n `),
    { type: 'chat.click' },
    { type: 'reply.delta', text: ANSWER },
    { type: 'chat.stop' },
  ]),
];

let network: ReturnType<typeof stubFetch>;
let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.useFakeTimers();
  network = stubFetch();
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  consoleError.mockRestore();
});

describe('spec model: chat card', () => {
  for (const path of [...timed.paths, ...chosen]) {
    it(path.description, async () => {
      const store = makeStore();
      render(
        <StoreProvider store={store}>
          <ChatCard />
          <Toaster />
        </StoreProvider>,
      );
      let request: PendingRequest | undefined;
      let stream: ReadableStreamDefaultController<Uint8Array> | undefined;
      const bodies: unknown[] = [];
      const checked = new WeakSet<PendingRequest>();
      const encode = (line: string) => new TextEncoder().encode(`${line}\n\n`);
      const input = () => screen.getByPlaceholderText('Type your message...');
      const log = () => screen.getByRole('log', { name: 'Chat messages' });
      /** The reply's response starts streaming (once per request). */
      const open = async () => {
        if (stream) return;
        const body = new ReadableStream<Uint8Array>({ start: (c) => void (stream = c) });
        request!.respond(new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }));
        await settleLoaded();
      };
      /** After a send or retry, the request it made, if any. */
      const take = async () => {
        await settleLoaded();
        if (network.requests.some((r) => !('answered' in r))) {
          request = await network.next();
          stream = undefined;
          bodies.push(request.body);
        }
      };

      await timed.run(path, {
        events: {
          'chat.type': (event) => {
            fireEvent.change(input(), { target: { value: (event as unknown as { value: string }).value } });
          },
          'chat.enter': async () => {
            fireEvent.keyDown(input(), { key: 'Enter' });
            await take();
          },
          'chat.shiftEnter': async () => {
            fireEvent.keyDown(input(), { key: 'Enter', shiftKey: true });
            await take();
          },
          'chat.click': async () => {
            fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
            await take();
          },
          'chat.suggest': async (event) => {
            const text = (event as unknown as { text: string }).text;
            const offered = screen.getByRole('group', { name: 'Popular questions' });
            fireEvent.click(within(offered).getByRole('button', { name: text }));
            await take();
          },
          'chat.retry': async () => {
            fireEvent.click(screen.getByRole('button', { name: 'Not delivered. Retry' }));
            await take();
          },
          'chat.stop': async () => {
            fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
            await settleLoaded();
          },
          'reply.delta': async (event) => {
            await open();
            const text = (event as unknown as { text: string }).text;
            stream!.enqueue(encode(`data: ${JSON.stringify({ choices: [{ delta: { content: text } }] })}`));
            await settleLoaded();
          },
          'reply.done': async () => {
            await open();
            stream!.enqueue(encode('data: [DONE]'));
            await settleLoaded();
          },
          'reply.error': async () => {
            // Before the stream: an answer that is not ok (spec §8); during it: an error event in the stream.
            if (stream) stream.enqueue(encode('data: {"error":{"message":"upstream failed"}}'));
            else request!.respond(new Response('Bad gateway', { status: 502 }));
            await settleLoaded();
          },
        },
        assert: (snapshot: AnyMachineSnapshot) => {
          const c = snapshot.context as ChatSpecContext;
          const replying = snapshot.matches('replying');
          expect(input()).toHaveValue(c.input);
          expect(input()).toHaveProperty('disabled', replying);
          if (replying) expect(screen.getByRole('button', { name: 'Stop' })).toBeEnabled();
          else
            expect(screen.getByRole('button', { name: 'Send message' })).toHaveProperty(
              'disabled',
              snapshot.matches('greeting') || c.input.trim() === '',
            );
          expect(log()).toHaveAttribute('aria-busy', String(replying));
          // The suggested questions, all of them in order, only before the first question with the box empty.
          const offered = screen.queryByRole('group', { name: 'Popular questions' });
          if (snapshot.matches('idle') && suggesting(c))
            expect(
              within(offered!)
                .getAllByRole('button')
                .map((b) => b.textContent),
            ).toEqual(SUGGESTIONS);
          else expect(offered).toBeNull();
          const bubbles = within(log()).queryAllByText((_, el) => el?.hasAttribute('data-role') ?? false);
          const shown = snapshot.matches('greeting') ? [] : c.messages;
          expect(
            bubbles.map((b) => ({
              role: b.getAttribute('data-role'),
              content: b.textContent?.trim() ?? '',
              typing: within(b).queryByLabelText('Assistant is typing') !== null,
            })),
          ).toEqual(shown.map((m) => ({ role: m.role, content: m.content.trim(), typing: m.content === '' })));
          // One "Not delivered. Retry", under the failed question, only while it can be retried.
          const retries = screen.queryAllByRole('button', { name: 'Not delivered. Retry' });
          const marked = shown.filter((m) => m.failed);
          expect(retries).toHaveLength(snapshot.matches('failed') ? marked.length : 0);
          expect(marked.length).toBeLessThanOrEqual(1);
          // spec §8: one destructive toast per failure (three at most are visible).
          const alerts = screen.queryAllByRole('alert');
          expect(alerts).toHaveLength(Math.min(c.failures, 3));
          alerts.forEach((a) => {
            expect(a).toHaveTextContent(notices.chatFailure.title);
            expect(a).toHaveTextContent(notices.chatFailure.description);
          });
          // spec §7: each request carries the conversation so far, without the empty placeholder, and the bearer key.
          expect(bodies).toHaveLength(c.sent);
          // Checked in the state the send led to, when the conversation is what was sent.
          if (replying && request && !checked.has(request)) {
            checked.add(request);
            expect(new Headers(request.init.headers).get('Authorization')).toMatch(/^Bearer \S+/);
            expect((request.body as { messages: unknown[] }).messages).toEqual(
              c.messages.filter((m) => m.content !== '').map(({ role, content }) => ({ role, content })),
            );
          }
          // Redux holds the same transcript, and the first e-mail typed (spec §5).
          const chat = store.getState().chat;
          const record = (m: { role: string; content: string; failed?: boolean }) => ({
            role: m.role,
            content: m.content,
            failed: m.failed === true,
          });
          expect(chat.messages.map(record)).toEqual(c.messages.map(record));
          const asked = c.messages.some((m) => m.role === 'user' && m.content.includes('sam@bakery.example'));
          expect(chat.userEmail).toBe(asked ? 'sam@bakery.example' : null);
        },
      });
    });
  }
  timed.expectFullCoverage('chat (spec model)');
});
