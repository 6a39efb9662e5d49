// `npm run dev` is one command for a working development site: Vite's server renders every route without a warning
// and the local backend answers beside it.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { expect, test } from '@playwright/test';
import { routes } from '../../content/routes';
import { decodeEntities } from './html';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

test('npm run dev serves every route without warnings, with the local backend running @desktop-only', async () => {
  // Starting Vite and the backend takes 10–20 s on a quiet machine and over a minute on a busy one (load 15: a
  // fresh-clone run beside a mutation run): the test waits for the server's own line, bounded only by its timeout.
  test.setTimeout(240_000);
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/dev.mjs'], {
    env: {
      ...process.env,
      NO_COLOR: '1',
      FORCE_COLOR: '0',
      PORT: String(port),
      FUNCTIONS_PORT: '0',
      LOCAL_DB_PORT: '0',
      BACKEND_DATA_DIR: 'memory',
    },
  });
  let output = '';
  const serving = new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`http://localhost:${port}/`)) resolve();
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`npm run dev exited (${code}) before serving:\n${output}`)));
  });
  try {
    await serving;
    for (const route of routes) {
      const res = await fetch(`http://localhost:${port}${route.path}`);
      expect(res.status, route.path).toBe(200);
      expect(decodeEntities(await res.text()), route.path).toContain(`<title>${route.title}</title>`);
    }
    const functionsUrl = /functions: (http:\/\/127\.0\.0\.1:\d+\/functions\/v1)\//.exec(output)?.[1];
    expect(functionsUrl).toBeTruthy();
    const preflight = await fetch(`${functionsUrl}/send-contact-form`, {
      method: 'OPTIONS',
      headers: { origin: `http://localhost:${port}`, 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(output).not.toMatch(/warning|error/i);
  } finally {
    child.kill('SIGTERM');
  }
});
