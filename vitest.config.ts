// Vitest runs without the vike plugin: unit and model-based tests render components directly.
import { globSync, readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/** The unit and model-based tests (jsdom); vitest.mutation.config.ts runs them with a few changes. */
export const unitProject = {
  name: 'unit',
  environment: 'jsdom',
  // The longest chosen paths of the form models take 1–2 s alone; next to a build or browser tests, more.
  testTimeout: 15_000,
  include: ['tests/**/*.test.{ts,tsx}'],
  exclude: ['tests/functions/**', 'tests/e2e/**', 'node_modules/**'],
  setupFiles: ['tests/setup-dom.ts'],
  globalSetup: ['tests/model-kit/coverageReport.ts'],
} satisfies TestProjectInlineConfiguration['test'];

/** The edge functions' tests (Node, one migrated database for the run); vitest.mutation.config.ts runs them too. */
export const functionsProject = {
  name: 'functions',
  environment: 'node',
  include: ['tests/functions/**/*.test.ts'],
  globalSetup: ['tests/functions/migratedDb.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
} satisfies TestProjectInlineConfiguration['test'];

/** Unit test files that replace a module (vi.mock, vi.doMock): a module another file has already loaded in the same
 * worker would keep its real code, so these get a module graph of their own. */
const replacesModules = globSync(unitProject.include, { exclude: unitProject.exclude }).filter((file) =>
  /\bvi\.(?:mock|doMock)\(/.test(readFileSync(file, 'utf8')),
);

export default defineConfig({
  plugins: [react()],
  test: {
    // Every core: Vitest's default leaves one free (one worker on a 2-core machine), and the run is CPU-bound. Here, a
    // fresh clone, 2026-11-26: 503 s with the default, 322 s with both cores (`npx vitest run`, then with
    // --maxWorkers=2).
    maxWorkers: '100%',
    projects: [
      // The other unit files share one jsdom and one module graph per worker (setup-dom.ts resets the page before each
      // file): a fresh jsdom and a fresh import of React, xstate and the site for each of some 40 files cost more than the
      // tests. Here, 2026-11-26: `npx vitest run --project 'unit*'` 288 s with every file isolated, 191 s so.
      {
        extends: true,
        test: { ...unitProject, isolate: false, exclude: [...unitProject.exclude, ...replacesModules] },
      },
      { extends: true, test: { ...unitProject, name: 'unit (own modules)', include: replacesModules } },
      { extends: true, test: functionsProject },
    ],
  },
});
