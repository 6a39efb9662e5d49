// Ten visitors leave mid-answer at the same moment, over real HTTP to the local Deno server: every one of the ten
// upstream AI calls is aborted (its connection closed) long before the stream would have ended on its own. Slow
// clients on the local server's sockets: a stalled body gets 408 and its connection closed; headers trickled byte
// by byte time out (the front door, scripts/functions-gateway.mjs), on a fresh connection and on a kept-alive one.
import { createServer, type Server } from 'node:http';
import { type AddressInfo, connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalBackend, startScratchBackend } from '../../scripts/local-backend.mjs';
import { LOCAL_PUBLIC_KEY } from '../../supabase/functions/_shared/contract/local.ts';
import { migratedDataDir } from './helpers.ts';

const STREAMS = 12;
let upstream: Server;
let backend: LocalBackend;
const started: (() => void)[] = [];
const closed: Promise<void>[] = [];
let streamsEnded = 0;

beforeAll(async () => {
  // A fake AI that would talk for a minute: one chunk every 50 ms, [DONE] only after 1,200 chunks.
  upstream = createServer((req, res) => {
    req.resume();
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    let n = 0;
    const timer = setInterval(() => {
      if (++n === 1200) return void (streamsEnded++, res.end('data: [DONE]\n\n'));
      res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: `w${n} ` } }] })}\n\n`);
    }, 50);
    res.on('close', () => (clearInterval(timer), started.shift()?.()));
  });
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
  const port = (upstream.address() as AddressInfo).port;
  backend = await startScratchBackend(
    {
      AI_API_KEY: 'sk-test',
      AI_BASE_URL: `http://127.0.0.1:${port}/v1`,
      AI_TIMEOUT_MS: '120000',
      AI_BUDGET_MS: '120000',
      RATE_LIMIT_CHAT_PER_MINUTE: '0',
      CHAT_BUDGET_CLIENT_CHARS_PER_DAY: '0',
      RATE_LIMIT_FORMS_PER_MINUTE: '0',
      BODY_TIMEOUT_MS: '300',
      HEADERS_TIMEOUT_MS: '300',
    },
    { loadDataDir: migratedDataDir() },
  );
}, 60_000);
afterAll(async () => {
  await backend?.stop();
  upstream.closeAllConnections();
  await new Promise<void>((r) => upstream.close(() => r()));
});

describe('visitor disconnects', () => {
  it(`aborts all ${STREAMS} upstream calls when ${STREAMS} visitors disconnect at once`, async () => {
    for (let i = 0; i < STREAMS; i++) closed.push(new Promise<void>((resolve) => started.push(resolve)));
    const visitors = Array.from({ length: STREAMS }, () => new AbortController());
    const readers = await Promise.all(
      visitors.map(async (visitor) => {
        const res = await fetch(`${backend.functionsUrl}/chat-support`, {
          method: 'POST',
          headers: { authorization: `Bearer ${LOCAL_PUBLIC_KEY}`, 'content-type': 'application/json' },
          body: JSON.stringify({ messages: [{ role: 'user', content: 'Tell me everything.' }] }),
          signal: visitor.signal,
        });
        expect(res.status).toBe(200);
        const reader = res.body!.getReader();
        await reader.read(); // the answer has started streaming
        return reader;
      }),
    );
    for (const visitor of visitors) visitor.abort();
    await Promise.all(readers.map((r) => r.cancel().catch(() => {})));

    await Promise.all(closed);
    expect(streamsEnded).toBe(0);
  }, 30_000);
});

/** A raw connection to the local function server; `closed` resolves with everything it answered once it closes. */
async function rawConnection(): Promise<{ socket: Socket; closed: Promise<string>; isClosed: () => boolean }> {
  const { hostname, port } = new URL(backend.functionsUrl);
  const socket = connect(Number(port), hostname);
  await new Promise((resolve) => socket.once('connect', resolve));
  let answer = '';
  let isClosed = false;
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
  socket.on('error', () => {});
  const closed = new Promise<string>((resolve) => socket.once('close', () => ((isClosed = true), resolve(answer))));
  return { socket, closed, isClosed: () => isClosed };
}

const requestHead = (contentLength: number) =>
  `POST /functions/v1/send-contact-form HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${LOCAL_PUBLIC_KEY}\r\n` +
  `Content-Type: application/json\r\nContent-Length: ${contentLength}\r\n\r\n`;

/** Sends `text` one byte at a time, each after the previous was written, until the server closes the connection. */
async function trickle(c: Awaited<ReturnType<typeof rawConnection>>, text: string): Promise<number> {
  let sent = 0;
  while (sent < text.length && !c.isClosed()) {
    await new Promise<void>((resolve) => c.socket.write(text[sent]!, () => resolve()));
    sent++;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return sent;
}

describe('slow clients on the local server', () => {
  it('answers a stalled upload 408 and closes its connection', async () => {
    const c = await rawConnection();
    c.socket.write(`${requestHead(500)}{"name":"Ada",`);
    const answer = await c.closed;
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain('"code":"request_timeout"');
  });

  it('times out headers trickled byte by byte: 408 and the connection closed before they end', async () => {
    const c = await rawConnection();
    const head = requestHead(2) + 'X-Slow: ' + 'a'.repeat(2000);
    const sent = await trickle(c, head);
    expect(await c.closed).toMatch(/^HTTP\/1\.1 408 /);
    expect(sent).toBeLessThan(head.length);
  });

  it('times out the trickled headers of a second request on a kept-alive connection', async () => {
    const c = await rawConnection();
    const body = '{}';
    c.socket.write(requestHead(body.length) + body);
    const head = requestHead(2) + 'X-Slow: ' + 'a'.repeat(2000);
    const sent = await trickle(c, head);
    const answers = await c.closed;
    // The first request was answered (a 400: an empty form), then the slow second one got the gateway's 408.
    expect(answers).toMatch(/^HTTP\/1\.1 400 /);
    expect(answers).toMatch(/HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(sent).toBeLessThan(head.length);
  });
});
