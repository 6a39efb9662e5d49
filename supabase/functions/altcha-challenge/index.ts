// Supabase entry point of altcha-challenge: wires the handler to the environment (logic lives in handler.ts).
import { depsFromEnv } from '../_shared/deps.ts';
import { createHandler } from './handler.ts';

const handler = createHandler(depsFromEnv((name) => Deno.env.get(name)));

Deno.serve((req, info) => handler(req, { remoteAddr: info.remoteAddr.hostname }));
