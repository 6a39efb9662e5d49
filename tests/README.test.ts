// tests/README.md maps the code to the tests that prove it. It stays whole and true: every machine and actor under
// machines/, every module under store/, every edge function and every test file Vitest or Playwright runs is named
// there, and every path it names exists.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const index = readFileSync('tests/README.md', 'utf8');
/** Every path the index names in backticks (a folder ends with a slash). */
const named = new Set([...index.matchAll(/`([\w./-]+\/[\w./-]*)`/g)].map((m) => m[1]!));

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? files(path) : [path];
  });
}
const missing = (paths: string[]) => paths.filter((path) => !named.has(path));

describe('tests/README.md', () => {
  it('names every machine, actor and store module', () => {
    const code = [...files('machines'), ...files('store')].filter((f) => f.endsWith('.ts'));
    expect(code).toContain('machines/formMachine.ts');
    expect(code).toContain('store/toastsSlice.ts');
    expect(missing(code)).toEqual([]);
  });

  it('names every edge function', () => {
    const functions = readdirSync('supabase/functions', { withFileTypes: true })
      .filter((d) => d.isDirectory() && existsSync(`supabase/functions/${d.name}/index.ts`))
      .map((d) => `supabase/functions/${d.name}/`);
    expect(functions).toContain('supabase/functions/send-contact-form/');
    expect(missing(functions)).toEqual([]);
  });

  it('names every test file', () => {
    const tests = files('tests').filter((f) => /\.test\.tsx?$|^tests\/e2e\/.*\.spec\.ts$/.test(f));
    expect(tests).toContain('tests/e2e/routes.spec.ts');
    expect(missing(tests)).toEqual([]);
  });

  it('names only paths that exist', () => {
    expect(named.size).toBeGreaterThan(100);
    expect([...named].filter((path) => !existsSync(path))).toEqual([]);
  });
});
