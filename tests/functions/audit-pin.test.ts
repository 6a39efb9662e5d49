// DNS rebinding: the audit's requests go to the address that was checked, not to whatever the name resolves to a
// moment later. pinnedFetch (supabase/functions/_shared/audit/net.ts) runs under Deno, the functions' runtime.
import { spawnSync } from 'node:child_process';
import { expect, it } from 'vitest';

it('connects to the checked address whatever the name resolves to; Host, SNI and certificate keep the name', () => {
  const result = spawnSync(
    'node_modules/.bin/deno',
    [
      'run',
      // As the local backend runs the functions (node:https reads the CA list through sys access).
      '--allow-net',
      '--allow-read',
      '--allow-env',
      '--allow-sys',
      '--config',
      'supabase/functions/deno.json',
      'tests/functions/deno/pinned-fetch.ts',
    ],
    {
      encoding: 'utf8',
      // The test certificate for pin.test, trusted for this run only.
      env: { ...process.env, NO_COLOR: '1', NODE_EXTRA_CA_CERTS: 'tests/functions/deno/pin-test.crt' },
      timeout: 60_000,
    },
  );
  expect(result.stderr).toBe('');
  const report = JSON.parse(result.stdout.trim().split('\n').at(-1)!) as {
    status: number;
    length: number;
    encoding: string | null;
    seen: { host: string; path: string; accepts: string }[];
    refused: string;
    https: { status: number; length: number };
    mismatch: string;
  };
  // A name no resolver knows reached the pinned server: the socket went to the address, not to a lookup.
  expect(report.status).toBe(200);
  const port = report.seen[0]?.host.split(':')[1];
  expect(report.seen.map(({ host, path }) => ({ host, path }))).toEqual([
    { host: `rebinding.invalid:${port}`, path: '/home' },
    { host: `www.example.com:${port}`, path: '/second' },
  ]);
  // The page is read decoded, and the site's coding is still reported (the compression check reads it).
  expect(report.seen[0]?.accepts).toMatch(/gzip/);
  expect(report.length).toBe(100_000);
  expect(report.encoding).toBe('gzip');
  // Pinned to 127.0.0.2, where nothing listens, `localhost` fails rather than resolving to the server's address.
  expect(report.refused).not.toBe('');
  // https: TLS over the pinned socket with the name's SNI and certificate; another name is refused by the check.
  expect(report.https).toEqual({ status: 200, length: 5023, encoding: null });
  expect(report.mismatch).toMatch(/other\.test/);
}, 90_000);
