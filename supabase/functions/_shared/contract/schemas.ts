// Payload schemas of every form and function call (spec §3, §5, §7), shared by the site's forms and the edge
// functions. Keep this file free of Deno/Node APIs and small: it ships in the client bundle (zod/mini).
import * as z from 'zod/mini';
import { CHAT_ROLES, type FieldErrors, SERVICE_OPTIONS } from './api.ts';

export * from './api.ts';

/** Bounds the spec leaves open (§5 "Other bounds: not shown"), chosen here once and mirrored by the migrations. */
const LIMITS = {
  name: 100,
  email: 254,
  phone: 40,
  company: 200,
  website: 300,
  jobTitle: 100,
  subject: 200,
  budget: 100,
  timeline: 100,
  message: 5000,
  chatMessages: 40,
  chatContent: 4000,
  transcriptMessages: 200,
} as const;

const AUDIT_SUBJECT = 'Free Website Audit Request';

/** A strict ASCII address (it becomes a Reply-To header): local part of RFC 5322 atom characters and dots, a domain of
 * dot-separated labels. Anything else (spaces, controls, quotes, brackets, U+2028) is refused. */
const EMAIL_RE =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;
/** Single-line text: no C0/C1 control character (line breaks, ESC, VT, U+0085…) and no U+2028/U+2029 separators. */
// deno-lint-ignore no-control-regex
const SINGLE_LINE_RE = /^[^\u0000-\u001f\u007f-\u009f\u2028\u2029]*$/;
/** Multi-line text: tab, LF and CR are allowed; the other control characters are not. */
// deno-lint-ignore no-control-regex
const MULTI_LINE_RE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]*$/;
/** Well-formed UTF-16: every surrogate in a pair. A lone one is not text (Postgres refuses it in JSON). */
const WELL_FORMED_RE = /^(?:[^\uD800-\uDFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF])*$/;
const PHONE_RE = /^[0-9+().\/ x-]*$/i;
const URL_RE = /^(https?:\/\/)?([a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(:\d{1,5})?([/?#]\S*)?$/i;

const notAnObject = 'Please send the form as a JSON object.';

/** Checks every text field gets: well-formed UTF-16, and no control characters beyond what its kind allows. */
function plainText(label: string, multiLine: boolean) {
  return [
    z.regex(WELL_FORMED_RE, `${label} contains an invalid character.`),
    multiLine
      ? z.regex(MULTI_LINE_RE, `${label} contains a control character.`)
      : z.regex(SINGLE_LINE_RE, `${label} must be a single line.`),
  ];
}
const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters.`;

/** A required text field, trimmed before the checks; `checks` run last (a format). */
function requiredText(
  label: string,
  missing: string,
  max: number,
  multiLine: boolean,
  ...checks: z.core.$ZodCheck<string>[]
) {
  return z
    .string({ error: missing })
    .check(
      ...plainText(label, multiLine),
      z.trim(),
      z.minLength(1, missing),
      z.maxLength(max, tooLong(label, max)),
      ...checks,
    );
}
const requiredLine = (label: string, missing: string, max: number, ...checks: z.core.$ZodCheck<string>[]) =>
  requiredText(label, missing, max, false, ...checks);

/** An optional text field: '', null and absent all mean "not given" and come out as undefined. */
function optionalText(label: string, max: number, ...checks: z.core.$ZodCheck<string>[]) {
  return z.pipe(
    z.optional(
      z.nullable(
        z
          .string({ error: `${label} must be text.` })
          .check(...plainText(label, false), z.trim(), z.maxLength(max, tooLong(label, max)), ...checks),
      ),
    ),
    z.transform((value) => (value ? value : undefined)),
  );
}

const name = requiredLine('Name', 'Please enter your name.', LIMITS.name);
const email = requiredLine(
  'Email',
  'Please enter your email address.',
  LIMITS.email,
  z.regex(EMAIL_RE, 'Please enter a valid email address.'),
);
const phone = optionalText('Phone', LIMITS.phone, z.regex(PHONE_RE, 'Please enter a valid phone number.'));
const message = requiredText('Message', 'Please enter a message.', LIMITS.message, true);
const websiteRequired = requiredLine(
  'Website',
  'Please enter your website.',
  LIMITS.website,
  z.regex(URL_RE, 'Please enter a valid website address, e.g. https://example.com.'),
);
// Optional fields run their checks on the trimmed text before '' becomes undefined, so '' must pass here.
const URL_OR_EMPTY_RE = new RegExp(`^(?:${URL_RE.source.slice(1, -1)})?$`, URL_RE.flags);
const websiteOptional = optionalText(
  'Website',
  LIMITS.website,
  z.regex(URL_OR_EMPTY_RE, 'Please enter a valid website address, e.g. https://example.com.'),
);

/** Contact page form and `send-contact-form` payload (spec §3, §7). */
export const contactSchema = z.object(
  {
    name,
    email,
    phone,
    company: optionalText('Company', LIMITS.company),
    message,
  },
  notAnObject,
);
export type ContactInput = z.input<typeof contactSchema>;
type Contact = z.output<typeof contactSchema>;

/** The audit dialog's form fields (spec §3 "Audit request form"). */
export const auditFormSchema = z.object(
  {
    name,
    email,
    jobTitle: optionalText('Job title', LIMITS.jobTitle),
    website: websiteRequired,
  },
  notAnObject,
);
type AuditForm = z.output<typeof auditFormSchema>;

/** `send-contact-form` payload from the audit dialog: company carries the website (spec §3 "Audit submission"). */
export const auditSchema = z.object(
  {
    name,
    email,
    company: websiteRequired,
    jobTitle: optionalText('Job title', LIMITS.jobTitle),
    message,
    subject: requiredLine('Subject', 'Please enter a subject.', LIMITS.subject),
  },
  notAnObject,
);
export type AuditInput = z.input<typeof auditSchema>;
type Audit = z.output<typeof auditSchema>;

/** Builds the audit payload from the dialog's fields exactly as spec §3 describes it. */
export function buildAuditPayload(form: AuditForm): AuditInput {
  const jobTitle = form.jobTitle || 'Not provided';
  return {
    name: form.name,
    email: form.email,
    company: form.website,
    jobTitle: form.jobTitle ?? '',
    message: `Free website audit request for ${form.website}. Job title: ${jobTitle}.`,
    subject: AUDIT_SUBJECT,
  };
}

/** The audit payload is the contact call with a subject (spec §7); anything else is a contact message. */
export function isAuditPayload(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'subject' in body;
}

/** Get Started form and `send-project-request` payload (spec §3 "Project request"). */
export const projectSchema = z.object(
  {
    name,
    email,
    phone,
    company: requiredLine('Company', 'Please enter your company name.', LIMITS.company),
    website: websiteOptional,
    services: z.pipe(
      z
        .array(z.enum(SERVICE_OPTIONS, 'Please choose services from the list.'), 'Please choose at least one service.')
        .check(
          z.minLength(1, 'Please choose at least one service.'),
          z.maxLength(SERVICE_OPTIONS.length * 2, 'Please choose services from the list.'),
        ),
      z.transform((list) => [...new Set(list)]),
    ),
    budget: optionalText('Budget', LIMITS.budget),
    timeline: optionalText('Timeline', LIMITS.timeline),
    message,
  },
  notAnObject,
);
export type ProjectInput = z.input<typeof projectSchema>;
type Project = z.output<typeof projectSchema>;

const chatRoleSchema = z.enum(CHAT_ROLES, "A message's role must be 'user' or 'assistant'.");

function chatMessageSchema(maxContent: number) {
  return z.object({
    role: chatRoleSchema,
    content: z
      .string('Message content must be text.')
      .check(
        z.maxLength(maxContent, `A message must be at most ${maxContent} characters.`),
        ...plainText('A message', true),
      ),
  });
}

/** `chat-support` request body (spec §7): the conversation so far, last message from the visitor. */
export const chatRequestSchema = z.object(
  {
    messages: z
      .array(chatMessageSchema(LIMITS.chatContent), 'Please send the conversation as a list of messages.')
      .check(
        z.minLength(1, 'Please send at least one message.'),
        z.maxLength(LIMITS.chatMessages, `The conversation is limited to ${LIMITS.chatMessages} messages.`),
        z.refine((list) => list.some((m) => m.role === 'user' && m.content.trim() !== ''), {
          error: 'Please type a message.',
        }),
      ),
  },
  notAnObject,
);
export type ChatRequest = z.output<typeof chatRequestSchema>;

/** `send-chat-transcript` payload: only sent with more than one message and a captured e-mail (spec §7). */
export const transcriptSchema = z.object(
  {
    messages: z
      .array(chatMessageSchema(LIMITS.chatContent), 'Please send the conversation as a list of messages.')
      .check(
        z.minLength(2, 'A transcript needs more than one message.'),
        z.maxLength(LIMITS.transcriptMessages, `A transcript is limited to ${LIMITS.transcriptMessages} messages.`),
      ),
    userEmail: email,
  },
  notAnObject,
);
export type TranscriptInput = z.input<typeof transcriptSchema>;
export type Transcript = z.output<typeof transcriptSchema>;

/** Per-field messages of a failed parse, keyed by the form field ('email', 'services'; 'body' for the whole
 * payload); the first message of a field wins. */
export function fieldErrors(result: { success: boolean; error?: z.core.$ZodError }): FieldErrors {
  const errors: FieldErrors = {};
  if (result.success || !result.error) return errors;
  for (const issue of result.error.issues) {
    errors[issue.path.length > 0 ? String(issue.path[0]) : 'body'] ??= issue.message;
  }
  return errors;
}
