// Mutation runs only (vitest.mutation.config.ts): loads every machine before a test file runs, outside any test.
// Components load their machines on demand (components/hooks/useLazyMachine.ts), so without this a machine's
// module-level code (its whole config) ran inside the first test that rendered it, Stryker counted its mutants as
// covered by that one test alone and ran only that test against them: the carousel's scored 36 % though its spec
// model kills them. Loaded here, those mutants are "static": Stryker activates each one before this file runs and
// runs every test of the related files against it, and the components' dynamic import() finds the mutated module.
// The machines import only xstate, content and each other, which no test mocks; actors and the store (mocked by
// some tests) are left to load as the code loads them.
import.meta.glob(['../../machines/*.ts', '!../../machines/inspect*.ts'], { eager: true });
// The audit dialog's machine with its stream (`provide` at module level, loaded by AuditDialog.tsx's lazy loader):
// its stream loads only when an audit runs, so preloading it loads nothing a test mocks.
import.meta.glob('../../components/forms/auditDialogLogic.ts', { eager: true });
