// Model-based test of the audit dialog: paths generated from the SPEC MODEL (tests/models/auditDialog.model.ts, one
// path per transition, each reached by a shortest path) drive the real 'Request Free Audit' button, dialog, form
// and instant audit over a stubbed network, and check what a visitor sees after every step.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { StoreProvider } from '../../components/StoreProvider';
import { afterAll, describe, expect, it } from 'vitest';
import { AuditRequest } from '../../components/forms/AuditDialog';
import { Toaster } from '../../components/toasts/Toaster';
import { auditReportCopy } from '../../content/audit';
import { makeStore } from '../../store/store';
import { saveCoverageRow } from '../model-kit/coverage';
import { LEAD, PROGRESS, REPORT, UNREACHABLE, VISITOR } from './auditDialog.fixtures';
import { type AuditDialogSpecEvent, auditDialogSpecModel } from './auditDialog.model';
import { jsonResponse, settle, settleLoaded, stubNetworkForEachTest, type PendingRequest } from '../forms/network';

type StateName = 'closed' | 'form' | 'submitting' | 'auditing' | 'report' | 'unreachable';
interface Step {
  from: StateName;
  event: AuditDialogSpecEvent;
  to: StateName;
}

const states = auditDialogSpecModel.config.states as unknown as Record<StateName, { on: Record<string, string> }>;
const edges: Step[] = Object.entries(states).flatMap(([from, node]) =>
  Object.entries(node.on).map(([event, to]) => ({
    from: from as StateName,
    event: event as AuditDialogSpecEvent,
    to: to as StateName,
  })),
);
// Shortest path to every state (BFS from 'closed'), then one path per transition.
const shortest = new Map<StateName, Step[]>([['closed', []]]);
for (const queue: StateName[] = ['closed']; queue.length > 0;) {
  const at = queue.shift()!;
  for (const edge of edges.filter((e) => e.from === at && !shortest.has(e.to))) {
    shortest.set(edge.to, [...shortest.get(at)!, edge]);
    queue.push(edge.to);
  }
}
const step = (from: StateName, event: AuditDialogSpecEvent) => edges.find((e) => e.from === from && e.event === event)!;
const chosen: Step[][] = [
  // A second audit after a first one: it starts from its own first line, not the last progress of the first.
  [
    step('closed', 'OPEN'),
    step('form', 'SUBMIT'),
    step('submitting', 'RESPOND_OK'),
    step('auditing', 'PROGRESS'),
    step('auditing', 'STREAM_REPORT'),
    step('report', 'CLOSE_BUTTON'),
    step('closed', 'OPEN'),
    step('form', 'SUBMIT'),
    step('submitting', 'RESPOND_OK'),
  ],
];
const paths = [...edges.map((edge) => [...shortest.get(edge.from)!, edge]), ...chosen];
const ranEdges = new Set<Step>();

// The spec's copy (§ notices) and what issue #15 asks the dialog to show.
const SUCCESS_TITLE = 'Request Submitted!';
const SUCCESS_TEXT = "We'll send you a comprehensive website audit within 48 hours.";
const FAILURE_TEXT = 'Failed to submit request. Please try again.';

const stub = stubNetworkForEachTest();

/** The visitor clicks 'Request Free Audit'; the dialog opens once its code has loaded. */
async function openDialog() {
  fireEvent.click(screen.getByRole('button', { name: 'Request Free Audit' }));
  // The dialog, its form and its machine load with the first click.
  await settleLoaded();
}

