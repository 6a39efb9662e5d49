// StrykerJS for `npm run test:mutation` (scripts/mutation.mjs; Stryker 10 needs Node 22+): mutants of the machines,
// the Redux slices, the components that render machines and the functions (supabase/functions: the shared code and
// each function's handler), each run against the tests that import the mutated file.
// Incremental: results for unchanged code and tests are reused from reports/stryker-incremental.json (ignored by git,
// written by each run; delete it to measure everything afresh).
// @ts-check
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner', './tests/mutation-ignorers.mjs'],
  // Mutants of a machine config that nothing can tell apart from the original (the reasons are in the file).
  ignorers: ['machine-equivalents'],
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  coverageAnalysis: 'perTest',
  mutate: [
    'machines/**/*.ts',
    // Development only (import.meta.env.DEV), never in a build; tests/machines/inspect.test.tsx checks the wiring.
    '!machines/inspect.ts',
    '!machines/inspect.dev.ts',
    'store/**/*.ts',
    'components/audit/AuditReport.tsx',
    'components/chat/{ChatCard,useChatBridge,useTranscript}.{ts,tsx}',
    'components/demos/{Charts,ProcessSteps,SeoSearchDemo,SupportLog}.tsx',
    'components/faq/FaqAccordion.tsx',
    'components/forms/{AuditDialog,AuditFormDialog,ContactForm,ProjectForm}.tsx',
    'components/forms/useLeadForm.ts',
    'components/home/{FeaturedWork,Hero,useGlide}.{ts,tsx}',
    'components/hooks/{useLazyMachine,useViewGate}.ts',
    'components/layout/{Header,MobileMenu,Splash,followLink,splashSession,useLogoWave}.{ts,tsx}',
    'components/toasts/Toaster.tsx',
    'supabase/functions/_shared/**/*.ts',
    // Generated from content/ by `npm run gen:knowledge` (tests/chat/knowledge.test.ts checks they are current).
    '!supabase/functions/_shared/knowledge.generated.ts',
    '!supabase/functions/_shared/contract/service-options.generated.ts',
    // Each function's logic; its index.ts only hands the handler to Deno.serve, and _local/serve.ts is the local
    // dev server run under Deno (docs/testing.md, "The functions").
    'supabase/functions/*/handler.ts',
  ],
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  // Two cores shared with the build and browser tests.
  concurrency: 2,
  // A mutant that hangs (an endless loop, a path that never settles) is stopped after the normal time × 1.5 + 10 s.
  timeoutMS: 10_000,
  timeoutFactor: 1.5,
  dryRunTimeoutMinutes: 15,
  ignorePatterns: [
    'dist',
    '.data',
    'test-results',
    'playwright-report',
    'screenshots',
    'bench',
    'reports',
    'tests/e2e',
  ],
  reporters: ['progress', 'clear-text', 'json', 'html'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  thresholds: { high: 90, low: 80, break: null },
  tempDirName: '.stryker-tmp',
};
