// The terms of service (/terms): on what terms the agency works with a client and a visitor uses the site. The
// commercial facts are read from where the rest of the site states them (content/billing.ts, content/facts.ts, the
// guarantee's page), so the terms cannot say another price rhythm, notice period or refund than the pages that sell.
// The buyer's reviews r27 and r27b: no terms anywhere, no legal name.
import { billingTerms, projectPayments } from '../billing.ts';
import { contractTerms, processSteps } from '../facts.ts';
import { responseTimes } from '../responseTimes.ts';
import { emailLink, site } from '../site.ts';
import { guarantee, refundDays } from './guarantee.ts';
import type { LegalCopy } from './shared.ts';

/** Days to pay an invoice, and how late one is before we stop work. */
const invoiceDays = 14;
const overdueDays = 30;

export const terms: LegalCopy = {
  eyebrow: 'Terms',
  headline: 'Terms of service',
  intro: `How ${site.legalName} works with you: what a proposal binds, how you pay, what you own, and how either of us can stop. The same plain words as the rest of this site.`,
  updated: { iso: '2026-11-29', display: 'November 29, 2026' },
  summary: {
    title: 'In short',
    points: [
      'Nothing on this site is a contract: work starts with a fixed-price proposal we both sign.',
      ...contractTerms,
    ],
  },
  sections: [
    {
      id: 'who-we-are',
      title: 'Who we are',
      paragraphs: [
        `${site.name} is the trading name of ${site.legalName}, ${site.legalForm}, and based in ${site.address.locality}. On this page “we” means ${site.legalName}, and “you” the business that works with us or the person using this website.`,
      ],
    },
    {
      id: 'this-website',
      title: 'Using this website',
      paragraphs: [
        'The prices and timelines on this site are what our work typically costs and takes; they are not an offer. What you pay is what your signed proposal says.',
        'The results in our case studies are each client’s own, measured from that client’s starting point. Our articles are general guidance, not legal, tax or financial advice.',
        'Use our forms and chat to talk to us about your business. Requests that look automated, or that arrive too often from one visitor, are refused.',
      ],
    },
    {
      id: 'proposals',
      title: 'Proposals and agreements',
      paragraphs: [
        `Every project starts with a free consultation. ${processSteps[1].text}`,
        'Work begins once we have both signed the proposal and the first payment has arrived. The signed proposal and these terms are our whole agreement; where they differ, the proposal applies.',
        'Anything beyond the proposal’s scope is quoted in writing first. Nothing is added to your bill without your written yes.',
      ],
    },
    {
      id: 'paying',
      title: 'Paying',
      paragraphs: [
        `A fixed-price project is paid ${projectPayments}. A monthly service is billed at the start of each month and runs ${billingTerms.monthly}. Invoices are due within ${invoiceDays} days, in US dollars.`,
        'Costs of third parties that you choose, such as advertising spend, domain names, hosting plans or paid plugins, are not part of our fee: you pay them to the provider, or we pass them on at cost where the proposal says so.',
      ],
    },
    {
      id: 'ownership',
      title: 'What you own',
      paragraphs: [
        `${contractTerms[2]} Until then, what we deliver is yours to review and test, not to publish.`,
        'The tools we reuse from project to project, such as our own templates and code libraries, stay ours; you receive a permanent, free license to use them in the work we made for you.',
        'We may show finished work in our portfolio. Tell us you would rather we did not, and we will not.',
      ],
    },
    {
      id: 'guarantee',
      title: 'The guarantee',
      paragraphs: [
        `When a project is under our guarantee, its targets, time frame and checkpoints are written into the proposal and signed by both of us. If the agreed results are not met at the final review, we refund what you paid for that work, in full, within ${refundDays} days of the review.`,
      ],
      link: { label: guarantee.disclaimer.title, href: '/guaranteed-growth#terms' },
    },
    {
      id: 'after-launch',
      title: 'After launch',
      paragraphs: [`${processSteps[4].text} A care plan is a monthly service like any other, on the terms above.`],
    },
    {
      id: 'stopping',
      title: 'Stopping',
      paragraphs: [
        contractTerms[1],
        'You can stop a fixed-price project at any time, in writing. The first payment covers the work up to then, nothing more is owed, and what we made until then is yours.',
        `We stop work only if an invoice is more than ${overdueDays} days overdue, after a written reminder.`,
      ],
    },
    {
      id: 'confidentiality',
      title: 'Confidentiality',
      paragraphs: [
        'What you tell us about your business, your customers and your figures stays between you and the people who work on your project. Your customers’ data is used only to do the work you asked for, and never for anything of ours.',
      ],
      link: { label: 'How we handle what you send us through this site', href: '/privacy' },
    },
    {
      id: 'liability',
      title: 'If something goes wrong',
      paragraphs: [
        'We fix, free of charge, anything we built that does not work as the proposal describes: in the free-fix period after launch, and for as long as a care plan runs.',
        'Our liability for a project is limited to what you paid us for it, and neither of us is liable for the other’s indirect losses, such as lost profits.',
      ],
    },
    {
      id: 'the-law',
      title: 'The law, and changes',
      paragraphs: [
        'These terms are governed by the laws of the State of Georgia. If we disagree, we talk first; if that does not settle it, the state courts of Fulton County, Georgia, decide.',
        'If we change these terms, the new version appears on this page with its date. A proposal already signed keeps the terms of the day it was signed.',
      ],
    },
  ],
  contact: {
    title: 'Questions about these terms',
    text: `Ask before you sign anything: a person answers within ${responseTimes.messageHours} hours.`,
    email: emailLink,
  },
};
