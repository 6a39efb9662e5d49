// The mailers at their boundary: the exact request Resend receives (docs/backend.md: the outbox sends through Resend
// when RESEND_API_KEY is set, else prints the e-mail), what a refusal is reported as, and the printed e-mail.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLocalMailer, createResendMailer } from '../../supabase/functions/_shared/mailer.ts';

const email = {
  id: 'row-9',
  from: 'Lumivox Website <noreply@lumivox.agency>',
  to: 'hello@lumivox.agency',
  replyTo: 'ada@example.com',
  subject: 'Contact message from Ada Lovelace',
  text: 'plain',
  html: '<p>rich</p>',
};

function resendWith(answer: () => Response, extra: { endpoint?: string; timeoutMs?: number } = {}) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = ((url: string, init: RequestInit) => {
    calls.push({ url, init });
    return Promise.resolve(answer());
  }) as unknown as typeof globalThis.fetch;
  return { mailer: createResendMailer({ apiKey: 're_key', fetch, ...extra }), calls };
}

afterEach(() => vi.restoreAllMocks());

describe('the Resend mailer', () => {
  it('posts JSON with the key, an idempotency key per outbox row, and every part of the e-mail', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    const { mailer, calls } = resendWith(() => Response.json({ id: 're_1' }));
    expect(mailer.mode).toBe('resend');
    expect(await mailer.send(email)).toEqual({ providerMessageId: 're_1' });
    expect(calls).toHaveLength(1);
    const [{ url, init }] = calls as [{ url: string; init: RequestInit }];
    expect(url).toBe('https://api.resend.com/emails');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({
      authorization: 'Bearer re_key',
      'content-type': 'application/json',
      'idempotency-key': 'outbox-row-9',
    });
    expect(JSON.parse(String(init.body))).toEqual({
      from: 'Lumivox Website <noreply@lumivox.agency>',
      to: ['hello@lumivox.agency'],
      subject: 'Contact message from Ada Lovelace',
      text: 'plain',
      html: '<p>rich</p>',
      reply_to: 'ada@example.com',
    });
    // A provider that hangs is given up on after 10 s (the row is retried).
    expect(timeout).toHaveBeenCalledWith(10_000);
    expect(init.signal).toBe(timeout.mock.results[0]?.value);
  });

  it('sends no reply_to without a Reply-To, and goes to the endpoint and timeout it is given', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    const { mailer, calls } = resendWith(() => Response.json({ id: 're_2' }), {
      endpoint: 'http://127.0.0.1:9/emails',
      timeoutMs: 2500,
    });
    await mailer.send({ ...email, replyTo: null });
    expect(calls[0]?.url).toBe('http://127.0.0.1:9/emails');
    expect(JSON.parse(String(calls[0]?.init.body))).not.toHaveProperty('reply_to');
    expect(timeout).toHaveBeenCalledWith(2500);
  });

  it('a refusal is an error naming the status and Resend message, or the status text when the body is not JSON', async () => {
    const refused = resendWith(() => Response.json({ message: 'domain not verified' }, { status: 403 }));
    await expect(refused.mailer.send(email)).rejects.toThrow(new Error('Resend answered 403: domain not verified'));
    const down = resendWith(() => new Response('<html>', { status: 503, statusText: 'Service Unavailable' }));
    await expect(down.mailer.send(email)).rejects.toThrow(new Error('Resend answered 503: Service Unavailable'));
  });

  it('a 2xx without an id reports no provider id', async () => {
    const { mailer } = resendWith(() => new Response('', { status: 202 }));
    expect(await mailer.send(email)).toEqual({ providerMessageId: undefined });
  });
});

describe.each([
  ['the Resend mailer', () => resendWith(() => Response.json({ id: 'x' }))],
  ['the local mailer', () => ({ mailer: createLocalMailer(() => {}), calls: [] })],
])('%s refuses a line break in any header, sending nothing', (_name, make) => {
  it.each([
    ['From', { from: 'a@b.co\r\nBcc: x@evil.example' }],
    ['To', { to: 'a@b.co\nBcc: x@evil.example' }],
    ['Subject', { subject: 'Hi\rBcc: x@evil.example' }],
    ['Reply-To', { replyTo: 'a@b.co\nBcc: x@evil.example' }],
  ])('%s', async (header, change) => {
    const { mailer, calls } = make();
    await expect(mailer.send({ ...email, ...change })).rejects.toThrow(
      new Error(`Refusing to send: the ${header} header contains a line break.`),
    );
    expect(calls).toEqual([]);
  });
});

describe('the local mailer', () => {
  it('prints the whole e-mail, Reply-To only when there is one', async () => {
    const printed: string[] = [];
    const mailer = createLocalMailer((text) => printed.push(text));
    expect(mailer.mode).toBe('local');
    expect(await mailer.send(email)).toEqual({});
    await mailer.send({ ...email, replyTo: undefined, text: 'second' });
    const rule = '─'.repeat(58);
    expect(printed).toEqual([
      [
        '─── e-mail (delivered locally, RESEND_API_KEY not set) ───',
        'From: Lumivox Website <noreply@lumivox.agency>',
        'To: hello@lumivox.agency',
        'Reply-To: ada@example.com',
        'Subject: Contact message from Ada Lovelace',
        '',
        'plain',
        rule,
      ].join('\n'),
      [
        '─── e-mail (delivered locally, RESEND_API_KEY not set) ───',
        'From: Lumivox Website <noreply@lumivox.agency>',
        'To: hello@lumivox.agency',
        'Subject: Contact message from Ada Lovelace',
        '',
        'second',
        rule,
      ].join('\n'),
    ]);
  });

  it('prints to the console when given nowhere else', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    await createLocalMailer().send(email);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('To: hello@lumivox.agency'));
  });
});
