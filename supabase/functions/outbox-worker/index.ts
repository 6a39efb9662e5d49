// Supabase entry point of outbox-worker: wires the handler to the environment (logic lives in handler.ts).
import { depsFromEnv } from '../_shared/deps.ts';
import { createHandler, workerSecrets } from './handler.ts';

const env = (name: string) => Deno.env.get(name);
const handler = createHandler(depsFromEnv(env), workerSecrets(env));

Deno.serve((req) => handler(req));
