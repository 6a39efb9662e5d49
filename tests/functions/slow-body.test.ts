// A body that stalls is answered 408 after BODY_TIMEOUT_MS and its upload is cancelled: stalled uploads hold no
// request open and no memory beyond the bytes received.
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
    expect((await jsonOf(answers[0]!)).error?.code).toBe('request_timeout');
    expect(await count(pg, 'leads')).toBe(0);
  });
});
