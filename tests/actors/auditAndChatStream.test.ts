// The two streaming actors at the network boundary: the instant audit (machines/actors/audit.ts) and the chat reply
// (machines/actors/chatStream.ts). A stubbed fetch answers with streams built byte by byte, cut where a real network
// may cut them (inside an event, inside a character); the tests check what the dialog and the chat machine are told,
// what is logged for a developer, and that closing or stopping ends the request and reports nothing more.
import { createActor, setup } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { auditReportCopy } from '../../content/audit';
import { SPEC_CHAT_STREAM_FAILED as CHAT_STREAM_FAILED } from '../specCopy';
import type { AuditStreamEvent } from '../../machines/auditDialogMachine';
import { auditActor, streamAudit } from '../../machines/actors/audit';
import { createChatStreamActor, streamReply, type StreamEvent } from '../../machines/actors/chatStream';
import { PROGRESS, REPORT } from '../models/auditDialog.fixtures';
import { jsonResponse, stubNetworkForEachTest, type PendingRequest } from '../forms/network';

const stub = stubNetworkForEachTest();

const bytes = (text: string) => new TextEncoder().encode(text);
const event = (data: unknown) => `data: ${JSON.stringify(data)}\n\n`;

/** A response body the test writes into chunk by chunk, as the server would. */
function serverStream() {
  let server!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (server = c) });
  return {
    response: new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }),
    send: (chunk: string | Uint8Array) => server.enqueue(typeof chunk === 'string' ? bytes(chunk) : chunk),
    close: () => server.close(),
    /** What a real fetch does to the body when its request is aborted. */
    abort: () => server.error(new DOMException('The operation was aborted.', 'AbortError')),
  };
}

/** `text` encoded, cut in two inside its first multi-byte character. */
function cutInsideCharacter(text: string): [Uint8Array, Uint8Array] {
  const encoded = bytes(text);
  const at = encoded.findIndex((b) => b >= 0x80) + 1;
  return [encoded.slice(0, at), encoded.slice(at)];
}

describe('the instant audit', () => {
  const lead = { leadId: 'lead-7', idempotencyKey: '0d6f1c2a-5e0d-4b1e-9a3f-2b7d8e9f0a1b' };

  async function startAudit(signal = new AbortController().signal) {
    const events: AuditStreamEvent[] = [];
    const finished = streamAudit(lead, (e) => events.push(e), signal);
    const request = await stub.network.next();
    expect(request.url).toMatch(/\/functions\/v1\/audit-website$/);
    return { events, finished, request };
  }

  it('shows the stored outcome of an audit that already ran: its report, or its message', async () => {
    const first = await startAudit();
    first.request.respond(jsonResponse(200, { result: { kind: 'report', report: REPORT } }));
    await first.finished;
    expect(first.events).toEqual([{ type: 'audit.report', report: REPORT }]);

    const second = await startAudit();
    second.request.respond(jsonResponse(200, { result: { kind: 'unreachable', message: 'Too slow.' } }));
    await second.finished;
    expect(second.events).toEqual([{ type: 'audit.unreachable', message: 'Too slow.' }]);
    expect(stub.logged).not.toHaveBeenCalled();
  });

  it('reports each progress label and then the report, however the network cuts the stream', async () => {
    const { events, finished, request } = await startAudit();
    const server = serverStream();
    request.respond(server.response);

    server.send(': keep-alive\n\n');
    const labelled = event({ step: 'fetch', label: 'Prüfe die Startseite…' });
    const [head, tail] = cutInsideCharacter(labelled);
    server.send(head);
    server.send(tail);
    server.send(event({ step: 'checks' })); // a step without a label shows nothing new
    const second = event({ step: 'score', label: PROGRESS });
    server.send(second.slice(0, 9));
    server.send(second.slice(9, -1));
    server.send(second.slice(-1) + event({ result: { kind: 'report', report: REPORT } }) + 'data: [DONE]\n\n');
    server.close();
    await finished;

    expect(events).toEqual([
      { type: 'audit.progress', label: 'Prüfe die Startseite…' },
      { type: 'audit.progress', label: PROGRESS },
      { type: 'audit.report', report: REPORT },
    ]);
    expect(stub.logged).not.toHaveBeenCalled();
  });

  it('turns a stream that ends without a result into the friendly unreachable message, and logs why', async () => {
    const { events, finished, request } = await startAudit();
    const server = serverStream();
    request.respond(server.response);
    server.send(event({ step: 'fetch', label: PROGRESS }) + 'data: [DONE]\n\n');
    server.close();
    await finished;

    expect(events).toEqual([
      { type: 'audit.progress', label: PROGRESS },
      { type: 'audit.unreachable', message: auditReportCopy.unavailable },
    ]);
    expect(stub.logged).toHaveBeenCalledTimes(1);
    expect(stub.logged).toHaveBeenCalledWith('audit-website failed:', new Error('audit stream ended without a result'));
  });

  it('turns a refused request into the friendly unreachable message, and logs the refusal', async () => {
    const { events, finished, request } = await startAudit();
    request.respond(jsonResponse(503, { error: { code: 'unavailable', message: 'Try later.' } }));
    await finished;
    expect(events).toEqual([{ type: 'audit.unreachable', message: auditReportCopy.unavailable }]);
    expect(stub.logged).toHaveBeenCalledWith('audit-website failed:', expect.objectContaining({ code: 'unavailable' }));
  });

  it('reports nothing more, and logs nothing, once the dialog has closed', async () => {
    const beforeAnswer = new AbortController();
    const early = await startAudit(beforeAnswer.signal);
    beforeAnswer.abort();
    await early.finished;
    expect(early.events).toEqual([]);

    const midStream = new AbortController();
    const late = await startAudit(midStream.signal);
    const server = serverStream();
    late.request.respond(server.response);
    server.send(event({ step: 'fetch', label: PROGRESS }));
    await vi.waitFor(() => expect(late.events).toHaveLength(1));
    midStream.abort();
    server.abort();
    await late.finished;
    expect(late.events).toEqual([{ type: 'audit.progress', label: PROGRESS }]);
    expect(stub.logged).not.toHaveBeenCalled();
  });

  it('as an actor: stopping it (the dialog closes) cancels the request', async () => {
    const actor = createActor(auditActor, { input: lead }).start();
    const request: PendingRequest = await stub.network.next();
    expect(request.body).toEqual(lead);
    expect(request.init.signal?.aborted).toBe(false);
    actor.stop();
    expect(request.init.signal?.aborted).toBe(true);
  });
});

