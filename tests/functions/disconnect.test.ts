// Ten visitors leave mid-answer at the same moment, over real HTTP to the local Deno server: every one of the ten
// upstream AI calls is aborted (its connection closed) long before the stream would have ended on its own.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalBackend, startScratchBackend } from '../../scripts/local-backend.mjs';
import { LOCAL_PUBLIC_KEY } from '../../supabase/functions/_shared/contract/local.ts';

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
  backend = await startScratchBackend({
    AI_API_KEY: 'sk-test',
    AI_BASE_URL: `http://127.0.0.1:${port}/v1`,
    AI_TIMEOUT_MS: '120000',
    AI_BUDGET_MS: '120000',
    RATE_LIMIT_CHAT_PER_MINUTE: '0',
    CHAT_BUDGET_CLIENT_CHARS_PER_DAY: '0',
  });
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
