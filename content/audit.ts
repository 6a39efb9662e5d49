// Copy of the audit dialog and its instant report (spec §2 Audit dialog; issue #15). The full audit follows within
// the spec's 48 hours (content/facts.ts responseTimes) whatever the instant check finds.
import { responseTimes } from './responseTimes';

const hours = responseTimes.auditHours;

export const auditDialogCopy = {
  title: 'Request your free website audit',
  intro: `We'll review your site's speed, search visibility and conversion path and send you a comprehensive audit within ${hours} hours.`,
} as const;

export const auditReportCopy = {
  auditingTitle: 'Checking your website…',
  auditingStart: 'Starting the instant check…',
  reportTitle: 'Your instant website check',
  followUp: `This is a first automated look. Our team will send your comprehensive audit within ${hours} hours.`,
  unreachableTitle: 'We couldn’t check your site automatically',
  unreachableFollowUp: `Your request is saved: our team will review your site by hand and send your audit within ${hours} hours.`,
  /** When the instant check cannot run at all (network, a broken stream): the reason only; `unreachableFollowUp` says
   * once that the request is saved and when the audit comes. */
  unavailable: 'The instant check couldn’t run this time.',
  passedSummary: (n: number) => `What’s already good (${n})`,
  /** The badge on each finding, by its status. */
  badge: { fail: 'Fix', warn: 'Improve', pass: 'Good' },
  close: 'Close',
} as const;
