-- Proof-of-work solutions already used (supabase/functions/_shared/proof.ts): one row per challenge signature,
-- written by the statement that stores the submission, so one solved challenge stores at most one lead or
-- transcript. A row is needed only until its challenge expires; the same statement removes a few expired rows
-- through the expires_at index.
create table public.used_proofs (
  signature text primary key check (char_length(signature) <= 256 and signature ~ '^[0-9a-f]+$'),
  expires_at timestamptz not null
);
create index used_proofs_expires_at on public.used_proofs (expires_at);

alter table public.used_proofs enable row level security;
revoke all on table public.used_proofs from anon, authenticated;
