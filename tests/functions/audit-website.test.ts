// audit-website as a handler against PGlite and the loopback fixture sites: only the submitter of a fresh audit lead
// gets an audit, of the stored website, once; progress streams, the report is stored and mailed to the agency, and
// an unreachable site still leaves the lead and its notification intact.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHandler as auditHandler } from '../../supabase/functions/audit-website/handler.ts';
import { buildAuditPayload } from '../../supabase/functions/_shared/contract/schemas.ts';
import { createHandler as contactHandler } from '../../supabase/functions/send-contact-form/handler.ts';
import { type Fixtures, startFixtures } from './audit-fixtures.ts';
import type { Db } from '../../supabase/functions/_shared/db.ts';
import type { AuditNet } from '../../supabase/functions/_shared/audit/fetcher.ts';
import {
  count,
  createTestDb,
  jsonOf,
  pgliteDb,
  post,
  resetTables,
  rowsOf,
  testDeps,
  type TestDeps,
} from './helpers.ts';

let pg: PGlite;
let deps: TestDeps;
let fx: Fixtures;

beforeAll(async () => {
  ({ pg } = await createTestDb());
  fx = await startFixtures();
});
afterAll(async () => {
  await fx.close();
  await pg.close();
});
beforeEach(async () => {
  await resetTables(pg);
  await pg.exec('truncate public.lead_audits');
  deps = testDeps(pgliteDb(pg), { RATE_LIMIT_FORMS_PER_MINUTE: '100' });
});

async function submitAudit(website: string): Promise<{ id: string; key: string }> {
  const key = crypto.randomUUID();
  const payload = buildAuditPayload({ name: 'Grace Hopper', email: 'grace@example.com', jobTitle: 'CTO', website });
  const res = await contactHandler(deps)(
    post({ ...payload, elapsedMs: 5000 }, { headers: { 'idempotency-key': key } }),
  );
  expect(res.status).toBe(200);
  const { id } = (await res.json()) as { id: string };
  return { id, key };
}

async function events(res: Response): Promise<unknown[]> {
  const text = await res.text();
  return text
    .split('\n\n')
    .filter((l) => l.startsWith('data: '))
    .map((l) => l.slice(6))
    .map((d) => (d === '[DONE]' ? '[DONE]' : (JSON.parse(d) as unknown)));
}

const audit = (body: unknown) => auditHandler(deps, fx.net)(post(body));

