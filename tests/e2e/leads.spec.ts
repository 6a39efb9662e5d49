// Every kind of lead, end to end against npm start's backend: the visitor sees the spec's exact notice and
// Postgres holds the row with every field. @desktop-only keeps one submission per test run.
import { readdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { query, uniqueEmail } from './db';
// The fixtures' `test` marks each tab as having had the splash, which would otherwise cover the page on its first load.
import { expect, holdHydration, hydratedSubmit, openAuditDialog, settle, test, untilHydrated } from './fixtures';

/** The functions treat forms filled faster than this as bots (answer looks fine, nothing stored). */
const HUMAN_PAUSE_MS = 1600;

async function toast(page: Page, title: string, description: string) {
  const item = page.getByTestId('toast').filter({ hasText: title });
  await expect(item).toContainText(description);
  return item;
}

test.describe('leads @desktop-only', () => {
  test('contact form: success notice, fields reset, one row with every field', async ({ page }) => {
    const email = uniqueEmail('dana');
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByLabel('Name').fill('Dana Whitfield');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Phone').fill('(404) 555-0199');
    await form.getByLabel('Company').fill('Sweet Crumb Bakery');
    await form.getByLabel('Message').fill('We need a new website before the holidays.');
    await page.waitForTimeout(HUMAN_PAUSE_MS);
    await (await hydratedSubmit(form, 'Send Message')).click();
    await toast(page, 'Message sent!', "We'll get back to you within 24 hours.");
    await expect(form.getByLabel('Name')).toHaveValue('');
    await expect(form.getByLabel('Message')).toHaveValue('');
    const rows = await query('select * from public.leads where email = $1', [email]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'contact',
      name: 'Dana Whitfield',
      phone: '(404) 555-0199',
      company: 'Sweet Crumb Bakery',
      message: 'We need a new website before the holidays.',
    });
    const outbox = await query('select count(*)::int as n from public.email_outbox where lead_id = $1', [rows[0]!.id]);
    expect(outbox[0]!.n).toBe(1);
  });

  test('contact form: invalid input shows inline errors, focuses the first and sends nothing', async ({ page }) => {
    let calls = 0;
    await page.route('**/functions/v1/send-contact-form', (route) => {
      calls += 1;
      return route.continue();
    });
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByLabel('Email').fill('not-an-email');
    await (await hydratedSubmit(form, 'Send Message')).click();
    await expect(form.getByLabel('Name')).toBeFocused();
    await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('Please enter your name.')).toBeVisible();
    await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(form.getByLabel('Email')).toHaveAttribute('aria-describedby', 'contact-email-error');
    await expect(form.getByText('Please enter a message.')).toBeVisible();
    expect(calls).toBe(0);
  });

  test('contact form: what a visitor types before the page has hydrated is kept and stored', async ({ page }) => {
    const email = uniqueEmail('early');
    // Hold the client entry back, so the typing happens on the prerendered form.
    const release = await holdHydration(page);
    await page.goto('/contact', { waitUntil: 'domcontentloaded' });
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByLabel('Name').fill('Early Typist');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Message').fill('Typed before the scripts arrived.');
    // A click on Send before the scripts run submits nothing: no reload, no typed values in the URL.
    const navigated = page.waitForEvent('framenavigated', { timeout: 1000 }).then(
      () => true,
      () => false,
    );
    await form.getByRole('button', { name: 'Send Message' }).click();
    expect(await navigated, 'the browser submitted the form itself').toBe(false);
    expect(page.url()).not.toContain('?');
    await expect(form.getByLabel('Message')).toHaveValue('Typed before the scripts arrived.');
    // The visitor's time with the form passes before the scripts arrive; they send it the moment it hydrates. The
    // fill time counts from the first paint: counted from the hydration, the functions would take this visitor for
    // a bot and store nothing.
    await page.waitForTimeout(HUMAN_PAUSE_MS);
    release();
    await expect(form.getByLabel('Name')).toHaveValue('Early Typist');
    await (await hydratedSubmit(form, 'Send Message')).click();
    await toast(page, 'Message sent!', "We'll get back to you within 24 hours.");
    const rows = await query('select name, message from public.leads where email = $1', [email]);
    expect(rows).toEqual([{ name: 'Early Typist', message: 'Typed before the scripts arrived.' }]);
  });

  test('contact form: with the backend unreachable the error notice shows and the values stay', async ({ page }) => {
    await page.route('**/functions/v1/send-contact-form', (route) => route.abort('connectionrefused'));
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByLabel('Name').fill('Kept Values');
    await form.getByLabel('Email').fill('kept@example.com');
    await form.getByLabel('Message').fill('This must not be lost.');
    await (await hydratedSubmit(form, 'Send Message')).click();
    const error = await toast(page, 'Error', 'Failed to send message. Please try again.');
    await expect(error).toHaveAttribute('role', 'alert');
    await expect(form.getByLabel('Name')).toHaveValue('Kept Values');
    await expect(form.getByLabel('Message')).toHaveValue('This must not be lost.');
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  test('project request: every field stored, services as chosen', async ({ page }) => {
    const email = uniqueEmail('lee');
    await page.goto('/get-started');
    const form = page.getByRole('form', { name: 'Project Information' });
    await form.getByLabel('Name').fill('Lee Carter');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Phone').fill('404-555-0123');
    await form.getByLabel('Company').fill('Carter Roofing');
    await form.getByLabel('Current website').fill('https://carter-roofing.example');
    await form.getByRole('checkbox', { name: 'SEO' }).check();
    await form.getByRole('checkbox', { name: 'Website Design' }).check();
    await form.getByLabel('Budget').fill('$2,000 - $4,000');
    await form.getByLabel('Tell us about your project').fill('A faster site that brings in more quote requests.');
    await page.waitForTimeout(HUMAN_PAUSE_MS);
    await (await hydratedSubmit(form, 'Submit Project Request')).click();
    await toast(page, 'Request submitted!', 'Our team will review your requirements and contact you within 24 hours.');
    await expect(form.getByRole('checkbox', { name: 'SEO' })).not.toBeChecked();
    const rows = await query('select * from public.leads where email = $1', [email]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'project',
      name: 'Lee Carter',
      phone: '404-555-0123',
      company: 'Carter Roofing',
      website: 'https://carter-roofing.example',
      services: ['SEO', 'Website Design'],
      budget: '$2,000 - $4,000',
      // spec §3: the timeline is held in state with no input shown: it arrives empty, stored as no value.
      timeline: null,
      message: 'A faster site that brings in more quote requests.',
    });
  });

  test('project request: at least one service is required', async ({ page }) => {
    await page.goto('/get-started');
    const form = page.getByRole('form', { name: 'Project Information' });
    await form.getByLabel('Name').fill('No Services');
    await form.getByLabel('Email').fill('none@example.com');
    await form.getByLabel('Company').fill('Acme');
    await form.getByLabel('Tell us about your project').fill('Hello');
    await (await hydratedSubmit(form, 'Submit Project Request')).click();
    await expect(form.getByText('Please choose at least one service.')).toBeVisible();
    await expect(form.getByRole('checkbox', { name: 'Website Design' })).toBeFocused();
  });

  test('audit dialog: opens, submits the spec payload, shows the instant check, closes', async ({ page }) => {
    const email = uniqueEmail('ria');
    await page.goto('/services/website-design');
    const dialog = await openAuditDialog(page);
    await expect(dialog).toBeVisible();
    expect((await dialog.getByRole('heading').first().boundingBox())!.width).toBeLessThanOrEqual(600);
    await dialog.getByLabel('Name').fill('Ria Patel');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Job title').fill('Owner');
    await dialog.getByLabel('Website').fill('https://patel-dental.example');
    await page.waitForTimeout(HUMAN_PAUSE_MS);
    await dialog.getByRole('button', { name: 'Request Free Audit' }).click();
    await toast(page, 'Request Submitted!', "We'll send you a comprehensive website audit within 48 hours.");
    // Issue #15: the same dialog then shows the instant check; this made-up site cannot be reached, which says so
    // kindly, and the lead is stored all the same. Closing it closes the dialog.
    await expect(dialog.getByRole('heading', { name: 'We couldn’t check your site automatically' })).toBeVisible({
      timeout: 15_000,
    });
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toBeHidden();
    const rows = await query('select * from public.leads where email = $1', [email]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'audit',
      name: 'Ria Patel',
      company: 'https://patel-dental.example',
      job_title: 'Owner',
      subject: 'Free Website Audit Request',
    });
    expect(rows[0]!.message).toContain('https://patel-dental.example');
  });

  test('audit dialog: a failure keeps the dialog open with its values; Escape dismisses it', async ({ page }) => {
    await page.route('**/functions/v1/send-contact-form', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"x","message":"down"}}' }),
    );
    await page.goto('/services/website-design');
    const dialog = await openAuditDialog(page);
    await dialog.getByLabel('Name').fill('Still Here');
    await dialog.getByLabel('Email').fill('still@example.com');
    await dialog.getByLabel('Website').fill('still-here.example');
    await dialog.getByRole('button', { name: 'Request Free Audit' }).click();
    await toast(page, 'Error', 'Failed to submit request. Please try again.');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Name')).toHaveValue('Still Here');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

/** The one transcript stored for a visitor's e-mail address, once the chat has sent it on leaving. */
async function transcriptOf(email: string) {
  const transcripts = () =>
    query<{ messages: { role: string; content: string }[] }>(
      'select messages from public.chat_transcripts where user_email = $1',
      [email],
    );
  await expect.poll(async () => (await transcripts()).length).toBe(1);
  return (await transcripts())[0]!;
}

test.describe('support chat @desktop-only', () => {
  test('greets, streams an answer token by token, and sends the transcript on leaving', async ({ page }) => {
    const email = uniqueEmail('chat');
    await page.goto('/contact');
    const log = page.getByRole('log', { name: 'Chat messages' });
    await expect(log).toContainText('Hello! What can I assist you with?');
    const input = page.getByPlaceholder('Type your message...');
    await expect(page.getByRole('button', { name: 'Send message', exact: true })).toBeDisabled();
    await input.fill('   ');
    await expect(page.getByRole('button', { name: 'Send message', exact: true })).toBeDisabled();
    // Record every length the reply goes through while it streams in.
    await page.evaluate(() => {
      const w = window as unknown as { replyLengths: number[] };
      w.replyLengths = [];
      const log = document.querySelector('[role="log"]')!;
      new MutationObserver(() => {
        const replies = log.querySelectorAll('[data-role="assistant"]');
        if (replies.length > 1) w.replyLengths.push(replies[replies.length - 1]!.textContent!.length);
      }).observe(log, { subtree: true, childList: true, characterData: true });
    });
    await input.fill(`How long until I see results? I'm ${email}`);
    await input.press('Enter');
    await expect(input).toHaveValue('');
    await expect(input).toBeDisabled();
    const reply = log.locator('[data-role="assistant"]').last();
    await expect(reply).toContainText('30-60 days');
    await expect(input).toBeEnabled();
    const lengths = await page.evaluate(() => (window as unknown as { replyLengths: number[] }).replyLengths);
    expect(new Set(lengths.filter((n) => n > 0)).size, 'the reply grew word by word').toBeGreaterThan(5);
    await expect(input).toBeEnabled();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    const row = await transcriptOf(email);
    expect(row.messages.map((m) => m.role)).toEqual(['assistant', 'user', 'assistant']);
  });

  test('on the customer-service page a suggested question is asked with one tap and answered', async ({ page }) => {
    await page.goto('/services/customer-service');
    const chat = page.getByRole('region', { name: 'Chat with our own AI-Support' });
    const log = chat.getByRole('log', { name: 'Chat messages' });
    const offered = chat.getByRole('group', { name: 'Popular questions' });
    const question = offered.getByRole('button', { name: 'How much does a website cost?' });
    await untilHydrated(question);
    await question.click();
    await expect(log.locator('[data-role="user"]')).toHaveText(['How much does a website cost?']);
    // The built-in assistant's answer: the published price range of /services/website-design.
    await expect(log.locator('[data-role="assistant"]').last()).toContainText('$4,000–$15,000');
    await expect(offered, 'offered only before the first question').toHaveCount(0);
    await expect(chat.getByPlaceholder('Type your message...')).toBeEnabled();
  });

  // Issue #32, the buyer's path: a question the site cannot answer is handed to a person, the e-mail address typed in
  // the chat goes with the transcript when the visitor leaves, and the work the chat names opens its case study.
  test('an unknown handed to a person by e-mail, and a case study opened from the chat', async ({ page }) => {
    const email = uniqueEmail('hvac');
    await page.goto('/contact');
    const log = page.getByRole('log', { name: 'Chat messages' });
    const input = page.getByPlaceholder('Type your message...');
    await expect(log).toContainText('Hello! What can I assist you with?');
    const ask = async (question: string) => {
      await input.fill(question);
      await input.press('Enter');
      await expect(input).toBeEnabled({ timeout: 20_000 });
      return log.locator('[data-role="assistant"]').last();
    };

    const hvac = await ask("We're a 40-person HVAC company using ServiceTitan, what would it cost?");
    await expect(hvac).toContainText("can't confirm that we work with ServiceTitan");
    await expect(hvac).toContainText('e-mail address');
    await expect(hvac).not.toContainText('real estate');
    await expect(await ask(`It's ${email}`)).toContainText(email);

    const work = await ask('show me a live site');
    await expect(work.getByRole('link')).toHaveCount(7);
    await work.getByRole('link', { name: 'Summit Ridge Roofing' }).click();
    await expect(page).toHaveURL(/\/portfolio\/summit-ridge-roofing$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const row = await transcriptOf(email);
    expect(row!.messages.map((m) => m.content).join('\n')).toContain('ServiceTitan');
  });

  test('Stop ends a reply mid-stream and keeps what arrived', async ({ page }) => {
    // At the fetch boundary: the reply sends one chunk, then stays open until it is aborted.
    await page.addInitScript(() => {
      const realFetch = window.fetch.bind(window);
      window.fetch = (input, init) => {
        if (!String(input instanceof Request ? input.url : input).includes('/chat-support'))
          return realFetch(input, init);
        const body = new ReadableStream({
          start(controller) {
            controller.enqueue(
              new TextEncoder().encode('data: {"choices":[{"delta":{"content":"Partial answer"}}]}\n\n'),
            );
            init?.signal?.addEventListener('abort', () => {
              (window as unknown as { chatAborted: boolean }).chatAborted = true;
              controller.error(new DOMException('Aborted', 'AbortError'));
            });
          },
        });
        return Promise.resolve(new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }));
      };
    });
    await page.goto('/contact');
    const input = page.getByPlaceholder('Type your message...');
    await expect(page.getByRole('log')).toContainText('Hello!');
    await input.fill('Tell me everything');
    await input.press('Enter');
    const reply = page.getByRole('log').locator('[data-role="assistant"]').last();
    await expect(reply).toHaveText('Partial answer');
    await expect(input).toBeDisabled();
    await page.getByRole('button', { name: 'Stop' }).click();
    await expect(input).toBeEnabled();
    await expect(reply).toHaveText('Partial answer');
    expect(await page.evaluate(() => (window as unknown as { chatAborted?: boolean }).chatAborted)).toBe(true);
    await expect(page.getByTestId('toast')).toHaveCount(0);
  });

  test('a reply cut off before [DONE] is a failure the visitor can retry', async ({ page }) => {
    await page.route('**/functions/v1/chat-support', (route) =>
      route.fulfill({
        status: 200,
        headers: { 'Content-Type': 'text/event-stream' },
        body: 'data: {"choices":[{"delta":{"content":"Half"}}]}\n\n',
      }),
    );
    await page.goto('/contact');
    const input = page.getByPlaceholder('Type your message...');
    await expect(page.getByRole('log')).toContainText('Hello!');
    await input.fill('Tell me everything');
    await input.press('Enter');
    await expect(
      page.getByTestId('toast').filter({ hasText: 'Failed to get response. Please try again.' }),
    ).toBeVisible();
    await page.unroute('**/functions/v1/chat-support');
    await page.getByRole('button', { name: 'Not delivered. Retry' }).click();
    await expect(page.getByRole('log').locator('[data-role="assistant"]').last()).not.toHaveText('');
    await expect(page.getByRole('button', { name: 'Not delivered. Retry' })).toHaveCount(0);
  });

  test('a failed request removes the placeholder and shows the destructive notice', async ({ page }) => {
    await page.route('**/functions/v1/chat-support', (route) => route.fulfill({ status: 502, body: 'Bad gateway' }));
    await page.goto('/services/customer-service');
    const input = page.getByPlaceholder('Type your message...');
    await expect(page.getByRole('log')).toContainText('Hello!');
    await input.fill('Are you there?');
    await input.press('Enter');
    const error = page.getByTestId('toast').filter({ hasText: 'Failed to get response. Please try again.' });
    await expect(error).toHaveAttribute('data-kind', 'error');
    await expect(page.getByRole('log').locator('[data-role="assistant"]')).toHaveCount(1); // only the greeting
    await expect(page.getByRole('log')).toContainText('Are you there?');
  });

  test('what a visitor types while the chat is still loading is kept and can be sent', async ({ page }) => {
    // The chat arrives as a chunk of its own after the page (the built chunk that draws its input): hold that chunk
    // back, so the typing happens on the prerendered chat box while the rest of the page is already live.
    const chunks = 'dist/client/assets/chunks';
    const chatChunks = readdirSync(chunks).filter((f) => readFileSync(`${chunks}/${f}`, 'utf8').includes('chat-input'));
    expect(chatChunks).toHaveLength(1);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/assets/chunks/${chatChunks[0]}`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/contact');
    await hydratedSubmit(page.getByRole('form', { name: 'Send us a message' }), 'Send Message');
    const input = page.getByPlaceholder('Type your message...');
    await input.fill('Typed before the chat was ready');
    release();
    const log = page.getByRole('log', { name: 'Chat messages' });
    await expect(log).toContainText('Hello! What can I assist you with?');
    await settle(page);
    await expect(input).toHaveValue('Typed before the chat was ready');
    await page.getByRole('button', { name: 'Send message', exact: true }).click();
    await expect(log.locator('[data-role="user"]')).toHaveText('Typed before the chat was ready');
  });
});

test.describe('toasts @desktop-only', () => {
  async function showErrorToast(page: Page) {
    await page.route('**/functions/v1/send-contact-form', (route) => route.abort('connectionrefused'));
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByLabel('Name').fill('Toast Test');
    await form.getByLabel('Email').fill('toast@example.com');
    await form.getByLabel('Message').fill('Hello');
    await (await hydratedSubmit(form, 'Send Message')).click();
    const item = page.getByTestId('toast');
    await expect(item).toBeVisible();
    return item;
  }

  test('stay while hovered, then leave 4 s after', async ({ page }) => {
    // The page's own clock, so a busy machine cannot stretch or shrink the 4 s (spec §9: duration 4 s, removal 200 ms).
    await page.clock.install();
    const item = await showErrorToast(page);
    await item.hover();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
    await page.clock.runFor(5000);
    await expect(item).toBeVisible();
    await page.mouse.move(10, 10);
    await settle(page); // React resumes the toast's timer in a task of its own
    // What was left of its 4 s when the pointer came, then the removal delay.
    await page.clock.runFor(4000);
    await settle(page);
    await page.clock.runFor(200);
    await expect(item).toBeHidden();
  });

  test('are dismissed by a swipe past 20 px and by their close button', async ({ page }) => {
    const item = await showErrorToast(page);
    const box = (await item.boundingBox())!;
    await page.mouse.move(box.x + 40, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 55, box.y + box.height / 2, { steps: 3 }); // 15 px: not enough
    await page.mouse.up();
    await expect(item).toBeVisible();
    await page.mouse.move(box.x + 40, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 90, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect(item).toBeHidden();
    const again = await showErrorToast(page);
    await again.getByRole('button', { name: 'Close notification' }).click();
    await expect(again).toBeHidden();
  });

  test('Alt+T moves focus to the notifications', async ({ page }) => {
    await showErrorToast(page);
    await page.keyboard.press('Alt+t');
    await expect(page.getByRole('region', { name: 'Notifications (Alt+T)' }).locator('ol')).toBeFocused();
  });
});

test('the chat keeps its conversation across pages and a reload in the same tab @desktop-only', async ({ page }) => {
  await page.goto('/contact');
  const input = page.getByPlaceholder('Type your message...');
  await expect(page.getByRole('log')).toContainText('Hello!');
  await input.fill('Do you offer SEO?');
  await input.press('Enter');
  await expect(input).toBeEnabled({ timeout: 10_000 });
  const reply = await page.getByRole('log').locator('[data-role="assistant"]').last().innerText();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' }).click();
  await page.locator('a[href="/services/customer-service"]').first().click();
  await expect(page).toHaveURL(/\/services\/customer-service$/);
  await expect(page.getByRole('log')).toContainText('Do you offer SEO?');
  await expect(page.getByRole('log')).toContainText(reply.slice(0, 40));
  await page.reload();
  await expect(page.getByRole('log')).toContainText('Do you offer SEO?');
});
