// audit-website: the instant audit of the website of an audit lead just stored (issue #15). The caller proves it
// made the submission with the lead id and the Idempotency-Key it sent (a random UUID only the submitter knows);
// the lead must be under 15 minutes old. The website comes from the stored row, never from this request; each lead
// is audited at most once. Progress streams as SSE: `data: {"step","label"}` lines, then `data: {"result"}` and
// `data: [DONE]`. The result is stored with the lead and mailed to the agency through the outbox.
import { type AuditOutcome, type AuditLead, type AuditStreamData, FUNCTIONS } from '../_shared/contract/api.ts';
import type { AuditNet } from '../_shared/audit/fetcher.ts';
import { auditReportEmail } from '../_shared/audit/email.ts';
import { runAudit, STEP_LABELS } from '../_shared/audit/run.ts';
import type { FunctionDeps } from '../_shared/deps.ts';
import { ApiError, json } from '../_shared/http.ts';
import { type Handler, serveJsonPost } from '../_shared/pipeline.ts';
import { SSE_DONE, SSE_HEADERS } from '../_shared/sse.ts';

const AUDIT_LEAD_MAX_AGE_MINUTES = 15;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface LeadRow {
  id: string;
  name: string;
  website: string;
}

function parseBody(body: unknown): AuditLead {
  const b = (body ?? {}) as Record<string, unknown>;
  const { leadId, idempotencyKey } = b;
  if (
    typeof leadId !== 'string' ||
    !UUID.test(leadId) ||
    typeof idempotencyKey !== 'string' ||
    !UUID.test(idempotencyKey)
  ) {
    throw new ApiError(400, 'validation_failed', 'A lead id and its idempotency key are required.');
  }
  return { leadId, idempotencyKey };
}

/** Stored answer of an audit that already ran (a repeated call shows the same report, never audits twice). */
function storedResult(row: { status: string; result: unknown }): AuditOutcome | null {
  if (row.status === 'done') return { kind: 'report', report: row.result as never };
  if (row.status === 'unreachable')
    return { kind: 'unreachable', ...(row.result as { reason: never; message: string }) };
  return null;
}

export function createHandler(deps: FunctionDeps, net: AuditNet): Handler {
  const { db, log } = deps;
  return serveJsonPost(FUNCTIONS.auditWebsite, deps, deps.limiters.requests, async (g) => {
    const { leadId, idempotencyKey } = parseBody(g.body);
    const [lead] = await db.query<LeadRow>(
      `select id, name, company as website from public.leads
        where id = $1 and idempotency_key = $2 and kind = 'audit'
          and created_at > now() - make_interval(mins => $3)`,
      [leadId, idempotencyKey, AUDIT_LEAD_MAX_AGE_MINUTES],
    );
    if (!lead) throw new ApiError(404, 'not_found', 'No recent audit request matches.');
    const claimed = await db.query<{ lead_id: string }>(
      `insert into public.lead_audits (lead_id) values ($1) on conflict (lead_id) do nothing returning lead_id`,
      [lead.id],
    );
    if (claimed.length === 0) {
      const [row] = await db.query<{ status: string; result: unknown }>(
        'select status, result from public.lead_audits where lead_id = $1',
        [lead.id],
      );
      const outcome = row ? storedResult(row) : null;
      if (!outcome) throw new ApiError(409, 'audit_in_progress', 'This audit is already running.');
      return json(200, { result: outcome } satisfies AuditStreamData, g.cors);
    }

    const encoder = new TextEncoder();
    const relay = async (controller: ReadableStreamDefaultController<Uint8Array>) => {
      const send = (data: AuditStreamData) => {
        try {
          controller.enqueue(encoder.encode(`data: ${JSON.stringify(data)}\n\n`));
        } catch {
          // The visitor closed the dialog: the audit still finishes and is stored and mailed.
        }
      };
      let outcome: AuditOutcome;
      try {
        outcome = await runAudit(lead.website, net, (step) => send({ step, label: STEP_LABELS[step] }));
      } catch (error) {
        log('audit-website: audit failed', error);
        outcome = { kind: 'unreachable', reason: 'unreachable', message: 'The website could not be audited.' };
      }
      try {
        await store(deps, lead, outcome);
      } catch (error) {
        log('audit-website: storing the audit failed', error);
      }
      send({ result: outcome });
      try {
        controller.enqueue(encoder.encode(SSE_DONE));
        controller.close();
      } catch {
        // already closed
      }
    };
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        // The audit is background work too: a visitor who closes the dialog mid-stream still gets it stored and
        // mailed to the agency (EdgeRuntime.waitUntil keeps the isolate alive until it is done).
        deps.waitUntil(relay(controller));
      },
    });
    return new Response(stream, { status: 200, headers: { ...g.cors, ...SSE_HEADERS } });
  });
}

/** Stores the outcome with the lead and queues the agency's e-mail in one statement. */
async function store(deps: FunctionDeps, lead: LeadRow, outcome: AuditOutcome): Promise<void> {
  const email = auditReportEmail(lead, outcome);
  const done = outcome.kind === 'report';
  const result = done ? outcome.report : { reason: outcome.reason, message: outcome.message };
  await deps.db.query(
    `with saved as (
       update public.lead_audits set status = $2, score = $3, result = $4::jsonb, finished_at = now()
        where lead_id = $1 and status = 'running' returning lead_id
     )
     insert into public.email_outbox (lead_id, template, to_email, subject, text_body, html_body)
     select lead_id, 'audit_report', $5, $6, $7, $8 from saved`,
    [
      lead.id,
      done ? 'done' : 'unreachable',
      done ? outcome.report.score : null,
      JSON.stringify(result),
      deps.config.mail.leadsTo,
      email.subject,
      email.text,
      email.html,
    ],
  );
  deps.waitUntil(deps.outboxKicker.kick());
}
