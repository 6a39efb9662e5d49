// The notification e-mails as the agency receives them, written out whole: the subject, every line of the plain text
// and the HTML, for each kind of lead and for a chat transcript (docs/security.md: visitor text is quoted in the text
// part and escaped in the HTML; headers are one line).
import { describe, expect, it } from 'vitest';
import { brand } from '../../content/brand';
import { leadNotification, oneLine, transcriptEmails } from '../../supabase/functions/_shared/emails.ts';
import { validProject } from './helpers.ts';

const TO = 'hello@lumivox.agency';
const frame = (title: string, inner: string) =>
  `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:${brand.ink}">` +
  `<h2 style="color:${brand.from}">${title}</h2>${inner}</body></html>`;
const row = (label: string, value: string) =>
  `<tr><th align="left" valign="top">${label}</th><td style="white-space:pre-wrap">${value}</td></tr>`;
const table = (...rows: string[]) => `<table cellpadding="6" style="border-collapse:collapse">${rows.join('')}</table>`;

describe('the lead notification', () => {
  it('a project request: every field the visitor gave, labelled, the message quoted, the reference last', () => {
    const draft = leadNotification(
      {
        id: 'lead-7',
        kind: 'project',
        ...validProject,
        message: 'A bakery site\nthat ranks locally.',
      },
      TO,
    );
    expect(draft).toEqual({
      template: 'lead_notification',
      to: TO,
      replyTo: 'alan@example.com',
      subject: 'Project request from Alan Turing',
      text: [
        'Project request from Alan Turing',
        '',
        'Name: Alan Turing',
        'Email: alan@example.com',
        'Phone: 404-555-0199',
        'Company: Bletchley Bakes',
        'Website: bletchley-bakes.co.uk',
        'Services: Website Design, SEO',
        'Budget: $500 - $5,000',
        'Timeline: Within 3 months',
        'Message:',
        '> A bakery site',
        '> that ranks locally.',
        'Reference: lead-7',
        '',
        'Reply to this e-mail to answer Alan Turing.',
      ].join('\n'),
      html: frame(
        'Project request from Alan Turing',
        table(
          row('Name', 'Alan Turing'),
          row('Email', 'alan@example.com'),
          row('Phone', '404-555-0199'),
          row('Company', 'Bletchley Bakes'),
          row('Website', 'bletchley-bakes.co.uk'),
          row('Services', 'Website Design, SEO'),
          row('Budget', '$500 - $5,000'),
          row('Timeline', 'Within 3 months'),
          row('Message', 'A bakery site\nthat ranks locally.'),
          row('Reference', 'lead-7'),
        ),
      ),
    });
  });

  it('an audit request: its subject and name in the subject line, the site under "Website", the job title', () => {
    const draft = leadNotification(
      {
        id: 'lead-8',
        kind: 'audit',
        name: 'Grace Hopper',
        email: 'grace@example.com',
        company: 'https://cobol.dev',
        jobTitle: 'CTO',
        subject: 'Free Website Audit Request',
        message: 'Free website audit request for https://cobol.dev.',
      },
      TO,
    );
    expect(draft.subject).toBe('Free Website Audit Request: Grace Hopper');
    expect(draft.text.split('\n')).toEqual([
      'Free website audit request from Grace Hopper',
      '',
      'Name: Grace Hopper',
      'Email: grace@example.com',
      'Website: https://cobol.dev',
      'Job title: CTO',
      'Subject: Free Website Audit Request',
      'Message:',
      '> Free website audit request for https://cobol.dev.',
      'Reference: lead-8',
      '',
      'Reply to this e-mail to answer Grace Hopper.',
    ]);
  });

  it('a contact message without a subject is titled by its kind; an audit without one too', () => {
    const base = { id: 'l', name: 'Ada Lovelace', email: 'ada@example.com', message: 'Hi' };
    expect(leadNotification({ ...base, kind: 'contact' }, TO).subject).toBe('Contact message from Ada Lovelace');
    expect(leadNotification({ ...base, kind: 'contact', subject: 'Hello' }, TO).subject).toBe(
      'Contact message from Ada Lovelace',
    );
    expect(leadNotification({ ...base, kind: 'audit' }, TO).subject).toBe(
      'Free website audit request from Ada Lovelace',
    );
  });

  it('escapes all five HTML-special characters, in values and in the title', () => {
    const draft = leadNotification(
      { id: 'l', kind: 'contact', name: `O'Brien & <Sons> "Ltd"`, email: 'a@b.co', message: 'm' },
      TO,
    );
    const escaped = 'O&#39;Brien &amp; &lt;Sons&gt; &quot;Ltd&quot;';
    expect(draft.html).toContain(`<h2 style="color:${brand.from}">Contact message from ${escaped}</h2>`);
    expect(draft.html).toContain(row('Name', escaped));
  });

  it('a single-line field with a control character stays on its line; every kind of line break quotes', () => {
    const draft = leadNotification(
      {
        id: 'l',
        kind: 'contact',
        name: 'Ada',
        email: 'a@b.co',
        company: 'Acme\u0085Email: forged@evil.example',
        message: 'one\r\ntwo\rthree\u2028four\u2029five\u0085six',
      },
      TO,
    );
    const lines = draft.text.split('\n');
    expect(lines).toContain('Company: Acme Email: forged@evil.example');
    expect(lines.slice(lines.indexOf('Message:') + 1, lines.indexOf('Message:') + 7)).toEqual([
      '> one',
      '> two',
      '> three',
      '> four',
      '> five',
      '> six',
    ]);
  });
});

