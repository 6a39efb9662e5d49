// Proof of work in a real browser: a visitor who starts the contact form gets a challenge solved in a worker while
// typing, the submission carries it, and the database records it as spent; nothing new appears on the page.
import { query, uniqueEmail } from './db';
import { expect, hydratedSubmit, test, untilHydrated } from './fixtures';

test.describe('proof of work @desktop-only', () => {
  test('solved in a worker while the visitor types; the lead stores and its proof is spent', async ({ page }) => {
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    const email = uniqueEmail('proof');
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    const before = await form.ariaSnapshot();
    // The form starts its proof when the visitor starts it, once its scripts have arrived.
    await untilHydrated(form.getByLabel('Name'));

    const challenge = page.waitForResponse((r) => r.url().endsWith('/functions/v1/altcha-challenge'));
    await form.getByLabel('Name').fill('Priya Raman');
    expect((await challenge).status()).toBe(200);
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Message').fill('Could you quote a booking site for our clinic?');
    // Nothing to solve for a person: the form reads the same to assistive technology while it works (only the
    // typed values differ), and nothing alerts.
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(await form.ariaSnapshot()).toBe(
      before
        .replace('- textbox "Name"', '- textbox "Name": Priya Raman')
        .replace('- textbox "Email"', `- textbox "Email": ${email}`)
        .replace('- textbox "Message"', '- textbox "Message": Could you quote a booking site for our clinic?'),
    );
    await page.waitForTimeout(1600);

    const submitted = page.waitForRequest((r) => r.url().endsWith('/functions/v1/send-contact-form'));
    await (await hydratedSubmit(form, 'Send Message')).click();
    const header = await (await submitted).headerValue('x-altcha');
    const proof = JSON.parse(Buffer.from(header!, 'base64').toString()) as { challenge: { signature: string } };
    await expect(page.getByTestId('toast').filter({ hasText: 'Message sent!' })).toBeVisible();

    expect(workers.some((url) => /pbkdf2/.test(url))).toBe(true);
    const signature = proof.challenge.signature;
    expect(await query('select count(*)::int as n from public.leads where email = $1', [email])).toEqual([{ n: 1 }]);
    expect(await query('select count(*)::int as n from public.used_proofs where signature = $1', [signature])).toEqual([
      { n: 1 },
    ]);
  });
});
