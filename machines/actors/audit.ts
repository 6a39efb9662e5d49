// Streams audit-website for the lead just stored: progress labels, then the report or a friendly 'unreachable'.
// Any failure (network, 4xx/5xx, a broken stream) becomes 'unreachable': the lead is already stored either way.
import { FUNCTIONS } from '../../supabase/functions/_shared/fields';
import { fromCallback } from 'xstate';
import { auditReportCopy } from '../../content/audit';
import type { AuditLead, AuditReportView, AuditStreamEvent } from '../auditDialogMachine';
import { functionUrl, supabaseAnonKey } from './backend';

type Outcome = { kind: 'report'; report: AuditReportView } | { kind: 'unreachable'; message: string };

function toEvent(outcome: Outcome): AuditStreamEvent {
  return outcome.kind === 'report'
    ? { type: 'audit.report', report: outcome.report }
    : { type: 'audit.unreachable', message: outcome.message };
}

export async function streamAudit(lead: AuditLead, emit: (e: AuditStreamEvent) => void, signal: AbortSignal) {
  try {
    const res = await fetch(functionUrl(FUNCTIONS.auditWebsite), {
      method: 'POST',
      signal,
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${supabaseAnonKey}`,
        apikey: supabaseAnonKey,
      },
      body: JSON.stringify(lead),
    });
    if (!res.ok || !res.body) throw new Error(`audit-website answered ${res.status}`);
    if (!(res.headers.get('content-type') ?? '').includes('text/event-stream')) {
      emit(toEvent(((await res.json()) as { result: Outcome }).result));
      return;
    }
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      const parts = buffer.split('\n\n');
      buffer = parts.pop() ?? '';
      for (const part of parts) {
        if (!part.startsWith('data: ') || part === 'data: [DONE]') continue;
        const data = JSON.parse(part.slice(6)) as { label?: string; result?: Outcome };
        if (data.result) return emit(toEvent(data.result));
        if (data.label) emit({ type: 'audit.progress', label: data.label });
      }
    }
    throw new Error('audit stream ended without a result');
  } catch (error) {
    if (signal.aborted) return;
    console.error('audit-website failed:', error);
    emit({ type: 'audit.unreachable', message: auditReportCopy.unavailable });
  }
}

export const auditActor = fromCallback<AuditStreamEvent, AuditLead>(({ input, sendBack }) => {
  const controller = new AbortController();
  void streamAudit(input, sendBack, controller.signal);
  return () => controller.abort();
});