describe('oneLine (a value in a header)', () => {
  it('turns each run of control characters into one space and trims the ends', () => {
    expect(oneLine('\u0000 a\u0001\u001f\u007f\u009fb\u2028\u2029c \n')).toBe('a b c');
    expect(oneLine('a\u0020b\u00a0c')).toBe('a b\u00a0c');
  });

  it('keeps at most `max` characters, ending a cut with an ellipsis (120 by default)', () => {
    expect(oneLine('x'.repeat(120))).toBe('x'.repeat(120));
    expect(oneLine('x'.repeat(121))).toBe(`${'x'.repeat(119)}…`);
    expect(oneLine('abcdef', 5)).toBe('abcd…');
    expect(oneLine('abcde', 5)).toBe('abcde');
  });

  it('a subject is cut at 200 characters', () => {
    const name = 'N'.repeat(250);
    const { subject } = leadNotification({ id: 'l', kind: 'contact', name, email: 'a@b.co', message: 'm' }, TO);
    expect(subject).toBe(`Contact message from ${'N'.repeat(200 - 21 - 1)}…`);
    expect(subject).toHaveLength(200);
  });
});

describe('the transcript e-mail', () => {
  it('goes to the agency only, with the visitor as Reply-To, each message quoted under who wrote it', () => {
    const drafts = transcriptEmails(
      {
        id: 'tr-1',
        userEmail: 'ada@example.com',
        messages: [
          { role: 'user', content: 'Do you build shops?\nWith <b>Stripe</b>?' },
          { role: 'assistant', content: 'Yes & more.' },
        ],
      },
      TO,
    );
    expect(drafts).toEqual([
      {
        template: 'transcript_agency',
        to: TO,
        replyTo: 'ada@example.com',
        subject: 'Chat transcript with ada@example.com',
        text: [
          'Chat transcript with ada@example.com',
          '',
          'Visitor:',
          '> Do you build shops?',
          '> With <b>Stripe</b>?',
          '',
          'Assistant:',
          '> Yes & more.',
          '',
          'Reference: tr-1',
        ].join('\n'),
        html: frame(
          'Chat transcript with ada@example.com',
          '<p><strong>Visitor:</strong><br><span style="white-space:pre-wrap">' +
            'Do you build shops?\nWith &lt;b&gt;Stripe&lt;/b&gt;?</span></p>' +
            '<p><strong>Assistant:</strong><br><span style="white-space:pre-wrap">Yes &amp; more.</span></p>',
        ),
      },
    ]);
  });
});