describe('audit dialog spec model against the real dialog', () => {
  for (const path of paths) {
    const description = ['closed', ...path.map((s) => `${s.event} → ${s.to}`)].join(' · ');
    it(description, async () => {
      render(
        <StoreProvider store={makeStore()}>
          <AuditRequest />
          <Toaster />
        </StoreProvider>,
      );
      const dialog = () => screen.queryByRole('dialog');
      let submission: PendingRequest | undefined;
      let stream: ReadableStreamDefaultController<Uint8Array> | undefined;
      let auditRequest: PendingRequest | undefined;
      let typed = false;
      let successes = 0;
      let failures = 0;
      let progress: string | null = null;
      const line = (data: unknown) => new TextEncoder().encode(`data: ${JSON.stringify(data)}\n\n`);
      const send = async (data: unknown, end = false) => {
        await act(async () => {
          stream!.enqueue(line(data));
          if (end) {
            stream!.enqueue(new TextEncoder().encode('data: [DONE]\n\n'));
            stream!.close();
          }
        });
        await settle();
      };
      const openAuditStream = async () => {
        auditRequest = await stub.network.next();
        const body = new ReadableStream<Uint8Array>({ start: (c) => void (stream = c) });
        auditRequest.respond(new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }));
        await settle();
      };

      const actions: Record<AuditDialogSpecEvent, () => Promise<void>> = {
        OPEN: openDialog,
        SUBMIT: async () => {
          const d = within(dialog()!);
          fireEvent.change(d.getByLabelText('Name', { exact: false }), { target: { value: VISITOR.name } });
          fireEvent.change(d.getByLabelText('Email', { exact: false }), { target: { value: VISITOR.email } });
          fireEvent.change(d.getByLabelText('Job title', { exact: false }), { target: { value: VISITOR.jobTitle } });
          fireEvent.change(d.getByLabelText('Website', { exact: false }), { target: { value: VISITOR.website } });
          typed = true;
          fireEvent.click(d.getByRole('button', { name: 'Request Free Audit' }));
          await settle();
          submission = await stub.network.next();
          expect(submission.url).toMatch(/\/functions\/v1\/send-contact-form$/);
          // Spec §3 "Audit submission payload": the website as the company, the job title, a fixed subject.
          expect(submission.body).toMatchObject({
            name: VISITOR.name,
            email: VISITOR.email,
            company: VISITOR.website,
            jobTitle: VISITOR.jobTitle,
            message: expect.stringMatching(/free website audit request for patel\.example.*Owner/i),
            subject: expect.stringMatching(/^free website audit request$/i),
            hp: '',
          });
        },
        ESCAPE: async () => {
          fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
          await settle();
        },
        CLOSE_BUTTON: async () => {
          const closers = within(dialog()!).getAllByRole('button', { name: 'Close' });
          fireEvent.click(closers[closers.length - 1]!);
          await settle();
        },
        RESPOND_OK: async () => {
          submission!.respond(jsonResponse(200, { ok: true, id: LEAD }));
          successes++;
          typed = false;
          progress = null; // a new audit
          await settle();
          await openAuditStream();
          // The audit asks for the stored lead with the key of that very submission, never a URL.
          const key = new Headers(submission!.init.headers).get('idempotency-key');
          expect(auditRequest!.url).toMatch(/\/functions\/v1\/audit-website$/);
          expect(auditRequest!.body).toEqual({ leadId: LEAD, idempotencyKey: key });
        },
        RESPOND_OK_NO_LEAD: async () => {
          submission!.respond(jsonResponse(200, { ok: true }));
          successes++;
          typed = false;
          await settle();
        },
        RESPOND_FAIL: async () => {
          submission!.respond(jsonResponse(500, { error: { code: 'internal_error', message: 'Down' } }));
          failures++;
          await settle();
        },
        PROGRESS: async () => {
          progress = PROGRESS;
          await send({ step: 'analysing', label: progress });
        },
        STREAM_REPORT: async () => send({ result: { kind: 'report', report: REPORT } }, true),
        STREAM_UNREACHABLE: async () =>
          send({ result: { kind: 'unreachable', reason: 'timeout', message: UNREACHABLE } }, true),
        STREAM_BROKEN: async () => {
          await act(async () => stream!.error(new Error('connection reset')));
          await settle();
        },
      };

      const expectVisible = (state: StateName, last: AuditDialogSpecEvent | undefined) => {
        const toasts = screen.queryAllByTestId('toast').map((t) => t.textContent ?? '');
        expect(toasts.filter((t) => t.includes(SUCCESS_TITLE) && t.includes(SUCCESS_TEXT))).toHaveLength(successes);
        expect(toasts.filter((t) => t.includes(FAILURE_TEXT))).toHaveLength(failures);
        if (state === 'closed') {
          // Closed again, focus is back on the button that opened it; before any opening, nothing took focus.
          const opener = screen.getByRole('button', { name: 'Request Free Audit' });
          expect(document.activeElement).toBe(last ? opener : document.body);
          return expect(dialog()).toBeNull();
        }
        const d = within(dialog()!);
        expect(d.getByRole('heading', { name: 'Request your free website audit' })).toBeVisible();
        // What happens next is said once: above the form (the spec's 48 hours), then by the check and its report.
        const promises = d.queryAllByText(/within 48 hours/);
        expect(promises).toHaveLength(state === 'auditing' ? 0 : 1);
        if (state === 'form' || state === 'submitting') {
          expect(promises[0]).toHaveTextContent(/review your site.*comprehensive audit within 48 hours\.$/);
          const button = d.getByRole('button', { name: /Request Free Audit|Submitting/ });
          expect(button).toHaveTextContent(state === 'submitting' ? 'Submitting...' : 'Request Free Audit');
          expect(button).toHaveProperty('disabled', state === 'submitting');
          // Opened empty; what was typed stays while it is sent (and after a failure).
          for (const [label, value] of [
            ['Name', VISITOR.name],
            ['Email', VISITOR.email],
            ['Job title', VISITOR.jobTitle],
            ['Website', VISITOR.website],
          ] as const) {
            expect(d.getByLabelText(label, { exact: false })).toHaveValue(typed ? value : '');
          }
          return;
        }
        expect(d.queryByLabelText('Name', { exact: false })).toBeNull();
        if (state === 'auditing') {
          expect(d.getByRole('status')).toHaveTextContent(progress ?? 'Starting the instant check…');
        } else if (state === 'report') {
          expect(d.getByRole('status')).toHaveTextContent('62/100');
          const problems = d.getByRole('list', { name: 'Findings to act on' });
          expect(
            within(problems)
              .getAllByRole('listitem')
              .map((li) => li.textContent),
          ).toEqual([
            expect.stringMatching(new RegExp(`Secure connection \\(HTTPS\\)${auditReportCopy.badge.fail}`)),
            expect.stringMatching(new RegExp(`One main heading \\(H1\\)${auditReportCopy.badge.warn}`)),
          ]);
          // What already passes, folded away under its count, with its badge.
          const passed = d.getByText(auditReportCopy.passedSummary(1)).closest('details')!;
          expect(passed).not.toHaveAttribute('open');
          expect(
            within(passed)
              .getAllByRole('listitem')
              .map((li) => li.textContent),
          ).toEqual([expect.stringMatching(new RegExp(`^Page language${auditReportCopy.badge.pass}`))]);
          expect(d.getByText('Visitors leave insecure sites.')).toBeVisible();
          expect(d.getByText(/first automated look.*comprehensive audit within 48 hours/)).toBeVisible();
        } else {
          expect(d.getByRole('heading', { name: 'We couldn’t check your site automatically' })).toBeVisible();
          expect(d.getByRole('status')).toHaveTextContent(
            last === 'STREAM_BROKEN' ? /The instant check couldn’t run this time\./ : UNREACHABLE,
          );
          expect(d.getByText(/review your site by hand and send your audit within 48 hours/)).toBeVisible();
        }
      };

      expectVisible('closed', undefined);
      for (const step of path) {
        await actions[step.event]();
        expectVisible(step.to, step.event);
        // Closed while the audit streams: the audit's request is cancelled (it finishes on the server anyway).
        if (step.from === 'auditing' && step.to === 'closed') expect(auditRequest!.init.signal?.aborted).toBe(true);
        ranEdges.add(step);
      }
    });
  }
  // A test, not an afterAll: when only some paths run (vitest -t, or Stryker running the tests that cover a
  // mutant), this one is left out instead of failing the file.
  it('every spec transition ran against the real dialog', () => {
    expect(edges.filter((e) => !ranEdges.has(e)).map((e) => `${e.from} ${e.event}`)).toEqual([]);
  });
  // The row of the model coverage table that `npm run test:model` prints (tests/model-kit/coverageReport.ts).
  afterAll(() =>
    saveCoverageRow('auditDialog', () => {
      const stateNames = Object.keys(states);
      const reached = new Set(['closed', ...[...ranEdges].map((e) => e.to)]);
      return {
        machine: 'auditDialog (spec model)',
        states: stateNames.length,
        statesCovered: stateNames.filter((name) => reached.has(name)).length,
        transitions: edges.length,
        transitionsCovered: ranEdges.size,
        paths: paths.length,
        missing: [
          ...stateNames.filter((name) => !reached.has(name)).map((name) => `state ${name}`),
          ...edges.filter((e) => !ranEdges.has(e)).map((e) => `${e.from} —${e.event}→ ${e.to}`),
        ],
      };
    }),
  );
});