describe('audit-website', () => {
  it('streams progress, then the report; stores it with the lead and queues the agency e-mail after the lead e-mail', async () => {
    const { id, key } = await submitAudit('https://good.audit.test');
    const res = await audit({ leadId: id, idempotencyKey: key });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const list = await events(res);
    expect(list.slice(0, 4).map((e) => (e as { step: string }).step)).toEqual([
      'connecting',
      'analysing',
      'checking_files',
      'scoring',
    ]);
    const result = (list[4] as { result: { kind: string; report: { score: number } } }).result;
    expect(result.kind).toBe('report');
    expect(list[5]).toBe('[DONE]');
    await deps.settle();
    const [row] = await rowsOf<{ status: string; score: number }>(pg, 'select status, score from public.lead_audits');
    expect(row).toEqual({ status: 'done', score: result.report.score });
    const mails = await rowsOf<{ template: string; subject: string }>(
      pg,
      'select template, subject from public.email_outbox order by created_at, template desc',
    );
    expect(mails.map((m) => m.template).sort()).toEqual(['audit_report', 'lead_notification']);
    expect(mails.find((m) => m.template === 'audit_report')?.subject).toBe(
      `Instant audit: https://good.audit.test scored ${result.report.score}/100`,
    );
  });

  it('audits each lead once: a second call answers the stored result without fetching again', async () => {
    const { id, key } = await submitAudit('https://good.audit.test');
    await (await audit({ leadId: id, idempotencyKey: key })).text();
    fx.requested.length = 0;
    const again = await audit({ leadId: id, idempotencyKey: key });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { result: { kind: string } }).result.kind).toBe('report');
    expect(fx.requested).toEqual([]);
    expect(await count(pg, 'lead_audits')).toBe(1);
  });

  it('refuses a caller without the submission key, an unknown lead and a malformed body, fetching nothing', async () => {
    const { id } = await submitAudit('https://good.audit.test');
    fx.requested.length = 0;
    expect((await audit({ leadId: id, idempotencyKey: crypto.randomUUID() })).status).toBe(404);
    expect((await audit({ leadId: crypto.randomUUID(), idempotencyKey: crypto.randomUUID() })).status).toBe(404);
    expect((await audit({ leadId: id })).status).toBe(400);
    expect((await audit({ leadId: "' or 1=1 --", idempotencyKey: 'x' })).status).toBe(400);
    expect((await audit({ url: 'http://169.254.169.254/' })).status).toBe(400);
    expect(fx.requested).toEqual([]);
    expect(await count(pg, 'lead_audits')).toBe(0);
  });

  it('refuses a lead older than 15 minutes', async () => {
    const { id, key } = await submitAudit('https://good.audit.test');
    await pg.query(`update public.leads set created_at = now() - interval '16 minutes' where id = $1`, [id]);
    expect((await audit({ leadId: id, idempotencyKey: key })).status).toBe(404);
  });

  it('an unreachable site ends in a friendly result; the lead and its notification stay', async () => {
    const { id, key } = await submitAudit('https://pivot.audit.test');
    const list = await events(await audit({ leadId: id, idempotencyKey: key }));
    const result = (list.find((e) => typeof e === 'object' && e !== null && 'result' in e) as { result: unknown })
      .result;
    expect(result).toMatchObject({ kind: 'unreachable', reason: 'private_address' });
    await deps.settle();
    expect(await count(pg, 'leads')).toBe(1);
    const templates = await rowsOf<{ template: string }>(pg, 'select template from public.email_outbox');
    expect(templates.map((t) => t.template).sort()).toEqual(['audit_report', 'lead_notification']);
    const [row] = await rowsOf<{ status: string }>(pg, 'select status from public.lead_audits');
    expect(row?.status).toBe('unreachable');
  });

  it('is rate-limited with the shared limiter (429 with Retry-After)', async () => {
    deps = testDeps(deps.db, { RATE_LIMIT_CHAT_PER_MINUTE: '2' });
    const body = { leadId: crypto.randomUUID(), idempotencyKey: crypto.randomUUID() };
    const handler = auditHandler(deps, fx.net);
    expect((await handler(post(body), { remoteAddr: '203.0.113.9' })).status).toBe(404);
    expect((await handler(post(body), { remoteAddr: '203.0.113.9' })).status).toBe(404);
    const limited = await handler(post(body), { remoteAddr: '203.0.113.9' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('streams with the SSE headers and the page’s CORS headers', async () => {
    const { id, key } = await submitAudit('https://good.audit.test');
    const res = await audit({ leadId: id, idempotencyKey: key });
    expect(res.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(res.headers.get('x-accel-buffering')).toBe('no');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    await res.text();
  });

  it('stores the report, its score and the agency’s e-mail, and sends the e-mail', async () => {
    const { id, key } = await submitAudit('https://good.audit.test');
    const list = await events(await audit({ leadId: id, idempotencyKey: key }));
    const { report } = (list.at(-2) as { result: { report: { score: number; url: string } } }).result;
    await deps.settle();
    const [row] = await rowsOf<{ result: unknown; finished: boolean }>(
      pg,
      'select result, finished_at is not null as finished from public.lead_audits where lead_id = $1',
      [id],
    );
    expect(row).toEqual({ result: report, finished: true });
    const [mail] = await rowsOf<{ to_email: string; text_body: string; html_body: string }>(
      pg,
      `select to_email, text_body, html_body from public.email_outbox where template = 'audit_report'`,
    );
    expect(mail!.to_email).toBe('hello@lumivox.agency');
    expect(mail!.text_body).toMatch(/^Preliminary audit of https:\/\/good\.audit\.test\/ for Grace Hopper: \d+\/100\n/);
    expect(mail!.html_body).toContain(`Preliminary audit: ${report.score}/100`);
    expect((deps.mailer as unknown as { sent: { subject: string }[] }).sent.map((m) => m.subject)).toContain(
      `Instant audit: https://good.audit.test scored ${report.score}/100`,
    );
  });

  it('answers a repeated call of an unreachable audit with its stored words, fetching nothing', async () => {
    const { id, key } = await submitAudit('https://pivot.audit.test');
    await (await audit({ leadId: id, idempotencyKey: key })).text();
    await deps.settle();
    const [row] = await rowsOf<{ score: number | null; result: unknown }>(
      pg,
      'select score, result from public.lead_audits',
    );
    expect(row).toEqual({
      score: null,
      result: { reason: 'private_address', message: 'That address points into a private network and is refused.' },
    });
    fx.requested.length = 0;
    const again = await audit({ leadId: id, idempotencyKey: key });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({
      result: {
        kind: 'unreachable',
        reason: 'private_address',
        message: 'That address points into a private network and is refused.',
      },
    });
    expect(fx.requested).toEqual([]);
  });

  it('answers 409 while the lead’s audit is still running', async () => {
    const { id, key } = await submitAudit('https://good.audit.test');
    await pg.query('insert into public.lead_audits (lead_id) values ($1)', [id]);
    const res = await audit({ leadId: id, idempotencyKey: key });
    expect(res.status).toBe(409);
    expect((await jsonOf(res)).error).toEqual({
      code: 'audit_in_progress',
      message: 'This audit is already running.',
    });
  });

  it('takes the ids in any case and refuses anything around them, with the codes and words of each refusal', async () => {
    const { id, key } = await submitAudit('https://good.audit.test');
    const bad = { code: 'validation_failed', message: 'A lead id and its idempotency key are required.' };
    for (const body of [
      { leadId: `x${id}`, idempotencyKey: key },
      { leadId: `${id}x`, idempotencyKey: key },
      { leadId: id, idempotencyKey: `${key}0` },
      { leadId: id, idempotencyKey: `0${key}` },
      { leadId: id, idempotencyKey: 42 },
      { leadId: 42, idempotencyKey: key },
      { leadId: [id], idempotencyKey: key },
      { leadId: id, idempotencyKey: [key] },
      null,
    ]) {
      const res = await audit(body);
      expect([JSON.stringify(body), res.status]).toEqual([JSON.stringify(body), 400]);
      expect((await jsonOf(res)).error).toMatchObject(bad);
    }
    const unknown = await audit({ leadId: crypto.randomUUID(), idempotencyKey: key });
    expect((await jsonOf(unknown)).error).toEqual({ code: 'not_found', message: 'No recent audit request matches.' });
    const upper = await audit({ leadId: id.toUpperCase(), idempotencyKey: key });
    expect(upper.status).toBe(200);
    await upper.text();
  });

  it('audits a lead 14 minutes old', async () => {
    const { id, key } = await submitAudit('https://good.audit.test');
    await pg.query(`update public.leads set created_at = now() - interval '14 minutes' where id = $1`, [id]);
    const res = await audit({ leadId: id, idempotencyKey: key });
    expect(res.status).toBe(200);
    await res.text();
  });

  it('an audit that fails unexpectedly ends in the friendly words, logged, stored and mailed', async () => {
    const { id, key } = await submitAudit('https://good.audit.test');
    const broken: AuditNet = {
      ...fx.net,
      now: () => {
        throw new RangeError('clock broke');
      },
    };
    const list = await events(await auditHandler(deps, broken)(post({ leadId: id, idempotencyKey: key })));
    expect(list.slice(-2)).toEqual([
      { result: { kind: 'unreachable', reason: 'unreachable', message: 'The website could not be audited.' } },
      '[DONE]',
    ]);
    await deps.settle();
    expect(deps.logs.some((l) => l.startsWith('audit-website: audit failed') && l.includes('clock broke'))).toBe(true);
    const [row] = await rowsOf<{ status: string }>(pg, 'select status from public.lead_audits');
    expect(row?.status).toBe('unreachable');
    expect(await count(pg, 'email_outbox')).toBe(2);
  });

  it('still answers the visitor when storing the audit fails, and logs it', async () => {
    const { id, key } = await submitAudit('https://good.audit.test');
    const db = deps.db;
    const failing: Db = {
      query: (text, params) =>
        text.includes('update public.lead_audits') ? Promise.reject(new Error('disk full')) : db.query(text, params),
    };
    const list = await events(
      await auditHandler({ ...deps, db: failing }, fx.net)(post({ leadId: id, idempotencyKey: key })),
    );
    expect((list.at(-2) as { result: { kind: string } }).result.kind).toBe('report');
    expect(list.at(-1)).toBe('[DONE]');
    expect(
      deps.logs.some((l) => l.startsWith('audit-website: storing the audit failed') && l.includes('disk full')),
    ).toBe(true);
  });

  it('finishes, stores and mails the audit when the visitor closes the dialog mid-stream', async () => {
    const { id, key } = await submitAudit('https://good.audit.test');
    const res = await audit({ leadId: id, idempotencyKey: key });
    const reader = res.body!.getReader();
    await reader.read();
    await reader.cancel();
    await deps.settle();
    const [row] = await rowsOf<{ status: string }>(pg, 'select status from public.lead_audits');
    expect(row?.status).toBe('done');
    expect(await count(pg, 'email_outbox')).toBe(2);
  });
});
