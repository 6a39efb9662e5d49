// Vitest runs without the vike plugin: unit and model-based tests render components directly.
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

export default defineConfig({
  plugins: [react()],
  test: {
    // Every core: Vitest's default leaves one free (one worker on a 2-core machine), and the run is CPU-bound. Here, a
    // fresh clone, 2026-11-26: 503 s with the default, 322 s with both cores (`npx vitest run`, then with
    // --maxWorkers=2).
    maxWorkers: '100%',
    projects: [
      { extends: true, test: unitProject },
      {
        extends: true,
        test: {
          name: 'functions',
          environment: 'node',
          include: ['tests/functions/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
