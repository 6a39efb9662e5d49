// The chat spec model (tests/models/chat.model.ts) in a real browser against the built site, on the contact page:
// paths generated from the model, one for every transition it has (within its bounds: two questions, two failures,
// two chunks), a few chosen to take every kind of step, each done as a visitor would: typing, Enter, Shift+Enter,
// the Send, Stop and Retry buttons. chat-support's answer is held at the page's fetch boundary, so each chunk of a
// streamed reply arrives when the path says (a reply half written when Stop is pressed) and what each request
// carried is seen. The page's clock stands still, so the greeting's 300 ms (spec §9) are measured from the moment
// the chat hydrates, and the error notices stay for counting. In every state: the log's bubbles and typing
// indicator, the input and the buttons, Retry under a failed question, the notices, the requests sent.
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { specNotices as notices } from '../specCopy';
import { chatSpecModel, chatStateKey, chatStopWhen, GREETING_MS, type ChatSpecContext } from '../models/chat.model';
import { expect, isHydrated, settle, test } from './fixtures';
import { after, covering, describe, generate, isAfter, uncovered, type Path } from './graph-paths';
import { holdCalls, sse } from './held-calls';

const QUESTION = 'Do you build websites?';
const ANSWER = 'Yes, we do. ';
const generated = generate(
  chatSpecModel.provide({ delays: { greetingDelay: GREETING_MS } }),
  [
    { type: 'chat.type', value: QUESTION },
    { type: 'chat.type', value: '   ' },
    ...['chat.enter', 'chat.shiftEnter', 'chat.click', 'chat.stop', 'chat.retry'].map((type) => ({ type })),
    { type: 'reply.delta', text: ANSWER },
    { type: 'reply.done' },
    { type: 'reply.error' },
    after('greetingDelay', 'chat-spec.greeting'),
  ],
  chatStateKey,
  chatStopWhen(ANSWER),
  { byEdge: true },
);
const paths = covering(generated, 20);

/** How finely the clock steps while the chat hydrates: the greeting's delay is measured to within this. */
const STEP_MS = 10;

