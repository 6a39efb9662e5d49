// The audit dialog spec model (tests/models/auditDialog.model.ts) in a real browser against the built site, on the
// website-design page: paths generated from the model, one for every transition it has, a few chosen to take every
// kind of step, each step done as a visitor would. The model's ESCAPE is the spec's dismissal, tried both ways a
// visitor dismisses a dialog: the Escape key and a press outside it. The form's request is held in page.route until
// the path answers it (so Escape and a press outside meet a request in flight); the instant audit's stream is held
// at the page's fetch boundary, so progress, the report and a broken stream arrive when the path says. In every
// state: the dialog or none, its form and button, the report or the note, the notices, and focus as it opens and
// closes.
import type { Route } from '@playwright/test';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { auditDialogCopy, auditReportCopy } from '../../content/audit';
import { specNotices as notices } from '../specCopy';
import { auditDialogSpecModel, type AuditDialogSpecEvent } from '../models/auditDialog.model';
import { LEAD, PROGRESS, REPORT, UNREACHABLE, VISITOR } from '../models/auditDialog.fixtures';
import { expect, openAuditDialog, settle, test } from './fixtures';
import { covering, describe, generate, uncovered, type Path } from './graph-paths';
import { holdCalls, sse } from './held-calls';

const events: AnyEventObject[] = (
  [
    'OPEN',
    'SUBMIT',
    'CLOSE_BUTTON',
    'RESPOND_OK',
    'RESPOND_OK_NO_LEAD',
    'RESPOND_FAIL',
    'PROGRESS',
    'STREAM_REPORT',
    'STREAM_UNREACHABLE',
  ] as const
)
  .map((type): AnyEventObject => ({ type }))
  .concat({ type: 'ESCAPE', via: 'key' }, { type: 'ESCAPE', via: 'outside' }, { type: 'STREAM_BROKEN' });
const generated = generate(
  auditDialogSpecModel,
  events,
  (s) => JSON.stringify(s.value),
  () => false, // six states, no data: every transition is reached
  { byEdge: true },
);
const paths = covering(generated, 20);

const cors = { 'access-control-allow-origin': '*' };

