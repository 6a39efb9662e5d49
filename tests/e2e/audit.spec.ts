// The instant website audit end to end (issue #15): the built site, the local backend and a fixture website. The
// backend runs with AUDIT_ALLOW_LOOPBACK=1 and AUDIT_FIXTURE_ORIGIN pointing at this very built site, so
// 'lumivox.audit.test' is a real, well-made site served on loopback (playwright.config.ts).
import { expect, test, openAuditDialog } from './fixtures';
import { query, uniqueEmail } from './db';

const HUMAN_PAUSE_MS = 1600;

test.describe('instant audit @desktop-only', () => {
  test('a visitor gets a preliminary report in the dialog; it is stored with the lead and mailed', async ({ page }) => {
    const email = uniqueEmail('audit');
    await page.goto('/services/website-design');
    const dialog = await openAuditDialog(page);
    await dialog.getByLabel('Name').fill('Mara Quinn');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Website').fill('https://lumivox.audit.test');
    await page.waitForTimeout(HUMAN_PAUSE_MS);
    await dialog.getByRole('button', { name: 'Request Free Audit' }).click();
    const notice = page.getByTestId('toast').filter({ hasText: 'Request Submitted!' });
    await expect(notice).toContainText("We'll send you a comprehensive website audit within 48 hours.");

    await expect(dialog.getByRole('heading', { name: 'Your instant website check' })).toBeVisible({ timeout: 12_000 });
    const status = dialog.getByRole('status');
    await expect(status).toContainText(/\d+\/100/);
    await expect(status).toContainText('https://lumivox.audit.test/');
    await expect(dialog.getByText(/first automated look.*within 48 hours/)).toBeVisible();
    // The agency's own site has a title, one H1, a viewport, lang, canonical, Open Graph, robots.txt and a sitemap.
    await dialog.getByText(/What’s already good/).click();
    for (const title of ['Page title', 'One main heading (H1)', 'Mobile viewport', 'XML sitemap', 'robots.txt']) {
      await expect(dialog.getByRole('listitem').filter({ hasText: title }).first()).toContainText('Good');
    }

    const [lead] = await query<{ id: string }>('select id from public.leads where email = $1', [email]);
    expect(lead).toBeDefined();
    const shown = Number(/(\d+)\/100/.exec((await status.textContent()) ?? '')?.[1]);
    const audits = await query<{ status: string; score: number }>(
      'select status, score from public.lead_audits where lead_id = $1',
      [lead!.id],
    );
    expect(audits).toEqual([{ status: 'done', score: shown }]);
    const mails = await query<{ template: string }>(
      'select template from public.email_outbox where lead_id = $1 order by template',
      [lead!.id],
    );
    expect(mails.map((m) => m.template)).toEqual(['audit_report', 'lead_notification']);

    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toBeHidden();
  });

  test('audit-website refuses a URL from the request and a lead id without its key', async ({ request }) => {
    const { e2eFunctionsPort } = await import('../../playwright.config');
    const { LOCAL_PUBLIC_KEY } = await import('../../supabase/functions/_shared/contract/local');
    const url = `http://127.0.0.1:${e2eFunctionsPort}/functions/v1/audit-website`;
    const headers = { authorization: `Bearer ${LOCAL_PUBLIC_KEY}`, 'content-type': 'application/json' };
    const byUrl = await request.post(url, { headers, data: { url: 'http://169.254.169.254/latest/meta-data/' } });
    expect(byUrl.status()).toBe(400);
    const [lead] = await query<{ id: string }>("select id from public.leads where kind = 'audit' limit 1");
    const guessed = await request.post(url, {
      headers,
      data: { leadId: lead?.id ?? crypto.randomUUID(), idempotencyKey: crypto.randomUUID() },
    });
    expect(guessed.status()).toBe(404);
  });
});