/** The button alone on a page, clicked: the open dialog's queries. */
async function openedAlone() {
  render(
    <StoreProvider store={makeStore()}>
      <AuditRequest />
    </StoreProvider>,
  );
  await openDialog();
  return within(screen.getByRole('dialog'));
}

describe('the audit form sent incomplete', () => {
  it('sends nothing, marks the required fields and puts focus on the first of them', async () => {
    const d = await openedAlone();
    fireEvent.change(d.getByLabelText('Email', { exact: false }), { target: { value: VISITOR.email } });
    fireEvent.click(d.getByRole('button', { name: 'Request Free Audit' }));
    await settle();
    expect(d.getByLabelText('Name', { exact: false })).toHaveAttribute('aria-invalid', 'true');
    expect(d.getByLabelText('Website', { exact: false })).toHaveAttribute('aria-invalid', 'true');
    expect(d.getByLabelText('Email', { exact: false })).not.toHaveAttribute('aria-invalid');
    expect(d.getByLabelText('Job title', { exact: false })).not.toHaveAttribute('aria-invalid');
    expect(document.activeElement).toBe(d.getByLabelText('Name', { exact: false }));
    expect(stub.network.requests).toEqual([]);

    // Name given: Website is the first one missing now.
    fireEvent.change(d.getByLabelText('Name', { exact: false }), { target: { value: VISITOR.name } });
    fireEvent.click(d.getByRole('button', { name: 'Request Free Audit' }));
    await settle();
    expect(document.activeElement).toBe(d.getByLabelText('Website', { exact: false }));
    expect(stub.network.requests).toEqual([]);
  });
});

// The note of spec §2 Get Started, under this form's submit button too: it asks for a name and an e-mail as well.
describe('the audit form', () => {
  it("says right under its submit button that the visitor's information is never shared", async () => {
    const d = await openedAlone();
    const note = d.getByRole('button', { name: 'Request Free Audit' }).nextElementSibling;
    expect(note?.tagName).toBe('P');
    expect(note).toHaveTextContent(/^We will never share your information with third parties\.$/);
  });
});
