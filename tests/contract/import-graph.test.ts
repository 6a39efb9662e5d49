// The import graph runs one way (issue #11, #23): pages → components → machines / store → the contract ← functions,
// with content/ at the bottom. The site reaches into supabase/ only through supabase/functions/_shared/contract/; the
// functions import nothing outside supabase/functions/ (tests/functions/deploy-imports.test.ts checks the same for a
// deploy, packages included); scripts/ and site code never import tests/. One scan of every module states its counts.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

const CONTRACT = 'supabase/functions/_shared/contract/';
const FUNCTIONS = 'supabase/functions/';

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

/** What a folder must never import, whatever it is (the layers above say what they may). */
const forbidden: Record<string, string[]> = {
  // The contract ships in the page and in every function: nothing but itself (and npm packages).
  [CONTRACT]: ['pages/', 'components/', 'machines/', 'store/', 'content/', 'scripts/', 'tests/', FUNCTIONS],
  // Scripts are run by npm and the build; tests may read them, never the other way round.
  'scripts/': ['tests/'],
};

/** Whether `file` may import `path` (both from the repository root). */
function allowedPath(file: string, path: string): boolean {
  const layer = Object.keys(allowed).find((l) => file.startsWith(`${l}/`));
  if (layer) return path.startsWith(`${layer}/`) || allowed[layer]!.some((t) => path.startsWith(t));
  if (file.startsWith(CONTRACT)) return path.startsWith(CONTRACT);
  if (file.startsWith(FUNCTIONS)) return path.startsWith(FUNCTIONS);
  return !Object.entries(forbidden).some(
    ([folder, targets]) => file.startsWith(folder) && targets.some((t) => path.startsWith(t)),
  );
}

/** The imports of `file` that break a rule, as `file → path`. */
const wrongWay = (file: string) =>
  importsOf(file)
    .filter((path) => !allowedPath(file, path))
    .map((path) => `${file} → ${path}`);

describe('the import graph', () => {
  for (const [layer, targets] of Object.entries(allowed)) {
    it(`${layer}/ imports only ${targets.length ? targets.join(', ') : 'itself'}`, () => {
      expect(files(layer).flatMap(wrongWay)).toEqual([]);
    });
  }

  it('the contract imports nothing but itself (and npm packages)', () => {
    expect(files(CONTRACT).flatMap(wrongWay)).toEqual([]);
  });

  it('the functions import nothing outside supabase/functions/', () => {
    expect(codeFiles(FUNCTIONS).flatMap(wrongWay)).toEqual([]);
  });

  it('scripts/ never imports tests/', () => {
    expect(codeFiles('scripts').flatMap(wrongWay)).toEqual([]);
  });

  it('knows a wrong-way import when it sees one', () => {
    // The rules themselves, on imports that must each count as wrong.
    expect(allowedPath('scripts/eval-chat.mjs', 'tests/chat/eval.test.ts')).toBe(false);
    expect(allowedPath('machines/actors/backend.ts', 'components/forms/Field.tsx')).toBe(false);
    expect(allowedPath('content/site.ts', `${CONTRACT}api.ts`)).toBe(false);
    expect(allowedPath('supabase/functions/_shared/http.ts', 'content/site.ts')).toBe(false);
    expect(allowedPath(`${CONTRACT}api.ts`, 'supabase/functions/_shared/http.ts')).toBe(false);
    expect(allowedPath('components/ui/index.tsx', 'tests/setup-dom.ts')).toBe(false);
    expect(allowedPath('components/ui/index.tsx', `${CONTRACT}api.ts`)).toBe(true);
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

const ROOTS = ['pages', 'components', 'machines', 'store', 'content', 'supabase/functions', 'scripts'];

/** Every module of ROOTS with the modules its relative imports resolve to. */
function graph(): Map<string, string[]> {
  return new Map(
    ROOTS.flatMap(codeFiles).map((file) => [file, importsOf(file).flatMap((path) => resolve(path) ?? [])] as const),
  );
}

function circlesOf(modules: Map<string, string[]>): string[] {
  const circles: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const walk = (file: string, trail: string[]) => {
    if (state.get(file) === 'done') return;
    if (state.get(file) === 'open') {
      circles.push([...trail.slice(trail.indexOf(file)), file].join(' → '));
      return;
    }
    state.set(file, 'open');
    for (const next of modules.get(file) ?? []) walk(next, [...trail, file]);
    state.set(file, 'done');
  };
  for (const file of modules.keys()) walk(file, []);
  return circles;
}

describe('no circle', () => {
  it('no module reaches itself through its imports (site code, functions, scripts; types included)', () => {
    expect(circlesOf(graph())).toEqual([]);
  });

  it('finds a circle when there is one', () => {
    const modules = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
    ]);
    expect(circlesOf(modules)).toEqual(['a.ts → b.ts → c.ts → a.ts']);
  });
});

describe('the import scan', () => {
  it('reads every module of site code, functions and scripts: no wrong-way import, no circle', () => {
    const modules = graph();
    const scan = {
      files: modules.size,
      imports: [...modules.values()].reduce((n, targets) => n + targets.length, 0),
      wrongWay: [...modules.keys()].flatMap(wrongWay),
      circles: circlesOf(modules),
    };
    console.info(
      `import scan: ${scan.files} files, ${scan.imports} relative imports, ` +
        `${scan.wrongWay.length} wrong-way imports, ${scan.circles.length} circles`,
    );
    expect(scan.files).toBeGreaterThan(200);
    expect(scan).toMatchObject({ wrongWay: [], circles: [] });
  });
});
