// Exact notice copy of spec §8 (reply promises of §9 from content/facts.ts).
import { responseTimes } from './responseTimes';

const { messageHours, projectRequestHours, auditHours } = responseTimes;

export const notices = {
  contactSuccess: { title: 'Message sent!', description: `We'll get back to you within ${messageHours} hours.` },
  contactFailure: { title: 'Error', description: 'Failed to send message. Please try again.' },
  projectSuccess: {
    title: 'Request submitted!',
    description: `Our team will review your requirements and contact you within ${projectRequestHours} hours.`,
  },
  projectFailure: { title: 'Error', description: 'Failed to submit request. Please try again.' },
  auditSuccess: {
    title: 'Request Submitted!',
    description: `We'll send you a comprehensive website audit within ${auditHours} hours.`,
  },
  auditFailure: { title: 'Error', description: 'Failed to submit request. Please try again.' },
  chatFailure: { title: 'Error', description: 'Failed to get response. Please try again.' },
} as const;

/** spec §8: the chat's answer was not ok or had no body. */
export const CHAT_STREAM_FAILED = 'Failed to start chat stream';
