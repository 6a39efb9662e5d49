// The assistant's knowledge is generated from content/ into a committed file; this fails when it is stale (run
// `npm run gen:knowledge`), and checks the import boundaries: functions import nothing outside supabase/functions/,
// content/ imports nothing from supabase/.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GENERATED_PATH, renderKnowledgeModule } from '../../scripts/site-knowledge';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}
const importsOf = (path: string) =>
  [...readFileSync(path, 'utf8').matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => m[1]!);

describe('generated assistant knowledge', () => {
  it('is up to date with content/ (run `npm run gen:knowledge`)', async () => {
    expect(readFileSync(GENERATED_PATH, 'utf8')).toBe(await renderKnowledgeModule());
  });

  it('functions import nothing outside supabase/functions/', () => {
    for (const file of files('supabase/functions')) {
      for (const spec of importsOf(file).filter((s) => s.startsWith('.'))) {
        expect(join(file, '..', spec), `${file} imports ${spec}`).toMatch(/^supabase\/functions\//);
      }
    }
  });

  it('content/ imports nothing from supabase/', () => {
    for (const file of files('content')) expect(importsOf(file).filter((s) => s.includes('supabase'))).toEqual([]);
  });
});
