// Type-checks every edge function entry (and the local router) and lints supabase/functions with the npm deno
// binary. The functions' own config (import map, deno.lock) is named explicitly: from the repository root Deno would
// otherwise take the root package.json and node_modules, which a deploy does not have. npm packages come from
// Deno's cache (DENO_DIR), fetched from the registry on first use.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const functionsDir = join(root, 'supabase', 'functions');
const entries = readdirSync(functionsDir, { withFileTypes: true })
  .filter((d) => d.isDirectory() && !d.name.startsWith('_') && existsSync(join(functionsDir, d.name, 'index.ts')))
  .map((d) => `supabase/functions/${d.name}/index.ts`);
entries.push('supabase/functions/_local/serve.ts');

const deno = join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'deno.cmd' : 'deno');
const config = ['--config', 'supabase/functions/deno.json'];
const run = (args) =>
  spawnSync(deno, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1' },
  });

const check = run(['check', '--quiet', ...config, ...entries]);
if (check.status !== 0) {
  console.error(`deno check failed for: ${entries.join(', ')}`);
  process.exit(check.status ?? 1);
}
const lint = run(['lint', '--quiet', ...config, 'supabase/functions']);
if (lint.status !== 0) {
  console.error('deno lint failed for supabase/functions');
  process.exit(lint.status ?? 1);
}
console.log(`deno check: ${entries.length} entries OK; deno lint OK`);
