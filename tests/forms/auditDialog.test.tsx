// Model-based test of the audit dialog machine driving the real 'Request Free Audit' button and dialog:
// opened by the button, closed by success or by dismissal, kept open while the request is in flight.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuditRequest } from '../../components/forms/AuditDialog';
import { Toaster } from '../../components/toasts/Toaster';
import { notices } from '../../content/notices';
import { auditDialogMachine } from '../../machines/auditDialogMachine';
import { AUDIT_SUBJECT } from '../../supabase/functions/_shared/schemas';
import { makeStore } from '../../store/store';
import { createTimedModel } from '../model/timedModel';
import { jsonResponse, settle, stubFetch, type PendingRequest } from './network';

const timed = createTimedModel(auditDialogMachine, {
  events: [
    { type: 'audit.dismiss', submitting: false },
    { type: 'audit.dismiss', submitting: true },
  ],
});

let network: ReturnType<typeof stubFetch>;
beforeEach(() => {
  network = stubFetch();
});
afterEach(() => vi.unstubAllGlobals());

describe('audit dialog machine against the audit request dialog', () => {
  for (const path of timed.paths) {
    it(path.description, async () => {
      render(
        <Provider store={makeStore()}>
          <AuditRequest />
          <Toaster />
        </Provider>,
      );
      let pending: PendingRequest | undefined;
      let successes = 0;
      const dialog = () => screen.queryByRole('dialog');
      const submit = async () => {
        const d = within(dialog()!);
        fireEvent.change(d.getByLabelText('Name', { exact: false }), { target: { value: 'Ria Patel' } });
        fireEvent.change(d.getByLabelText('Email', { exact: false }), { target: { value: 'ria@example.com' } });
        fireEvent.change(d.getByLabelText('Job title', { exact: false }), { target: { value: 'Owner' } });
        fireEvent.change(d.getByLabelText('Website', { exact: false }), { target: { value: 'patel.example' } });
        fireEvent.click(d.getByRole('button', { name: 'Request Free Audit' }));
        await settle();
        pending = await network.next();
        // spec §3: company carries the website, the message names it and the job title, the subject is fixed.
        expect(pending.body).toMatchObject({
          name: 'Ria Patel',
          email: 'ria@example.com',
          company: 'patel.example',
          jobTitle: 'Owner',
          subject: AUDIT_SUBJECT,
          message: expect.stringContaining('patel.example'),
        });
        expect((pending.body as { message: string }).message).toContain('Owner');
      };
      await timed.run(path, {
        events: {
          'audit.open': async () => {
            fireEvent.click(screen.getByRole('button', { name: 'Request Free Audit' }));
            // The dialog's code loads on first use (React.lazy): let it arrive and render.
            await act(async () => {
              await import('../../components/forms/AuditFormDialog');
            });
            await settle();
          },
          'audit.dismiss': async (event) => {
            if ((event as unknown as { submitting: boolean }).submitting && !pending) await submit();
            fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
            await settle();
          },
          'audit.succeeded': async () => {
            if (!pending) await submit();
            pending!.respond(jsonResponse(200, { ok: true, id: 'lead-1' }));
            pending = undefined;
            successes += 1;
            await settle();
          },
        },
        assert: (snapshot) => {
          const open = snapshot.matches('open');
          if (open) {
            expect(dialog()).not.toBeNull();
            expect(within(dialog()!).getByRole('heading', { name: 'Request your free website audit' })).toBeVisible();
            const button = within(dialog()!).getByRole('button', { name: /Request Free Audit|Submitting/ });
            expect(button).toHaveTextContent(pending ? 'Submitting...' : 'Request Free Audit');
          } else expect(dialog()).toBeNull();
          const toasts = screen.queryAllByTestId('toast').map((t) => t.textContent ?? '');
          expect(toasts.filter((t) => t.includes(notices.auditSuccess.title))).toHaveLength(successes);
        },
      });
    });
  }
  timed.expectFullCoverage('auditDialogMachine (audit dialog)');
});
