// Vitest for `npm run test:mutation` (stryker.config.mjs): the unit tests of vitest.config.ts, minus the one that
// compares docs/machines.md with machines/ (it would "kill" every changed transition by the picture alone, not by
// anything a visitor sees) and without the model-coverage report, plus the page's proof-of-work test that runs in
// Node. Stryker runs, for each mutant, only the tests that import the mutated file (`vitest.related`) and that ran
// its code. MUTATION_TESTS (comma-separated globs, set by `npm run test:mutation -- --tests …`) narrows the unit tests
// further, e.g. to one behaviour's spec model: a score that only those tests earn.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { unitProject } from './vitest.config';

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          ...unitProject,
          // Commas inside a glob's braces ({ts,tsx}) do not separate globs.
          include: process.env.MUTATION_TESTS?.split(/,(?![^{]*\})/) ?? unitProject.include,
          // A mutant that makes a component loop or a path hang fails in 10 s instead of the suite's 15 s.
          testTimeout: 10_000,
          hookTimeout: 10_000,
          exclude: [...unitProject.exclude, 'tests/machines/machinesDoc.test.ts'],
          globalSetup: [],
          // Every machine loaded before each test file, so that Stryker can activate its module-level mutants.
          setupFiles: [...unitProject.setupFiles, 'tests/model-kit/mutationPreload.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'proof',
          environment: 'node',
          include: ['tests/functions/proof-client.test.ts'],
          testTimeout: 10_000,
        },
      },
    ],
  },
});