test.describe('chat spec model @desktop-only', () => {
  test('the chosen paths take every transition of the model', () => {
    expect(uncovered(generated, paths)).toEqual([]);
  });

  for (const path of paths)
    test(describe(path), async ({ page }) => {
      const replies = await holdCalls(page, 'chat-support');
      await page.clock.install();
      await page.clock.pauseAt(Date.now() + 1000);
      await page.goto('/contact');
      // The chat starts its clock as it hydrates, after the page (it loads as a chunk of its own): its input then
      // carries React's props. React reveals hydrated content after a short throttle of its own, so the clock moves
      // on in small steps.
      const input = page.getByPlaceholder('Type your message...');
      const hydrated = () => isHydrated(input);
      for (let i = 0; i < 100 && !(await hydrated()); i++) {
        await page.clock.runFor(STEP_MS);
        await settle(page);
      }
      expect(await hydrated(), 'the chat hydrated').toBe(true);
      await settle(page);

      const log = page.getByRole('log', { name: 'Chat messages' });
      const sendButton = page.getByRole('button', { name: 'Send message', exact: true });
      const stop = page.getByRole('button', { name: 'Stop' });
      const retries = page.getByRole('button', { name: 'Not delivered. Retry' });
      const opened = new Set<number>();
      const current = async () => (await replies.calls()).length - 1;
      /** The reply's answer begins: a stream that stays open (once per request). */
      const open = async () => {
        const i = await current();
        if (!opened.has(i)) await replies.open(i);
        opened.add(i);
        return i;
      };

      const actions: Record<string, (e: AnyEventObject) => Promise<unknown>> = {
        'chat.type': (e) => input.fill(e.value as string),
        'chat.enter': () => input.press('Enter'),
        'chat.shiftEnter': () => input.press('Shift+Enter'),
        // A disabled button takes no click: the visitor's click lands on it all the same.
        'chat.click': async () => sendButton.click({ force: !(await sendButton.isEnabled()) }),
        'chat.stop': async () => {
          const i = await current();
          await stop.click();
          // The request is aborted: whatever the server still sends reaches nobody.
          await expect.poll(async () => (await replies.calls())[i]!.aborted, 'request aborted').toBe(true);
          expect(await replies.push(i, sse({ choices: [{ delta: { content: 'late words' } }] }))).toBe(false);
        },
        'chat.retry': () => retries.click(),
        'reply.delta': async (e) => replies.push(await open(), sse({ choices: [{ delta: { content: e.text } }] })),
        'reply.done': async () => {
          const i = await open();
          await replies.push(i, sse('[DONE]'));
          await replies.end(i);
        },
        'reply.error': async () => {
          // Before the stream: an answer that is not ok (spec §8); during it: an error event in the stream.
          const i = await current();
          if (opened.has(i)) await replies.push(i, sse({ error: { message: 'upstream failed' } }));
          else await replies.json(i, 502, { error: { code: 'upstream_failed', message: 'Bad gateway' } });
        },
      };

      const checkedRequests = new Set<number>();
      const check = async (state: AnyMachineSnapshot, event: AnyEventObject) => {
        const c = state.context as ChatSpecContext;
        const replying = state.matches('replying');
        const greeting = state.matches('greeting');
        // The input holds what was typed (Shift+Enter adds a line to it, and sends nothing).
        const typed = await input.inputValue();
        expect(typed.trim()).toBe(c.input.trim());
        if (event.type === 'chat.shiftEnter') expect(typed).toMatch(/\n$/);
        if (replying) {
          await expect(input).toBeDisabled();
          await expect(stop).toBeEnabled();
        } else {
          await expect(input).toBeEnabled();
          if (greeting || c.input.trim() === '') await expect(sendButton).toBeDisabled();
          else await expect(sendButton).toBeEnabled();
        }
        await expect(log).toHaveAttribute('aria-busy', String(replying));
        // The log: nothing before the greeting, then the conversation, a typing indicator for a reply not begun.
        const shown = greeting ? [] : c.messages;
        await expect
          .poll(() =>
            log.locator('[data-role]').evaluateAll((bubbles) =>
              bubbles.map((b) => ({
                role: b.getAttribute('data-role'),
                content: b.textContent?.trim() ?? '',
                typing: b.querySelector('[aria-label="Assistant is typing"]') !== null,
              })),
            ),
          )
          .toEqual(shown.map((m) => ({ role: m.role, content: m.content.trim(), typing: m.content === '' })));
        // One "Not delivered. Retry", under the failed question, while it can be retried.
        await expect(retries).toHaveCount(state.matches('failed') ? shown.filter((m) => m.failed).length : 0);
        if (state.matches('failed'))
          await expect(log.locator('[data-role="user"]').last().locator('xpath=..').locator(retries)).toHaveCount(1);
        // spec §8: one error notice per failure (three at most show at once).
        const failures = page.getByTestId('toast').filter({ hasText: notices.chatFailure.description });
        await expect(failures).toHaveCount(Math.min(c.failures, 3));
        // spec §7: one request per question or retry, carrying the conversation so far and the public key.
        await expect.poll(async () => (await replies.calls()).length, 'requests sent').toBe(c.sent);
        const i = c.sent - 1;
        if (replying && !checkedRequests.has(i)) {
          checkedRequests.add(i);
          const request = (await replies.calls())[i]!;
          expect(request.headers.authorization).toMatch(/^Bearer \S+/);
          expect((request.body as { messages: unknown[] }).messages).toEqual(
            c.messages.filter((m) => m.content !== '').map(({ role, content }) => ({ role, content })),
          );
        }
      };

      for (const [i, { event, state }] of (path as Path).steps.entries()) {
        if (i > 0) {
          if (isAfter(event)) {
            // The chat hydrated at most STEP_MS ago: just before its 300 ms nothing shows, at 300 ms the greeting.
            await page.clock.runFor(GREETING_MS - STEP_MS - 1);
            await settle(page);
            await test.step(`${i}: ${GREETING_MS - STEP_MS - 1} ms: no greeting yet`, () =>
              check(path.steps[i - 1]!.state, path.steps[i - 1]!.event));
            await page.clock.runFor(STEP_MS + 1);
          } else await actions[event.type]!(event);
          await settle(page);
        }
        await test.step(`${i}: ${JSON.stringify(state.value)}`, () => check(state, event));
      }
    });
});
