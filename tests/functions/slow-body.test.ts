// A body that stalls is answered 408 after BODY_TIMEOUT_MS (its connection closed) and its upload is cancelled:
// stalled uploads hold no request open and no memory beyond the bytes received. An upload the client aborts is one
// quiet log line. (Over real sockets, with the local server's header timeout: disconnect.test.ts.)
import type { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../supabase/functions/_shared/db.ts';
import { createHandler } from '../../supabase/functions/send-contact-form/handler.ts';
import { count, withTestDb, jsonOf, KEY, testDeps } from './helpers.ts';

let pg: PGlite;
let db: Db;
withTestDb((opened) => ({ pg, db } = opened), { reset: false });

/** A request whose body sends its first bytes and then nothing more; `cancelled` resolves when the server gives up. */
function stalledRequest() {
  let cancelled!: () => void;
  const cancelledP = new Promise<void>((resolve) => (cancelled = resolve));
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"name":"Ada",'));
    },
    cancel: () => cancelled(),
  });
  const req = new Request('http://localhost/', {
    method: 'POST',
    headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
    body,
    duplex: 'half',
  } as RequestInit);
  return { req, cancelled: cancelledP };
}

describe('body read timeout', () => {
  it('answers 50 stalled uploads with 408 request_timeout, cancels each, and stores nothing', async () => {
    const handle = createHandler(testDeps(db, { RATE_LIMIT_FORMS_PER_MINUTE: '0', BODY_TIMEOUT_MS: '150' }));
    const uploads = Array.from({ length: 50 }, stalledRequest);
    const answers = await Promise.all(uploads.map((u) => handle(u.req)));
    await Promise.all(uploads.map((u) => u.cancelled));

    expect(answers.map((r) => r.status)).toEqual(uploads.map(() => 408));
    expect(answers.map((r) => r.headers.get('connection'))).toEqual(uploads.map(() => 'close'));
    expect((await jsonOf(answers[0]!)).error?.code).toBe('request_timeout');
    expect(await count(pg, 'leads')).toBe(0);
  });
});

describe('aborted uploads', () => {
  it('logs one line per aborted upload, without a stack, answers 400 request_aborted and stores nothing', async () => {
    const deps = testDeps(db, { RATE_LIMIT_FORMS_PER_MINUTE: '0' });
    const handle = createHandler(deps);
    const aborted = () => {
      // What the runtime does when the client's connection drops mid-body: the body stream errors.
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"name":"Ada",'));
          queueMicrotask(() => controller.error(new Error('connection reset by peer')));
        },
      });
      return new Request('http://localhost/', {
        method: 'POST',
        headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
        body,
        duplex: 'half',
      } as RequestInit);
    };
    const answers = await Promise.all(Array.from({ length: 30 }, () => handle(aborted())));

    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 400));
    expect((await jsonOf(answers[0]!)).error?.code).toBe('request_aborted');
    expect(deps.logs).toEqual(answers.map(() => 'send-contact-form: the client aborted its upload'));
    expect(await count(pg, 'leads')).toBe(0);
  });
});
