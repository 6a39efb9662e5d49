// The crm service page body (spec §2 "Service pages").
import type { ServicePage } from '../types.ts';

export const crmPage = {
  headline: 'Follow up with every lead, automatically',
  intro:
    'Leads go cold when replies take hours and reminders live on sticky notes. We set up a CRM that captures every inquiry and follows up for you. Your team spends its time on conversations that close, not on data entry.',
  sections: [
    {
      kind: 'list',
      id: 'automations',
      title: 'Automations we build',
      items: [
        'Instant replies to every new web, phone and social lead',
        'Lead scoring and routing to the right team member',
        'Follow-up sequences by email and text message',
        'Reminders for open quotes and estimates',
        'Appointment confirmations and no-show follow-ups',
        'Review requests after every completed job',
        'Win-back campaigns for customers who have gone quiet',
        'Invoice and payment reminders',
      ],
    },
    {
      kind: 'cards',
      id: 'benefits',
      title: 'What automation changes for you',
      items: [
        {
          title: 'Faster response times',
          description: 'New leads hear from you within minutes, while they are still comparing options.',
        },
        {
          title: 'Fewer missed opportunities',
          description: 'Every inquiry is tracked until it is won or closed, so nothing slips through the cracks.',
        },
        {
          title: 'Hours back every week',
          description: 'Reminders, data entry and routine emails run on their own, freeing your team for real work.',
        },
        {
          title: 'One view of every customer',
          description:
            'Calls, emails, quotes and jobs sit in one record, so anyone on your team can pick up the thread.',
        },
      ],
    },
    {
      kind: 'demo',
      id: 'pipeline',
      title: 'From new lead to loyal customer',
      intro: 'How automated follow-ups move leads from first contact to a won job.',
      demo: 'crm-flow',
    },
  ],
  cta: {
    title: 'Ready to stop chasing leads by hand?',
    text: "Tell us how leads reach you today. We'll reply within 24 hours with the first workflows worth automating.",
    label: 'Start Your Project',
  },
} as const satisfies ServicePage;
