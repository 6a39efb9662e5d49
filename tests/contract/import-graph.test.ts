// The import graph runs one way (issue #11): pages → components → machines / store → the contract ← functions, with
// content/ at the bottom. The site reaches into supabase/ only through supabase/functions/_shared/contract/; the
// functions' own boundary (nothing outside supabase/functions/) is checked by tests/functions/deploy-imports.test.ts.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

const CONTRACT = 'supabase/functions/_shared/contract/';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every relative import of a file, as a path from the repository root. */
const importsOf = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) =>
    normalize(join(dirname(file), m[1]!)),
  );

/** What each layer may import besides itself (content/ only itself). */
const allowed: Record<string, string[]> = {
  pages: ['components/', 'machines/', 'store/', 'content/', CONTRACT],
  components: ['machines/', 'store/', 'content/', CONTRACT],
  machines: ['store/', 'content/', CONTRACT],
  store: ['machines/', 'content/', CONTRACT],
  content: [],
};

describe('the import graph', () => {
  for (const [layer, targets] of Object.entries(allowed)) {
    it(`${layer}/ imports only ${targets.length ? targets.join(', ') : 'itself'}`, () => {
      const stray = files(layer).flatMap((file) =>
        importsOf(file)
          .filter((path) => !path.startsWith(`${layer}/`) && !targets.some((t) => path.startsWith(t)))
          .map((path) => `${file} → ${path}`),
      );
      expect(stray).toEqual([]);
    });
  }

  it('the contract imports nothing but itself (and npm packages)', () => {
    const stray = files(CONTRACT).flatMap((file) =>
      importsOf(file)
        .filter((path) => !path.startsWith(CONTRACT))
        .map((path) => `${file} → ${path}`),
    );
    expect(stray).toEqual([]);
  });
});

/** A relative import resolved to the file it names (with or without its extension, or a folder's index). */
function resolve(path: string): string | undefined {
  for (const candidate of [path, `${path}.ts`, `${path}.tsx`, `${path}.mjs`, join(path, 'index.ts')])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return undefined;
}

const codeFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? codeFiles(path) : /\.(tsx?|mjs)$/.test(name) ? [path] : [];
  });

describe('no circle', () => {
  it('no module reaches itself through its imports (site code, functions, scripts; types included)', () => {
    const roots = ['pages', 'components', 'machines', 'store', 'content', 'supabase/functions', 'scripts'];
    const graph = new Map(
      roots.flatMap(codeFiles).map((file) => [file, importsOf(file).flatMap((path) => resolve(path) ?? [])] as const),
    );
    const circles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const walk = (file: string, trail: string[]) => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'open') {
        circles.push([...trail.slice(trail.indexOf(file)), file].join(' → '));
        return;
      }
      state.set(file, 'open');
      for (const next of graph.get(file) ?? []) walk(next, [...trail, file]);
      state.set(file, 'done');
    };
    for (const file of graph.keys()) walk(file, []);
    expect(circles).toEqual([]);
  });
});
