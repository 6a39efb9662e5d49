// Exact notice copy of spec §8.
export const notices = {
  contactSuccess: { title: 'Message sent!', description: "We'll get back to you within 24 hours." },
  contactFailure: { title: 'Error', description: 'Failed to send message. Please try again.' },
  projectSuccess: {
    title: 'Request submitted!',
    description: 'Our team will review your requirements and contact you within 24 hours.',
  },
  projectFailure: { title: 'Error', description: 'Failed to submit request. Please try again.' },
  auditSuccess: {
    title: 'Request Submitted!',
    description: "We'll send you a comprehensive website audit within 48 hours.",
  },
  auditFailure: { title: 'Error', description: 'Failed to submit request. Please try again.' },
  chatFailure: { title: 'Error', description: 'Failed to get response. Please try again.' },
} as const;

/** spec §8: the chat's answer was not ok or had no body. */
export const CHAT_STREAM_FAILED = 'Failed to start chat stream';
