// What `supabase functions deploy` bundles is supabase/functions/ with its deno.json: every import of a function file
// must resolve from there alone, npm packages through the import map (Deno's cache, never the repository's
// node_modules), at the versions the lock and the Node tests use.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = 'supabase/functions';

interface DenoConfig {
  nodeModulesDir?: string;
  imports: Record<string, string>;
}
const config = JSON.parse(readFileSync(join(ROOT, 'deno.json'), 'utf8')) as DenoConfig;
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(m?[jt]sx?)$/.test(entry.name) ? [path] : [];
  });
}

/** Every module a file imports: static, type-only, re-exports and dynamic `import()`, as TypeScript reads them. */
const importsOf = (source: string) => ts.preProcessFile(source, true, true).importedFiles.map((file) => file.fileName);

/** Why `specifier` in `file` would not resolve in a deploy; null when it does. */
function deployProblem(file: string, specifier: string, imports: Record<string, string>): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/')) {
    const target = relative(ROOT, join(file, '..', specifier));
    return target.startsWith('..') || specifier.startsWith('/') ? `reaches outside ${ROOT}/` : null;
  }
  if (specifier.startsWith('node:')) return null;
  // Node (the unit tests) runs these files too, so packages are bare names mapped once in deno.json.
  if (/^[a-z][a-z0-9+.-]*:/i.test(specifier)) return 'names a package by URL or npm:/jsr: instead of the import map';
  const mapped = specifier in imports || Object.keys(imports).some((k) => k.endsWith('/') && specifier.startsWith(k));
  return mapped ? null : 'is a bare package not in the import map of deno.json';
}

/** `npm:zod@4.6.7/mini` → ['zod', '4.6.7']; `npm:/altcha-lib@2.8.0/` → ['altcha-lib', '2.8.0']. */
function npmPackage(target: string): [name: string, version: string] | null {
  const m = /^npm:\/?((?:@[^/@]+\/)?[^/@]+)@([^/]+)/.exec(target);
  return m ? [m[1]!, m[2]!] : null;
}

describe('the functions as a deploy sees them', () => {
  const files = sourceFiles(ROOT);

  it('import only files under supabase/functions/, node: built-ins and packages of the import map', () => {
    expect(files.length).toBeGreaterThan(40);
    const problems = files.flatMap((file) =>
      importsOf(readFileSync(file, 'utf8')).flatMap((specifier) => {
        const problem = deployProblem(file, specifier, config.imports);
        return problem ? [`${file}: '${specifier}' ${problem}`] : [];
      }),
    );
    expect(problems).toEqual([]);
  });

  it('tells apart what resolves in a deploy and what does not', () => {
    const file = `${ROOT}/_shared/example.ts`;
    const resolves = (specifier: string) => deployProblem(file, specifier, config.imports) === null;
    const inside = ['./http.ts', '../send-contact-form/handler.ts', 'zod/mini', 'altcha-lib/types', 'node:net'];
    expect(inside.filter((specifier) => !resolves(specifier))).toEqual([]);
    for (const outside of ['../../../content/facts.ts', '../../../scripts/site-knowledge.ts', '/etc/hosts']) {
      expect(deployProblem(file, outside, config.imports)).toBe(`reaches outside ${ROOT}/`);
    }
    for (const unmapped of ['react', 'zod', '@supabase/supabase-js', 'postgres-extra']) {
      expect(deployProblem(file, unmapped, config.imports)).toBe(
        'is a bare package not in the import map of deno.json',
      );
    }
    expect(resolves('npm:zod@4.6.7')).toBe(false);
    expect(resolves('https://esm.sh/zod')).toBe(false);
  });

  it('resolve npm packages from Deno’s cache, not from the repository’s node_modules', () => {
    expect(config.nodeModulesDir).toBe('none');
    for (const target of Object.values(config.imports)) expect(target).toMatch(/^npm:/);
  });

  it('pin each package at the version package.json installs for the Node tests, and deno.lock locks those', () => {
    const installed = { ...pkg.dependencies, ...pkg.devDependencies };
    const mapped = new Map(Object.values(config.imports).map((t) => npmPackage(t) ?? [t, '?']));
    for (const [name, version] of mapped) expect(`${name}@${version}`).toBe(`${name}@${installed[name]}`);
    const lock = JSON.parse(readFileSync(join(ROOT, 'deno.lock'), 'utf8')) as {
      workspace: { dependencies: string[] };
      npm: Record<string, unknown>;
    };
    const pinned = [...mapped].map(([name, version]) => `npm:${name}@${version}`).sort();
    expect([...lock.workspace.dependencies].sort()).toEqual(pinned);
    for (const [name, version] of mapped) expect(Object.keys(lock.npm)).toContain(`${name}@${version}`);
  });
});
