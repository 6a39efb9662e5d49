-- Rate limits shared by every function instance: one row per (bucket, client key, fixed window), counted by an
-- upsert (supabase/functions/_shared/ratelimit.ts). Expired windows are removed a few at a time through the
-- expires_at index by the same statement, so the table stays small and nothing ever scans it whole.
create table public.rate_limits (
  bucket text not null check (char_length(bucket) between 1 and 64),
  key text not null check (char_length(key) between 1 and 200),
  window_start timestamptz not null,
  hits integer not null check (hits >= 0),
  expires_at timestamptz not null,
  primary key (bucket, key, window_start)
);
create index rate_limits_expires_at on public.rate_limits (expires_at);

alter table public.rate_limits enable row level security;
revoke all on table public.rate_limits from anon, authenticated;
