// `deno check` over every function entry with the functions' own deno.json (npm packages from Deno's cache, as a
// deploy resolves them), so `npm test` catches Deno-only type errors.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { expect, it } from 'vitest';

// Every function folder with an index.ts, plus the local router.
const functions = readdirSync('supabase/functions', { withFileTypes: true }).filter(
  (d) => d.isDirectory() && existsSync(`supabase/functions/${d.name}/index.ts`),
);

it('type-checks every supabase/functions/*/index.ts and the local router, and lints them, under Deno', () => {
  const result = spawnSync(process.execPath, ['scripts/deno-check.mjs'], {
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  expect(functions.map((d) => d.name)).toContain('altcha-challenge');
  expect(result.stderr + result.stdout).toContain(`deno check: ${functions.length + 1} entries OK; deno lint OK`);
  expect(result.status).toBe(0);
}, 120_000);
