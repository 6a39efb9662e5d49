// The e-mails and the sender the functions write take the agency's name, address and colours from content/ (through
// the generated module, as the functions import nothing outside supabase/functions/): a rebrand in content/ reaches
// every notification without touching the functions.
import { describe, expect, it } from 'vitest';
import { brand } from '../../content/brand';
import { site } from '../../content/site';
import { auditReportEmail } from '../../supabase/functions/_shared/audit/email.ts';
import { loadConfig } from '../../supabase/functions/_shared/config.ts';
import { leadNotification } from '../../supabase/functions/_shared/emails.ts';

const lead = {
  id: 'lead-1',
  kind: 'contact' as const,
  name: 'Dana Reyes',
  email: 'dana@example.com',
  message: 'We need a new website.',
};

describe("the agency's identity in what the functions send", () => {
  it('the lead notification is framed in the brand colours', () => {
    const { html } = leadNotification(lead, site.email);
    expect(html).toContain(`color:${brand.ink}`);
    expect(html).toContain(`<h2 style="color:${brand.from}">`);
  });

  it('the audit report e-mail uses the same frame', () => {
    const report = { url: 'https://example.com/', score: 71, findings: [] };
    const { html } = auditReportEmail({ name: lead.name, website: report.url }, { kind: 'report', report } as never);
    expect(html).toContain(`color:${brand.ink}`);
    expect(html).toContain(`<h2 style="color:${brand.from}">Preliminary audit: 71/100</h2>`);
  });

  it("without MAIL_FROM / LEADS_TO_EMAIL mail comes from the site's domain and goes to its address", () => {
    const config = loadConfig((name) => (name === 'LUMIVOX_LOCAL' ? '1' : undefined));
    expect(config.mail.from).toBe(`${site.name} Website <noreply@${new URL(site.defaultUrl).hostname}>`);
    expect(config.mail.leadsTo).toBe(site.email);
  });
});
