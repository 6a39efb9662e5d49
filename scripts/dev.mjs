// `npm run dev`: the local backend (database + functions, as `npm start` runs them) beside Vite's dev server with hot
// reload, so one command gives a working development site. With VITE_SUPABASE_URL set (in the environment or .env),
// the site talks to that backend instead and no local one is started.
import { existsSync } from 'node:fs';
import { dev } from 'vike/api';
import { startLocalBackend } from './local-backend.mjs';

if (existsSync('.env')) process.loadEnvFile('.env');

const backend = process.env.VITE_SUPABASE_URL ? null : await startLocalBackend();
// PORT moves the site (default 3000, as in vite.config.ts); the backend's ports are as for `npm start`.
const port = process.env.PORT ? Number(process.env.PORT) : undefined;
const { viteServer } = await dev({ startupLog: true, viteConfig: port ? { server: { port, strictPort: true } } : {} });

async function shutdown() {
  await viteServer.close();
  await backend?.stop();
  process.exit(0);
}
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
