// The free-audit dialog (spec §4 "Audit dialog"): closed → open on 'Request Free Audit'; open → closed on
// success or dismissal. A dismissal while the request is in flight waits: the visitor must see its outcome.
import { setup } from 'xstate';

export const auditDialogMachine = setup({
  types: {
    events: {} as { type: 'audit.open' } | { type: 'audit.dismiss'; submitting: boolean } | { type: 'audit.succeeded' },
  },
  guards: {
    notSubmitting: ({ event }) => event.type === 'audit.dismiss' && !event.submitting,
  },
}).createMachine({
  id: 'auditDialog',
  initial: 'closed',
  states: {
    closed: { on: { 'audit.open': 'open' } },
    open: {
      on: {
        'audit.dismiss': { guard: 'notSubmitting', target: 'closed' },
        'audit.succeeded': 'closed',
      },
    },
  },
});
