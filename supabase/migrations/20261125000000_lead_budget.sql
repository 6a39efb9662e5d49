-- One lead budget per client across the lead forms and the chat transcript (supabase/functions/_shared/
-- lead-budget.ts): a sliding log of the times a client's submissions were let through, at most the limit of them,
-- so any window of the configured length holds at most the limit (no fixed-window edge where it doubles). `key` is
-- the salted hash of the client's address group (IPv4 address, IPv6 /64); `admitted` is what the last statement let
-- through for that key, read back by the same statement. Expired rows go a few at a time through their index.
create table public.lead_budget (
  key text primary key check (char_length(key) between 1 and 200),
  hits timestamptz[] not null,
  admitted integer not null check (admitted >= 0),
  expires_at timestamptz not null
);
create index lead_budget_expires_at on public.lead_budget (expires_at);

alter table public.lead_budget enable row level security;
revoke all on table public.lead_budget from anon, authenticated;

-- The hits after `since`, oldest first.
create function public.live_hits(hits timestamptz[], since timestamptz) returns timestamptz[]
  language sql immutable parallel safe
  as $$ select coalesce(array_agg(h order by h), '{}') from unnest(hits) as h where h > since $$;
revoke all on function public.live_hits(timestamptz[], timestamptz) from public, anon, authenticated;
