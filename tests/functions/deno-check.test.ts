// `deno check` over every function entry, so `npm test` catches Deno-only type errors (offline, npm deno binary).
import { spawnSync } from 'node:child_process';
import { expect, it } from 'vitest';

it('type-checks every supabase/functions/*/index.ts and the local router, and lints them, under Deno', () => {
  const result = spawnSync(process.execPath, ['scripts/deno-check.mjs'], {
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  expect(result.stderr + result.stdout).toMatch(/deno check: 7 entries OK; deno lint OK/);
  expect(result.status).toBe(0);
}, 120_000);
