// Model-based test of chatMachine driving the real ChatCard: typing, sending, the streamed reply (answered at
// the fetch boundary chunk by chunk), Stop, failures and Retry, checked against the spec's transcript rules.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatCard } from '../../components/chat/ChatCard';
import { Toaster } from '../../components/toasts/Toaster';
import { CHAT_STREAM_FAILED, notices } from '../../content/notices';
import { chatMachine } from '../../machines/chatMachine';
import { CHAT_GREETING } from '../../store/chatSlice';
import { makeStore } from '../../store/store';
import { createTimedModel } from '../model/timedModel';
import { stubFetch, type PendingRequest } from './network';

const QUESTION = 'Do you build websites?';
const timed = createTimedModel(chatMachine, {
  delays: { greetingDelay: 300 }, // spec §9: chat greeting delay
  events: [
    { type: 'chat.input', value: QUESTION },
    { type: 'chat.input', value: '   ' },
    { type: 'stream.delta', text: 'Yes, we do. ' },
    { type: 'stream.error', message: 'upstream failed' },
  ],
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.input.trim() !== '']),
});

async function flush() {
  await act(async () => {
    for (let i = 0; i < 30; i++) await Promise.resolve();
  });
}

type Message = { role: 'user' | 'assistant'; content: string; failed?: boolean };

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

describe('chat machine against the chat card', () => {
  for (const path of timed.paths) {
    it(path.description, async () => {
      render(
        <Provider store={makeStore()}>
          <ChatCard />
          <Toaster />
        </Provider>,
      );
      // The spec's transcript rules (§4, §8), kept beside the machine rather than read from it.
      const expected: Message[] = [{ role: 'assistant', content: CHAT_GREETING }];
      let typed = '';
      let request: PendingRequest | undefined;
      let stream: ReadableStreamDefaultController<Uint8Array> | undefined;
      const sentBodies: unknown[] = [];
      let failures = 0;
      const encode = (line: string) => new TextEncoder().encode(`${line}\n\n`);
      const start = async () => {
        request ??= await network.next();
        if (stream) return;
        const body = new ReadableStream<Uint8Array>({ start: (c) => void (stream = c) });
        request.respond(new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }));
        await flush();
      };
      const ask = async () => {
        request = undefined;
        stream = undefined;
        request = await network.next();
        sentBodies.push(request.body);
      };
      const input = () => screen.getByPlaceholderText('Type your message...');
      const log = () => screen.getByRole('log', { name: 'Chat messages' });

      await timed.run(path, {
        events: {
          'chat.input': (event) => {
            typed = (event as unknown as { value: string }).value;
            fireEvent.change(input(), { target: { value: typed } });
          },
          'chat.send': async () => {
            fireEvent.keyDown(input(), { key: 'Enter' });
            await flush();
            if (typed.trim() === '') return;
            expected.forEach((m) => delete m.failed);
            expected.push({ role: 'user', content: typed.trim() }, { role: 'assistant', content: '' });
            typed = '';
            await ask();
          },
          'chat.retry': async () => {
            fireEvent.click(screen.getByRole('button', { name: 'Not delivered. Retry' }));
            await flush();
            expected.forEach((m) => delete m.failed);
            expected.push({ role: 'assistant', content: '' });
            await ask();
          },
          'chat.stop': async () => {
            fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
            await flush();
            if (expected.at(-1)!.content === '') expected.pop();
          },
          'stream.started': start,
          'stream.delta': async (event) => {
            await start();
            const text = (event as unknown as { text: string }).text;
            stream!.enqueue(encode(`data: ${JSON.stringify({ choices: [{ delta: { content: text } }] })}`));
            await flush();
            expected.at(-1)!.content += text;
          },
          'stream.done': async () => {
            await start();
            stream!.enqueue(encode('data: [DONE]'));
            await flush();
            if (expected.at(-1)!.content === '') expected.pop(); // an empty answer leaves no bubble
          },
          'stream.error': async () => {
            if (!stream) {
              request ??= await network.next();
              request.respond(new Response('Bad gateway', { status: 502 }));
            } else {
              stream.enqueue(encode('data: {"error":{"message":"upstream failed"}}'));
            }
            await flush();
            failures += 1;
            expected.pop();
            expected.at(-1)!.failed = true;
          },
        },
        assert: (snapshot) => {
          const replying = snapshot.matches('replying');
          // States are grouped by whether the input holds text, so compare that, and the DOM with what was typed.
          expect(typed.trim() !== '').toBe(snapshot.context.input.trim() !== '');
          expect(input()).toHaveValue(typed);
          expect(input()).toHaveProperty('disabled', replying);
          if (replying) expect(screen.getByRole('button', { name: 'Stop' })).toBeEnabled();
          else
            expect(screen.getByRole('button', { name: 'Send message' })).toHaveProperty(
              'disabled',
              // Nothing can be sent before the greeting has appeared, nor without text.
              snapshot.matches('greeting') || typed.trim() === '',
            );
          const bubbles = within(log()).queryAllByText((_, el) => el?.hasAttribute('data-role') ?? false);
          if (snapshot.matches('greeting')) {
            expect(bubbles).toEqual([]);
            return;
          }
          expect(
            bubbles.map((b) => ({ role: b.getAttribute('data-role'), content: b.textContent?.trim() ?? '' })),
          ).toEqual(expected.map((m) => ({ role: m.role, content: m.content.trim() })));
          expect(log()).toHaveAttribute('aria-busy', String(replying));
          const retry = screen.queryByRole('button', { name: 'Not delivered. Retry' });
          expect(retry !== null).toBe(snapshot.matches({ ready: 'failed' }) && expected.some((m) => m.failed));
          const errorToasts = screen.queryAllByRole('alert');
          expect(errorToasts.length > 0).toBe(failures > 0);
          if (failures > 0) expect(errorToasts[0]).toHaveTextContent(notices.chatFailure.description);
          // What went to chat-support: the conversation so far, without the empty placeholder.
          for (const body of sentBodies)
            expect((body as { messages: Message[] }).messages.every((m) => m.content !== '')).toBe(true);
        },
      });
      if (
        path.steps.some(
          (s, i) => s.event.type === 'stream.error' && path.steps[i - 1]?.state.matches({ replying: 'sending' }),
        )
      )
        expect(consoleError).toHaveBeenCalledWith('chat-support failed:', CHAT_STREAM_FAILED);
    });
  }
  timed.expectFullCoverage('chatMachine (chat card)');
});
