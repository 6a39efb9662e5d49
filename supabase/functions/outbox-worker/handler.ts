// outbox-worker: sends due e-mails from the outbox. Called on a schedule (pg_cron + pg_net in production, a timer in
// local mode) with the worker secret; submissions also run the worker right after they commit.
import { type FunctionDeps, outboxOptions } from '../_shared/deps.ts';
import { json, presentedKey, safeEqual } from '../_shared/http.ts';
import { processOutbox } from '../_shared/outbox.ts';
import type { Handler } from '../_shared/pipeline.ts';

export function createHandler(deps: FunctionDeps, secrets: readonly string[]): Handler {
  return async (req) => {
    if (req.method !== 'POST') {
      return json(405, { error: { code: 'method_not_allowed', message: 'Use POST.' } }, { allow: 'POST' });
    }
    const key = presentedKey(req);
    if (secrets.length === 0 || key === null || !secrets.some((s) => safeEqual(s, key))) {
      return json(401, { error: { code: 'unauthorized', message: 'The outbox worker needs its secret.' } });
    }
    try {
      const { sent, retried, failed } = await processOutbox(outboxOptions(deps));
      return json(200, { ok: true, sent, retried, failed });
    } catch (error) {
      deps.log('outbox-worker: run failed', error);
      return json(500, { error: { code: 'internal_error', message: 'The outbox run failed; rows stay queued.' } });
    }
  };
}

/** Secrets accepted: OUTBOX_WORKER_SECRET, or the project's service-role key that Supabase injects. */
export function workerSecrets(env: (name: string) => string | undefined): string[] {
  return [env('OUTBOX_WORKER_SECRET'), env('SUPABASE_SERVICE_ROLE_KEY')].filter((s): s is string => Boolean(s));
}