test.describe('audit dialog spec model @desktop-only', () => {
  test('the chosen paths take every transition of the model', () => {
    expect(uncovered(generated, paths)).toEqual([]);
  });

  for (const path of paths)
    test(describe(path), async ({ page }) => {
      const submissions: Route[] = [];
      await page.route('**/functions/v1/send-contact-form', (route) =>
        route.request().method() === 'POST' ? void submissions.push(route) : route.continue(),
      );
      const audits = await holdCalls(page, 'audit-website');
      await page.goto('/services/website-design');
      const opener = page.getByRole('button', { name: 'Request Free Audit' });
      const dialog = page.getByRole('dialog');
      const submit = dialog.getByRole('button', { name: /Request Free Audit|Submitting/ });
      const field = (label: string) => dialog.getByLabel(label, { exact: false });
      let typed = false;
      let opened = false;

      const actions: Record<AuditDialogSpecEvent, (e: AnyEventObject) => Promise<void>> = {
        OPEN: async () => {
          // The first click opens it once the page has hydrated.
          if (opened) await opener.click();
          else await openAuditDialog(page);
          opened = true;
        },
        SUBMIT: async () => {
          await field('Name').fill(VISITOR.name);
          await field('Email').fill(VISITOR.email);
          await field('Website').fill(VISITOR.website);
          typed = true;
          await submit.click();
          // In flight: the request has left (its proof of work solved: up to seconds on a busy machine) and waits
          // here for its answer.
          await expect.poll(() => submissions.length, { timeout: 15_000 }).toBe(1);
          expect(submissions[0]!.request().postDataJSON()).toMatchObject({
            name: VISITOR.name,
            email: VISITOR.email,
            company: VISITOR.website,
          });
        },
        ESCAPE: async (e) => {
          if (e.via === 'key') await page.keyboard.press('Escape');
          else await page.mouse.click(8, 8);
        },
        CLOSE_BUTTON: async () => {
          // In the report or the note the Close button under them; in the form the dialog's own ×.
          await dialog.getByRole('button', { name: 'Close' }).last().click();
        },
        RESPOND_OK: async () => {
          const key = submissions[0]!.request().headers()['idempotency-key'];
          await submissions.shift()!.fulfill({ status: 200, json: { ok: true, id: LEAD }, headers: cors });
          typed = false;
          // The audit asks for the stored lead with the key of that very submission, never a URL.
          expect((await audits.call(0)).body).toEqual({ leadId: LEAD, idempotencyKey: key });
          await audits.open(0);
        },
        RESPOND_OK_NO_LEAD: async () => {
          await submissions.shift()!.fulfill({ status: 200, json: { ok: true }, headers: cors });
          typed = false;
        },
        RESPOND_FAIL: async () => {
          await submissions
            .shift()!
            .fulfill({ status: 500, json: { error: { code: 'internal_error', message: 'Down' } }, headers: cors });
        },
        PROGRESS: async () => {
          await audits.push(0, sse({ step: 'analysing', label: PROGRESS }));
        },
        STREAM_REPORT: async () => {
          await audits.push(0, sse({ result: { kind: 'report', report: REPORT } }) + sse('[DONE]'));
          await audits.end(0);
        },
        STREAM_UNREACHABLE: async () => {
          const result = { kind: 'unreachable', reason: 'timeout', message: UNREACHABLE };
          await audits.push(0, sse({ result }) + sse('[DONE]'));
          await audits.end(0);
        },
        STREAM_BROKEN: async () => {
          await audits.fail(0);
        },
      };

      let panelTop: number | undefined;
      const toast = (notice: { title: string; description: string }) =>
        page.getByTestId('toast').filter({ hasText: notice.title }).filter({ hasText: notice.description });
      const check = async (state: AnyMachineSnapshot, event: AnyEventObject, steps: AnyEventObject[]) => {
        // The spec's notices, as the answer arrives (they leave on their own after a while).
        if (event.type === 'RESPOND_OK' || event.type === 'RESPOND_OK_NO_LEAD')
          await expect(toast(notices.auditSuccess)).toBeVisible();
        if (event.type === 'RESPOND_FAIL') await expect(toast(notices.auditFailure)).toBeVisible();
        if (!steps.some((e) => e.type === 'RESPOND_OK' || e.type === 'RESPOND_OK_NO_LEAD'))
          await expect(toast(notices.auditSuccess)).toHaveCount(0);
        if (state.matches('closed')) {
          await expect(dialog).toHaveCount(0);
          // Focus goes back to the button that opened it.
          if (opened) await expect(opener).toBeFocused();
          return;
        }
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole('heading', { name: auditDialogCopy.title })).toBeVisible();
        // The panel's top edge stays where it first opened, whatever it shows (form, check, report): nothing jumps.
        const top = await dialog.getByTestId('audit-panel').evaluate((panel) => panel.getBoundingClientRect().top);
        panelTop ??= top;
        expect(top, 'the panel keeps its top edge').toBe(panelTop);
        // Opened, it takes focus (modal dialog pattern). Elsewhere the spec says nothing of focus.
        if (event.type === 'OPEN')
          expect(await dialog.evaluate((d) => d.contains(document.activeElement)), 'focus in the dialog').toBe(true);
        if (state.matches('form') || state.matches('submitting')) {
          const submitting = state.matches('submitting');
          await expect(submit).toHaveText(submitting ? 'Submitting...' : 'Request Free Audit');
          if (submitting) await expect(submit).toBeDisabled();
          else await expect(submit).toBeEnabled();
          // What the visitor typed stays until the request succeeds (a failure keeps it too).
          await expect(field('Name')).toHaveValue(typed ? VISITOR.name : '');
          await expect(field('Website')).toHaveValue(typed ? VISITOR.website : '');
          return;
        }
        await expect(field('Name')).toHaveCount(0);
        const status = dialog.getByRole('status');
        if (state.matches('auditing')) {
          await expect(status).toHaveText(steps.at(-1)?.type === 'PROGRESS' ? PROGRESS : auditReportCopy.auditingStart);
        } else if (state.matches('report')) {
          await expect(status).toContainText('62/100');
          await expect(dialog.getByRole('list', { name: 'Findings to act on' }).getByRole('listitem')).toHaveText([
            /Secure connection \(HTTPS\).*Visitors leave insecure sites\./,
            /One main heading \(H1\)/,
          ]);
          await expect(dialog.getByText(auditReportCopy.followUp)).toBeVisible();
        } else {
          await expect(dialog.getByRole('heading', { name: auditReportCopy.unreachableTitle })).toBeVisible();
          await expect(status).toHaveText(
            steps.at(-1)?.type === 'STREAM_BROKEN' ? auditReportCopy.unavailable : UNREACHABLE,
          );
          await expect(dialog.getByText(auditReportCopy.unreachableFollowUp)).toBeVisible();
          // Said once: the request is saved and the audit follows within the spec's 48 hours.
          expect((await dialog.innerText()).match(/saved|48 hours/g)).toEqual(['saved', '48 hours']);
        }
      };

      const steps: AnyEventObject[] = [];
      for (const [i, { event, state }] of (path as Path).steps.entries()) {
        if (i > 0) {
          await actions[event.type as AuditDialogSpecEvent](event);
          await settle(page);
          steps.push(event);
        }
        await test.step(`${i}: ${JSON.stringify(state.value)}`, () => check(state, event, steps));
      }
    });
});
