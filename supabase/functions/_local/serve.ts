// Local mode: serves every function at http://127.0.0.1:54321/functions/v1/<name> like `supabase functions serve`,
// and runs the outbox worker on a schedule. Started by scripts/local-backend.mjs under the npm deno binary.
import { FUNCTIONS } from '../_shared/contract/api.ts';
import { createHandler as altchaChallenge } from '../altcha-challenge/handler.ts';
import { createHandler as chatSupport } from '../chat-support/handler.ts';
import { createHandler as auditWebsite } from '../audit-website/handler.ts';
import { auditNetFromEnv } from '../_shared/audit/net.ts';
import { depsFromEnv } from '../_shared/deps.ts';
import { json } from '../_shared/http.ts';
import { LOCAL_FUNCTIONS_PORT } from '../_shared/contract/local.ts';
import type { Handler } from '../_shared/pipeline.ts';
import { createHandler as outboxWorker, workerSecrets } from '../outbox-worker/handler.ts';
import { createHandler as sendChatTranscript } from '../send-chat-transcript/handler.ts';
import { createHandler as sendContactForm } from '../send-contact-form/handler.ts';
import { createHandler as sendProjectRequest } from '../send-project-request/handler.ts';

const env = (name: string) => Deno.env.get(name);
const deps = depsFromEnv(env);
const handlers: Record<string, Handler> = {
  [FUNCTIONS.proofChallenge]: altchaChallenge(deps),
  [FUNCTIONS.chatSupport]: chatSupport(deps),
  [FUNCTIONS.contactForm]: sendContactForm(deps),
  [FUNCTIONS.projectRequest]: sendProjectRequest(deps),
  [FUNCTIONS.chatTranscript]: sendChatTranscript(deps),
  [FUNCTIONS.outboxWorker]: outboxWorker(deps, workerSecrets(env)),
  [FUNCTIONS.auditWebsite]: auditWebsite(deps, auditNetFromEnv(env, deps.config.local, deps.log)),
};

const port = Number(env('FUNCTIONS_PORT') ?? LOCAL_FUNCTIONS_PORT);
const server = Deno.serve({ hostname: '127.0.0.1', port, onListen: () => {} }, (req, info) => {
  const name = /^\/functions\/v1\/([a-z-]+)\/?$/.exec(new URL(req.url).pathname)?.[1];
  const handler = name ? handlers[name] : undefined;
  if (!handler)
    return json(404, { error: { code: 'not_found', message: `No function at ${new URL(req.url).pathname}.` } });
  return handler(req, { remoteAddr: info.remoteAddr.hostname });
});
console.log(`functions: serving ${Object.keys(handlers).join(', ')} at http://127.0.0.1:${port}/functions/v1/<name>`);

// Pending e-mails are retried on a schedule too, not only after the next submission.
const outboxTimer = setInterval(() => void deps.outboxKicker.kick(), Number(env('OUTBOX_INTERVAL_MS') ?? 30_000));

async function shutdown() {
  clearInterval(outboxTimer);
  await server.shutdown();
  Deno.exit(0);
}
Deno.addSignalListener('SIGINT', shutdown);
Deno.addSignalListener('SIGTERM', shutdown);

// Started with a stdin pipe by the launcher: when the launcher dies, the pipe closes and we follow. At once: the
// database and the gateway died with it, so a request still in flight (a client trickling its body) can only end in
// errors against a dead database, and a graceful shutdown would wait for it as long as the client likes.
if (env('EXIT_ON_STDIN_EOF') === '1') {
  (async () => {
    for await (const _ of Deno.stdin.readable) {
      // Nothing is sent on stdin; reading only waits for end-of-file.
    }
    console.error('functions: the launcher is gone (its database with it); stopping.');
    Deno.exit(0);
  })();
}
