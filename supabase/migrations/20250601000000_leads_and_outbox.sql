-- Leads (contact, audit, project requests), chat transcripts and the e-mail outbox.
-- Only the edge functions write, connected as the table owner; anon and authenticated get nothing (spec §6: no roles).
-- Check constraints mirror supabase/functions/_shared/schemas.ts so a bug there cannot store a malformed lead.

create table public.leads (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('contact', 'audit', 'project')),
  name text not null check (char_length(name) between 1 and 100 and name !~ '[\r\n]'),
  email text not null check (
    char_length(email) <= 254 and email ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$'
  ),
  phone text check (char_length(phone) between 1 and 40),
  company text check (char_length(company) between 1 and 200),
  website text check (char_length(website) between 1 and 300),
  job_title text check (char_length(job_title) between 1 and 100),
  subject text check (char_length(subject) between 1 and 200 and subject !~ '[\r\n]'),
  services jsonb check (
    case
      when services is null then true
      when jsonb_typeof(services) <> 'array' then false
      else jsonb_array_length(services) between 1 and 8
        and services <@ '["Website Design", "Branding", "SEO", "CRM & Automation", "Marketing",
                          "Customer Service", "Analytics", "Schedule Management"]'::jsonb
    end
  ),
  budget text check (char_length(budget) between 1 and 100),
  timeline text check (char_length(timeline) between 1 and 100),
  message text not null check (char_length(message) between 1 and 5000),
  -- One row per submission: a retried request with the same key returns the first answer (see _shared/submission.ts).
  idempotency_key text not null unique check (char_length(idempotency_key) between 1 and 200),
  request_hash text not null check (request_hash ~ '^[0-9a-f]{64}$'),
  ip_hash text check (ip_hash ~ '^[0-9a-f]{64}$'),
  user_agent text check (char_length(user_agent) <= 500),
  created_at timestamptz not null default now(),
  constraint leads_fields_per_kind check (
    case kind
      when 'project' then company is not null and services is not null and subject is null and job_title is null
      when 'audit' then company is not null and subject is not null and services is null
      else services is null and subject is null and job_title is null
    end
  )
);

create index leads_created_at_idx on public.leads (created_at desc);

create table public.chat_transcripts (
  id uuid primary key default gen_random_uuid(),
  user_email text not null check (
    char_length(user_email) <= 254 and user_email ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$'
  ),
  -- [{ role: 'user' | 'assistant', content: string }], more than one message (spec §7).
  messages jsonb not null check (
    case when jsonb_typeof(messages) = 'array' then jsonb_array_length(messages) between 2 and 200 else false end
  ),
  idempotency_key text not null unique check (char_length(idempotency_key) between 1 and 200),
  request_hash text not null check (request_hash ~ '^[0-9a-f]{64}$'),
  ip_hash text check (ip_hash ~ '^[0-9a-f]{64}$'),
  user_agent text check (char_length(user_agent) <= 500),
  created_at timestamptz not null default now()
);

create index chat_transcripts_created_at_idx on public.chat_transcripts (created_at desc);

-- Transactional outbox: a row is inserted in the same transaction as its lead; the worker delivers it later.
create table public.email_outbox (
  id uuid primary key default gen_random_uuid(),
  lead_id uuid references public.leads (id) on delete cascade,
  transcript_id uuid references public.chat_transcripts (id) on delete cascade,
  template text not null check (template in ('lead_notification', 'transcript_agency', 'transcript_visitor')),
  to_email text not null check (
    char_length(to_email) <= 254 and to_email ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$'
  ),
  reply_to text check (
    char_length(reply_to) <= 254 and reply_to ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$'
  ),
  subject text not null check (char_length(subject) between 1 and 300 and subject !~ '[\r\n]'),
  text_body text not null,
  html_body text not null,
  status text not null default 'pending'
    check (status in ('pending', 'sending', 'sent', 'delivered_locally', 'failed')),
  attempts integer not null default 0 check (attempts >= 0),
  next_attempt_at timestamptz not null default now(),
  -- A worker that dies mid-send leaves 'sending'; the row is claimable again once the lock expires.
  locked_until timestamptz,
  last_error text,
  provider_message_id text,
  sent_at timestamptz,
  created_at timestamptz not null default now(),
  constraint email_outbox_one_source check (num_nonnulls(lead_id, transcript_id) = 1)
);

create index email_outbox_due_idx on public.email_outbox (next_attempt_at) where status in ('pending', 'sending');
create index email_outbox_lead_idx on public.email_outbox (lead_id);
create index email_outbox_transcript_idx on public.email_outbox (transcript_id);

-- Row level security: enabled everywhere, with an explicit deny for the public roles. Supabase's default
-- privileges grant anon/authenticated full table access, so revoke them too (defence in depth).
alter table public.leads enable row level security;
alter table public.chat_transcripts enable row level security;
alter table public.email_outbox enable row level security;

revoke all on table public.leads, public.chat_transcripts, public.email_outbox from anon, authenticated;

create policy leads_deny_public on public.leads
  as restrictive for all to anon, authenticated using (false) with check (false);
create policy chat_transcripts_deny_public on public.chat_transcripts
  as restrictive for all to anon, authenticated using (false) with check (false);
create policy email_outbox_deny_public on public.email_outbox
  as restrictive for all to anon, authenticated using (false) with check (false);
