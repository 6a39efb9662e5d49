// `npm start` after the build: the local backend (database + functions) and the prerendered site together.
// Env: PORT (site), FUNCTIONS_PORT, LOCAL_DB_PORT, BACKEND_DATA_DIR (a path, or 'memory'), BACKEND_QUIET=1.
import { existsSync } from 'node:fs';
import { startLocalBackend } from './local-backend.mjs';
import { serveSite } from './serve.mjs';

if (existsSync('.env')) process.loadEnvFile('.env');

const backend = await startLocalBackend().catch((error) => {
  // A refusal (the data directory in use, a port taken) is for the operator: one line, no stack.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
let server;
try {
  server = await serveSite();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await backend.stop();
  process.exit(1);
}

async function shutdown() {
  server.close();
  await backend.stop();
  process.exit(0);
}
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
