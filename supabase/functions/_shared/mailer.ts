// Sends one e-mail: through Resend's HTTP API when RESEND_API_KEY is set, else prints it (local mode).

export interface OutgoingEmail {
  /** Outbox row id, sent as Resend's Idempotency-Key so a retry after a timeout cannot send twice. */
  id: string;
  from: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** 'local' marks rows delivered_locally instead of sent. */
  readonly mode: 'resend' | 'local';
  send(email: OutgoingEmail): Promise<{ providerMessageId?: string }>;
}

/** Header injection guard: anything that becomes an e-mail header must be one line. */
function assertHeaderSafe(value: string, header: string): void {
  if (/[\r\n]/.test(value)) throw new Error(`Refusing to send: the ${header} header contains a line break.`);
}

function assertHeaders(email: OutgoingEmail): void {
  assertHeaderSafe(email.from, 'From');
  assertHeaderSafe(email.to, 'To');
  assertHeaderSafe(email.subject, 'Subject');
  if (email.replyTo) assertHeaderSafe(email.replyTo, 'Reply-To');
}

export function createResendMailer(options: {
  apiKey: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  endpoint?: string;
}): Mailer {
  const doFetch = options.fetch ?? fetch;
  return {
    mode: 'resend',
    async send(email) {
      assertHeaders(email);
      const res = await doFetch(options.endpoint ?? 'https://api.resend.com/emails', {
        method: 'POST',
        headers: {
          authorization: `Bearer ${options.apiKey}`,
          'content-type': 'application/json',
          'idempotency-key': `outbox-${email.id}`,
        },
        body: JSON.stringify({
          from: email.from,
          to: [email.to],
          subject: email.subject,
          text: email.text,
          html: email.html,
          ...(email.replyTo ? { reply_to: email.replyTo } : {}),
        }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      const body = (await res.json().catch(() => ({}))) as { id?: string; message?: string };
      if (!res.ok) throw new Error(`Resend answered ${res.status}: ${body.message ?? res.statusText}`);
      return { providerMessageId: body.id };
    },
  };
}

/** Local mode: no provider; the message is printed and the outbox row marked delivered_locally. */
export function createLocalMailer(print: (text: string) => void = console.log): Mailer {
  return {
    mode: 'local',
    // async so that a refused header is a rejected promise, like a provider failure.
    // deno-lint-ignore require-await
    async send(email) {
      assertHeaders(email);
      print(
        [
          '─── e-mail (delivered locally, RESEND_API_KEY not set) ───',
          `From: ${email.from}`,
          `To: ${email.to}`,
          ...(email.replyTo ? [`Reply-To: ${email.replyTo}`] : []),
          `Subject: ${email.subject}`,
          '',
          email.text,
          '──────────────────────────────────────────────────────────',
        ].join('\n'),
      );
      return {};
    },
  };
}
