// Labelled form controls with an inline error message tied to the control (aria-invalid + aria-describedby).
import { useLayoutEffect, useRef, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { HONEYPOT_FIELD } from '../../supabase/functions/_shared/contract/schemas';
import { privacyFormLink, privacyNote } from '../../content/site';

// Grey while the form is sending: the fields are read-only then.
const textControlClassName =
  'mt-2 block w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-slate-900 placeholder:text-slate-500 read-only:bg-slate-50 focus:border-brand-500 aria-[invalid=true]:border-rose-600';

/** A stroked mark drawn over a form control in place of the browser's own (a checkbox's tick). */
export function ControlMark({ d, className }: { d: string; className: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className={`pointer-events-none absolute ${className}`}
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
    >
      <path d={d} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The asterisk after a required field's label (screen readers hear `required` from the control instead). */
export function RequiredMark() {
  return (
    <span className="text-rose-700" aria-hidden="true">
      {' '}
      *
    </span>
  );
}

function Label({ htmlFor, required, children }: { htmlFor: string; required?: boolean; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-medium text-slate-800">
      {children}
      {required && <RequiredMark />}
    </label>
  );
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-rose-700">
      {error}
    </p>
  );
}

type Common = { id: string; label: string; error?: string; hint?: string };

export function TextField({
  id,
  label,
  required,
  hint,
  error,
  type = 'text',
  ...input
}: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div>
      <Label htmlFor={id} required={required}>
        {label}
      </Label>
      <input id={id} type={type} required={required} className={textControlClassName} {...input} />
      {hint && !error && <p className="mt-1.5 text-xs text-slate-600">{hint}</p>}
      <FieldError id={id} error={error} />
    </div>
  );
}

export function TextArea({
  id,
  label,
  required,
  error,
  ...textarea
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <div>
      <Label htmlFor={id} required={required}>
        {label}
      </Label>
      <textarea id={id} required={required} className={textControlClassName} {...textarea} />
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A field people never see or reach; bots that fill every input give themselves away. */
export function Honeypot({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input
          type="text"
          id={id}
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      </label>
    </div>
  );
}

/** The form's submit button, in the prerendered HTML too (Enter in a field submits; WCAG H32). Before the page has
 * hydrated nothing listens to the submit: the lead forms are `method="dialog"`, which outside a <dialog> submits
 * nowhere, so the browser neither reloads the page nor puts the typed values in a URL.
 * Disabled while submitting (spec §4). A focused button that becomes disabled drops focus to the page's body, out of
 * the form and out of a dialog, so focus waits on the form meanwhile and comes back when the form stays (a failure). */
export function SubmitButton({ submitting, children }: { submitting: boolean; children: ReactNode }) {
  const button = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    const form = button.current?.form;
    if (!form) return;
    // Focus on the button (now disabled), or already dropped to the body by it: not a field the visitor is in.
    const dropped = document.activeElement === button.current || document.activeElement === document.body;
    if (submitting && dropped) {
      form.tabIndex = -1;
      form.focus({ preventScroll: true });
    } else if (!submitting && document.activeElement === form) {
      button.current!.focus({ preventScroll: true });
    }
  }, [submitting]);
  return (
    <button
      ref={button}
      type="submit"
      disabled={submitting}
      aria-disabled={submitting}
      className="bg-brand-gradient w-full rounded-full px-6 py-3.5 font-semibold text-white shadow-md transition disabled:cursor-not-allowed disabled:opacity-70"
    >
      {submitting ? 'Submitting...' : children}
    </button>
  );
}

/** The note under a lead form's submit button (content/site.ts). */
export function PrivacyNote() {
  return (
    <>
      <p className="mt-4 text-center text-sm text-balance text-slate-600">{privacyNote}</p>
      {/* The notice the note stands for, 24 px tall for a thumb, its margin taken back: a line under the note. */}
      <p className="-mt-0.5 text-center text-sm">
        <a
          href={privacyFormLink.href}
          className="inline-flex min-h-6 items-center font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900"
        >
          {privacyFormLink.label}
        </a>
      </p>
    </>
  );
}
