// The privacy notice (/privacy): what the site's forms, audit and chat collect, who handles it, and how to have it
// deleted. Every sentence about what the site does is checked against the code: the tables in supabase/migrations,
// the functions in supabase/functions, the browser storage in components/layout/splashSession.ts and store/.
// A buyer's review (r26) found two forms asking for a name, an e-mail and a phone and no notice anywhere.
import { responseTimes } from '../responseTimes.ts';
import { emailLink, site } from '../site.ts';
import type { LegalCopy } from './shared.ts';

/** How long a deletion you ask for takes, at most. */
const deletionDays = 30;

export const privacy: LegalCopy = {
  eyebrow: 'Privacy',
  headline: 'Privacy notice',
  intro: `What ${site.name} collects when you use this website, why, who handles it for us, and how to see, correct or delete it. In plain words, because you should not need a lawyer to read it.`,
  updated: { iso: '2026-11-29', display: 'November 29, 2026' },
  summary: {
    title: 'In short',
    points: [
      'We keep what you send us through a form, and a chat only if you give us your e-mail in it: to answer you.',
      'No cookies, no advertising or analytics trackers on any page.',
      'We never sell your information or share it with anyone for their own use, and never use it to train AI models.',
      `Ask us and we delete everything we hold about you within ${deletionDays} days.`,
    ],
  },
  sections: [
    {
      id: 'what-we-collect',
      title: 'What we collect',
      items: [
        {
          title: 'Send us a message',
          description:
            'Your name, e-mail address and message, and your phone number and company if you give them: so that we can answer you.',
        },
        {
          title: 'Project request',
          description:
            'Your name, e-mail address, company and, if you give them, your phone number and current website; the services you are interested in, your budget and the project details you write: so that we can prepare a proposal.',
        },
        {
          title: 'Free website audit',
          description:
            'Your name, e-mail address, website address and, if you give it, your job title. We visit the public pages of the address you give, check them, and keep the findings with your request to send you the report.',
        },
        {
          title: 'The chat',
          description:
            'Your messages are answered as you send them and stay in your browser tab until you close it; we do not keep them. If you write your e-mail address in the chat, then when you leave the chat we save the conversation and send it to our team, so that someone can reply to you at that address. The site itself never sends e-mail to an address typed into it: a person from our team writes back.',
        },
      ],
    },
    {
      id: 'with-every-request',
      title: 'What we record with every request',
      paragraphs: [
        'To stop people abusing our forms, each request is stored with the time, your browser’s name and version as it reports them, and a one-way fingerprint of your internet address: it is made with a secret key, so the address itself cannot be read back from it.',
        'Before a form or a chat transcript is sent, your browser solves a small puzzle that costs a spammer’s robot time. It runs on our own servers: there is no third-party captcha and nothing follows you to other sites. The counters that limit how often one visitor can send expire within minutes.',
      ],
    },
    {
      id: 'in-your-browser',
      title: 'What stays in your browser',
      paragraphs: [
        'This site sets no cookies. It keeps two things in your browser’s storage for the current tab only: whether you have already seen the opening animation, and the chat conversation, so that it survives moving between pages. Both are gone when you close the tab.',
      ],
    },
    {
      id: 'who-handles-it',
      title: 'Who handles it for us',
      paragraphs: [
        'A few services handle your information on our behalf and under our instructions, never for their own use: Supabase hosts the database and the small programs that receive the forms; Resend delivers the e-mails that tell our team about your request or chat; and when the chat’s answers are written by an AI model, its provider receives the messages of that conversation and nothing else.',
        `We are ${site.legalName}, based in ${site.address.locality}, Georgia, United States, and so are the people who read your request.`,
      ],
    },
    {
      id: 'how-long',
      title: 'How long we keep it',
      paragraphs: [
        'We keep a request, and a saved chat conversation, while we are talking or working together and for two years after our last contact, so that we can pick up where we left off; then we delete it. The records that stop abuse are kept only as long as they are needed for that.',
      ],
    },
    {
      id: 'your-choices',
      title: 'Your choices',
      paragraphs: [
        `You can ask to see what we hold about you, to correct it, or to delete it, at any time and for free. Write to us and we answer within ${responseTimes.messageHours} hours; a deletion is done within ${deletionDays} days, and we confirm it when it is.`,
        'If we change this notice, the new version appears on this page with its date.',
      ],
    },
  ],
  contact: {
    title: 'Questions about your information',
    text: 'Write to us from the address you gave us and tell us what you would like: a copy, a correction or a deletion. A person reads every message.',
    email: emailLink,
  },
};
