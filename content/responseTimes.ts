// How fast the team answers, in hours (spec §9: 24 h for messages and project requests, 48 h for audits): the
// notices, the audit copy, Get Started and the chat assistant all read it from here. Its own module, so pages that
// show a notice ship these three numbers and not every fact of content/facts.ts.
export const responseTimes = { messageHours: 24, projectRequestHours: 24, auditHours: 48 } as const;
