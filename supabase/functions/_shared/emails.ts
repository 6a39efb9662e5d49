// Notification e-mails built from stored submissions. Every user-supplied string is HTML-escaped; subjects are
// single-line by construction (schemas reject CR/LF in names and subjects; the mailer re-checks).
import type { ChatMessage } from './contract/schemas.ts';
import { siteIdentity } from './site-content.ts';

type EmailTemplate = 'lead_notification' | 'transcript_agency';

export interface EmailDraft {
  template: EmailTemplate;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/** Collapses any line breaks or control characters so a value can sit in a header. */
export function oneLine(value: string, max = 120): string {
  // deno-lint-ignore no-control-regex
  const flat = value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** The HTML frame of every e-mail the functions send, in the brand's colours. */
export const layout = (title: string, inner: string) =>
  `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:${siteIdentity.colors.ink}">` +
  `<h2 style="color:${siteIdentity.colors.heading}">${escapeHtml(title)}</h2>${inner}</body></html>`;

/**
 * Visitor text in the plain-text e-mail as a quoted block: every line starts with "> ", so no text a visitor types
 * can stand as a line of its own (a forged "Email:" or "Reference:").
 */
function quoted(value: string): string {
  return value
    .split(/\r\n|[\r\n\u0085\u2028\u2029]/)
    .map((line) => `> ${line}`)
    .join('\n');
}

/** Single-line fields sit after their label (one line: the schemas refuse breaks, oneLine re-flattens); the message is
 * a quoted block. */
function fieldTable(fields: [string, string | undefined][], multiLine: string): { text: string; html: string } {
  const present = fields.filter((f): f is [string, string] => Boolean(f[1]));
  return {
    text: present
      .map(([label, value]) =>
        label === multiLine ? `${label}:\n${quoted(value)}` : `${label}: ${oneLine(value, 10_000)}`,
      )
      .join('\n'),
    html:
      '<table cellpadding="6" style="border-collapse:collapse">' +
      present
        .map(
          ([label, value]) =>
            `<tr><th align="left" valign="top">${escapeHtml(label)}</th>` +
            `<td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
        )
        .join('') +
      '</table>',
  };
}

type LeadKind = 'contact' | 'audit' | 'project';

export interface LeadForEmail {
  id: string;
  kind: LeadKind;
  name: string;
  email: string;
  phone?: string;
  company?: string;
  website?: string;
  jobTitle?: string;
  subject?: string;
  services?: string[];
  budget?: string;
  timeline?: string;
  message: string;
}

const KIND_LABEL: Record<LeadKind, string> = {
  contact: 'Contact message',
  audit: 'Free website audit request',
  project: 'Project request',
};

export function leadNotification(lead: LeadForEmail, to: string): EmailDraft {
  const title = `${KIND_LABEL[lead.kind]} from ${lead.name}`;
  const table = fieldTable(
    [
      ['Name', lead.name],
      ['Email', lead.email],
      ['Phone', lead.phone],
      [lead.kind === 'audit' ? 'Website' : 'Company', lead.company],
      ['Website', lead.website],
      ['Job title', lead.jobTitle],
      ['Subject', lead.subject],
      ['Services', lead.services?.join(', ')],
      ['Budget', lead.budget],
      ['Timeline', lead.timeline],
      ['Message', lead.message],
      ['Reference', lead.id],
    ],
    'Message',
  );
  return {
    template: 'lead_notification',
    to,
    replyTo: lead.email,
    subject: oneLine(lead.kind === 'audit' && lead.subject ? `${lead.subject}: ${lead.name}` : title, 200),
    text: `${title}\n\n${table.text}\n\nReply to this e-mail to answer ${lead.name}.`,
    html: layout(title, table.html),
  };
}

function transcriptBody(messages: readonly ChatMessage[]): { text: string; html: string } {
  const who = (m: ChatMessage) => (m.role === 'user' ? 'Visitor' : 'Assistant');
  return {
    text: messages.map((m) => `${who(m)}:\n${quoted(m.content)}`).join('\n\n'),
    html: messages
      .map(
        (m) =>
          `<p><strong>${who(m)}:</strong><br><span style="white-space:pre-wrap">${escapeHtml(m.content)}</span></p>`,
      )
      .join(''),
  };
}

/**
 * The transcript goes to the agency only: the visitor's address is data typed into a page, so it appears in the body
 * and as Reply-To (a strict address, see contract/schemas.ts) but is never a recipient. Otherwise the function would be an
 * open relay that sends branded mail with visitor-written text to any address.
 */
export function transcriptEmails(
  transcript: { id: string; userEmail: string; messages: readonly ChatMessage[] },
  agencyTo: string,
): EmailDraft[] {
  const body = transcriptBody(transcript.messages);
  const agencyTitle = `Chat transcript with ${transcript.userEmail}`;
  return [
    {
      template: 'transcript_agency',
      to: agencyTo,
      replyTo: transcript.userEmail,
      subject: oneLine(agencyTitle, 200),
      text: `${agencyTitle}\n\n${body.text}\n\nReference: ${transcript.id}`,
      html: layout(agencyTitle, body.html),
    },
  ];
}
