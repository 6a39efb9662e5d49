// Streams audit-website for the lead just stored: progress labels, then the report or a friendly 'unreachable'.
// Any failure (network, 4xx/5xx, a broken stream) becomes 'unreachable': the lead is already stored either way.
import { fromCallback } from 'xstate';
import { auditReportCopy } from '../../content/audit';
import type { AuditLead, AuditOutcome, AuditStreamData } from '../../supabase/functions/_shared/contract/api';
import type { AuditStreamEvent } from '../auditDialogMachine';
import { requestAudit } from './backend';

function toEvent(outcome: AuditOutcome): AuditStreamEvent {
  return outcome.kind === 'report'
    ? { type: 'audit.report', report: outcome.report }
    : { type: 'audit.unreachable', message: outcome.message };
}

export async function streamAudit(lead: AuditLead, emit: (e: AuditStreamEvent) => void, signal: AbortSignal) {
  try {
    const answer = await requestAudit(lead, signal);
    if ('result' in answer) return emit(toEvent(answer.result));
    const reader = answer.stream.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      const parts = buffer.split('\n\n');
      buffer = parts.pop()!; // split always gives at least one part: the unfinished tail
      for (const part of parts) {
        if (!part.startsWith('data: ') || part === 'data: [DONE]') continue;
        const data = JSON.parse(part.slice(6)) as Partial<AuditStreamData>;
        if ('result' in data && data.result) return emit(toEvent(data.result));
        if ('label' in data && data.label) emit({ type: 'audit.progress', label: data.label });
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
