// One lead budget per client across the lead forms and the chat transcript: sliding (a window edge does not double
// it), IPv6 counted by /64; past the site-wide ceiling new challenges cost more.
import type { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { createHandler as challengeHandler } from '../../supabase/functions/altcha-challenge/handler.ts';
import { buildAuditPayload } from '../../supabase/functions/_shared/contract/schemas.ts';
import type { Db } from '../../supabase/functions/_shared/db.ts';
import { clientGroup } from '../../supabase/functions/_shared/http.ts';
import { createHandler as contactHandler } from '../../supabase/functions/send-contact-form/handler.ts';
import { createHandler as projectHandler } from '../../supabase/functions/send-project-request/handler.ts';
import { createHandler as transcriptHandler } from '../../supabase/functions/send-chat-transcript/handler.ts';
import {
  count,
  post,
  type ProofPayload,
  testDeps,
  topUpProofs,
  validContact,
  validProject,
  validTranscript,
  withTestDb,
} from './helpers.ts';

let pg: PGlite;
let db: Db;
withTestDb((opened) => ({ pg, db } = opened));

const leads = async () => (await count(pg, 'leads')) + (await count(pg, 'chat_transcripts'));
const audit = buildAuditPayload({ name: 'Grace Hopper', email: 'grace@example.com', jobTitle: 'CTO', website: 'a.io' });

/** Every lead function of one set of deps, and a sender that cycles through them (contact, audit, project,
 * transcript), each request a new submission (its own Idempotency-Key and proof). */
function leadForms(env: Record<string, string> = {}, clock?: () => number) {
  const deps = testDeps(db, env, clock ? { clock } : {});
  const forms = [
    { handle: contactHandler(deps), body: validContact },
    { handle: contactHandler(deps), body: audit },
    { handle: projectHandler(deps), body: validProject },
    { handle: transcriptHandler(deps), body: validTranscript },
  ];
  let sent = 0;
  const send = async (remoteAddr: string) => {
    const form = forms[sent++ % forms.length]!;
    const headers = { 'idempotency-key': crypto.randomUUID() };
    return form.handle(post({ ...form.body, elapsedMs: 5000 }, { headers }), { remoteAddr });
  };
  return { deps, send };
}

describe('one lead budget per client', () => {
  it('lets 5 of 30 leads from one IPv4 through across the three forms and the transcript (default 5 a minute)', async () => {
    const { send } = leadForms();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await send('203.0.113.7')).status);

    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual(Array(25).fill(429));
    expect(await leads()).toBe(5);
  });

  it('counts two IPv6 addresses of one /64 as one client; another /64 is another client', async () => {
    const { send } = leadForms({ RATE_LIMIT_FORMS_PER_MINUTE: '2' });
    const one = await send('2001:db8:aa:1::1');
    const sameSlash64 = await send('2001:db8:aa:1:ffff:ffff:ffff:fffe');
    const third = await send('2001:0db8:00aa:0001:1234::9');
    const otherSlash64 = await send('2001:db8:aa:2::1');

    expect([one.status, sameSlash64.status, third.status, otherSlash64.status]).toEqual([200, 200, 429, 200]);
    expect(await leads()).toBe(3);
  });

  it('slides: 5 leads just before a minute boundary leave none for just after it; the budget returns 60 s later', async () => {
    const minute = Math.floor(Date.now() / 60_000) * 60_000;
    let now = minute + 59_000;
    const { send } = leadForms({}, () => now);
    const burst = async () => {
      const answers = [];
      for (let i = 0; i < 5; i++) answers.push(await send('198.51.100.23'));
      return answers;
    };

    const before = await burst();
    now = minute + 61_000; // a fixed window would start afresh here
    const after = await burst();
    now = minute + 119_001; // 60 s after the first burst
    await topUpProofs();
    const later = await burst();

    expect(before.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(after.map((r) => r.status)).toEqual([429, 429, 429, 429, 429]);
    expect(after.map((r) => r.headers.get('retry-after'))).toEqual(Array(5).fill('58'));
    expect(later.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await leads()).toBe(10);
  });

  it('groups addresses as documented', () => {
    expect(clientGroup('203.0.113.7')).toBe('203.0.113.7');
    expect(clientGroup('2001:db8:aa:1::1')).toBe('2001:db8:aa:1::/64');
    expect(clientGroup('2001:0DB8:00AA:0001:ffff::1%eth0')).toBe('2001:db8:aa:1::/64');
    expect(clientGroup('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientGroup('::1')).toBe('0:0:0:0::/64');
    expect(clientGroup('1:2:3:4:5:6:7:8:9')).toBe('1:2:3:4:5:6:7:8:9');
  });
});

describe('the site-wide ceiling', () => {
  const issuedCost = async (handle: ReturnType<typeof challengeHandler>) => {
    const res = await handle(post({}, { proof: false }), { remoteAddr: '192.0.2.200' });
    expect(res.status).toBe(200);
    return ((await res.json()) as ProofPayload['challenge']).parameters.cost;
  };

  it('doubles the cost of new challenges for every ceiling’s worth of leads past it in the last minute, up to the cap', async () => {
    const env = { LEADS_CEILING_PER_MINUTE: '3', ALTCHA_MAX_COST_FACTOR: '4' };
    const { deps, send } = leadForms(env);
    const challenge = challengeHandler(deps);
    const base = deps.config.proof.cost;
    const costs: number[] = [await issuedCost(challenge)];
    // A bot rotating addresses: each address within its own budget.
    let address = 0;
    for (const total of [3, 4, 7, 20]) {
      while ((await leads()) < total) expect((await send(`192.0.2.${++address}`)).status).toBe(200);
      costs.push(await issuedCost(challenge));
    }

    expect(costs).toEqual([base, base, base * 2, base * 4, base * 4]);
  });

  it('counts only leads stored: refused posts from rotating addresses (no proof, an empty form) do not raise it', async () => {
    const deps = testDeps(db, { LEADS_CEILING_PER_MINUTE: '3' });
    const contact = contactHandler(deps);
    const statuses: number[] = [];
    // What a bot that pays no proof of work can send: each from its own address, so each passes its client's budget.
    for (let i = 0; i < 20; i++) {
      const body = i % 2 ? { ...validContact, elapsedMs: 5000 } : {};
      statuses.push((await contact(post(body, { proof: false }), { remoteAddr: `192.0.2.${i + 1}` })).status);
    }

    expect(statuses).toEqual(Array(20).fill(400));
    expect(await leads()).toBe(0);
    expect(await issuedCost(challengeHandler(deps))).toBe(deps.config.proof.cost);
  });

  it('counts only leads let through: 429s from one client do not raise everyone’s cost', async () => {
    const { deps, send } = leadForms({ LEADS_CEILING_PER_MINUTE: '3', RATE_LIMIT_FORMS_PER_MINUTE: '1' });
    for (let i = 0; i < 10; i++) await send('192.0.2.99');
    expect(await issuedCost(challengeHandler(deps))).toBe(deps.config.proof.cost);
  });
});
