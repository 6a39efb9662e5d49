// Supabase entry point of audit-website: wires the handler to the environment (logic lives in handler.ts).
import { auditNetFromEnv } from '../_shared/audit/net.ts';
import { depsFromEnv } from '../_shared/deps.ts';
import { createHandler } from './handler.ts';

const env = (name: string) => Deno.env.get(name);
const deps = depsFromEnv(env);
const handler = createHandler(deps, auditNetFromEnv(env, deps.config.local, deps.log));

Deno.serve((req, info) => handler(req, { remoteAddr: info.remoteAddr.hostname }));
