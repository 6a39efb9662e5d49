// What the stubbed backend answers in the audit dialog's model-based tests, in jsdom (tests/models/auditDialog.test.tsx)
// and in the browser (tests/e2e/models.audit-dialog.spec.ts): the visitor's entries, the stored lead, the instant
// audit's progress, report and "unreachable" message.
export const LEAD = '6f1c2a5e-0d5b-4c1e-9a3f-2b7d8e9f0a1b';
export const VISITOR = { name: 'Ria Patel', email: 'ria@example.com', jobTitle: 'Owner', website: 'patel.example' };
export const PROGRESS = 'Reading your home page…';
export const REPORT = {
  url: 'https://patel.example/',
  score: 62,
  findings: [
    {
      id: 'https',
      status: 'fail',
      title: 'Secure connection (HTTPS)',
      business: 'Visitors leave insecure sites.',
      detail: 'Served over plain HTTP',
    },
    {
      id: 'h1',
      status: 'warn',
      title: 'One main heading (H1)',
      business: 'One heading says what the page is.',
      detail: '2 H1 headings',
    },
    { id: 'lang', status: 'pass', title: 'Page language', business: 'Language helps search.', detail: 'lang="en"' },
  ],
};
export const UNREACHABLE = 'The website took too long to answer.';
