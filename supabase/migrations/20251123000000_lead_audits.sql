-- Instant website audit (issue #15): at most one audit per audit lead, stored with the lead; the agency gets the
-- report as a follow-up e-mail through the outbox ('audit_report'), after the lead's own notification.

create table public.lead_audits (
  lead_id uuid primary key references public.leads (id) on delete cascade,
  status text not null default 'running' check (status in ('running', 'done', 'unreachable')),
  score integer check (score between 0 and 100),
  -- { url, score, findings: [...] } for 'done'; { reason, message } for 'unreachable'.
  result jsonb,
  started_at timestamptz not null default now(),
  finished_at timestamptz,
  constraint lead_audits_finished check ((status = 'running') = (finished_at is null)),
  constraint lead_audits_score check ((status = 'done') = (score is not null))
);

alter table public.email_outbox drop constraint email_outbox_template_check;
alter table public.email_outbox add constraint email_outbox_template_check
  check (template in ('lead_notification', 'transcript_agency', 'transcript_visitor', 'audit_report'));

alter table public.lead_audits enable row level security;
revoke all on table public.lead_audits from anon, authenticated;
create policy lead_audits_deny_public on public.lead_audits
  as restrictive for all to anon, authenticated using (false) with check (false);
