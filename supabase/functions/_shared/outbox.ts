// Transactional-outbox worker: claims due e-mail rows, sends them, and reschedules failures with exponential
// backoff and jitter. A failing provider only delays e-mail; the lead row is never touched.
import type { Db } from './db.ts';
import type { Mailer } from './mailer.ts';

interface OutboxRow {
  id: string;
  to_email: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: number;
}

const FLUSH_MS = 200;

interface BackoffOptions {
  baseDelayMs: number;
  maxDelayMs: number;
}

/** Delay before retry number `attempt` (1-based): base·2^(attempt-1) capped, with "equal jitter" (½ fixed, ½ random). */
export function backoffDelayMs(attempt: number, { baseDelayMs, maxDelayMs }: BackoffOptions, random: () => number) {
  const ceiling = Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

export interface ProcessOutboxOptions {
  db: Db;
  mailer: Mailer;
  from: string;
  now?: () => Date;
  random?: () => number;
  batchSize?: number;
  /** After this many failed attempts a row is marked failed (kept for inspection, never deleted). */
  maxAttempts?: number;
  backoff?: BackoffOptions;
  /** How long a claimed row stays locked before another worker may take it over. */
  lockMs?: number;
  log?: (message: string) => void;
}

interface OutboxRunResult {
  /** Rows this run took (at most batchSize: when equal, more may be due). */
  claimed: number;
  batchSize: number;
  sent: number;
  retried: number;
  failed: number;
}

export async function processOutbox(options: ProcessOutboxOptions): Promise<OutboxRunResult> {
  const {
    db,
    mailer,
    from,
    now = () => new Date(),
    random = Math.random,
    batchSize = 50,
    maxAttempts = 8,
    backoff = { baseDelayMs: 30_000, maxDelayMs: 6 * 3600_000 },
    lockMs = 120_000,
    log = console.error,
  } = options;
  const result: OutboxRunResult = { claimed: 0, batchSize, sent: 0, retried: 0, failed: 0 };
  const at = now();
  // Claiming flips status in one statement; SKIP LOCKED lets concurrent workers split the batch.
  const rows = await db.query<OutboxRow>(
    `update public.email_outbox set status = 'sending', attempts = attempts + 1, locked_until = $2::timestamptz
     where id in (
       select id from public.email_outbox
       where (status = 'pending' and next_attempt_at <= $1::timestamptz)
          or (status = 'sending' and locked_until < $1::timestamptz)
       order by next_attempt_at
       limit $3
       for update skip locked)
     returning id, to_email, reply_to, subject, text_body, html_body, attempts`,
    [at.toISOString(), new Date(at.getTime() + lockMs).toISOString(), batchSize],
  );
  result.claimed = rows.length;
  // Sent rows are recorded together: at the end, or as soon as the oldest unrecorded send began FLUSH_MS ago (a
  // slow provider: every one), so a crash re-sends (lock expiry) at most what was sent within that window.
  let delivered: { id: string; status: string; sent_at: string; provider_message_id: string | null }[] = [];
  let oldest = 0;
  const record = async () => {
    if (delivered.length === 0) return;
    const batch = delivered;
    delivered = [];
    await db.query(
      `update public.email_outbox o set status = d.status, sent_at = d.sent_at, provider_message_id =
         d.provider_message_id, locked_until = null, last_error = null
       from jsonb_to_recordset($1::text::jsonb) as d(id uuid, status text, sent_at timestamptz, provider_message_id text)
       where o.id = d.id`,
      [JSON.stringify(batch)],
    );
  };
  for (const row of rows) {
    const started = Date.now();
    try {
      const { providerMessageId } = await mailer.send({
        id: row.id,
        from,
        to: row.to_email,
        replyTo: row.reply_to,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
      });
      if (delivered.length === 0) oldest = started;
      delivered.push({
        id: row.id,
        status: mailer.mode === 'local' ? 'delivered_locally' : 'sent',
        sent_at: now().toISOString(),
        provider_message_id: providerMessageId ?? null,
      });
      result.sent++;
      if (Date.now() - oldest >= FLUSH_MS) await record();
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const giveUp = row.attempts >= maxAttempts;
      const next = new Date(now().getTime() + backoffDelayMs(row.attempts, backoff, random));
      await db.query(
        `update public.email_outbox set status = $2, next_attempt_at = $3::timestamptz, locked_until = null,
           last_error = $4 where id = $1`,
        [row.id, giveUp ? 'failed' : 'pending', next.toISOString(), message],
      );
      if (giveUp) result.failed++;
      else result.retried++;
      log(`outbox: e-mail ${row.id} attempt ${row.attempts} failed${giveUp ? ' (giving up)' : ''}: ${message}`);
    }
  }
  await record();
  return result;
}
