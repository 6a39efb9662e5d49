// Vitest for `npm run test:mutation` (stryker.config.mjs): the unit tests of vitest.config.ts, minus the one that
// compares docs/machines.md with machines/ (it would "kill" every changed transition by the picture alone, not by
// anything a visitor sees) and without the model-coverage report, plus the function tests that run the handlers
// in-process in Node against PGlite (with their global setup, which migrates one database for the run). Stryker runs,
// for each mutant, only the tests that import the mutated file (`vitest.related`) and that ran its code.
// MUTATION_TESTS (comma-separated globs, set by `npm run test:mutation -- --tests …`) narrows the tests further, e.g.
// to one behaviour's spec model: a score that only those tests earn; globs under tests/functions/ go to the functions
// project, the others to the unit project.
import { globSync, readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { functionsProject, unitProject } from './vitest.config';

// Commas inside a glob's braces ({ts,tsx}) do not separate globs.
const globs = process.env.MUTATION_TESTS?.split(/,(?![^{]*\})/);
const FUNCTIONS = 'tests/functions/';
const unitGlobs = globs ? globs.filter((glob) => !glob.startsWith(FUNCTIONS)) : unitProject.include;

/** Unit test files that declare Node's environment (`// @vitest-environment node`: the assistant, pure logic) render
 * nothing, so they need neither jsdom nor the machines' preload; a machine they import loads with the file, outside
 * any test, where Stryker counts its mutants as static anyway. Run with the DOM project's setup, each file cost some
 * 10 s of jsdom, React and every machine per mutant (the assistant's part: 800 mutants, two hours); in a project of
 * their own, well under a second. */
const NODE_PRAGMA = /^\s*\/\/ @vitest-environment node\b/m;
const unitFiles = globSync(unitGlobs, { exclude: [...unitProject.exclude] });
const nodeFiles = unitFiles.filter((file) => NODE_PRAGMA.test(readFileSync(file, 'utf8')));
const unitInclude = nodeFiles.length === 0 ? unitGlobs : unitFiles.filter((file) => !nodeFiles.includes(file));
const functionsInclude = globs ? globs.filter((glob) => glob.startsWith(FUNCTIONS)) : functionsProject.include;

/** Tests that run the functions in another process (Deno: the served functions, `deno check`, the deploy's imports,
 * the operator's commands, the data-directory lock, the pinned fetch; Node: the chat evaluation script). A mutant is
 * switched on inside the Vitest worker only, so these would run the original code and could only pass or time out. */
const otherProcess = [
  `${FUNCTIONS}audit-pin.test.ts`,
  `${FUNCTIONS}data-dir-lock.test.ts`,
  `${FUNCTIONS}deno-check.test.ts`,
  `${FUNCTIONS}deploy-imports.test.ts`,
  `${FUNCTIONS}disconnect.test.ts`,
  `${FUNCTIONS}http.test.ts`,
  `${FUNCTIONS}operator.test.ts`,
  'tests/chat/evalScript.test.ts',
];

/** Whether any of these function tests opens a database (helpers.ts: withTestDb, createTestDb). Only those need the
 * global setup's migrated PGlite, whose initdb and migrations (10–30 s here) Stryker pays again each time it restarts
 * the runner after a mutant that hangs: a part whose tests open none (single-flight, group-commit, sse) runs without. */
function opensDatabase(globs: readonly string[]): boolean {
  return globSync(globs as string[]).some((file) =>
    /\b(?:withTestDb|createTestDb|migratedDataDir)\(/.test(readFileSync(file, 'utf8')),
  );
}

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      ...(unitInclude.length > 0
        ? [
            {
              extends: true,
              test: {
                ...unitProject,
                include: unitInclude,
                // A mutant that makes a component loop or a path hang fails in 10 s instead of the suite's 15 s.
                testTimeout: 10_000,
                hookTimeout: 10_000,
                exclude: [...unitProject.exclude, ...otherProcess, 'tests/machines/machinesDoc.test.ts'],
                globalSetup: [],
                // Every machine loaded before each test file, so that Stryker can activate its module-level mutants.
                setupFiles: [...unitProject.setupFiles, 'tests/model-kit/mutationPreload.ts'],
              },
            } satisfies TestProjectInlineConfiguration,
          ]
        : []),
      ...(nodeFiles.length > 0
        ? [
            {
              extends: true,
              test: {
                ...unitProject,
                name: 'unit (node)',
                environment: 'node',
                include: nodeFiles,
                testTimeout: 10_000,
                hookTimeout: 10_000,
                exclude: [...unitProject.exclude, ...otherProcess],
                globalSetup: [],
                setupFiles: [],
              },
            } satisfies TestProjectInlineConfiguration,
          ]
        : []),
      ...(functionsInclude.length > 0
        ? [
            {
              extends: true,
              test: {
                ...functionsProject,
                include: functionsInclude,
                exclude: ['node_modules/**', ...otherProcess],
                ...(opensDatabase(functionsInclude) ? {} : { globalSetup: [] }),
              },
            } satisfies TestProjectInlineConfiguration,
          ]
        : []),
    ],
  },
});
