// Function names live in one place (FUNCTIONS in supabase/functions/_shared/contract/api.ts): every function folder is
// listed there, the local router serves each, and the deploy command in docs/backend.md deploys each.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { FUNCTIONS } from '../../supabase/functions/_shared/contract/api.ts';

const folders = readdirSync('supabase/functions', { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(`supabase/functions/${d.name}/index.ts`))
  .map((d) => d.name)
  .sort();

it('names every function folder, and only those', () => {
  expect(Object.values(FUNCTIONS).sort()).toEqual(folders);
});

it('every function has its Supabase config entry and is in the deploy command of docs/backend.md', () => {
  const config = readFileSync('supabase/config.toml', 'utf8');
  const deploy = /npx supabase functions deploy([^`]*?)\n```/.exec(readFileSync('docs/backend.md', 'utf8'))?.[1] ?? '';
  for (const name of folders) {
    expect(config, `supabase/config.toml [functions.${name}]`).toContain(`[functions.${name}]`);
    expect(deploy.split(/[\s\\]+/), `docs/backend.md deploy command: ${name}`).toContain(name);
  }
});