describe('the chat reply', () => {
  const messages = [{ role: 'user' as const, content: 'Was kostet SEO?' }];
  const delta = (content: string) => event({ choices: [{ delta: { content } }] });

  /** The chat machine's side: a parent that invokes the stream actor and records what it is told. */
  function startReply() {
    const told: StreamEvent[] = [];
    const parent = createActor(
      setup({
        types: { events: {} as StreamEvent },
        actors: { stream: createChatStreamActor(() => messages) },
      }).createMachine({ invoke: { src: 'stream' }, on: { '*': { actions: ({ event }) => told.push(event) } } }),
    ).start();
    return { told, parent };
  }

  async function answered() {
    const request = await stub.network.next();
    expect(request.url).toMatch(/\/functions\/v1\/chat-support$/);
    expect(request.body).toEqual({ messages });
    const server = serverStream();
    request.respond(server.response);
    return { request, server };
  }

  it('streams the deltas in order, whole characters only, and ends on a last [DONE] without its blank line', async () => {
    const { told } = startReply();
    const { server } = await answered();
    const [head, tail] = cutInsideCharacter(delta('Grüße, '));
    server.send(head);
    server.send(tail);
    server.send(delta('SEO kostet '));
    server.send(delta('ab 500 €.').slice(0, 12));
    server.send(delta('ab 500 €.').slice(12));
    server.send('data: [DONE]');
    server.close();

    await vi.waitFor(() => expect(told.at(-1)).toEqual({ type: 'stream.done' }));
    expect(told).toEqual([
      { type: 'stream.started' },
      { type: 'stream.delta', text: 'Grüße, ' },
      { type: 'stream.delta', text: 'SEO kostet ' },
      { type: 'stream.delta', text: 'ab 500 €.' },
      { type: 'stream.done' },
    ]);
  });

  it('tells the chat a reply that ended before [DONE] failed', async () => {
    const { told } = startReply();
    const { server } = await answered();
    server.send(delta('Half an answ'));
    server.close();
    await vi.waitFor(() => expect(told.at(-1)?.type).toBe('stream.error'));
    expect(told).toEqual([
      { type: 'stream.started' },
      { type: 'stream.delta', text: 'Half an answ' },
      { type: 'stream.error', message: 'The reply ended before it was complete.' },
    ]);
  });

  it("tells the chat the stream's own error message", async () => {
    const { told } = startReply();
    const { server } = await answered();
    server.send(event({ error: { code: 'upstream', message: 'The assistant is busy.' } }) + 'data: [DONE]\n\n');
    await vi.waitFor(() => expect(told.at(-1)?.type).toBe('stream.error'));
    expect(told).toEqual([{ type: 'stream.started' }, { type: 'stream.error', message: 'The assistant is busy.' }]);
  });

  it('reports a refused request as a failure to start, with the refusal as its cause', async () => {
    const { told } = startReply();
    (await stub.network.next()).respond(jsonResponse(429, { error: { code: 'rate_limited', message: 'Slow down.' } }));
    await vi.waitFor(() => expect(told).toHaveLength(1));
    expect(told).toEqual([{ type: 'stream.error', message: CHAT_STREAM_FAILED }]);

    const emitted: StreamEvent[] = [];
    const reply = streamReply(messages, (e) => emitted.push(e), new AbortController().signal);
    (await stub.network.next()).respond(jsonResponse(429, { error: { code: 'rate_limited', message: 'Slow down.' } }));
    const error = await reply.catch((e: unknown) => e);
    expect(error).toMatchObject({
      message: CHAT_STREAM_FAILED,
      cause: { code: 'rate_limited', message: 'Slow down.' },
    });
    expect(emitted).toEqual([]);
  });

  it('is cancelled when the chat stops it, and tells the chat nothing more', async () => {
    const { told, parent } = startReply();
    const { request, server } = await answered();
    server.send(delta('Sure'));
    await vi.waitFor(() => expect(told).toHaveLength(2));
    parent.stop();
    expect(request.init.signal?.aborted).toBe(true);
    server.abort();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(told).toEqual([{ type: 'stream.started' }, { type: 'stream.delta', text: 'Sure' }]);
  });
});
